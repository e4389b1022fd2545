import { randomUUID } from "node:crypto";
import { completeIsbn13 } from "@rawaq/domain/isbn";
import { files, users } from "../src/db/schema/index.ts";
import { issueToken } from "../src/core/sessions.ts";
import { hashPassword } from "../src/lib/password.ts";
import type { TestApp } from "./helpers.ts";

/** A signed-in user made directly in the database (no argon2 cost), with a bearer token. */
export interface TestUser {
  id: string;
  email: string;
  token: string;
  /** Request headers: the bearer token and a language. */
  headers(locale?: "ar" | "en"): Record<string, string>;
}

export async function createUser(
  api: TestApp,
  options: {
    role?: "admin" | "exhibitor";
    withIdentityDocument?: boolean;
    email?: string;
    /** A real argon2 hash of this password (slower); by default the account has none. */
    password?: string;
    locale?: "ar" | "en";
  } = {},
): Promise<TestUser> {
  const email = options.email ?? `user-${randomUUID()}@rawaq.test`;
  const [row] = await api.db
    .insert(users)
    .values({
      email,
      passwordHash: options.password ? await hashPassword(options.password) : "not-a-real-hash",
      locale: options.locale ?? "ar",
      firstName: "سارة",
      lastName: options.role === "admin" ? "المراجعة" : "الناشرة",
      role: options.role ?? "exhibitor",
    })
    .returning();
  if (options.withIdentityDocument ?? true) {
    await api.db.insert(files).values({
      ownerUserId: row!.id,
      purpose: "identity_document",
      contentType: "image/png",
      sizeBytes: 1,
      storageKey: `missing-${randomUUID()}`,
    });
  }
  const token = await issueToken(api.db, row!.id);
  return {
    id: row!.id,
    email,
    token,
    headers: (locale = "en") => ({ Authorization: `Bearer ${token}`, "Accept-Language": locale }),
  };
}

/** Step 1 of the wizard, valid; `commercial_registration_number` must differ per organization. */
export const SIGNUP_PASSWORD = "a long enough passphrase";

/** The signup form's fields for a person in Riyadh, as the web app sends them. */
export function signupFields(email: string): Record<string, string> {
  return {
    email,
    password: SIGNUP_PASSWORD,
    password_confirmation: SIGNUP_PASSWORD,
    first_name: "نورة",
    last_name: "القحطاني",
    phone: "+966501234567",
    confirm_identity: "1000000008",
    identity_expiration_date: "2031-01-31",
    date_of_birth: "1990-05-01",
    country: "SA",
    city: "SA-RIYADH",
    district: "العليا",
    street: "طريق الملك فهد",
  };
}

export function legalData(overrides: Record<string, string> = {}) {
  return {
    name: "دار الرواق للنشر",
    commercial_name: "Rawaq Publishing",
    commercial_registration_number: String(1_010_000_000 + Math.floor(Math.random() * 899_999_999)),
    commercial_registration_expires_on: "2031-12-31",
    publishing_licence_number: "PL-55021",
    publishing_licence_expires_on: "2030-06-30",
    email: "info@rawaq-publishing.example",
    zip: "12211",
    phone1: "+966112345678",
    phone2: "",
    country: "SA",
    city: "SA-RIYADH",
    ...overrides,
  };
}

/** The fair's organizer as the seller ZATCA's rules ask for (issue 30), complete and valid. */
export const sellerData = {
  name_ar: "هيئة الأدب والنشر والترجمة",
  name_en: "Literature, Publishing and Translation Commission",
  vat_number: "310122393500003",
  commercial_registration_number: "1010665432",
  building_number: "7235",
  street: "طريق الملك فهد",
  district: "العليا",
  city: "الرياض",
  zip: "12244",
  additional_number: "",
};

/** A Saudi house's national address, as its manager types it (Arabic digits read too). */
export const nationalAddress = {
  building_number: "٢٣٢٢",
  street: "شارع الأمير سلطان",
  district: "المربع",
  additional_number: "",
};

/** Step 3, a Saudi IBAN with a correct check. */
export const bankData = {
  iban: "SA03 8000 0000 6080 1016 7519",
  swift: "RJHISARI",
  bank_name: "مصرف الراجحي",
  account_number: "608010167519",
};

export const PNG = Uint8Array.from(
  Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
    "base64",
  ),
);
export const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

export function fileForm(bytes: Uint8Array, name: string, type = "application/octet-stream") {
  const body = new FormData();
  body.set("file", new File([bytes], name, { type }));
  return body;
}

/**
 * Walks an exhibitor through the wizard to a pending organization (or approved, when an admin is
 * given). Returns the organization id.
 */
