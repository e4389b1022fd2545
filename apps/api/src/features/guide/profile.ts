import type {
  GuidePresence,
  GuideProfile,
  GuideProfileAnswer,
  GuideUnlistedReason,
} from "@rawaq/domain/guide-presence";
import type { GuideProfileInput } from "@rawaq/domain/guide-profile";
import { guidePaths } from "@rawaq/guide/paths";
import { and, asc, desc, eq, isNull, sql } from "drizzle-orm";
import type { OrganizationRow } from "../../core/membership.ts";
import type { Database } from "../../db/client.ts";
import {
  boothReservations,
  booths,
  events,
  guideHidden,
  organizationFiles,
  organizationProfiles,
  zones,
} from "../../db/schema/index.ts";
import { findExhibitor, publishedEvent } from "./queries.ts";

/**
 * A house's page in the guide as its manager writes it (issue 29), and where the house stands in
 * the guide now. Whether it is listed is the guide's own answer (queries.ts' `findExhibitor`),
 * so this page can never disagree with what visitors see.
 */

type ProfileRow = typeof organizationProfiles.$inferSelect;

function toProfile(row: ProfileRow | undefined): GuideProfile {
  return {
    description_ar: row?.descriptionAr ?? "",
    description_en: row?.descriptionEn ?? "",
    website: row?.website ?? null,
    public_email: row?.publicEmail ?? null,
    public_phone: row?.publicPhone ?? null,
    updated_at: row?.updatedAt.toISOString() ?? null,
  };
}

async function findGuideProfile(db: Database, organizationId: string): Promise<GuideProfile> {
  const [row] = await db
    .select()
    .from(organizationProfiles)
    .where(eq(organizationProfiles.organizationId, organizationId));
  return toProfile(row);
}

/** Writes the whole profile; an empty website or contact is stored as none. */
export async function saveGuideProfile(
  db: Database,
  organizationId: string,
  input: GuideProfileInput,
  now: Date,
): Promise<void> {
  const values = {
    descriptionAr: input.description_ar,
    descriptionEn: input.description_en,
    website: input.website || null,
    publicEmail: input.public_email || null,
    publicPhone: input.public_phone || null,
    updatedAt: now,
  };
  await db
    .insert(organizationProfiles)
    .values({ organizationId, ...values })
    .onConflictDoUpdate({ target: organizationProfiles.organizationId, set: values });
}

/**
 * The house's booth for its poster: at the published guide's event when it has a confirmed one
 * there, otherwise at the latest event where it has one; the first by hall and code, as the
 * guide lists a house with two booths at its first.
 */
async function posterBooth(db: Database, organizationId: string, guideEventId: string | null) {
  const [row] = await db
    .select({
      code: booths.code,
      hallAr: zones.nameAr,
      hallEn: zones.nameEn,
      eventAr: events.nameAr,
      eventEn: events.nameEn,
    })
    .from(boothReservations)
    .innerJoin(booths, eq(booths.id, boothReservations.boothId))
    .innerJoin(zones, eq(zones.id, booths.zoneId))
    .innerJoin(events, eq(events.id, boothReservations.eventId))
    .where(
      and(
        eq(boothReservations.organizationId, organizationId),
        eq(boothReservations.status, "confirmed"),
      ),
    )
    .orderBy(
      ...(guideEventId ? [sql`${events.id} = ${guideEventId} desc`] : []),
      desc(events.startsOn),
      asc(zones.code),
      asc(booths.code),
    )
    .limit(1);
  if (!row) return null;
  return {
    code: row.code,
    hall: { ar: row.hallAr, en: row.hallEn },
    event: { ar: row.eventAr, en: row.eventEn },
  };
}

async function unlistedReason(
  db: Database,
  organization: OrganizationRow,
  guideEventId: string | null,
): Promise<GuideUnlistedReason> {
  if (!guideEventId) return "not_published";
  if (organization.status !== "approved") return "not_approved";
  const [hidden] = await db
    .select({ id: guideHidden.id })
    .from(guideHidden)
    .where(
      and(
        eq(guideHidden.eventId, guideEventId),
        eq(guideHidden.organizationId, organization.id),
        isNull(guideHidden.bookId),
      ),
    );
  return hidden ? "hidden" : "no_booth";
}

/** Where the house stands in the guide: its addresses there, listed or why not, its booth. */
async function guidePresence(
  db: Database,
  organization: OrganizationRow,
  publicUrl: string,
): Promise<GuidePresence> {
  const slug = organization.slug ?? "";
  const event = await publishedEvent(db);
  const [listed, booth, logo] = await Promise.all([
    event ? findExhibitor(db, event.id, slug) : null,
    posterBooth(db, organization.id, event?.id ?? null),
    db
      .select({ id: organizationFiles.id })
      .from(organizationFiles)
      .where(
        and(
          eq(organizationFiles.organizationId, organization.id),
          eq(organizationFiles.kind, "logo"),
        ),
      ),
  ]);
  const isListed = listed !== null;
  return {
    slug,
    name: organization.name,
    commercial_name: organization.commercialName,
    is_listed: isListed,
    unlisted_reason: isListed ? null : await unlistedReason(db, organization, event?.id ?? null),
    url: {
      ar: `${publicUrl}${guidePaths.exhibitor("ar", slug)}`,
      en: `${publicUrl}${guidePaths.exhibitor("en", slug)}`,
    },
    booth,
    has_logo: logo.length > 0,
  };
}

/** The house's profile and where it stands in the guide, as its page reads them. */
export async function guideProfileAnswer(
  db: Database,
  organization: OrganizationRow,
  publicUrl: string,
): Promise<GuideProfileAnswer> {
  const [profile, guide] = await Promise.all([
    findGuideProfile(db, organization.id),
    guidePresence(db, organization, publicUrl),
  ]);
  return { profile, guide };
}
