import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, expect, vi } from "vitest";
import { issueToken } from "../src/core/sessions.ts";
import {
  boothReservations,
  contactMessages,
  participationRequests,
  zones,
} from "../src/db/schema/index.ts";
import { booth, eventInput, insertFair } from "./participation-fixtures.ts";
import {
  PNG,
  type TestUser,
  bookCsv,
  createUser,
  isbnFor,
  legalData,
  nationalAddress,
  registerOrganization,
  signupFields,
  sellerData,
} from "./fixtures.ts";
import { type TestApp, createTestApp } from "./helpers.ts";
import { zatcaSimulation } from "./zatca-simulation.ts";
import { clearDue } from "../src/core/zatca.ts";
import { systemClock } from "../src/lib/clock.ts";
import type { Invoice } from "@rawaq/domain/payments";
import { PRIVACY_NOTICE_VERSION } from "@rawaq/domain/privacy";
import { DEFAULT_FAIR_RULES } from "@rawaq/domain/fair-rules";

// The route walker (docs/decisions/017-…, 060-…): every route of the API, read from the app
// itself, with a valid sample call of each, made as an exhibitor who manages an approved
// organization or as an admin. A new route is walked as soon as it exists, and the boundaries
// test fails until it has a sample here. The boundary rules (boundaries.test.ts) and the abuse
// suite (abuse.test.ts) vary these calls; each file sets up its own walk (`routeWalk()`).

export type Persona = "exhibitor" | "admin";
export type Sample = {
  /** Who the route is for; the other persona is refused or finds nothing. Public: "anyone". */
  for: Persona | "anyone";
  params?: Record<string, string>;
  query?: Record<string, string>;
  json?: unknown;
  form?: Record<string, string | File>;
};

/** A text of a sample and where it is (`json.ids.0`, `form.personal_image.name`, `query.q`). */
export type TextChange = (text: string, at: string) => string;

export interface Call {
  route: string;
  as: Persona;
  /** Sent by this user instead of the persona's (another organization's manager…). */
  user?: TestUser;
  params?: Record<string, string>;
  /** Applied to the text values of the sample's body and query. */
  texts?: TextChange;
  /** Says what was changed, for the report. */
  changed?: string;
  /** Query parameters put in place of the sample's of the same name; repeated names allowed. */
  query?: [string, string][];
  /** Fields added to the sample's body (or put in place of its own): to a JSON object, or the form. */
  fields?: Record<string, unknown>;
  /** Sent instead of the sample's body (no type: the content's own, as FormData's). */
  body?: {
    contentType: string;
    content: NonNullable<RequestInit["body"]>;
    headers?: Record<string, string>;
  };
  locale?: "ar" | "en";
}

/** What a check finds wrong with an answer, or nothing. */
export type Check = (
  response: Response,
  call: Call,
) => Promise<string | undefined> | string | undefined;

// Hundreds of requests each: seconds, several on a busy machine.
export const WALK_TIMEOUT_MS = 120_000;
export const below500 = (status: number) => status < 500;
const PERSONAS: Persona[] = ["exhibitor", "admin"];

export function formData(fields: Record<string, string | File>): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return body;
}

