import { count, eq } from "drizzle-orm";
import { hashPassword } from "../lib/password.ts";
import type { FileStore } from "../lib/file-store.ts";
import type { Database } from "../db/client.ts";
import { shippers, users } from "../db/schema.ts";
import { seedDemoFair, seedDemoParticipation } from "./seed-participation.ts";
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

/** Whether any administration account exists (a fresh production database has none). */
export async function hasAdmin(db: Database): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, "admin"))
    .limit(1);
  return row !== undefined;
}

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

    const event = await seedDemoFair(tx, new Date());

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
    await seedDemoParticipation(tx, event, fileStore, { admin, publisher, applicant }, new Date());
    return true;
  });
}
