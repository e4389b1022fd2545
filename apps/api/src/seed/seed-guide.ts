import { and, eq } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { boothReservations, events, organizationProfiles } from "../db/schema/index.ts";

/**
 * The demo fair's guide, published (issue 29): a first start shows visitors the house with a
 * confirmed booth, its approved and priced titles and its booth on the plan, and that house's
 * public page as its manager would write it.
 */
export async function seedDemoGuide(db: Database, event: typeof events.$inferSelect, now: Date) {
  await db.update(events).set({ guidePublishedAt: now }).where(eq(events.id, event.id));
  const exhibiting = await db
    .selectDistinct({ organizationId: boothReservations.organizationId })
    .from(boothReservations)
    .where(and(eq(boothReservations.eventId, event.id), eq(boothReservations.status, "confirmed")));
  if (exhibiting.length === 0) throw new Error("The demo fair has no confirmed booth to show.");
  await db.insert(organizationProfiles).values(
    exhibiting.map(({ organizationId }) => ({
      organizationId,
      descriptionAr:
        "دار سعودية تنشر الأدب والفكر والتاريخ منذ عام 1985، بالعربية والإنجليزية. زورونا في جناحنا للاطلاع على أحدث إصداراتنا.",
      descriptionEn:
        "A Saudi house publishing literature, thought and history since 1985, in Arabic and English. Visit our booth for our latest titles.",
      website: "https://almaarifa.example",
      publicEmail: "info@almaarifa.example",
    })),
  );
}
