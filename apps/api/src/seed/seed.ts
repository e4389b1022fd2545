import { RegisterInputSchema } from "@rawaq/domain/account";
import { PRIVACY_NOTICE_VERSION } from "@rawaq/domain/privacy";
import { count, eq } from "drizzle-orm";
import * as v from "valibot";
import { hashPassword } from "../lib/password.ts";
import type { FileStore } from "../lib/file-store.ts";
import type { Database } from "../db/client.ts";
import { consents, sellerSettings, shippers, users } from "../db/schema/index.ts";
import { createExhibitor } from "../features/auth/accounts.ts";
import { seedDemoGuide } from "./seed-guide.ts";
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

/** What a demo exhibitor typed on the signup form besides the account and the country (SA). */
interface DemoPerson {
  first_name: string;
  last_name: string;
  phone: string;
  confirm_identity: string;
  date_of_birth: string;
  city: string;
  district: string;
  street: string;
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

    // The admin as `pnpm admin:create` makes one; the exhibitors as the signup form does, their
    // identity and address included (RegisterInputSchema, createExhibitor).
    const [admin] = await tx
      .insert(users)
      .values({
        email: DEMO_ACCOUNTS.admin.email,
        passwordHash: adminHash,
        // The administration is «إدارة المعرض», never «مدير» (packages/i18n/README.md, rule 3).
        firstName: "إدارة",
        lastName: "المعرض",
        role: "admin",
        privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
      })
      .returning();
    // The demo's people have read the current notice, as each would at signup or first login.
    await tx.insert(consents).values({
      userId: admin!.id,
      kind: "privacy_notice",
      version: PRIVACY_NOTICE_VERSION,
      givenAt: new Date(),
    });
    const signUp = async (
      account: { email: string; password: string },
      passwordHash: string,
      person: DemoPerson,
    ) =>
      createExhibitor(
        tx,
        await v.parseAsync(RegisterInputSchema, {
          ...person,
          email: account.email,
          password: account.password,
          password_confirmation: account.password,
          identity_expiration_date: "2031-06-30",
          country: "SA",
          privacy_notice_version: PRIVACY_NOTICE_VERSION,
        }),
        passwordHash,
        "ar",
        new Date(),
      );
    const exhibitor = await signUp(DEMO_ACCOUNTS.exhibitor, exhibitorHash, {
      first_name: "سارة",
      last_name: "العتيبي",
      phone: "+966501234567",
      confirm_identity: "1012345672",
      date_of_birth: "1992-04-18",
      city: "SA-RIYADH",
      district: "العليا",
      street: "طريق الملك فهد",
    });
    const publisher = await signUp(DEMO_ACCOUNTS.publisher, publisherHash, {
      first_name: "خالد",
      last_name: "الراشد",
      phone: "+966502223344",
      confirm_identity: "1023456781",
      date_of_birth: "1978-11-02",
      city: "SA-RIYADH",
      district: "الملز",
      street: "شارع الأمير سلمان",
    });
    const applicant = await signUp(DEMO_ACCOUNTS.applicant, applicantHash, {
      first_name: "ريم",
      last_name: "الحارثي",
      phone: "+966503334455",
      confirm_identity: "1034567899",
      date_of_birth: "1986-07-09",
      city: "SA-JEDDAH",
      district: "الروضة",
      street: "شارع صاري",
    });
    if (!admin || !exhibitor || !publisher || !applicant) {
      throw new Error("The demo accounts were not created.");
    }

    const event = await seedDemoFair(tx, new Date());
    // The fair's organizer as the seller, complete: in simulation (ZATCA_MODE) its invoices clear.
    await tx.insert(sellerSettings).values({
      nameAr: "هيئة الأدب والنشر والترجمة",
      nameEn: "Literature, Publishing and Translation Commission",
      vatNumber: "310122393500003",
      commercialRegistrationNumber: "1010665432",
      buildingNumber: "7235",
      street: "طريق الملك فهد",
      district: "العليا",
      city: "الرياض",
      zip: "12244",
      updatedByUserId: admin.id,
    });

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
    await seedDemoGuide(tx, event, new Date());
    return true;
  });
}
