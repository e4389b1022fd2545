import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { issueToken } from "../src/core/sessions.ts";
import {
  bookImports,
  boothReservations,
  books,
  contactMessages,
  throttleHits,
  organizations,
  participationRequests,
  users,
  zones,
} from "../src/db/schema.ts";
import { booth, eventInput, insertFair } from "./participation-fixtures.ts";
import {
  PNG,
  type TestUser,
  bookCsv,
  createUser,
  isbnFor,
  legalData,
  registerOrganization,
} from "./fixtures.ts";
import { type TestApp, createTestApp } from "./helpers.ts";

// The boundary rules, walked over every route the app has (docs/decisions/017-…): routes are
// read from the app itself, so a new route is walked as soon as it exists, and the first test
// fails until it has a sample below. Each route is called as an exhibitor who manages an approved
// organization and as an admin, with what a client may send: malformed ids in every path
// parameter; NUL, control and bidirectional characters in every text of its body and query;
// bodies that are not what they claim. Nothing a client sends may answer 500.

type Persona = "exhibitor" | "admin";
type Sample = {
  /** Who the route is for; the other persona is refused or finds nothing. Public: "anyone". */
  for: Persona | "anyone";
  params?: Record<string, string>;
  query?: Record<string, string>;
  json?: unknown;
  form?: Record<string, string | File>;
};

let api: TestApp;
let exhibitor: TestUser;
let admin: TestUser;
let organizationId: string;
let staffId: string;
let invitationId: string;
let importId: string;
let bookId: string;
let bystanderId: string;
let shipperId: string;

const logisticsData = () => ({
  quantity: "12",
  price: "35.50",
  barcode: "978-0-306-40615-7",
  parcels: [{ number: "A1", quantity: 12 }],
});
const shipperData = () => ({
  name_ar: "شركة النقل السريع",
  name_en: "Fast Freight",
  phone: "+966500000000",
  email: "ops@freight.test",
  active: true,
});
let serial = 0;
let eventId: string;
let zoneId: string;
let spareZoneId: string;
let boothId: string;
let requestId: string;
let reservationId: string;
let invoiceId: string;
let badgeId: string;
let contactMessageId: string;
let badgePublicId: string;

const png = (name = "photo.png") => new File([PNG], name, { type: "image/png" });
const csv = () =>
  new File(
    [
      bookCsv([
        [
          "الأيام",
          "طه حسين",
          "مصري",
          "العربية",
          isbnFor(900_000 + serial++),
          "1929-01-01",
          "دار المعارف",
        ],
      ]),
    ],
    "books.csv",
    { type: "text/csv" },
  );

