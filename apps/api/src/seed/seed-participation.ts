import type { BoothType, PriceMode } from "@rawaq/domain/participation";
import { eq } from "drizzle-orm";
import type { UserRow } from "../core/users.ts";
import type { Database } from "../db/client.ts";
import { booths, events, organizationMembers, zones } from "../db/schema/index.ts";
import {
  createRequest,
  decideRequest,
  postMessage,
  submitRequest,
} from "../features/participation/service.ts";
import { findRequest } from "../features/participation/queries.ts";
import { holdBooth } from "../features/reservations/service.ts";
import type { FileStore } from "../lib/file-store.ts";
import { seedDemoPayments } from "./seed-payments.ts";

// The demo fair: a main hall of 69 booths laid out on its floor plan and two smaller halls; the
// approved house has an approved request, one booth confirmed by a paid invoice (with badges) and
// one held with its invoice waiting for the transfer receipt (the invoice keeps the hold until it
// is due, decision 046).

const DAY = 86_400_000;
const isoDay = (at: Date, days: number) =>
  new Date(at.getTime() + days * DAY).toISOString().slice(0, 10);

interface DemoBooth {
  code: string;
  type: BoothType;
  areaSquareMetres: number;
  priceMode: PriceMode;
  priceHalalas: number;
  x: number;
  y: number;
  width: number;
  height: number;
  status?: "available" | "blocked";
}

/** Hall A: six rows of eleven 3×3 booths (corners at the row ends) and three islands. */
function mainHall(): DemoBooth[] {
  const list: DemoBooth[] = [];
  const rows = [2, 5, 11, 14, 20, 23];
  rows.forEach((y, row) => {
    for (let column = 0; column < 11; column += 1) {
      const isCorner = column === 0 || column === 10;
      list.push({
        code: `A-${String(row * 11 + column + 1).padStart(2, "0")}`,
        type: isCorner ? "corner" : "standard",
        areaSquareMetres: 9,
        priceMode: isCorner ? "fixed" : "per_square_metre",
        priceHalalas: isCorner ? 540_000 : 50_000,
        x: 3 + column * 3,
        y,
        width: 3,
        height: 3,
        // Two booths kept back by the administration (a fire exit and the organizers' desk).
        ...(row === 3 && (column === 5 || column === 6) ? { status: "blocked" as const } : {}),
      });
    }
  });
  [3, 12, 21].forEach((y, index) => {
    list.push({
      code: `A-I${index + 1}`,
      type: "island",
      areaSquareMetres: 36,
      priceMode: "fixed",
      priceHalalas: 2_160_000,
      x: 39,
      y,
      width: 6,
      height: 6,
    });
  });
  return list;
}

/** Halls B and C: two rows of six. */
function smallHall(code: string): DemoBooth[] {
  return Array.from({ length: 12 }, (_, index) => {
    const row = Math.floor(index / 6);
    const column = index % 6;
    const isCorner = column === 0 || column === 5;
    return {
      code: `${code}-${String(index + 1).padStart(2, "0")}`,
      type: isCorner ? ("corner" as const) : ("standard" as const),
      areaSquareMetres: isCorner ? 12 : 9,
      priceMode: "fixed" as const,
      priceHalalas: isCorner ? 720_000 : 450_000,
      x: 2 + column * 4,
      y: 2 + row * 6,
      width: isCorner ? 4 : 3,
      height: 3,
    };
  });
}

const HALLS = [
  {
    code: "A",
    nameAr: "القاعة الرئيسية",
    nameEn: "Main hall",
    planWidth: 48,
    planHeight: 30,
    booths: mainHall(),
  },
  {
    code: "B",
    nameAr: "قاعة دور النشر العربية",
    nameEn: "Arab publishers hall",
    planWidth: 28,
    planHeight: 12,
    booths: smallHall("B"),
  },
  {
    code: "C",
    nameAr: "قاعة دور النشر الدولية",
    nameEn: "International publishers hall",
    planWidth: 28,
    planHeight: 12,
    booths: smallHall("C"),
  },
];

