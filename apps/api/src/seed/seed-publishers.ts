import { BookInputSchema } from "@rawaq/domain/book";
import { completeIsbn13 } from "@rawaq/domain/isbn";
import {
  OrganizationBankInputSchema,
  OrganizationLegalInputSchema,
} from "@rawaq/domain/organization-input";
import { and, eq, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import * as v from "valibot";
import type { OrganizationRow } from "../core/membership.ts";
import { replaceUserFile, type UserRow } from "../core/users.ts";
import { toBookColumns } from "../features/books/queries.ts";
import { decideBooks } from "../features/books/review.ts";
import { decideOrganization } from "../features/organizations/review.ts";
import {
  createOrganization,
  replaceDocument,
  submitOrganization,
  updateOrganization,
} from "../features/organizations/service.ts";
import type { FileStore } from "../lib/file-store.ts";
import type { Database } from "../db/client.ts";
import {
  auditLog,
  books,
  files,
  notifications,
  organizationFiles,
  organizationMembers,
  organizations,
  users,
} from "../db/schema/index.ts";
import { demoLogo, demoPdf } from "./demo-files.ts";
import { completeBookData, prepareParcels } from "./seed-logistics.ts";

/**
 * Two demo publishing houses, so the admin console and the exhibitor's pages have something to
 * show on a fresh start: one approved with a reviewed book list and its logistics under way, one
 * waiting for review. Each is registered as the wizard does it (legal data, bank account, three
 * documents, the manager's identity document, then submit), through the same functions and
 * schemas as the routes, so it is a state the product itself produces.
 */

interface DemoHouse {
  /** Step 1 and step 3 of the wizard, as typed. */
  legal: v.InferInput<typeof OrganizationLegalInputSchema>;
  bank: v.InferInput<typeof OrganizationBankInputSchema>;
  colours: {
    background: readonly [number, number, number];
    pages: readonly [number, number, number];
  };
}

const MAARIFA: DemoHouse = {
  legal: {
    name: "دار المعرفة للنشر",
    commercial_name: "Al-Maarifa Publishing",
    commercial_registration_number: "1010234567",
    commercial_registration_expires_on: "2029-03-31",
    publishing_licence_number: "PL-40122",
    publishing_licence_expires_on: "2028-12-31",
    email: "info@almaarifa.example",
    zip: "12241",
    phone1: "+966112345678",
    phone2: "+966501112233",
    country: "SA",
    city: "SA-RIYADH",
  },
  bank: {
    iban: "SA1810000001234567891234",
    swift: "NCBKSAJE",
    bank_name: "البنك الأهلي السعودي",
    account_number: "01234567891234",
    // Registered for VAT: its invoices name it as the buyer (decision 048).
    vat_number: "310234567800003",
  },
  colours: { background: [15, 76, 92], pages: [240, 230, 205] },
};

const UFUQ: DemoHouse = {
  legal: {
    name: "دار الأفق للنشر والتوزيع",
    commercial_name: "Al-Ufuq Publishing & Distribution",
    commercial_registration_number: "4030876543",
    commercial_registration_expires_on: "2030-01-15",
    publishing_licence_number: "PL-51807",
    publishing_licence_expires_on: "2029-07-01",
    email: "contact@alufuq.example",
    zip: "21589",
    phone1: "+966126543210",
    phone2: "",
    country: "SA",
    city: "SA-JEDDAH",
  },
  bank: {
    iban: "SA2945000000123456789012",
    swift: "SABBSARI",
    bank_name: "البنك السعودي الأول",
    account_number: "123456789012",
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

/** Al-Maarifa's list: 24 titles, sent in two lists (FIRST_LIST, then the rest). */
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
/** The first list: 16 titles, 14 approved and 2 rejected; the other 8 came after logistics began. */
const FIRST_LIST = 16;
const REJECTED_OF_FIRST = [14, 15];
const REJECTION_REASON = "رقم الردمك لا يطابق بيانات الكتاب في الفهرس الوطني.";
/** Titles of the later list whose data the house has entered; the other 3 still wait for it. */
const LATER_WITH_DATA = 5;

/** Fails the seed when one of its steps was refused: a refusal means a state nobody could reach. */
function done<T>(outcome: T | undefined, step: string): T {
  if (outcome === undefined) throw new Error(`The demo seed was refused at: ${step}.`);
  return outcome;
}

/** The house's documents, uploaded as the wizard's step 2 does. */
async function uploadDocuments(
  db: Database,
  fileStore: FileStore,
  organizationId: string,
  house: DemoHouse,
) {
  const name = house.legal.commercial_name;
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
        `Number ${house.legal.commercial_registration_number}`,
        "Demo document",
      ]),
    },
    {
      kind: "publishing_licence",
      contentType: "application/pdf",
      bytes: demoPdf([
        `Publishing licence: ${name}`,
        `Number ${house.legal.publishing_licence_number}`,
        "Demo document",
      ]),
    },
  ] as const;
  for (const document of documents) {
    await replaceDocument(db, organizationId, document.kind, {
      contentType: document.contentType,
      sizeBytes: document.bytes.byteLength,
      storageKey: await fileStore.save(document.bytes),
    });
  }
}