/** A valid call of each route; fresh values where a route may only succeed once. */
function samples(): Record<string, () => Sample> {
  const organization = { id: organizationId };
  return {
    "GET /api/health": () => ({ for: "anyone" }),
    "GET /api/health/live": () => ({ for: "anyone" }),
    "GET /api/health/ready": () => ({ for: "anyone" }),
    "POST /api/contact": () => ({
      for: "anyone",
      json: {
        name: "سارة",
        email: "sara@example.sa",
        subject: "الجناح",
        body: "متى يبدأ التجهيز؟",
      },
    }),
    "POST /api/auth/login": () => ({
      for: "anyone",
      json: { email: "nobody@example.sa", password: "a-long-password-1" },
    }),
    "POST /api/auth/register": () => ({
      for: "anyone",
      form: {
        email: `walker-${randomUUID()}@example.sa`,
        password: "a-long-password-1",
        password_confirmation: "a-long-password-1",
        first_name: "نورة",
        last_name: "القحطاني",
        phone: "+966501234567",
        confirm_identity: "1000000008",
        identity_expiration_date: "2031-01-01",
        country: "SA",
        city: "SA-RIYADH",
        date_of_birth: "1990-05-01",
        district: "العليا",
        street: "شارع التحلية",
        personal_image: png(),
      },
    }),
    "POST /api/auth/logout": () => ({ for: "exhibitor" }),
    "POST /api/auth/password-reset": () => ({
      for: "anyone",
      json: { email: `reset-${randomUUID()}@example.sa` },
    }),
    "POST /api/auth/password-reset/confirm": () => ({
      for: "anyone",
      json: {
        token: "A".repeat(43),
        password: "a-long-password-2",
        password_confirmation: "a-long-password-2",
      },
    }),
    "POST /api/auth/email-change/confirm": () => ({
      for: "anyone",
      json: { token: "B".repeat(43) },
    }),
    "PATCH /api/profile": () => ({
      for: "exhibitor",
      json: {
        first_name: "نورة",
        last_name: "القحطاني",
        phone: "+966501234567",
        country: "SA",
        city: "SA-JEDDAH",
        district: "الروضة",
        street: "شارع الأمير سلطان",
      },
    }),
    "PUT /api/profile/locale": () => ({ for: "exhibitor", json: { locale: "ar" } }),
    "PUT /api/profile/photo": () => ({ for: "exhibitor", form: { file: png() } }),
    "POST /api/profile/password": () => ({
      for: "exhibitor",
      json: {
        current_password: "not the current one",
        password: "a-long-password-3",
        password_confirmation: "a-long-password-3",
      },
    }),
    "POST /api/profile/email": () => ({
      for: "exhibitor",
      json: { email: `moved-${randomUUID()}@example.sa` },
    }),
    "GET /api/profile/sessions": () => ({ for: "exhibitor" }),
    "DELETE /api/profile/sessions": () => ({ for: "exhibitor" }),
    "DELETE /api/profile/sessions/:sessionId": () => ({
      for: "exhibitor",
      params: { sessionId: randomUUID() },
    }),
    "GET /api/admin/users": () => ({ for: "admin", query: { q: "سارة", page: "1" } }),
    "PATCH /api/admin/users/:id": () => ({
      for: "admin",
      params: { id: bystanderId },
      json: { is_disabled: false, role: "exhibitor" },
    }),
    "GET /api/admin/outbox": () => ({ for: "admin", query: { page: "1", per_page: "5" } }),
    "GET /api/profile": () => ({ for: "exhibitor" }),
    "GET /api/profile/photo": () => ({ for: "exhibitor" }),
    "GET /api/profile/identity-document": () => ({ for: "exhibitor" }),
    "POST /api/profile/identity-document": () => ({ for: "exhibitor", form: { file: png() } }),
    "GET /api/admin/users/:id/identity-document": () => ({
      for: "admin",
      params: { id: exhibitor.id },
    }),
    "GET /api/organizations": () => ({ for: "exhibitor" }),
    "POST /api/organizations": () => ({ for: "exhibitor", json: legalData() }),
    "PATCH /api/organizations/:id": () => ({
      for: "exhibitor",
      params: organization,
      json: {
        commercial_registration_expires_on: "2032-01-31",
        publishing_licence_expires_on: "2031-06-30",
      },
    }),
    "POST /api/organizations/:id/submit": () => ({ for: "exhibitor", params: organization }),
    "PUT /api/organizations/:id/bank-account": () => ({
      for: "exhibitor",
      params: organization,
      json: {
        iban: "SA4420000001234567891234",
        swift: "RJHISARI",
        bank_name: "مصرف الراجحي",
        account_number: "1234567891234",
        vat_number: "300123456789003",
      },
    }),
    "PUT /api/organizations/:id/documents/:kind": () => ({
      for: "exhibitor",
      params: { ...organization, kind: "logo" },
      form: { file: png("logo.png") },
    }),
    "GET /api/organizations/:id/documents/:kind": () => ({
      for: "exhibitor",
      params: { ...organization, kind: "logo" },
    }),
    "GET /api/organizations/:id/members": () => ({ for: "exhibitor", params: organization }),
    "POST /api/organizations/:id/invitations": () => ({
      for: "exhibitor",
      params: organization,
      json: { email: "someone-new@example.sa" },
    }),
    "DELETE /api/organizations/:id/invitations/:invitationId": () => ({
      for: "exhibitor",
      params: { ...organization, invitationId },
    }),
    "DELETE /api/organizations/:id/members/:userId": () => ({
      for: "exhibitor",
      params: { ...organization, userId: staffId },
    }),
    "GET /api/organizations/:id/audit": () => ({
      for: "exhibitor",
      params: organization,
      query: { page: "1", per_page: "10" },
    }),
    "POST /api/organizations/:id/books": () => ({
      for: "exhibitor",
      params: organization,
      json: {
        title: "الأيام",
        author: "طه حسين",
        author_nationality: "مصري",
        language: "العربية",
        isbn: isbnFor(800_000 + serial++),
        issue_date: "1929-01-01",
        publisher_name: "دار المعارف",
      },
    }),
    "POST /api/organizations/:id/book-imports": () => ({
      for: "exhibitor",
      params: organization,
      form: { file: csv() },
    }),
    "GET /api/get_books_by_organization/:id": () => ({
      for: "exhibitor",
      params: organization,
      query: { q: "الأيام", status: "pending", page: "1", per_page: "20" },
    }),
    "GET /api/book-imports/:importId": () => ({
      for: "exhibitor",
      params: { importId },
      query: { only: "errors" },
    }),
    "POST /api/book-imports/:importId/commit": () => ({ for: "exhibitor", params: { importId } }),
    "GET /api/book-template.xlsx": () => ({ for: "anyone", query: { locale: "ar" } }),
    "GET /api/book-template.csv": () => ({ for: "anyone", query: { locale: "en" } }),
    "GET /api/invitations": () => ({ for: "exhibitor" }),
    "POST /api/invitations/:id/:answer": () => ({
      for: "exhibitor",
      params: { id: invitationId, answer: "decline" },
    }),
    "GET /api/notifications": () => ({ for: "exhibitor", query: { page: "1" } }),
    "POST /api/notifications/read": () => ({ for: "exhibitor" }),
    "GET /api/admin/organizations": () => ({
      for: "admin",
      query: { status: "approved", q: "دار", page: "1" },
    }),
    "GET /api/admin/organizations/:id": () => ({ for: "admin", params: organization }),
    "POST /api/admin/organizations/:id/decision": () => ({
      for: "admin",
      params: organization,
      json: { decision: "reject", reason: "السجل التجاري منتهي" },
    }),
    "GET /api/admin/books": () => ({
      for: "admin",
      query: { status: "pending", q: "الأيام", organization_id: organizationId },
    }),
    "POST /api/admin/books/decisions": () => ({
      for: "admin",
      json: { ids: [bookId], decision: "reject", reason: "الردمك لا يطابق" },
    }),
    "GET /api/admin/books/organizations": () => ({ for: "admin", query: { status: "pending" } }),
    "POST /api/admin/books/decisions/matching": () => ({
      for: "admin",
      json: {
        status: "pending",
        organization_id: organizationId,
        q: "الأيام",
        count: 1,
        decision: "reject",
        reason: "الردمك لا يطابق",
      },
    }),
    "GET /api/admin/books/export": () => ({
      for: "admin",
      query: { format: "csv", q: "الأيام", status: "pending" },
    }),
    "GET /api/admin/audit": () => ({ for: "admin", query: { organization_id: organizationId } }),
    "GET /api/organizations/:id/logistics": () => ({
      for: "exhibitor",
      params: organization,
      query: { state: "incomplete", q: "الأيام", page: "1" },
    }),
    "PUT /api/organizations/:id/logistics": () => ({
      for: "exhibitor",
      params: organization,
      json: { books: [{ book_id: bookId, data: logisticsData() }] },
    }),
    "GET /api/organizations/:id/logistics/progress": () => ({
      for: "exhibitor",
      params: organization,
    }),
    "GET /api/organizations/:id/logistics/:bookId": () => ({
      for: "exhibitor",
      params: { ...organization, bookId },
    }),
    "PUT /api/organizations/:id/logistics/:bookId": () => ({
      for: "exhibitor",
      params: { ...organization, bookId },
      json: logisticsData(),
    }),
    "GET /api/organizations/:id/logistics-template.xlsx": () => ({
      for: "exhibitor",
      params: organization,
      query: { locale: "ar" },
    }),
    "GET /api/organizations/:id/logistics-template.csv": () => ({
      for: "exhibitor",
      params: organization,
      query: { locale: "en" },
    }),
    "POST /api/organizations/:id/logistics-imports": () => ({
      for: "exhibitor",
      params: organization,
      form: { file: csv() },
    }),
    // A book list's id names no data sheet: these answer 404, which is what is asked of them.
    "GET /api/organizations/:id/logistics-imports/:importId": () => ({
      for: "exhibitor",
      params: { ...organization, importId },
      query: { only: "errors", page: "1" },
    }),
    "POST /api/organizations/:id/logistics-imports/:importId/commit": () => ({
      for: "exhibitor",
      params: { ...organization, importId },
    }),
    "GET /api/organizations/:id/parcels": () => ({
      for: "exhibitor",
      params: organization,
      query: { status: "prepared", destination: "none", shipper: "none", q: "A1" },
    }),
    "GET /api/organizations/:id/parcels/labels": () => ({
      for: "exhibitor",
      params: organization,
      query: { ids: bookId },
    }),
    "GET /api/organizations/:id/parcels/export": () => ({
      for: "exhibitor",
      params: organization,
      query: { format: "csv", status: "prepared" },
    }),
    "POST /api/organizations/:id/parcels/send": () => ({
      for: "exhibitor",
      params: organization,
      json: { ids: [bookId], destination: "storage", labels_attached: true },
    }),
    "POST /api/organizations/:id/parcels/shipper": () => ({
      for: "exhibitor",
      params: organization,
      json: { ids: [bookId], shipper_id: shipperId },
    }),
    "GET /api/organizations/:id/products": () => ({
      for: "exhibitor",
      params: organization,
      query: { q: "الأيام" },
    }),
    "GET /api/shippers": () => ({ for: "exhibitor" }),
    "GET /api/admin/shippers": () => ({ for: "admin", query: { page: "1" } }),
    "POST /api/admin/shippers": () => ({ for: "admin", json: shipperData() }),
    "PUT /api/admin/shippers/:shipperId": () => ({
      for: "admin",
      params: { shipperId },
      json: shipperData(),
    }),
    "GET /api/admin/parcels": () => ({
      for: "admin",
      query: { status: "in_transit", organization_id: organizationId, q: "A1" },
    }),
    "GET /api/admin/parcels/export": () => ({ for: "admin", query: { format: "csv" } }),
    "GET /api/admin/parcels/organizations": () => ({
      for: "admin",
      query: { status: "prepared", destination: "sent", q: "A1" },
    }),
    "POST /api/admin/parcels/status": () => ({
      for: "admin",
      json: { ids: [bookId], status: "in_transit" },
    }),
    "POST /api/admin/parcels/scan": () => ({ for: "admin", json: { code: "RWQ0000000000" } }),
    "GET /api/admin/parcels/manifest/:organizationId/:destination": () => ({
      for: "admin",
      params: { organizationId, destination: "storage" },
    }),
    "GET /api/admin/summary": () => ({ for: "admin" }),
    // Fair participation (issue 12).
    "GET /api/events": () => ({ for: "exhibitor", query: { page: "1" } }),
    "GET /api/events/:eventId": () => ({ for: "exhibitor", params: { eventId } }),
    "GET /api/events/:eventId/plan": () => ({ for: "exhibitor", params: { eventId } }),
    "GET /api/events/:eventId/plan/stream": () => ({ for: "exhibitor", params: { eventId } }),
    "POST /api/admin/events": () => ({ for: "admin", json: eventInput }),
    "PUT /api/admin/events/:eventId": () => ({
      for: "admin",
      params: { eventId },
      json: eventInput,
    }),
    "POST /api/admin/events/:eventId/zones": () => ({
      for: "admin",
      params: { eventId },
      json: {
        code: `Z${serial++}`,
        name_ar: "قاعة",
        name_en: "Hall",
        plan_width: 20,
        plan_height: 10,
      },
    }),
    "PUT /api/admin/events/zones/:zoneId": () => ({
      for: "admin",
      params: { zoneId },
      json: { code: "A", name_ar: "القاعة", name_en: "Hall", plan_width: 200, plan_height: 10 },
    }),
    "PUT /api/admin/events/zones/:zoneId/booths": () => ({
      for: "admin",
      params: { zoneId: spareZoneId },
      json: { booths: [booth("S-1", 0, 0)] },
    }),
    "POST /api/admin/events/zones/:zoneId/booths/import": () => ({
      for: "admin",
      params: { zoneId: spareZoneId },
      form: {
        file: new File(
          [
            `code,type,area_square_metres,price_mode,price_halalas,x,y,width,height\nS-${serial++},standard,9,fixed,100,${(serial % 5) * 3},5,3,3\n`,
          ],
          "booths.csv",
          { type: "text/csv" },
        ),
      },
    }),
    "GET /api/participation-requests": () => ({ for: "exhibitor", query: { page: "1" } }),
    "GET /api/participation-requests/unread": () => ({ for: "exhibitor" }),
    "POST /api/participation-requests": () => ({
      for: "exhibitor",
      json: {
        event_id: eventId,
        requested_area: 9,
        booth_type: "standard",
        titles_count: 4,
        notes: "ملاحظة",
      },
    }),
    "GET /api/participation-requests/:requestId": () => ({
      for: "exhibitor",
      params: { requestId },
    }),
    "PUT /api/participation-requests/:requestId": () => ({
      for: "exhibitor",
      params: { requestId },
      json: { requested_area: 9, booth_type: "standard", titles_count: 4, notes: "ملاحظة" },
    }),
    "POST /api/participation-requests/:requestId/submit": () => ({
      for: "exhibitor",
      params: { requestId },
    }),
    "POST /api/participation-requests/:requestId/messages": () => ({
      for: "exhibitor",
      params: { requestId },
      json: { body: "سؤال عن الجناح" },
    }),
    "GET /api/admin/participation-requests": () => ({
      for: "admin",
      query: { status: "submitted", event_id: eventId },
    }),
    "GET /api/admin/participation-requests/unread": () => ({ for: "admin" }),
    "GET /api/admin/participation-requests/:requestId": () => ({
      for: "admin",
      params: { requestId },
    }),
    "POST /api/admin/participation-requests/:requestId/decision": () => ({
      for: "admin",
      params: { requestId },
      json: { decision: "reject", reason: "لا توجد مساحة" },
    }),
    "POST /api/admin/participation-requests/:requestId/messages": () => ({
      for: "admin",
      params: { requestId },
      json: { body: "أهلًا" },
    }),
    "GET /api/reservations/mine": () => ({ for: "exhibitor", query: { event_id: eventId } }),
    "POST /api/reservations": () => ({ for: "exhibitor", json: { booth_id: boothId } }),
    "POST /api/reservations/:reservationId/cancel": () => ({
      for: "exhibitor",
      params: { reservationId },
    }),
    "GET /api/admin/reservations": () => ({
      for: "admin",
      query: { event_id: eventId, status: "held" },
    }),
    "GET /api/admin/reservations/export": () => ({ for: "admin", query: { event_id: eventId } }),
    "POST /api/admin/reservations/:reservationId/confirm": () => ({
      for: "admin",
      params: { reservationId },
    }),
    "POST /api/admin/reservations/:reservationId/cancel": () => ({
      for: "admin",
      params: { reservationId },
    }),
    "GET /api/invoices": () => ({ for: "exhibitor", query: { status: "issued", q: "دار" } }),
    "POST /api/invoices": () => ({ for: "exhibitor", json: { reservation_id: reservationId } }),
    "GET /api/invoices/:invoiceId": () => ({ for: "exhibitor", params: { invoiceId } }),
    "POST /api/invoices/:invoiceId/proof": () => ({
      for: "exhibitor",
      params: { invoiceId },
      form: { file: png("receipt.png") },
    }),
    "GET /api/invoices/:invoiceId/proof": () => ({ for: "exhibitor", params: { invoiceId } }),
    "GET /api/admin/invoices": () => ({
      for: "admin",
      query: { event_id: eventId, status: "proof_submitted", q: "دار" },
    }),
    "GET /api/admin/invoices/export": () => ({ for: "admin", query: { status: "paid" } }),
    "GET /api/admin/invoices/:invoiceId": () => ({ for: "admin", params: { invoiceId } }),
    "GET /api/admin/invoices/:invoiceId/proof": () => ({ for: "admin", params: { invoiceId } }),
    "GET /api/badges/mine": () => ({ for: "exhibitor", query: { event_id: eventId } }),
    "POST /api/badges": () => ({
      for: "exhibitor",
      form: { event_id: eventId, printed_name: "خالد", role: "staff", photo: png() },
    }),
    "POST /api/badges/:badgeId/revoke": () => ({ for: "exhibitor", params: { badgeId } }),
    "GET /api/public/badges/:publicId": () => ({
      for: "anyone",
      params: { publicId: badgePublicId },
    }),
    "GET /api/public/badges/:publicId/photo": () => ({
      for: "anyone",
      params: { publicId: badgePublicId },
    }),
    "GET /api/admin/badges": () => ({
      for: "admin",
      query: { organization_id: organizationId, event_id: eventId },
    }),
    "PUT /api/admin/badges/allowance": () => ({
      for: "admin",
      json: { organization_id: organizationId, event_id: eventId, allowance: 6 },
    }),
    "POST /api/admin/badges/:badgeId/revoke": () => ({
      for: "admin",
      params: { badgeId },
      json: { reason: "لم يعد يعمل لدى الدار" },
    }),
    "GET /api/admin/contact-messages": () => ({ for: "admin", query: { filter: "unread" } }),
    "GET /api/admin/contact-messages/:messageId": () => ({
      for: "admin",
      params: { messageId: contactMessageId },
    }),
    "POST /api/admin/contact-messages/:messageId/read": () => ({
      for: "admin",
      params: { messageId: contactMessageId },
      json: { read: false },
    }),
    "POST /api/admin/contact-messages/:messageId/handled": () => ({
      for: "admin",
      params: { messageId: contactMessageId },
      json: { handled: true },
    }),
    "POST /api/admin/contact-messages/:messageId/assign": () => ({
      for: "admin",
      params: { messageId: contactMessageId },
      json: { user_id: null },
    }),
    "POST /api/admin/contact-messages/:messageId/reply": () => ({
      for: "admin",
      params: { messageId: contactMessageId },
      json: { body: "أهلًا، نعم يمكن ذلك." },
    }),
    "POST /api/admin/invoices/:invoiceId/decision": () => ({
      for: "admin",
      params: { invoiceId },
      json: { decision: "reject", reason: "المبلغ غير مطابق" },
    }),
  };
}