/** The fair, with its registration open around `now` so a first start can use every screen. */
export async function seedDemoFair(db: Database, now: Date) {
  const [event] = await db
    .insert(events)
    .values({
      nameAr: "معرض الرياض الدولي للكتاب",
      nameEn: "Riyadh International Book Fair",
      venueAr: "واجهة الرياض، الرياض",
      venueEn: "Riyadh Front, Riyadh",
      addressAr: "طريق المطار، الرياض 13413",
      addressEn: "Airport Road, Riyadh 13413",
      latitude: 24.8126,
      longitude: 46.7219,
      registrationOpensOn: isoDay(now, -30),
      registrationClosesOn: isoDay(now, 60),
      shippingStartsOn: isoDay(now, 75),
      startsOn: isoDay(now, 90),
      endsOn: isoDay(now, 99),
    })
    .returning();
  if (!event) throw new Error("The demo event was not created.");
  for (const hall of HALLS) {
    const { booths: list, ...zone } = hall;
    const [row] = await db
      .insert(zones)
      .values({ ...zone, eventId: event.id })
      .returning({ id: zones.id });
    await db.insert(booths).values(list.map((booth) => ({ ...booth, zoneId: row!.id })));
  }
  return event;
}

async function organizationOf(db: Database, user: UserRow) {
  const [row] = await db
    .select({ id: organizationMembers.organizationId })
    .from(organizationMembers)
    .where(eq(organizationMembers.userId, user.id));
  if (!row) throw new Error(`The demo user ${user.email} has no organization.`);
  return row.id;
}

async function boothId(db: Database, code: string) {
  const [row] = await db.select({ id: booths.id }).from(booths).where(eq(booths.code, code));
  return row!.id;
}

/** A transition the product refused fails the seed: the demo holds only states it can reach. */
function expectDone(outcome: string, step: string) {
  if (outcome !== "done") throw new Error(`The demo seed was refused at ${step}: ${outcome}.`);
}

/** Requests and reservations, made through the features' own transitions. */
export async function seedDemoParticipation(
  db: Database,
  event: typeof events.$inferSelect,
  fileStore: FileStore,
  people: { admin: UserRow; publisher: UserRow; applicant: UserRow },
  now: Date,
) {
  const maarifa = await organizationOf(db, people.publisher);

  const approved = await createRequest(
    db,
    people.publisher,
    maarifa,
    {
      event_id: event.id,
      requested_area: 18,
      booth_type: "standard",
      titles_count: 120,
      notes: "نرغب في جناح قريب من المدخل الرئيسي إن أمكن.",
    },
    now,
  );
  if (approved.outcome !== "created") throw new Error("The demo request was not created.");
  expectDone(await submitRequest(db, people.publisher, approved.id, maarifa, now), "submit");
  const request = await findRequest(db, "admin", approved.id);
  await postMessage(
    db,
    people.admin,
    "admin",
    request!,
    "أهلًا بكم، تمت مراجعة الطلب. نرجو تأكيد عدد العناوين المشاركة.",
    now,
  );
  await postMessage(db, people.publisher, "exhibitor", request!, "نؤكد مشاركة 120 عنوانًا.", now);
  expectDone(
    await decideRequest(
      db,
      people.admin,
      approved.id,
      { decision: "approve", approved_area: 18, reason: "" },
      now,
    ),
    "approve the request",
  );
  // A-14 is confirmed by its paid invoice, A-15 held until its issued invoice is due
  // (seed-payments.ts).
  const first = await holdBooth(db, people.publisher, maarifa, await boothId(db, "A-14"), now);
  const second = await holdBooth(db, people.publisher, maarifa, await boothId(db, "A-15"), now);
  if (first.outcome !== "held" || second.outcome !== "held") {
    throw new Error("The demo booths were not held.");
  }
  await seedDemoPayments(
    db,
    fileStore,
    event,
    people,
    { organizationId: maarifa, paidReservationId: first.id, issuedReservationId: second.id },
    now,
  );

  // Al-Ufuq, under review, has no request: the product takes one from an approved house only.
}