export async function registerOrganization(
  api: TestApp,
  manager: TestUser,
  options: { approveWith?: TestUser } = {},
): Promise<string> {
  const created = await api.request("/api/organizations", {
    headers: manager.headers(),
    json: legalData(),
  });
  if (created.status !== 201) throw new Error(`create: ${created.status} ${await created.text()}`);
  const { data } = (await created.json()) as { data: { organization: { id: string } } };
  const id = data.organization.id;
  const bank = await api.request(`/api/organizations/${id}`, {
    method: "PATCH",
    headers: manager.headers(),
    json: bankData,
  });
  if (bank.status !== 200) throw new Error(`bank: ${bank.status} ${await bank.text()}`);
  for (const [kind, bytes, name] of [
    ["logo", PNG, "logo.png"],
    ["commercial_registration", PDF, "cr.pdf"],
    ["publishing_licence", PDF, "licence.pdf"],
  ] as const) {
    const uploaded = await api.request(`/api/organizations/${id}/documents/${kind}`, {
      method: "PUT",
      headers: manager.headers(),
      body: fileForm(bytes, name),
    });
    if (uploaded.status !== 200) throw new Error(`${kind}: ${uploaded.status}`);
  }
  const submitted = await api.request(`/api/organizations/${id}/submit`, {
    method: "POST",
    headers: manager.headers(),
  });
  if (submitted.status !== 200)
    throw new Error(`submit: ${submitted.status} ${await submitted.text()}`);
  if (options.approveWith) {
    const approved = await api.request(`/api/admin/organizations/${id}/decision`, {
      headers: options.approveWith.headers(),
      json: { decision: "approve" },
    });
    if (approved.status !== 200) throw new Error(`approve: ${approved.status}`);
  }
  return id;
}

/** A CSV book list with the English header. */
export function bookCsv(rows: string[][]): Uint8Array {
  const header = "Title,Author,Author nationality,Language,ISBN,Issue date,Publisher name";
  const lines = rows.map((row) => row.map((cell) => `"${cell.replaceAll('"', '""')}"`).join(","));
  return new TextEncoder().encode([header, ...lines].join("\r\n"));
}

/**
 * An approved organization as an `organizations` row, distinct by serial: a house written
 * straight to the database (benches, process tests), without the wizard.
 */
export function approvedOrganizationRow(serial: number, now = new Date()) {
  return {
    status: "approved" as const,
    name: `دار النشر رقم ${serial}`,
    commercialName: `Publishing House ${serial}`,
    commercialRegistrationNumber: String(1010000000 + serial),
    commercialRegistrationExpiresOn: "2031-12-31",
    publishingLicenceNumber: `PL-${10000 + serial}`,
    publishingLicenceExpiresOn: "2030-06-30",
    email: `info-${serial}@publisher.example`,
    zip: "12211",
    phone1: "+966112345678",
    countryId: "SA",
    cityId: "SA-RIYADH",
    submittedAt: now,
    reviewedAt: now,
  };
}

/** A book's fields as the API and the book list take them, distinct by serial. */
export const bookFields = (serial: number, overrides: Record<string, string> = {}) => ({
  title: `كتاب رقم ${serial}`,
  author: "عبدالله الغامدي",
  author_nationality: "سعودي",
  language: "العربية",
  isbn: isbnFor(serial),
  issue_date: "2024-03-01",
  publisher_name: "دار الرواق",
  ...overrides,
});

/** The same book as a row of a book list ({@link bookCsv}'s columns). */
export const bookRow = (serial: number, overrides: Record<string, string> = {}) =>
  Object.values(bookFields(serial, overrides));

/** A valid ISBN-13 from a 9-digit serial, so tests can make as many distinct books as they need. */
/** Sends a list of `rows` books to a server over HTTP; the id of its checked, uncommitted import. */
export async function uploadBookList(
  base: string,
  organizationId: string,
  user: TestUser,
  rows: number,
): Promise<string> {
  const checked = await fetch(`${base}/api/organizations/${organizationId}/book-imports`, {
    method: "POST",
    headers: user.headers(),
    body: fileForm(
      bookCsv(Array.from({ length: rows }, (_, index) => bookRow(index + 1))),
      "books.csv",
    ),
  });
  if (checked.status !== 201) throw new Error(`The book list was refused: ${checked.status}`);
  return ((await checked.json()) as { data: { import: { id: string } } }).data.import.id;
}

export function isbnFor(serial: number): string {
  return completeIsbn13(`978${String(serial).padStart(9, "0")}`);
}

/**
 * Books added by `user` to `organization` (one per ISBN serial) and approved by `admin`: what
 * the logistics pipeline starts from. Their ids, in the serials' order.
 */
export async function addApprovedBooks(
  api: TestApp,
  { user, admin }: { user: TestUser; admin: TestUser },
  organization: string,
  serials: number[],
): Promise<string[]> {
  const ids: string[] = [];
  for (const serial of serials) {
    const added = await api.request(`/api/organizations/${organization}/books`, {
      headers: user.headers(),
      json: bookFields(serial, { title: `كتاب ${serial}`, author: "مؤلف" }),
    });
    if (added.status !== 201) throw new Error(`Adding a book answered ${added.status}`);
    const { data } = (await added.json()) as { data: { book: { id: string } } };
    ids.push(data.book.id);
  }
  const decided = await api.request("/api/admin/books/decisions", {
    headers: admin.headers(),
    json: { ids, decision: "approve" },
  });
  if (decided.status !== 200) throw new Error(`Approving the books answered ${decided.status}`);
  return ids;
}