beforeAll(async () => {
  api = await createTestApp();
  // Real identity documents (the fixture's default is a record without bytes), so the routes
  // that read, replace or serve one do all of it.
  admin = await createUser(api, { role: "admin", withIdentityDocument: false });
  exhibitor = await createUser(api, { withIdentityDocument: false });
  await api.request("/api/profile/identity-document", {
    method: "POST",
    headers: exhibitor.headers(),
    body: formData({ file: png() }),
  });
  organizationId = await registerOrganization(api, exhibitor, { approveWith: admin });

  // A staff member, an open invitation, a checked list and a book, for the routes that name them.
  const staff = await createUser(api);
  const invitee = await createUser(api);
  for (const person of [staff, invitee]) {
    const invited = await api.request(`/api/organizations/${organizationId}/invitations`, {
      headers: exhibitor.headers(),
      json: { email: person.email },
    });
    const { invitation } = ((await invited.json()) as { data: { invitation: { id: string } } })
      .data;
    if (person === staff) {
      await api.request(`/api/invitations/${invitation.id}/accept`, {
        method: "POST",
        headers: staff.headers(),
      });
    } else {
      invitationId = invitation.id;
    }
  }
  staffId = staff.id;
  bystanderId = (await createUser(api)).id;
  const uploaded = await api.request(`/api/organizations/${organizationId}/book-imports`, {
    method: "POST",
    headers: exhibitor.headers(),
    body: formData({ file: csv() }),
  });
  importId = ((await uploaded.json()) as { data: { import: { id: string } } }).data.import.id;
  const added = await api.request(`/api/organizations/${organizationId}/books`, {
    headers: exhibitor.headers(),
    json: (samples()["POST /api/organizations/:id/books"]!().json as object) ?? {},
  });
  bookId = ((await added.json()) as { data: { book: { id: string } } }).data.book.id;

  const fair = await insertFair(api, 4);
  eventId = fair.event.id;
  zoneId = fair.zone.id;
  boothId = fair.booths[0]!.id;
  const [spare] = await api.db
    .insert(zones)
    .values({
      eventId,
      code: "S",
      nameAr: "احتياط",
      nameEn: "Spare",
      planWidth: 200,
      planHeight: 200,
    })
    .returning();
  spareZoneId = spare!.id;
  const [request] = await api.db
    .insert(participationRequests)
    .values({
      organizationId,
      eventId,
      status: "approved",
      requestedArea: 18,
      approvedArea: 18,
      boothType: "standard",
      titlesCount: 4,
    })
    .returning();
  requestId = request!.id;
  const [reservation] = await api.db
    .insert(boothReservations)
    .values({
      boothId: fair.booths[1]!.id,
      eventId,
      requestId,
      organizationId,
      status: "held",
      expiresAt: new Date(Date.now() + 30 * 60_000),
    })
    .returning();
  reservationId = reservation!.id;
  const [invoiced] = await api.db
    .insert(boothReservations)
    .values({
      boothId: fair.booths[2]!.id,
      eventId,
      requestId,
      organizationId,
      status: "held",
      expiresAt: new Date(Date.now() + 30 * 60_000),
    })
    .returning();
  const issued = await api.request("/api/invoices", {
    headers: exhibitor.headers(),
    json: { reservation_id: invoiced!.id },
  });
  invoiceId = ((await issued.json()) as { data: { invoice: { id: string } } }).data.invoice.id;
  await api.db.insert(boothReservations).values({
    boothId: fair.booths[3]!.id,
    eventId,
    requestId,
    organizationId,
    status: "confirmed",
  });
  const named = await api.request("/api/badges", {
    method: "POST",
    headers: exhibitor.headers(),
    body: formData({ event_id: eventId, printed_name: "سارة", role: "staff", photo: png() }),
  });
  const badges = ((await named.json()) as { data: { badges: { id: string; public_id: string }[] } })
    .data.badges;
  badgeId = badges[0]!.id;
  const [contact] = await api.db
    .insert(contactMessages)
    .values({
      name: "دار الكتاب",
      email: "info@dar.example",
      subject: "سؤال",
      body: "هل يمكن مشاركة جناح؟",
      locale: "ar",
    })
    .returning();
  contactMessageId = contact!.id;
  badgePublicId = badges[0]!.public_id;
  const shipper = await api.request("/api/admin/shippers", {
    headers: admin.headers(),
    json: shipperData(),
  });
  shipperId = ((await shipper.json()) as { data: { shipper: { id: string } } }).data.shipper.id;
});
afterAll(() => api.close());