/** The wizard from start to submit, by the house's manager. */
async function registerHouse(
  db: Database,
  fileStore: FileStore,
  house: DemoHouse,
  manager: UserRow,
): Promise<OrganizationRow> {
  // Submitting needs the manager's identity document on file (uploaded from the profile).
  const identity = demoLogo(64, [200, 210, 220], [90, 100, 120]);
  await replaceUserFile(db, manager.id, "identity_document", {
    contentType: "image/png",
    sizeBytes: identity.byteLength,
    storageKey: await fileStore.save(identity),
  });
  const created = await createOrganization(
    db,
    manager,
    await v.parseAsync(OrganizationLegalInputSchema, house.legal),
  );
  if (typeof created === "string") throw new Error(`The demo house was refused: ${created}.`);
  await updateOrganization(db, created.id, v.parse(OrganizationBankInputSchema, house.bank));
  await uploadDocuments(db, fileStore, created.id, house);
  return done(await submitOrganization(db, manager, created), `submit ${house.legal.name}`);
}

/** A list of titles added by the house (the single-book form's schema and columns). */
async function addBooks(db: Database, organizationId: string, list: DemoBook[], first: number) {
  const rows = list.map(([title, author, authorNationality, language, issueDate], index) =>
    toBookColumns(
      organizationId,
      v.parse(BookInputSchema, {
        title,
        author,
        author_nationality: authorNationality,
        language,
        isbn: completeIsbn13(`978603${String(91_000 + first + index).padStart(6, "0")}`),
        issue_date: issueDate,
        publisher_name: MAARIFA.legal.name,
      }),
    ),
  );
  const added = await db.insert(books).values(rows).returning({ id: books.id });
  return added.map((book) => book.id);
}

/**
 * Everything happens in the seed's one transaction, where PostgreSQL's now() is a single instant;
 * Al-Maarifa's registration (its manager's account, the house, its membership, documents and
 * identity document, the submission) is moved three days back and its approval two days back, so its
 * history reads in the order it happened: registered, submitted, approved, then the books.
 */
async function backdateRegistration(db: Database, organizationId: string, managerId: string) {
  const back = (column: AnyPgColumn, days: number) =>
    sql`${column} - make_interval(days => ${days})`;
  await db
    .update(users)
    .set({ createdAt: back(users.createdAt, 3) })
    .where(eq(users.id, managerId));
  await db
    .update(files)
    .set({ createdAt: back(files.createdAt, 3) })
    .where(eq(files.ownerUserId, managerId));
  await db
    .update(organizationFiles)
    .set({ createdAt: back(organizationFiles.createdAt, 3) })
    .where(eq(organizationFiles.organizationId, organizationId));
  await db
    .update(organizationMembers)
    .set({ createdAt: back(organizationMembers.createdAt, 3) })
    .where(eq(organizationMembers.organizationId, organizationId));
  await db
    .update(organizations)
    .set({
      createdAt: back(organizations.createdAt, 3),
      submittedAt: back(organizations.submittedAt, 3),
      reviewedAt: back(organizations.reviewedAt, 2),
      updatedAt: back(organizations.updatedAt, 2),
    })
    .where(eq(organizations.id, organizationId));
  for (const [toStatus, days] of [
    ["pending", 3],
    ["approved", 2],
  ] as const) {
    await db
      .update(auditLog)
      .set({ createdAt: back(auditLog.createdAt, days) })
      .where(and(eq(auditLog.entityId, organizationId), eq(auditLog.toStatus, toStatus)));
  }
  await db
    .update(notifications)
    .set({ createdAt: back(notifications.createdAt, 2) })
    .where(eq(notifications.kind, "organization_approved"));
}

/**
 * Registers both houses; the admin approves Al-Maarifa and reviews its first list through the
 * console's functions; the house completes its logistics data, sends every parcel and chooses a
 * shipper for three (each step only once the one before it is complete, as the routes allow);
 * then it adds eight titles, which the admin approves, and enters the data of five of them.
 */
export async function seedDemoPublishers(
  db: Database,
  fileStore: FileStore,
  people: { admin: UserRow; publisher: UserRow; applicant: UserRow },
) {
  const maarifa = await registerHouse(db, fileStore, MAARIFA, people.publisher);
  await registerHouse(db, fileStore, UFUQ, people.applicant);
  done(
    await decideOrganization(db, people.admin, maarifa, { decision: "approve", reason: "" }),
    "approve Al-Maarifa",
  );
  await backdateRegistration(db, maarifa.id, people.publisher.id);

  const first = await addBooks(db, maarifa.id, MAARIFA_BOOKS.slice(0, FIRST_LIST), 0);
  const rejected = REJECTED_OF_FIRST.map((index) => first[index]!);
  const approved = first.filter((id) => !rejected.includes(id));
  await decideBooks(db, people.admin, { decision: "approve", reason: "", ids: approved });
  await decideBooks(db, people.admin, {
    decision: "reject",
    reason: REJECTION_REASON,
    ids: rejected,
  });
  const house = { id: maarifa.id, status: "approved" };
  const parcelCount = await completeBookData(db, house, approved, 0);
  await prepareParcels(db, people, house);

  const later = await addBooks(db, maarifa.id, MAARIFA_BOOKS.slice(FIRST_LIST), FIRST_LIST);
  await decideBooks(db, people.admin, { decision: "approve", reason: "", ids: later });
  await completeBookData(db, house, later.slice(0, LATER_WITH_DATA), parcelCount);
}
