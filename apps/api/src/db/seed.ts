import { count } from "drizzle-orm";
import { hashPassword } from "../lib/password.ts";
import type { FileStore } from "../storage/file-store.ts";
import type { Database } from "./client.ts";
import { booths, events, shippers, users, zones } from "./schema.ts";
import { seedDemoPublishers } from "./seed-publishers.ts";

/** Demo accounts, also listed in the README. Only ever seeded into an empty database. */
export const DEMO_ACCOUNTS = {
  admin: { email: "admin@rawaq.local", password: "Rawaq-Admin-2026!" },
  exhibitor: { email: "exhibitor@rawaq.local", password: "Rawaq-Exhibitor-2026!" },
  /** Manager of an approved publishing house with a reviewed book list. */
  publisher: { email: "publisher@rawaq.local", password: "Rawaq-Publisher-2026!" },
  /** Manager of a publishing house waiting for review. */
  applicant: { email: "applicant@rawaq.local", password: "Rawaq-Applicant-2026!" },
} as const;

const ZONES = [
  { code: "A", nameAr: "قاعة دور النشر السعودية", nameEn: "Saudi publishers hall" },
  { code: "B", nameAr: "قاعة دور النشر العربية", nameEn: "Arab publishers hall" },
  { code: "C", nameAr: "قاعة دور النشر الدولية", nameEn: "International publishers hall" },
] as const;

const BOOTH_TYPES = [
  { type: "standard", areaSquareMetres: 9, priceHalalas: 450_000 },
  { type: "corner", areaSquareMetres: 12, priceHalalas: 720_000 },
  { type: "island", areaSquareMetres: 36, priceHalalas: 2_160_000 },
] as const;

async function hasNoUsers(db: Database): Promise<boolean> {
  const [existing] = await db.select({ value: count() }).from(users);
  return (existing?.value ?? 0) === 0;
}

/**
 * Seeds the demo fair, accounts and publishing houses on first start (their documents go to the
 * file store); returns whether anything was written.
 */
export async function seedDemoData(db: Database, fileStore: FileStore): Promise<boolean> {
  // Almost every start finds its data already there: ask before hashing four passwords.
  if (!(await hasNoUsers(db))) return false;
  const [adminHash, exhibitorHash, publisherHash, applicantHash] = await Promise.all([
    hashPassword(DEMO_ACCOUNTS.admin.password),
    hashPassword(DEMO_ACCOUNTS.exhibitor.password),
    hashPassword(DEMO_ACCOUNTS.publisher.password),
    hashPassword(DEMO_ACCOUNTS.applicant.password),
  ]);
  return db.transaction(async (tx) => {
    // Again inside the transaction: another process may have seeded meanwhile.
    if (!(await hasNoUsers(tx))) return false;

    const [admin, , publisher, applicant] = await tx
      .insert(users)
      .values([
        {
          email: DEMO_ACCOUNTS.admin.email,
          passwordHash: adminHash,
          firstName: "مدير",
          lastName: "المعرض",
          role: "admin",
        },
        {
          email: DEMO_ACCOUNTS.exhibitor.email,
          passwordHash: exhibitorHash,
          firstName: "سارة",
          lastName: "العتيبي",
          role: "exhibitor",
          phone: "+966501234567",
        },
        {
          email: DEMO_ACCOUNTS.publisher.email,
          passwordHash: publisherHash,
          firstName: "خالد",
          lastName: "الراشد",
          role: "exhibitor",
          phone: "+966502223344",
        },
        {
          email: DEMO_ACCOUNTS.applicant.email,
          passwordHash: applicantHash,
          firstName: "ريم",
          lastName: "الحارثي",
          role: "exhibitor",
          phone: "+966503334455",
        },
      ])
      .returning();
    if (!admin || !publisher || !applicant) throw new Error("The demo accounts were not created.");

    const [event] = await tx
      .insert(events)
      .values({
        nameAr: "معرض الرياض الدولي للكتاب 2027",
        nameEn: "Riyadh International Book Fair 2027",
        venueAr: "واجهة الرياض، الرياض",
        venueEn: "Riyadh Front, Riyadh",
        startsOn: "2027-10-01",
        endsOn: "2027-10-10",
      })
      .returning({ id: events.id });
    if (!event) throw new Error("The demo event was not created.");

    const insertedZones = await tx
      .insert(zones)
      .values(ZONES.map((zone) => ({ ...zone, eventId: event.id })))
      .returning({ id: zones.id, code: zones.code });
    await tx.insert(booths).values(
      insertedZones.flatMap((zone) =>
        Array.from({ length: 12 }, (_, index) => {
          const kind = BOOTH_TYPES[index < 8 ? 0 : index < 11 ? 1 : 2];
          return {
            zoneId: zone.id,
            code: `${zone.code}-${String(index + 1).padStart(2, "0")}`,
            ...kind,
          };
        }),
      ),
    );

    await tx.insert(shippers).values([
      {
        nameAr: "سمسا إكسبرس",
        nameEn: "SMSA Express",
        phone: "+966920009999",
        email: "fairs@smsa.example",
      },
      {
        nameAr: "ناقل إكسبرس",
        nameEn: "Naqel Express",
        phone: "+966920020505",
        email: "fairs@naqel.example",
      },
      { nameAr: "أرامكس", nameEn: "Aramex", phone: "+966920010202", email: "fairs@aramex.example" },
    ]);

    await seedDemoPublishers(tx, fileStore, { admin, publisher, applicant });
    return true;
  });
}