/** Fresh headers for a user: the walk logs them out everywhere (DELETE /api/profile/sessions). */
async function signedIn(user: TestUser) {
  return { Authorization: `Bearer ${await issueToken(api.db, user.id)}`, "Accept-Language": "en" };
}

/** Every route of the API, from the app itself (middlewares are registered as ALL). */
function apiRoutes(): string[] {
  const keys = api.app.routes
    .filter((route) => route.method !== "ALL" && route.path.startsWith("/api/"))
    .map((route) => `${route.method} ${route.path}`);
  return [...new Set(keys)].sort();
}

function formData(fields: Record<string, string | File>): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return body;
}

/** A text of a sample and where it is (`json.ids.0`, `form.personal_image.name`, `query.q`). */
type TextChange = (text: string, at: string) => string;

/** Each text value of a JSON value passed through `change` (keys stay, so fields still match). */
function mapTexts(value: unknown, change: TextChange, at: string): unknown {
  if (typeof value === "string") return change(value, at);
  if (Array.isArray(value))
    return value.map((item, index) => mapTexts(item, change, `${at}.${index}`));
  if (typeof value === "object" && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, mapTexts(item, change, `${at}.${key}`)]),
    );
  }
  return value;
}

/** Where the texts of a sample are: every body field, file name and query parameter. */
function textPlaces(sample: Sample): string[] {
  const places: string[] = [];
  const collect: TextChange = (text, at) => {
    places.push(at);
    return text;
  };
  mapTexts(sample.json, collect, "json");
  mapTexts(sample.query ?? {}, collect, "query");
  for (const [name, value] of Object.entries(sample.form ?? {})) {
    places.push(typeof value === "string" ? `form.${name}` : `form.${name}.name`);
  }
  return places;
}