/** Each text value of a JSON value passed through `change` (keys stay, so fields still match). */
export function mapTexts(value: unknown, change: TextChange, at: string): unknown {
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
export function textPlaces(sample: Sample): string[] {
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

/**
 * Sets up a walk for the calling test file (its hooks: an app, the personas and the rows the
 * samples name) and returns what the tests call it with.
 */
export function routeWalk() {
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
  /** The invoice's signed document: e-invoicing runs in simulation in the walk. */
  let eInvoiceId: string;
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
        form: { ...signupFields(`walker-${randomUUID()}@example.sa`), personal_image: png() },
      }),
      "POST /api/auth/logout": () => ({ for: "exhibitor" }),
      "POST /api/auth/password-reset": () => ({
        for: "anyone",
        json: { email: `reset-${randomUUID()}@example.sa` },
      }),
      "POST /api/auth/password-reset/check": () => ({
        for: "anyone",
        json: { token: "A".repeat(43) },
      }),
      "POST /api/auth/password-reset/confirm": () => ({
        for: "anyone",
        json: {
          token: "A".repeat(43),
          password: "a-long-password-2",
          password_confirmation: "a-long-password-2",
        },
      }),
      "POST /api/auth/email-change/check": () => ({
        for: "anyone",
        json: { token: "B".repeat(43) },
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
        query: { purpose: "organization_review" },
      }),
      "GET /api/admin/users/:id/document-access": () => ({
        for: "admin",
        params: { id: exhibitor.id },
      }),
      "GET /api/profile/document-access": () => ({ for: "exhibitor" }),
      "GET /api/profile/export": () => ({ for: "exhibitor" }),
      "GET /api/privacy": () => ({ for: "anyone" }),
      // The fair's rules (issue 32), left off: the walk's sendings are not refused.
      "GET /api/fair-rules": () => ({ for: "exhibitor" }),
      // The administration's dashboard (issue 32): the current event's, and one event's.
      "GET /api/admin/dashboard": () => ({ for: "admin" }),
      "GET /api/admin/dashboard/:eventId": () => ({ for: "admin", params: { eventId } }),
      // The fair's deadlines (issue 32).
      "GET /api/tasks": () => ({ for: "exhibitor" }),
      "GET /api/admin/deadlines/:eventId": () => ({ for: "admin", params: { eventId } }),
      "PUT /api/admin/deadlines/:eventId": () => ({
        for: "admin",
        params: { eventId },
        json: {
          participation_request: "2026-09-20",
          book_list: "2026-09-25",
          complete_data: null,
          parcel_delivery: null,
          payment: null,
          reminder_days_before: 7,
        },
      }),
      "GET /api/admin/deadlines/:eventId/reminders": () => ({
        for: "admin",
        params: { eventId },
        query: { page: "1" },
      }),
      "POST /api/admin/deadlines/:eventId/reminders": () => ({
        for: "admin",
        params: { eventId },
        json: { organization_id: organizationId, deadline: "parcel_delivery" },
      }),
      "GET /api/admin/fair-rules/:eventId": () => ({ for: "admin", params: { eventId } }),
      "PUT /api/admin/fair-rules/:eventId": () => ({
        for: "admin",
        params: { eventId },
        json: DEFAULT_FAIR_RULES,
      }),
      "POST /api/admin/fair-rules/:eventId/refused-titles": () => ({
        for: "admin",
        params: { eventId },
        json: {
          isbn: isbnFor(800_000 + serial++),
          reason_ar: "عنوان مرفوض",
          reason_en: "A refused title",
        },
      }),
      "DELETE /api/admin/fair-rules/:eventId/refused-titles/:isbn": () => ({
        for: "admin",
        params: { eventId, isbn: isbnFor(799_999) },
      }),
      "GET /api/admin/fair-rules/:eventId/breaches": () => ({
        for: "admin",
        params: { eventId },
        query: { page: "1" },
      }),
      "POST /api/admin/fair-rules/:eventId/exceptions": () => ({
        for: "admin",
        params: { eventId },
        json: { organization_id: organizationId, rule: "copies_per_title", reason: "Classics" },
      }),
      "DELETE /api/admin/fair-rules/:eventId/exceptions/:organizationId/:rule": () => ({
        for: "admin",
        params: { eventId, organizationId, rule: "publication_age" },
      }),
      "POST /api/profile/consents": () => ({
        for: "exhibitor",
        json: { version: PRIVACY_NOTICE_VERSION },
      }),
      // A wrong password: the walk's exhibitor stays (account-deletion.test.ts deletes).
      "DELETE /api/profile": () => ({ for: "exhibitor", json: { password: "not the password" } }),
      "DELETE /api/admin/users/:id": () => ({
        for: "admin",
        params: { id: randomUUID() },
        json: { reason: "Asked by mail" },
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
      "PUT /api/organizations/:id/national-address": () => ({
        for: "exhibitor",
        params: organization,
        json: nationalAddress,
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
      // The caller's own organization's reads, without its id (decision 079).
      "GET /api/my-organization/members": () => ({ for: "exhibitor" }),
      "GET /api/my-organization/audit": () => ({
        for: "exhibitor",
        query: { page: "1", per_page: "10" },
      }),
      "GET /api/my-organization/books": () => ({
        for: "exhibitor",
        query: { q: "الأيام", status: "pending", page: "1", per_page: "20" },
      }),
      "GET /api/my-organization/logistics": () => ({
        for: "exhibitor",
        query: { state: "incomplete", q: "الأيام", page: "1" },
      }),
      "GET /api/my-organization/logistics/progress": () => ({ for: "exhibitor" }),
      "GET /api/my-organization/logistics/:bookId": () => ({
        for: "exhibitor",
        params: { bookId },
      }),
      "GET /api/my-organization/parcels": () => ({
        for: "exhibitor",
        query: { status: "prepared", destination: "none", shipper: "none", q: "A1" },
      }),
      "GET /api/my-organization/parcels/labels": () => ({
        for: "exhibitor",
        query: { ids: bookId },
      }),
      "GET /api/my-organization/products": () => ({ for: "exhibitor", query: { q: "الأيام" } }),
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
      "GET /api/invoices/:invoiceId/xml": () => ({ for: "exhibitor", params: { invoiceId } }),
      "GET /api/admin/invoices": () => ({
        for: "admin",
        query: { event_id: eventId, status: "proof_submitted", q: "دار" },
      }),
      "GET /api/admin/invoices/export": () => ({ for: "admin", query: { status: "paid" } }),
      "GET /api/admin/invoices/:invoiceId": () => ({ for: "admin", params: { invoiceId } }),
      "GET /api/admin/invoices/:invoiceId/proof": () => ({ for: "admin", params: { invoiceId } }),
      "GET /api/admin/invoices/:invoiceId/xml": () => ({
        for: "admin",
        params: { invoiceId },
        query: { kind: "invoice" },
      }),
      "GET /api/admin/e-invoices": () => ({ for: "admin", query: { status: "cleared" } }),
      "POST /api/admin/e-invoices/:documentId/retry": () => ({
        for: "admin",
        params: { documentId: eInvoiceId },
      }),
      "GET /api/admin/seller": () => ({ for: "admin" }),
      "PUT /api/admin/seller": () => ({
        for: "admin",
        json: sellerData,
      }),
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
      // The fair guide's portal side (issue 29).
      "GET /api/organizations/:id/guide-profile": () => ({
        for: "exhibitor",
        params: organization,
      }),
      "GET /api/my-organization/guide-profile": () => ({ for: "exhibitor" }),
      "PUT /api/organizations/:id/guide-profile": () => ({
        for: "exhibitor",
        params: organization,
        json: {
          description_ar: "دار سعودية للأدب.",
          description_en: "A Saudi house of literature.",
          website: "https://dar.example",
          public_email: "info@dar.example",
          public_phone: "+966112345678",
        },
      }),
      "GET /api/admin/events/:eventId/guide": () => ({ for: "admin", params: { eventId } }),
      "POST /api/admin/events/:eventId/guide/publish": () => ({
        for: "admin",
        params: { eventId },
      }),
      "POST /api/admin/events/:eventId/guide/unpublish": () => ({
        for: "admin",
        params: { eventId },
      }),
      // Hidden once; the walk's later calls answer 409, "already hidden".
      "POST /api/admin/events/:eventId/guide/hidden": () => ({
        for: "admin",
        params: { eventId },
        json: { organization_id: organizationId, book_id: bookId, reason: "السعر غير صحيح" },
      }),
      "DELETE /api/admin/events/:eventId/guide/hidden/:hiddenId": () => ({
        for: "admin",
        params: { eventId, hiddenId: randomUUID() },
      }),
    };
  }

  beforeAll(async () => {
    const zatca = (await zatcaSimulation()).zatca;
    api = await createTestApp({ zatca });
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
    // The seller and the house's national address, so its invoice clears.
    await api.request("/api/admin/seller", {
      method: "PUT",
      headers: admin.headers(),
      json: sellerData,
    });
    await api.request(`/api/organizations/${organizationId}/national-address`, {
      method: "PUT",
      headers: exhibitor.headers(),
      json: nationalAddress,
    });

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
    // Booths of the walk's house: one held, one held with its invoice, one confirmed (badges).
    const reserve = async (booth: number, status: "held" | "confirmed") => {
      const [row] = await api.db
        .insert(boothReservations)
        .values({
          boothId: fair.booths[booth]!.id,
          eventId,
          requestId,
          organizationId,
          status,
          expiresAt: status === "held" ? new Date(Date.now() + 30 * 60_000) : null,
        })
        .returning();
      return row!.id;
    };
    reservationId = await reserve(1, "held");
    const issued = await api.request("/api/invoices", {
      headers: exhibitor.headers(),
      json: { reservation_id: await reserve(2, "held") },
    });
    const invoice = ((await issued.json()) as { data: { invoice: Invoice } }).data.invoice;
    invoiceId = invoice.id;
    eInvoiceId = invoice.e_invoice!.uuid;
    await clearDue(api.db, zatca, systemClock);
    await reserve(3, "confirmed");
    const named = await api.request("/api/badges", {
      method: "POST",
      headers: exhibitor.headers(),
      body: formData({ event_id: eventId, printed_name: "سارة", role: "staff", photo: png() }),
    });
    const badges = (
      (await named.json()) as { data: { badges: { id: string; public_id: string }[] } }
    ).data.badges;
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
  async function signedIn(user: TestUser, locale: "ar" | "en" = "en") {
    return {
      Authorization: `Bearer ${await issueToken(api.db, user.id)}`,
      "Accept-Language": locale,
    };
  }

  /** Every route of the API, from the app itself (middlewares are registered as ALL). */
  function routes(): string[] {
    const keys = api.app.routes
      .filter((route) => route.method !== "ALL" && route.path.startsWith("/api/"))
      .map((route) => `${route.method} ${route.path}`);
    return [...new Set(keys)].sort();
  }

  /** The sample call of `route`, varied as `call` says. */
  async function send({ route, as, user, params, texts, query, fields, body, locale }: Call) {
    const sample = samples()[route]!();
    const change: TextChange = texts ?? ((text) => text);
    const [method, pattern] = route.split(" ") as [string, string];
    const values = { ...sample.params, ...params };
    const path = pattern.replace(/:(\w+)/g, (_match, name: string) => values[name]!);
    // A fresh token for every call, so logging out in one call does not sign out the next.
    const headers = new Headers(
      await signedIn(user ?? (as === "admin" ? admin : exhibitor), locale),
    );
    const search = new URLSearchParams(
      mapTexts(sample.query ?? {}, change, "query") as Record<string, string>,
    );
    for (const [name] of query ?? []) search.delete(name);
    for (const [name, value] of query ?? []) search.append(name, value);
    let payload: RequestInit["body"];
    if (body) {
      // A FormData body writes its own type, with the boundary.
      if (body.contentType) headers.set("Content-Type", body.contentType);
      for (const [name, value] of Object.entries(body.headers ?? {})) headers.set(name, value);
      payload = body.content;
    } else if (sample.json !== undefined) {
      headers.set("Content-Type", "application/json");
      const json = mapTexts(sample.json, change, "json");
      payload = JSON.stringify(
        typeof json === "object" && json !== null && !Array.isArray(json)
          ? { ...json, ...fields }
          : json,
      );
    } else if (sample.form) {
      const form = new FormData();
      for (const [name, value] of Object.entries(sample.form)) {
        form.set(
          name,
          typeof value === "string"
            ? change(value, `form.${name}`)
            : new File([value], change(value.name, `form.${name}.name`), { type: value.type }),
        );
      }
      for (const [name, value] of Object.entries(fields ?? {})) {
        form.set(name, value instanceof File ? value : String(value));
      }
      payload = form;
    }
    const url = search.size > 0 ? `${path}?${search}` : path;
    return api.request(url, { method, headers, body: payload });
  }

  /**
   * Runs every call, then fails once with the list of calls whose answer a check found wrong.
   * Sequential: the samples share rows, and a check may read the database the call changed.
   */
  async function expectAnswers(calls: (Call & { check: Check })[]) {
    const wrong: string[] = [];
    // A 500 logs its cause; the list below is what the test reports.
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      for (const { check, ...request } of calls) {
        const response = await send(request);
        const problem = await check(response, request);
        if (problem !== undefined) {
          const what = request.changed ?? JSON.stringify(request.params ?? {});
          wrong.push(`${request.route} as ${request.as}, ${what}: ${problem}`);
        }
        // An answer left unread holds its stream open.
        if (!response.bodyUsed) await response.body?.cancel();
      }
    } finally {
      log.mockRestore();
    }
    expect(wrong).toEqual([]);
  }

  /** `expectAnswers` for calls that only have a status to meet. */
  function expectStatuses(calls: (Call & { expected: (status: number) => boolean })[]) {
    return expectAnswers(
      calls.map(({ expected, ...call }) => ({
        ...call,
        check: (response: Response) =>
          expected(response.status) ? undefined : String(response.status),
      })),
    );
  }

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

  return {
    get api() {
      return api;
    },
    get exhibitor() {
      return exhibitor;
    },
    get admin() {
      return admin;
    },
    get organizationId() {
      return organizationId;
    },
    get eventId() {
      return eventId;
    },
    get requestId() {
      return requestId;
    },
    /** The ids of rows that belong to the exhibitor's organization, or that it sent (an invitation). */
    organizationRows(): string[] {
      return [
        organizationId,
        importId,
        bookId,
        requestId,
        reservationId,
        invoiceId,
        badgeId,
        staffId,
        invitationId,
      ];
    },
    samples,
    routes,
    signedIn,
    send,
    expectAnswers,
    expectStatuses,
    asPersonas,
  };
}
