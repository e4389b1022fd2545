import { completeIsbn13 } from "@rawaq/domain/isbn";
import { eq, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { UserRow } from "../core/users.ts";
import { decideBooks } from "../features/books/review.ts";
import { seedDemoLogistics } from "./seed-logistics.ts";
import { decideOrganization } from "../features/organizations/review.ts";
import type { FileStore } from "../lib/file-store.ts";
import type { Database } from "../db/client.ts";
import { demoLogo, demoPdf } from "./demo-files.ts";
import {
  auditLog,
  books,
  files,
  notifications,
  organizationFiles,
  organizationMembers,
  organizations,
} from "../db/schema.ts";

/**
 * Two demo publishing houses, so the admin console and the exhibitor's pages have something to
 * show on a fresh start: one approved with a reviewed book list, one waiting for review.
 */

interface DemoHouse {
  organization: Omit<typeof organizations.$inferInsert, "status" | "submittedAt">;
  colours: {
    background: readonly [number, number, number];
    pages: readonly [number, number, number];
  };
}

const MAARIFA: DemoHouse = {
  organization: {
    name: "دار المعرفة للنشر",
    commercialName: "Al-Maarifa Publishing",
    commercialRegistrationNumber: "1010234567",
    commercialRegistrationExpiresOn: "2029-03-31",
    publishingLicenceNumber: "PL-40122",
    publishingLicenceExpiresOn: "2028-12-31",
    email: "info@almaarifa.example",
    zip: "12241",
    phone1: "+966112345678",
    phone2: "+966501112233",
    countryId: "SA",
    cityId: "SA-RIYADH",
    iban: "SA1810000001234567891234",
    swift: "NCBKSAJE",
    bankName: "البنك الأهلي السعودي",
    accountNumber: "01234567891234",
    // Registered for VAT: its invoices name it as the buyer (decision 048).
    vatNumber: "310234567800003",
  },
  colours: { background: [15, 76, 92], pages: [240, 230, 205] },
};

const UFUQ: DemoHouse = {
  organization: {
    name: "دار الأفق للنشر والتوزيع",
    commercialName: "Al-Ufuq Publishing & Distribution",
    commercialRegistrationNumber: "4030876543",
    commercialRegistrationExpiresOn: "2030-01-15",
    publishingLicenceNumber: "PL-51807",
    publishingLicenceExpiresOn: "2029-07-01",
    email: "contact@alufuq.example",
    zip: "21589",
    phone1: "+966126543210",
    phone2: null,
    countryId: "SA",
    cityId: "SA-JEDDAH",
    iban: "SA2945000000123456789012",
    swift: "SABBSARI",
    bankName: "البنك السعودي الأول",
    accountNumber: "123456789012",
  },
  colours: { background: [138, 58, 32], pages: [250, 240, 220] },
};

type DemoBook = [
  title: string,
  author: string,
  nationality: string,
  language: string,
  issued: string,
];

/** Al-Maarifa's list: 24 titles, of which 16 are reviewed below. */
const MAARIFA_BOOKS: DemoBook[] = [
  ["تاريخ الرياض القديم", "عبدالله الدوسري", "سعودي", "العربية", "2019-03-12"],
  ["رحلة إلى الربع الخالي", "فهد الشمري", "سعودي", "العربية", "2020-11-02"],
  ["أطلس النباتات البرية في الجزيرة العربية", "منى الزهراني", "سعودية", "العربية", "2021-05-20"],
  ["مقدمة في علم المخطوطات", "أحمد عبدالرحيم", "مصري", "العربية", "2018-09-01"],
  ["حكايات الجدة", "نوف القحطاني", "سعودية", "العربية", "2022-01-15"],
  ["الخط العربي: أصوله وأنواعه", "يوسف الحلبي", "سوري", "العربية", "2017-06-30"],
  ["شعراء نجد", "سلمان العتيبي", "سعودي", "العربية", "2016-02-10"],
  ["معجم الأمثال الشعبية", "هدى الحربي", "سعودية", "العربية", "2023-04-18"],
  ["دليل الطفل إلى النجوم", "ريم الغامدي", "سعودية", "العربية", "2024-02-05"],
  ["الاقتصاد السعودي في نصف قرن", "خالد المطيري", "سعودي", "العربية", "2021-10-10"],
  ["قصص من البادية", "مشعل السبيعي", "سعودي", "العربية", "2020-07-07"],
  ["فن الطهي الحجازي", "أمل باعشن", "سعودية", "العربية", "2022-12-01"],
  ["الطيور المهاجرة", "سامي العنزي", "سعودي", "العربية", "2019-08-25"],
  ["مبادئ البرمجة للناشئين", "ليلى الشهري", "سعودية", "العربية", "2024-09-09"],
  ["Desert Flora of Arabia", "Sarah Whitfield", "British", "English", "2018-04-04"],
  ["A Short History of Arabic Printing", "Omar Haddad", "Jordanian", "English", "2020-03-03"],
  ["تاريخ الطباعة العربية", "عمر حداد", "أردني", "العربية", "2019-01-20"],
  ["أعلام الرحالة العرب", "ماجد الرشيد", "سعودي", "العربية", "2023-06-14"],
  ["الرياضيات الممتعة", "دانة الجهني", "سعودية", "العربية", "2025-01-12"],
  ["ديوان المساء", "بدر الشهراني", "سعودي", "العربية", "2015-11-11"],
  ["العمارة النجدية", "إبراهيم الفايز", "سعودي", "العربية", "2021-02-27"],
  ["لغة الضاد: قواعد ميسرة", "فاطمة الكبيسي", "قطرية", "العربية", "2022-08-08"],
  ["Stories from the Hejaz", "Laila Bakr", "Saudi", "English", "2023-10-30"],
  ["Learning Arabic Calligraphy", "Yusuf Halabi", "Syrian", "English", "2024-05-15"],
];
const APPROVED_COUNT = 14;
const REJECTED_COUNT = 2;
const REJECTION_REASON = "رقم الردمك لا يطابق بيانات الكتاب في الفهرس الوطني.";

async function saveOrganizationFiles(
  db: Database,
  fileStore: FileStore,
  organizationId: string,
  house: DemoHouse,
) {
  const name = house.organization.commercialName;
  const documents = [
    {
      kind: "logo",
      contentType: "image/png",
      bytes: demoLogo(128, house.colours.background, house.colours.pages),
    },
    {
      kind: "commercial_registration",
      contentType: "application/pdf",
      bytes: demoPdf([
        `Commercial registration: ${name}`,
        `Number ${house.organization.commercialRegistrationNumber}`,
        "Demo document",
      ]),
    },
    {
      kind: "publishing_licence",
      contentType: "application/pdf",
      bytes: demoPdf([
        `Publishing licence: ${name}`,
        `Number ${house.organization.publishingLicenceNumber}`,
        "Demo document",
      ]),
    },
  ] as const;
  for (const document of documents) {
    await db.insert(organizationFiles).values({
      organizationId,
      kind: document.kind,
      contentType: document.contentType,
      sizeBytes: document.bytes.byteLength,
      storageKey: await fileStore.save(document.bytes),
    });
  }
}

/** A manager's identity document: submitting an organization needs one on file. */
async function saveIdentityDocument(db: Database, fileStore: FileStore, userId: string) {
  const bytes = demoLogo(64, [200, 210, 220], [90, 100, 120]);
  await db.insert(files).values({
    ownerUserId: userId,
    purpose: "identity_document",
    contentType: "image/png",
    sizeBytes: bytes.byteLength,
    storageKey: await fileStore.save(bytes),
  });
}

async function submitHouse(db: Database, fileStore: FileStore, house: DemoHouse, manager: UserRow) {
  await saveIdentityDocument(db, fileStore, manager.id);
  const [organization] = await db
    .insert(organizations)
    .values({ ...house.organization, status: "pending", submittedAt: new Date() })
    .returning();
  if (!organization)
    throw new Error(`The demo organization ${house.organization.name} was not created.`);
  await db
    .insert(organizationMembers)
    .values({ organizationId: organization.id, userId: manager.id, role: "manager" });
  await saveOrganizationFiles(db, fileStore, organization.id, house);
  return organization;
}

/**
 * Everything above happens in the seed's one transaction, where PostgreSQL's now() is a single
 * instant; the approval is moved two days back so histories read in the order a user expects
 * (submitted, approved, then the books reviewed).
 */
async function backdateApproval(db: Database, organizationId: string) {
  const twoDaysEarlier = (column: AnyPgColumn) => sql`${column} - interval '2 days'`;
  await db
    .update(organizations)
    .set({
      submittedAt: sql`${organizations.submittedAt} - interval '3 days'`,
      reviewedAt: twoDaysEarlier(organizations.reviewedAt),
    })
    .where(eq(organizations.id, organizationId));
  await db
    .update(auditLog)
    .set({ createdAt: twoDaysEarlier(auditLog.createdAt) })
    .where(eq(auditLog.entityId, organizationId));
  await db
    .update(notifications)
    .set({ createdAt: twoDaysEarlier(notifications.createdAt) })
    .where(eq(notifications.kind, "organization_approved"));
}

/**
 * Registers both houses; the admin approves Al-Maarifa and reviews part of its list through the
 * same functions the console uses, so the audit log and notifications are the real ones.
 */
export async function seedDemoPublishers(
  db: Database,
  fileStore: FileStore,
  people: { admin: UserRow; publisher: UserRow; applicant: UserRow },
) {
  const maarifa = await submitHouse(db, fileStore, MAARIFA, people.publisher);
  await submitHouse(db, fileStore, UFUQ, people.applicant);
  await decideOrganization(db, people.admin, maarifa, { decision: "approve", reason: "" });
  await backdateApproval(db, maarifa.id);

  const listed = await db
    .insert(books)
    .values(
      MAARIFA_BOOKS.map(([title, author, authorNationality, language, issueDate], index) => ({
        organizationId: maarifa.id,
        title,
        author,
        authorNationality,
        language,
        isbn: completeIsbn13(`978603${String(91_000 + index).padStart(6, "0")}`),
        issueDate,
        publisherName: MAARIFA.organization.name,
      })),
    )
    .returning({ id: books.id });
  const ids = listed.map((book) => book.id);
  await decideBooks(db, people.admin, {
    decision: "approve",
    reason: "",
    ids: ids.slice(0, APPROVED_COUNT),
  });
  await decideBooks(db, people.admin, {
    decision: "reject",
    reason: REJECTION_REASON,
    ids: ids.slice(APPROVED_COUNT, APPROVED_COUNT + REJECTED_COUNT),
  });
  // The logistics pipeline opens only when no book is pending (journey 5): the rest of the list
  // was approved later, and the house is half way through complete data, labels and shipping.
  await decideBooks(db, people.admin, {
    decision: "approve",
    reason: "",
    ids: ids.slice(APPROVED_COUNT + REJECTED_COUNT),
  });
  await seedDemoLogistics(db, people, maarifa.id);
}