// What the normaliser removes, put around and inside every text: the text means the same
// once they are gone, so a route that normalises goes as far as it would with clean input.
const hostile = (text: string) => {
  const middle = Math.ceil(text.length / 2);
  return `\u202e${text.slice(0, middle)}\u0000\u0007\u200f\u0085\ufeff${text.slice(middle)}\u2066`;
};

interface Call {
  route: string;
  as: Persona;
  params?: Record<string, string>;
  /** Applied to the text values; when given, a field with a hostile name is added too. */
  texts?: TextChange;
  /** Says which texts were changed, for the report. */
  changed?: string;
  /** Sent instead of the sample's body. */
  body?: { contentType: string; text: string };
}

const HOSTILE_FIELD = { "\u0000extra\u202e": "\u0000\u202e" };

async function call({ route, as, params, texts, body }: Call) {
  const sample = samples()[route]!();
  const change: TextChange = texts ?? ((text) => text);
  const extra = texts ? HOSTILE_FIELD : {};
  const [method, pattern] = route.split(" ") as [string, string];
  const values = { ...sample.params, ...params };
  const path = pattern.replace(/:(\w+)/g, (_match, name: string) => values[name]!);
  const user = as === "admin" ? admin : exhibitor;
  // A fresh token for every call, so logging out in one call does not sign out the next.
  const headers = new Headers({
    Authorization: `Bearer ${await issueToken(api.db, user.id)}`,
    "Accept-Language": "en",
  });
  const query = new URLSearchParams({
    ...(mapTexts(sample.query ?? {}, change, "query") as Record<string, string>),
    ...extra,
  }).toString();
  let payload: RequestInit["body"];
  if (body) {
    headers.set("Content-Type", body.contentType);
    payload = body.text;
  } else if (sample.json !== undefined) {
    headers.set("Content-Type", "application/json");
    const json = mapTexts(sample.json, change, "json");
    payload = JSON.stringify(
      typeof json === "object" && json !== null && !Array.isArray(json)
        ? { ...json, ...extra }
        : json,
    );
  } else if (sample.form) {
    const fields: Record<string, string | File> = { ...extra };
    for (const [name, value] of Object.entries(sample.form)) {
      fields[name] =
        typeof value === "string"
          ? change(value, `form.${name}`)
          : new File([value], change(value.name, `form.${name}.name`), { type: value.type });
    }
    payload = formData(fields);
  }
  const url = query ? `${path}?${query}` : path;
  const response = await api.request(url, { method, headers, body: payload });
  return response.status;
}

/** Runs every call, then fails once with the list of calls that answered what they should not. */
async function expectStatuses(calls: (Call & { expected: (status: number) => boolean })[]) {
  const wrong: string[] = [];
  // A 500 logs its cause; the list below is what the test reports.
  const log = vi.spyOn(console, "error").mockImplementation(() => {});
  try {
    for (const { expected, ...request } of calls) {
      const status = await call(request);
      if (!expected(status)) {
        const what = request.changed ?? JSON.stringify(request.params ?? request.body ?? {});
        wrong.push(`${request.route} as ${request.as}, ${what}: ${status}`);
      }
    }
  } finally {
    log.mockRestore();
  }
  expect(wrong).toEqual([]);
}

const PERSONAS: Persona[] = ["exhibitor", "admin"];
// Hundreds of requests each: seconds, several on a busy machine.
const WALK_TIMEOUT_MS = 120_000;
const below500 = (status: number) => status < 500;

/**
 * The route's persona gets every variant; the other persona (refused or finding nothing, so
 * the variants cannot lead it further) gets the first. Public routes: both get every variant.
 */
function asPersonas<T>(route: string, variants: T[]): (T & { route: string; as: Persona })[] {
  const owner = samples()[route]!().for;
  return PERSONAS.flatMap((as) =>
    (owner === "anyone" || as === owner ? variants : variants.slice(0, 1)).map((variant) => ({
      ...variant,
      route,
      as,
    })),
  );
}

test("every route of the app has a sample here, and every sample a route", () => {
  expect(apiRoutes()).toEqual(Object.keys(samples()).sort());
});

test(
  "a malformed or unknown id in any path parameter answers 404, before any query sees it",
  async () => {
    const BAD_VALUES = [
      "not-an-id",
      "%00",
      "00000000-0000-0000-0000-00000000000g",
      "%E0%A4%A",
      // Well formed, but names nothing.
      "00000000-0000-4000-8000-000000000000",
    ];
    const calls = apiRoutes().flatMap((route) => {
      const names = [...route.matchAll(/:(\w+)/g)].map((match) => match[1]!);
      const owner = samples()[route]!().for;
      const variants = names.flatMap((name) =>
        BAD_VALUES.map((value) => ({ params: { [name]: value } })),
      );
      return asPersonas(route, variants).map((call) => ({
        ...call,
        // The persona the route is for finds nothing; the other is refused or finds nothing.
        expected: (status: number) =>
          call.as === owner ? status === 404 : status === 403 || status === 404,
      }));
    });
    expect(calls.length).toBeGreaterThan(100);
    await expectStatuses(calls);
  },
  WALK_TIMEOUT_MS,
);

test(
  "NUL, control and bidi characters in any text of any body or query never answer 500",
  async () => {
    // All texts at once; then one at a time, the others left valid, so each goes as far as the
    // route goes with clean input (all at once stop at the first strict field).
    const calls = apiRoutes().flatMap((route) => {
      const variants = [
        { changed: "every text", texts: hostile as TextChange },
        ...textPlaces(samples()[route]!()).map((place) => ({
          changed: place,
          texts: ((text, at) => (at === place ? hostile(text) : text)) as TextChange,
        })),
      ];
      return asPersonas(route, variants).map((call) => ({ ...call, expected: below500 }));
    });
    expect(calls.length).toBeGreaterThan(150);
    await expectStatuses(calls);
  },
  WALK_TIMEOUT_MS,
);

test(
  "a body that is not what it claims answers 400, 415 or 422, never 500",
  async () => {
    const deep = `${"[".repeat(5000)}${"]".repeat(5000)}`;
    const variants = [
      { contentType: "application/json", text: '{"name": "دار' },
      { contentType: "application/json", text: deep },
      { contentType: "application/json", text: '["a", 1]' },
      { contentType: "application/json", text: '{"\\u0000": {"__proto__": {"x": "\\u0000"}}}' },
      { contentType: "multipart/form-data; boundary=x", text: "--x\r\nnot a part" },
      { contentType: "multipart/form-data", text: "no boundary at all" },
      { contentType: "text/plain", text: "\u0000" },
    ].map((body) => ({ body }));
    await expectStatuses(
      apiRoutes()
        .filter((route) => !route.startsWith("GET "))
        .flatMap((route) => asPersonas(route, variants))
        .map((call) => ({ ...call, expected: below500 })),
    );
  },
  WALK_TIMEOUT_MS,
);

describe("the normaliser at work", () => {
  test("a person's name keeps no bidi control, in the account and wherever it is shown", async () => {
    const email = `bidi-${randomUUID()}@example.sa`;
    const fields = samples()["POST /api/auth/register"]!().form!;
    const response = await api.request("/api/auth/register", {
      method: "POST",
      body: formData({
        ...fields,
        email,
        first_name: "\u202eنورة\u202c",
        last_name: "\u2067القحطاني\u2069\u0000",
      }),
    });
    expect(response.status).toBe(201);
    const [row] = await api.db.select().from(users).where(eq(users.email, email));
    expect([row?.firstName, row?.lastName]).toEqual(["نورة", "القحطاني"]);
  });

  test("NUL in a text field is removed before the database, which cannot store it", async () => {
    // The walks above sent the contact form far more than its hourly limit from this address.
    await api.db.delete(throttleHits);
    const response = await api.request("/api/contact", {
      json: {
        name: "سا\u0000رة",
        email: "sara@example.sa",
        subject: "جناح\u0000",
        body: "سطر\u0000\nسطر",
      },
    });
    expect(response.status).toBe(201);
    const { data } = (await response.json()) as { data: { message: { id: string } } };
    const [row] = await api.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, data.message.id));
    expect(row).toMatchObject({ name: "سارة", subject: "جناح", body: "سطر\nسطر" });
  });

  test("a book title and a search are normalised alike, so the search finds the book", async () => {
    const isbn = isbnFor(700_001);
    const added = await api.request(`/api/organizations/${organizationId}/books`, {
      headers: await signedIn(exhibitor),
      json: {
        ...(samples()["POST /api/organizations/:id/books"]!().json as object),
        title: "\u0000مدن\u202e الملح",
        isbn,
      },
    });
    expect(added.status).toBe(201);
    const [row] = await api.db
      .select()
      .from(books)
      .where(eq(books.isbn, isbn.replaceAll("-", "")));
    expect(row?.title).toBe("مدن الملح");
    const found = await api.request(
      `/api/get_books_by_organization/${organizationId}?q=${encodeURIComponent("مدن\u0000 الملح")}`,
      { headers: await signedIn(exhibitor) },
    );
    expect(found.status).toBe(200);
    const { data } = (await found.json()) as { data: { books: { title: string }[] } };
    expect(data.books.map((book) => book.title)).toEqual(["مدن الملح"]);
  });

  // A CSV with C0 controls is refused as not text (lib/spreadsheet.ts); the other
  // invisible characters reach the cells.
  test("an uploaded list's file name and cells are normalised", async () => {
    const body = formData({
      file: new File(
        [
          bookCsv([
            [
              "\u202eرواية\u0085\ufeff",
              "مؤلف",
              "سعودي",
              "العربية",
              isbnFor(700_002),
              "2020-01-01",
              "دار",
            ],
          ]),
        ],
        "\u202equr\u0000.csv",
        { type: "text/csv" },
      ),
    });
    const response = await api.request(`/api/organizations/${organizationId}/book-imports`, {
      method: "POST",
      headers: await signedIn(exhibitor),
      body,
    });
    expect(response.status).toBe(201);
    const { data } = (await response.json()) as { data: { import: { id: string } } };
    const [record] = await api.db
      .select()
      .from(bookImports)
      .where(eq(bookImports.id, data.import.id));
    expect(record?.fileName).toBe("qur.csv");
    expect((record?.rows as { values: { title: string } }[])[0]?.values.title).toBe("رواية");
  });

  test("an organization's name written with overrides is stored as it reads", async () => {
    const manager = await createUser(api);
    const response = await api.request("/api/organizations", {
      headers: manager.headers(),
      json: legalData({ name: "\u202eدار\u0000 الحكمة\u202c" }),
    });
    expect(response.status).toBe(201);
    const { data } = (await response.json()) as { data: { organization: { id: string } } };
    const [row] = await api.db
      .select()
      .from(organizations)
      .where(eq(organizations.id, data.organization.id));
    expect(row?.name).toBe("دار الحكمة");
  });
});
