import { randomUUID } from "node:crypto";
import { PRIVACY_NOTICE_VERSION } from "@rawaq/domain/privacy";
import { DEFAULT_FAIR_RULES } from "@rawaq/domain/fair-rules";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { type ApiClient, createApiClient } from "../../../packages/api-client/src/client.ts";
import { ApiError } from "../../../packages/api-client/src/errors.ts";
import { issueAccountToken } from "../src/core/account-tokens.ts";
import { issueToken } from "../src/core/sessions.ts";
import {
  boothReservations,
  contactMessages,
  organizationMembers,
  organizations,
  participationRequests,
  zones,
} from "../src/db/schema/index.ts";
import { adjustableClock } from "../src/lib/clock.ts";
import {
  PDF,
  PNG,
  type TestUser,
  addApprovedBooks,
  approvedOrganizationRow,
  bankData,
  bookCsv,
  bookFields,
  createUser,
  fileForm,
  isbnFor,
  legalData,
  registerOrganization,
  signupFields,
  nationalAddress,
  sellerData,
} from "./fixtures.ts";
import { type TestApp, createTestApp } from "./helpers.ts";
import { zatcaSimulation } from "./zatca-simulation.ts";
import { clearDue } from "../src/core/zatca.ts";
import type { Zatca } from "../src/lib/zatca/unit.ts";
import { IN_WINDOW, booth, eventInput, insertFair } from "./participation-fixtures.ts";

// One contract between the web app's client (packages/api-client) and the API: every method of
// the client is called, with a plausible request, through the real app in-process (ky's `fetch`
// is the app's). Each call must reach a route the app has (not the 404 of a missing route, not
// a wrong method) and succeed, its answer passing the client's own valibot schema. The methods
// are read from the client itself: a method without a case below fails the first test.

const BASE = "http://rawaq.test/api";
const PASSWORD = "a long enough passphrase";

let api: TestApp;
let zatca: Zatca;
const clock = adjustableClock(IN_WINDOW);
let admin: TestUser;
let exhibitor: TestUser;
let founder: TestUser;
let ids: Record<string, string>;
/** What the cases make for the cases after them (a created request, a parcel's code…). */
const made: Record<string, string> = {};

/** The requests the client sent during the current case. */
const sent: { method: string; path: string }[] = [];

function through(input: string | URL | Request, init?: RequestInit): Promise<Response> {
  const request = new Request(input, init);
  sent.push({ method: request.method, path: new URL(request.url).pathname });
  return Promise.resolve(api.app.fetch(request));
}

/**
 * Uploads go through XMLHttpRequest in the browser (for progress); here through the same app.
 * Only what http.ts's `upload` uses.
 */
class AppXMLHttpRequest {
  status = 0;
  statusText = "";
  responseText = "";
  responseType = "";
  readonly upload = { addEventListener: () => {} };
  #method = "GET";
  #url = "";
  #headers: Record<string, string> = {};
  #listeners: Record<string, (() => void)[]> = {};
  open(method: string, url: string) {
    this.#method = method;
    this.#url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.#headers[name] = value;
  }
  addEventListener(type: string, listener: () => void) {
    (this.#listeners[type] ??= []).push(listener);
  }
  send(body: FormData) {
    const emit = (type: string) => this.#listeners[type]?.forEach((listener) => listener());
    through(this.#url, { method: this.#method, headers: this.#headers, body }).then(
      async (response) => {
        this.status = response.status;
        this.statusText = response.statusText;
        this.responseText = await response.text();
        emit("load");
      },
      () => emit("error"),
    );
  }
}

/** A client signed in as `user` with a session of its own (a logout ends only that one). */
async function as(user?: TestUser): Promise<ApiClient> {
  const token = user ? await issueToken(api.db, user.id) : undefined;
  return createApiClient({
    baseUrl: BASE,
    getToken: () => token,
    getLocale: () => "en",
    fetch: through,
  });
}

/** Every method of the client, by its path (`login`, `logistics.admin.scan`). */
function methodsOf(client: object, prefix = ""): string[] {
  return Object.entries(client).flatMap(([name, value]) => {
    if (typeof value === "function") return [`${prefix}${name}`];
    if (typeof value === "object" && value !== null) return methodsOf(value, `${prefix}${name}.`);
    return [];
  });
}

/** The route of the app a request reaches, or undefined for none (404 of no route, 405). */
function routeOf(method: string, path: string): string | undefined {
  return api.app.routes
    .filter((route) => route.method === method && route.path.startsWith("/api/"))
    .map((route) => route.path)
    .find((pattern) => {
      const source = pattern
        .split("/")
        .map((part) =>
          part.startsWith(":") ? "[^/]+" : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"),
        )
        .join("/");
      return new RegExp(`^${source}/?$`).test(path);
    });
}

const png = (name = "photo.png") => new File([PNG], name, { type: "image/png" });
const csvFile = (serial: number) =>
  new File(
    [
      bookCsv([
        ["الأيام", "طه حسين", "مصري", "العربية", isbnFor(serial), "1929-01-01", "دار المعارف"],
      ]),
    ],
    "books.csv",
    { type: "text/csv" },
  );
const book = (serial: number) =>
  bookFields(serial, { title: `كتاب ${serial}`, author: "مؤلف" }) as Parameters<
    ApiClient["createBook"]
  >[1];
const logisticsDraft = (number: string) => ({
  quantity: "12",
  price: "35.50",
  barcode: "978-0-306-40615-7",
  parcels: [{ number, quantity: 12 }],
});
const shipper = {
  name_ar: "شركة النقل السريع",
  name_en: "Fast Freight",
  phone: "+966500000000",
  email: "ops@freight.test",
  active: true,
};

const event = { ...eventInput, latitude: null, longitude: null };

type Case = () => Promise<unknown>;

/**
 * One case per method, run in this order: those that change what others read come after them
 * (the review decisions before the logistics steps that need approved books, ends of sessions
 * on sessions of their own).
 */
const CASES: Record<string, Case> = {
  getHealth: async () => (await as()).getHealth(),
  sendContactMessage: async () =>
    (await as()).sendContactMessage({
      name: "سارة",
      email: "sara@example.sa",
      subject: "الجناح",
      body: "متى يبدأ التجهيز؟",
    }),
  register: async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries(signupFields(`c-${randomUUID()}@example.sa`))) {
      form.set(name, value);
    }
    form.set("personal_image", png());
    return (await as()).register(form);
  },
  login: async () => (await as()).login({ email: exhibitor.email, password: PASSWORD }),
  logout: async () => (await as(exhibitor)).logout(),
  requestPasswordReset: async () => (await as()).requestPasswordReset(exhibitor.email),
  checkResetLink: async () =>
    (await as()).checkResetLink(await issueAccountToken(api.db, founder.id, "password_reset")),
  resetPassword: async () =>
    (await as()).resetPassword({
      token: await issueAccountToken(api.db, founder.id, "password_reset"),
      password: PASSWORD,
      password_confirmation: PASSWORD,
    }),
  checkEmailChangeLink: async () =>
    (await as()).checkEmailChangeLink(
      await issueAccountToken(api.db, founder.id, "email_change", `moved-${randomUUID()}@x.sa`),
    ),
  confirmEmailChange: async () =>
    (await as()).confirmEmailChange(
      await issueAccountToken(api.db, founder.id, "email_change", `moved-${randomUUID()}@x.sa`),
    ),

  getProfile: async () => (await as(exhibitor)).getProfile(),
  updateProfile: async () =>
    (await as(exhibitor)).updateProfile({
      first_name: "نورة",
      last_name: "القحطاني",
      phone: "+966501234567",
      country: "SA",
      city: "SA-JEDDAH",
      district: "الروضة",
      street: "شارع الأمير سلطان",
    }),
  setLocale: async () => (await as(exhibitor)).setLocale("ar"),
  changePassword: async () =>
    (await as(exhibitor)).changePassword({
      current_password: PASSWORD,
      password: PASSWORD,
      password_confirmation: PASSWORD,
    }),
  requestEmailChange: async () =>
    (await as(exhibitor)).requestEmailChange(`moved-${randomUUID()}@example.sa`),
  uploadProfilePhoto: async () => (await as(exhibitor)).uploadProfilePhoto(png()),
  getProfilePhoto: async () => (await as(exhibitor)).getProfilePhoto(),
  uploadIdentityDocument: async () => (await as(exhibitor)).uploadIdentityDocument(png()),
  getSessions: async () => (await as(exhibitor)).getSessions(),
  endSession: async () => {
    const client = await as(exhibitor);
    const { data } = await client.getSessions();
    const other = data.sessions.find((session) => !session.is_current);
    return client.endSession(other!.id);
  },
  endAllSessions: async () => (await as(founder)).endAllSessions(),

  getOrganizations: async () => (await as(exhibitor)).getOrganizations(),
  createOrganization: async () => (await as(await createUser(api))).createOrganization(legalData()),
  updateOrganization: async () =>
    (await as(exhibitor)).updateOrganization(ids.organization!, {
      commercial_registration_expires_on: "2032-01-31",
      publishing_licence_expires_on: "2031-06-30",
    }),
  uploadOrganizationDocument: async () =>
    (await as(exhibitor)).uploadOrganizationDocument(ids.organization!, "logo", png("logo.png")),
  getOrganizationDocument: async () =>
    (await as(exhibitor)).getOrganizationDocument(ids.organization!, "logo"),
  submitOrganization: async () => (await as(founder)).submitOrganization(ids.draft!),
  updateNationalAddress: async () =>
    (await as(exhibitor)).updateNationalAddress(ids.organization!, nationalAddress),
  getMembers: async () => (await as(exhibitor)).getMembers(),
  getOrganizationAudit: async () =>
    (await as(exhibitor)).getOrganizationAudit({ page: 1, per_page: 5 }),
  inviteMember: async () =>
    (await as(exhibitor)).inviteMember(ids.organization!, (await createUser(api)).email),
  cancelInvitation: async () => {
    const client = await as(exhibitor);
    const { data } = await client.inviteMember(ids.organization!, (await createUser(api)).email);
    return client.cancelInvitation(ids.organization!, data.invitation.id);
  },
  getMyInvitations: async () => (await as(exhibitor)).getMyInvitations(),
  respondToInvitation: async () => {
    const invitee = await createUser(api);
    const { data } = await (await as(exhibitor)).inviteMember(ids.organization!, invitee.email);
    return (await as(invitee)).respondToInvitation(data.invitation.id, "decline");
  },
  removeMember: async () => (await as(exhibitor)).removeMember(ids.organization!, ids.staff!),

  getNotifications: async () => (await as(exhibitor)).getNotifications({ page: 1 }),
  markNotificationsRead: async () => (await as(exhibitor)).markNotificationsRead(),

  getBooksByOrganization: async () =>
    (await as(exhibitor)).getBooksByOrganization(ids.organization!, { status: "approved" }),
  getMyBooks: async () => (await as(exhibitor)).getMyBooks({ q: "كتاب", page: 1 }),
  createBook: async () => {
    const answer = await (await as(exhibitor)).createBook(ids.organization!, book(801));
    made.pendingBook = answer.data.book.id;
    return answer;
  },
  uploadBookList: async () => {
    const answer = await (await as(exhibitor)).uploadBookList(ids.organization!, csvFile(802));
    made.bookImport = answer.data.import.id;
    return answer;
  },
  getBookImport: async () => (await as(exhibitor)).getBookImport(made.bookImport!, { page: 1 }),
  commitBookImport: async () => (await as(exhibitor)).commitBookImport(made.bookImport!),
  bookTemplateUrl: async () => {
    const url = (await as()).bookTemplateUrl("ar", "csv");
    const response = await through(url);
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return response.blob();
  },

  "admin.getSummary": async () => (await as(admin)).admin.getSummary(),
  "admin.listOrganizations": async () =>
    (await as(admin)).admin.listOrganizations({ status: "approved", page: 1 }),
  "admin.getOrganization": async () => (await as(admin)).admin.getOrganization(ids.organization!),
  "admin.decideOrganization": async () =>
    (await as(admin)).admin.decideOrganization(ids.draft!, "approve"),
  "admin.listBooks": async () =>
    (await as(admin)).admin.listBooks({ status: "pending", organization_id: ids.organization }),
  "admin.bookQueueOrganizations": async () =>
    (await as(admin)).admin.bookQueueOrganizations({ status: "pending" }),
  "admin.decideBooks": async () =>
    (await as(admin)).admin.decideBooks([made.pendingBook!], "approve"),
  "admin.decideMatchingBooks": async () => {
    const client = await as(admin);
    const query = { status: "pending" as const, organization_id: ids.organization! };
    const { data } = await client.admin.listBooks(query);
    return client.admin.decideMatchingBooks({
      ...query,
      count: data.meta.total,
      decision: "approve",
    });
  },
  "admin.exportBooks": async () =>
    (await as(admin)).admin.exportBooks({ format: "csv", organization_id: ids.organization }),
  "admin.getAudit": async () =>
    (await as(admin)).admin.getAudit({ organization_id: ids.organization }),
  "admin.listUsers": async () => (await as(admin)).admin.listUsers({ q: "سارة" }),
  "admin.changeUser": async () =>
    (await as(admin)).admin.changeUser((await createUser(api)).id, { is_disabled: true }),
  "admin.getOutbox": async () => (await as(admin)).admin.getOutbox({ per_page: 5 }),
  "admin.getUserIdentityDocument": async () =>
    (await as(admin)).admin.getUserIdentityDocument(exhibitor.id, "organization_review"),
  "admin.getUserDocumentAccess": async () =>
    (await as(admin)).admin.getUserDocumentAccess(exhibitor.id),
  getDocumentAccess: async () => (await as(exhibitor)).getDocumentAccess(),
  exportMyData: async () => (await as(exhibitor)).exportMyData(),
  getPrivacyTerms: async () => (await as()).getPrivacyTerms(),
  acceptPrivacyNotice: async () =>
    (await as(exhibitor)).acceptPrivacyNotice(PRIVACY_NOTICE_VERSION),
  deleteAccount: async () => {
    const password = "a long enough passphrase";
    return (await as(await createUser(api, { password }))).deleteAccount(password);
  },
  "admin.deleteUser": async () =>
    (await as(admin)).admin.deleteUser((await createUser(api)).id, "Asked by mail"),

  // Logistics: every approved book's data, then its parcels sent, then their shipper.
  "logistics.listBooks": async () => (await as(exhibitor)).logistics.listBooks({ state: "all" }),
  "logistics.getProgress": async () => (await as(exhibitor)).logistics.getProgress(),
  "logistics.getBook": async () => (await as(exhibitor)).logistics.getBook(ids.approvedBook!),
  "logistics.saveBook": async () =>
    (await as(exhibitor)).logistics.saveBook(
      ids.organization!,
      ids.approvedBook!,
      logisticsDraft("A1"),
    ),
  "logistics.saveBooks": async () => {
    const client = await as(exhibitor);
    const { data } = await client.logistics.listBooks({ state: "all", per_page: 100 });
    return client.logistics.saveBooks(
      ids.organization!,
      data.books.map((entry, index) => ({
        book_id: entry.book_id,
        data: logisticsDraft(`B${index + 1}`),
      })),
    );
  },
  "logistics.dataTemplate": async () =>
    (await as(exhibitor)).logistics.dataTemplate(ids.organization!, "ar", "csv"),
  "logistics.uploadData": async () => {
    const client = await as(exhibitor);
    const sheet = await client.logistics.dataTemplate(ids.organization!, "en", "csv");
    const answer = await client.logistics.uploadData(
      ids.organization!,
      new File([sheet], "data.csv", { type: "text/csv" }),
    );
    made.dataImport = answer.data.import.id;
    return answer;
  },
  "logistics.getDataImport": async () =>
    (await as(exhibitor)).logistics.getDataImport(ids.organization!, made.dataImport!),
  "logistics.commitDataImport": async () =>
    (await as(exhibitor)).logistics.commitDataImport(ids.organization!, made.dataImport!),
  "logistics.listParcels": async () => (await as(exhibitor)).logistics.listParcels({ page: 1 }),
  "logistics.labels": async () => (await as(exhibitor)).logistics.labels({ destination: "none" }),
  "logistics.exportParcels": async () =>
    (await as(exhibitor)).logistics.exportParcels(ids.organization!, { format: "csv" }),
  "logistics.sendParcels": async () => {
    const client = await as(exhibitor);
    const { data } = await client.logistics.listParcels({ per_page: 100 });
    return client.logistics.sendParcels(
      ids.organization!,
      data.parcels.map((parcel) => parcel.id),
      "storage",
    );
  },
  "logistics.listShippers": async () => (await as(exhibitor)).logistics.listShippers(),
  "logistics.assignShipper": async () => {
    const client = await as(exhibitor);
    const { data } = await client.logistics.listParcels({ per_page: 100 });
    made.parcel = data.parcels[0]!.id;
    made.parcelCode = data.parcels[0]!.code;
    return client.logistics.assignShipper(
      ids.organization!,
      data.parcels.map((parcel) => parcel.id),
      ids.shipper!,
    );
  },
  "logistics.listProducts": async () => (await as(exhibitor)).logistics.listProducts({ q: "" }),
  "logistics.admin.listShippers": async () => (await as(admin)).logistics.admin.listShippers(),
  "logistics.admin.createShipper": async () =>
    (await as(admin)).logistics.admin.createShipper({ ...shipper, name_en: "Second Freight" }),
  "logistics.admin.updateShipper": async () =>
    (await as(admin)).logistics.admin.updateShipper(ids.shipper!, shipper),
  "logistics.admin.listParcels": async () =>
    (await as(admin)).logistics.admin.listParcels({ organization_id: ids.organization }),
  "logistics.admin.parcelOrganizations": async () =>
    (await as(admin)).logistics.admin.parcelOrganizations({ destination: "sent" }),
  "logistics.admin.exportParcels": async () =>
    (await as(admin)).logistics.admin.exportParcels({ format: "csv" }),
  "logistics.admin.manifest": async () =>
    (await as(admin)).logistics.admin.manifest(ids.organization!, "storage"),
  "logistics.admin.moveParcels": async () =>
    (await as(admin)).logistics.admin.moveParcels([made.parcel!], "in_transit"),
  "logistics.admin.scan": async () => (await as(admin)).logistics.admin.scan(made.parcelCode!),

  // Fair participation.
  "participation.listEvents": async () => (await as(exhibitor)).participation.listEvents(),
  "participation.getEvent": async () => (await as(exhibitor)).participation.getEvent(ids.event!),
  "participation.getPlan": async () => (await as(exhibitor)).participation.getPlan(ids.event!),
  "participation.watchPlan": async () => {
    const client = await as(exhibitor);
    await new Promise<void>((resolve, reject) => {
      const close = client.participation.watchPlan(ids.event!, {
        onOpen: () => {
          close();
          resolve();
        },
        onBooths: () => {},
        onLayout: () => {},
        onClose: () => reject(new Error("the plan's stream closed before it opened")),
      });
    });
  },
  "participation.listRequests": async () => (await as(exhibitor)).participation.listRequests(),
  "participation.unreadRequestMessages": async () =>
    (await as(exhibitor)).participation.unreadRequestMessages(),
  "participation.createRequest": async () => {
    const answer = await (
      await as(exhibitor)
    ).participation.createRequest({
      event_id: ids.otherEvent!,
      requested_area: 9,
      booth_type: "standard",
      titles_count: 4,
      notes: "ملاحظة",
    });
    made.request = answer.data.request.id;
    return answer;
  },
  "participation.getRequest": async () =>
    (await as(exhibitor)).participation.getRequest(made.request!),
  "participation.updateRequest": async () =>
    (await as(exhibitor)).participation.updateRequest(made.request!, {
      requested_area: 12,
      booth_type: "standard",
      titles_count: 5,
      notes: "",
    }),
  "participation.sendRequestMessage": async () =>
    (await as(exhibitor)).participation.sendRequestMessage(made.request!, "سؤال عن الجناح"),
  "participation.submitRequest": async () =>
    (await as(exhibitor)).participation.submitRequest(made.request!),
  "participation.admin.listRequests": async () =>
    (await as(admin)).participation.admin.listRequests({ status: "submitted" }),
  "participation.admin.unreadRequestMessages": async () =>
    (await as(admin)).participation.admin.unreadRequestMessages(),
  "participation.admin.getRequest": async () =>
    (await as(admin)).participation.admin.getRequest(made.request!),
  "participation.admin.sendRequestMessage": async () =>
    (await as(admin)).participation.admin.sendRequestMessage(made.request!, "أهلًا"),
  "participation.admin.decideRequest": async () =>
    (await as(admin)).participation.admin.decideRequest(made.request!, {
      decision: "reject",
      approved_area: null,
      reason: "لا توجد مساحة",
    }),
  "participation.admin.createEvent": async () =>
    (await as(admin)).participation.admin.createEvent(event),
  "participation.admin.updateEvent": async () =>
    (await as(admin)).participation.admin.updateEvent(ids.otherEvent!, event),
  "participation.admin.createZone": async () =>
    (await as(admin)).participation.admin.createZone(ids.event!, {
      code: "Z1",
      name_ar: "قاعة",
      name_en: "Hall",
      plan_width: 20,
      plan_height: 10,
    }),
  "participation.admin.updateZone": async () =>
    (await as(admin)).participation.admin.updateZone(ids.zone!, {
      code: "A",
      name_ar: "القاعة",
      name_en: "Hall",
      plan_width: 200,
      plan_height: 10,
    }),
  "participation.admin.saveLayout": async () =>
    (await as(admin)).participation.admin.saveLayout(ids.spareZone!, [
      booth("S-1", 0, 0) as Parameters<ApiClient["participation"]["admin"]["saveLayout"]>[1][0],
    ]),
  "participation.admin.importBooths": async () =>
    (await as(admin)).participation.admin.importBooths(
      ids.spareZone!,
      new File(
        [
          "code,type,area_square_metres,price_mode,price_halalas,x,y,width,height\nS-9,standard,9,fixed,100,9,5,3,3\n",
        ],
        "booths.csv",
        { type: "text/csv" },
      ),
    ),
  "participation.myReservations": async () =>
    (await as(exhibitor)).participation.myReservations(ids.event),
  "participation.holdBooth": async () => {
    const answer = await (await as(exhibitor)).participation.holdBooth(ids.freeBooth!);
    made.reservation = answer.data.reservation.id;
    return answer;
  },
  "participation.cancelReservation": async () =>
    (await as(exhibitor)).participation.cancelReservation(ids.heldReservation!),
  "participation.admin.listReservations": async () =>
    (await as(admin)).participation.admin.listReservations({ event_id: ids.event }),
  "participation.admin.exportReservations": async () =>
    (await as(admin)).participation.admin.exportReservations({ event_id: ids.event }),
  "participation.admin.confirmReservation": async () =>
    (await as(admin)).participation.admin.confirmReservation(made.reservation!),
  "participation.admin.cancelReservation": async () =>
    (await as(admin)).participation.admin.cancelReservation(made.reservation!),

  // Payments.
  "payments.listInvoices": async () => (await as(exhibitor)).payments.listInvoices(),
  "payments.issueInvoice": async () =>
    (await as(exhibitor)).payments.issueInvoice(ids.invoicedReservation!),
  "payments.getInvoice": async () => (await as(exhibitor)).payments.getInvoice(ids.invoice!),
  "payments.submitProof": async () =>
    (await as(exhibitor)).payments.submitProof(ids.invoice!, png("receipt.png"), randomUUID()),
  "payments.getProof": async () => (await as(exhibitor)).payments.getProof(ids.invoice!),
  "payments.getInvoiceXml": async () => (await as(exhibitor)).payments.getInvoiceXml(ids.invoice!),
  "payments.updateBankAccount": async () =>
    (await as(exhibitor)).payments.updateBankAccount(ids.organization!, {
      ...bankData,
      vat_number: "300123456789003",
    } as Parameters<ApiClient["payments"]["updateBankAccount"]>[1]),
  "payments.admin.listInvoices": async () => (await as(admin)).payments.admin.listInvoices(),
  "payments.admin.exportInvoices": async () => (await as(admin)).payments.admin.exportInvoices(),
  "payments.admin.getInvoice": async () =>
    (await as(admin)).payments.admin.getInvoice(ids.invoice!),
  "payments.admin.getProof": async () => (await as(admin)).payments.admin.getProof(ids.invoice!),
  "payments.admin.getInvoiceXml": async () =>
    (await as(admin)).payments.admin.getInvoiceXml(ids.invoice!),
  "payments.admin.listEInvoices": async () =>
    (await as(admin)).payments.admin.listEInvoices({ status: "cleared" }),
  // The invoice payments.issueInvoice issued waits to be sent: the administration sends it now.
  "payments.admin.retryEInvoice": async () => {
    const client = await as(admin);
    const waiting = await client.payments.admin.listEInvoices({ status: "signed" });
    return client.payments.admin.retryEInvoice(waiting.data.documents[0]!.id);
  },
  "payments.admin.decideInvoice": async () =>
    (await as(admin)).payments.admin.decideInvoice(ids.invoice!, {
      decision: "reject",
      reason: "المبلغ غير مطابق",
    }),
  "payments.admin.getSeller": async () => (await as(admin)).payments.admin.getSeller(),
  "payments.admin.updateSeller": async () =>
    (await as(admin)).payments.admin.updateSeller(sellerData),

  // Badges.
  "badges.myBadges": async () => (await as(exhibitor)).badges.myBadges(ids.event),
  "badges.nameBadge": async () => {
    const answer = await (
      await as(exhibitor)
    ).badges.nameBadge({
      event_id: ids.event!,
      printed_name: "خالد",
      role: "staff",
      photo: png(),
    });
    made.badge = answer.data.badges[0]!.id;
    made.publicBadge = answer.data.badges[0]!.public_id;
    return answer;
  },
  "badges.publicBadge": async () => (await as()).badges.publicBadge(made.publicBadge!),
  "badges.revokeBadge": async () => (await as(exhibitor)).badges.revokeBadge(made.badge!),
  "badges.admin.listBadges": async () =>
    (await as(admin)).badges.admin.listBadges({ organization_id: ids.organization }),
  "badges.admin.setAllowance": async () =>
    (await as(admin)).badges.admin.setAllowance({
      organization_id: ids.organization!,
      event_id: ids.event!,
      allowance: 6,
    }),
  "badges.admin.revokeBadge": async () =>
    (await as(admin)).badges.admin.revokeBadge(ids.badge!, "لم يعد يعمل لدى الدار"),

  // The administration's inbox.
  "inbox.listMessages": async () => (await as(admin)).inbox.listMessages({ filter: "unread" }),
  "inbox.getMessage": async () => (await as(admin)).inbox.getMessage(ids.contactMessage!),
  "inbox.markRead": async () => (await as(admin)).inbox.markRead(ids.contactMessage!, false),
  "inbox.markHandled": async () => (await as(admin)).inbox.markHandled(ids.contactMessage!, true),
  "inbox.assign": async () => (await as(admin)).inbox.assign(ids.contactMessage!, admin.id),
  "inbox.reply": async () =>
    (await as(admin)).inbox.reply(ids.contactMessage!, "أهلًا، نعم يمكن ذلك."),

  // The fair guide's portal side: a house's page, then its event's guide run by the administration.
  "guide.getProfile": async () => (await as(exhibitor)).guide.getProfile(ids.organization!),
  "guide.getMyProfile": async () => (await as(exhibitor)).guide.getMyProfile(),
  "guide.saveProfile": async () =>
    (await as(exhibitor)).guide.saveProfile(ids.organization!, {
      description_ar: "دار سعودية للأدب.",
      description_en: "A Saudi house of literature.",
      website: "https://dar.example",
      public_email: "info@dar.example",
      public_phone: "+966112345678",
    }),
  // The fair's rules (issue 32), left off so the other cases' sendings are not refused.
  "fairRules.getFairRules": async () => (await as(exhibitor)).fairRules.getFairRules(),
  "fairRules.admin.getFairRules": async () =>
    (await as(admin)).fairRules.admin.getFairRules(ids.event!),
  "fairRules.admin.saveFairRules": async () =>
    (await as(admin)).fairRules.admin.saveFairRules(ids.event!, DEFAULT_FAIR_RULES),
  "fairRules.admin.refuseTitle": async () =>
    (await as(admin)).fairRules.admin.refuseTitle(ids.event!, {
      isbn: "9780306406157",
      reason_ar: "عنوان مرفوض",
      reason_en: "A refused title",
    }),
  "fairRules.admin.admitTitle": async () => {
    const client = await as(admin);
    await client.fairRules.admin.refuseTitle(ids.event!, {
      isbn: "9781861972712",
      reason_ar: "عنوان مرفوض",
      reason_en: "A refused title",
    });
    return client.fairRules.admin.admitTitle(ids.event!, "9781861972712");
  },
  "fairRules.admin.getRuleBreaches": async () =>
    (await as(admin)).fairRules.admin.getRuleBreaches(ids.event!),
  "fairRules.admin.grantException": async () =>
    (await as(admin)).fairRules.admin.grantException(ids.event!, {
      organization_id: ids.organization!,
      rule: "copies_per_title",
      reason: "A reference work",
    }),
  "fairRules.admin.withdrawException": async () => {
    const client = await as(admin);
    await client.fairRules.admin.grantException(ids.event!, {
      organization_id: ids.organization!,
      rule: "publication_age",
      reason: "Classics",
    });
    return client.fairRules.admin.withdrawException(
      ids.event!,
      ids.organization!,
      "publication_age",
    );
  },
  // The administration's dashboard (issue 32).
  "dashboard.get": async () => (await as(admin)).dashboard.get(ids.event!),
  // The fair's deadlines (issue 32).
  "deadlines.getTasks": async () => (await as(exhibitor)).deadlines.getTasks(),
  "deadlines.admin.getDeadlines": async () =>
    (await as(admin)).deadlines.admin.getDeadlines(ids.event!),
  "deadlines.admin.saveDeadlines": async () =>
    (await as(admin)).deadlines.admin.saveDeadlines(ids.event!, {
      participation_request: "2026-09-20",
      book_list: null,
      complete_data: null,
      parcel_delivery: "2026-10-15",
      payment: null,
      reminder_days_before: 7,
    }),
  "deadlines.admin.getReminders": async () =>
    (await as(admin)).deadlines.admin.getReminders(ids.event!),
  "deadlines.admin.sendReminder": async () => {
    // A house that has not asked to take part yet: the request's step is left.
    const [house] = await api.db
      .insert(organizations)
      .values(approvedOrganizationRow(8801))
      .returning({ id: organizations.id });
    await api.db
      .insert(organizationMembers)
      .values({ organizationId: house!.id, userId: (await createUser(api)).id, role: "manager" });
    return (await as(admin)).deadlines.admin.sendReminder(ids.event!, {
      organization_id: house!.id,
      deadline: "participation_request",
    });
  },
  "guide.admin.getGuide": async () => (await as(admin)).guide.admin.getGuide(ids.event!),
  "guide.admin.publishGuide": async () => (await as(admin)).guide.admin.publishGuide(ids.event!),
  "guide.admin.unpublishGuide": async () =>
    (await as(admin)).guide.admin.unpublishGuide(ids.event!),
  "guide.admin.hideFromGuide": async () => {
    const answer = await (
      await as(admin)
    ).guide.admin.hideFromGuide(ids.event!, {
      organization_id: ids.organization!,
      reason: "الترخيص قيد المراجعة",
    });
    made.guideHidden = answer.data.id;
    return answer;
  },
  "guide.admin.showInGuide": async () =>
    (await as(admin)).guide.admin.showInGuide(ids.event!, made.guideHidden!),
};

/** A failed call, told with what the server or the schema said. */
function failure(error: unknown): string {
  if (error instanceof ApiError) {
    const detail = error.cause ? ` ${JSON.stringify(error.cause)}` : "";
    return `${error.status} ${error.message} ${JSON.stringify(error.errors)}${detail}`;
  }
  return error instanceof Error ? error.message : String(error);
}

beforeAll(async () => {
  // E-invoicing in simulation, so the invoices' XML and the clearance queue answer too.
  zatca = (await zatcaSimulation()).zatca;
  api = await createTestApp({ clock, zatca });
  vi.stubGlobal("XMLHttpRequest", AppXMLHttpRequest);
  admin = await createUser(api, { role: "admin" });
  exhibitor = await createUser(api, { password: PASSWORD, withIdentityDocument: false });
  await api.request("/api/profile/identity-document", {
    method: "POST",
    headers: exhibitor.headers(),
    body: fileForm(PNG, "id.png", "image/png"),
  });
  const organization = await registerOrganization(api, exhibitor, { approveWith: admin });
  const [approvedBook] = await addApprovedBooks(
    api,
    { user: exhibitor, admin },
    organization,
    [701],
  );

  // A staff member, for removeMember.
  const staff = await createUser(api);
  const invited = await api.request(`/api/organizations/${organization}/invitations`, {
    headers: exhibitor.headers(),
    json: { email: staff.email },
  });
  const invitation = ((await invited.json()) as { data: { invitation: { id: string } } }).data
    .invitation;
  await api.request(`/api/invitations/${invitation.id}/accept`, {
    method: "POST",
    headers: staff.headers(),
  });

  // A complete draft of another house, for submitOrganization and the admin's decision.
  founder = await createUser(api);
  const created = await api.request("/api/organizations", {
    headers: founder.headers(),
    json: legalData(),
  });
  const draft = ((await created.json()) as { data: { organization: { id: string } } }).data
    .organization.id;
  await api.request(`/api/organizations/${draft}`, {
    method: "PATCH",
    headers: founder.headers(),
    json: bankData,
  });
  for (const [kind, bytes, name] of [
    ["logo", PNG, "logo.png"],
    ["commercial_registration", PDF, "cr.pdf"],
    ["publishing_licence", PDF, "licence.pdf"],
  ] as const) {
    await api.request(`/api/organizations/${draft}/documents/${kind}`, {
      method: "PUT",
      headers: founder.headers(),
      body: fileForm(bytes, name),
    });
  }

  // The fair: an approved request, a held booth, one held with its invoice, a confirmed one.
  const fair = await insertFair(api, 6);
  const otherFair = await insertFair(api, 1);
  const [spare] = await api.db
    .insert(zones)
    .values({
      eventId: fair.event.id,
      code: "S",
      nameAr: "احتياط",
      nameEn: "Spare",
      planWidth: 200,
      planHeight: 200,
    })
    .returning();
  const [request] = await api.db
    .insert(participationRequests)
    .values({
      organizationId: organization,
      eventId: fair.event.id,
      status: "approved",
      requestedArea: 54,
      approvedArea: 54,
      boothType: "standard",
      titlesCount: 4,
    })
    .returning();
  const reserve = async (index: number, status: "held" | "confirmed") => {
    const [row] = await api.db
      .insert(boothReservations)
      .values({
        boothId: fair.booths[index]!.id,
        eventId: fair.event.id,
        requestId: request!.id,
        organizationId: organization,
        status,
        expiresAt: status === "held" ? new Date(IN_WINDOW.getTime() + 30 * 60_000) : null,
      })
      .returning();
    return row!.id;
  };
  const heldReservation = await reserve(1, "held");
  await api.request("/api/admin/seller", {
    method: "PUT",
    headers: admin.headers(),
    json: sellerData,
  });
  // A Saudi house's tax invoice names its national address: given before the booth is confirmed.
  await api.request(`/api/organizations/${organization}/national-address`, {
    method: "PUT",
    headers: exhibitor.headers(),
    json: nationalAddress,
  });
  const issued = await api.request("/api/invoices", {
    headers: exhibitor.headers(),
    json: { reservation_id: await reserve(2, "held") },
  });
  const invoice = ((await issued.json()) as { data: { invoice: { id: string } } }).data.invoice.id;
  await clearDue(api.db, zatca, clock);
  await reserve(3, "confirmed");
  const invoicedReservation = await reserve(4, "held");
  const named = await api.request("/api/badges", {
    method: "POST",
    headers: exhibitor.headers(),
    body: (() => {
      const form = new FormData();
      form.set("event_id", fair.event.id);
      form.set("printed_name", "سارة");
      form.set("role", "staff");
      form.set("photo", png());
      return form;
    })(),
  });
  const badge = ((await named.json()) as { data: { badges: { id: string }[] } }).data.badges[0]!.id;
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
  const shipperAnswer = await api.request("/api/admin/shippers", {
    headers: admin.headers(),
    json: shipper,
  });
  ids = {
    organization,
    approvedBook: approvedBook!,
    staff: staff.id,
    draft,
    event: fair.event.id,
    otherEvent: otherFair.event.id,
    zone: fair.zone.id,
    spareZone: spare!.id,
    freeBooth: fair.booths[0]!.id,
    heldReservation,
    invoicedReservation,
    invoice,
    badge,
    contactMessage: contact!.id,
    shipper: ((await shipperAnswer.json()) as { data: { shipper: { id: string } } }).data.shipper
      .id,
  };
  // Seeding signs in, approves and uploads through the app: on a busy machine, past 30 s.
}, 120_000);

afterAll(async () => {
  vi.unstubAllGlobals();
  await api?.close();
});

test("every method of the client has a case, and every case a method", async () => {
  const methods = methodsOf(await as()).sort();
  expect(methods.filter((method) => !(method in CASES))).toEqual([]);
  expect(Object.keys(CASES).filter((name) => !methods.includes(name))).toEqual([]);
});

describe("each method reaches a route of the API and its answer passes the client's schema", () => {
  for (const [name, run] of Object.entries(CASES)) {
    test(name, async () => {
      sent.length = 0;
      const outcome = await run().then(
        (answer) => ({ answer }),
        (error: unknown) => ({ error: failure(error) }),
      );
      const unrouted = sent
        .filter(({ method, path }) => !routeOf(method, path))
        .map(({ method, path }) => `${method} ${path}`);
      expect(sent.length, "requests sent").toBeGreaterThan(0);
      expect(unrouted, "requests that name no route of the API").toEqual([]);
      expect("error" in outcome ? outcome.error : undefined, "the call's failure").toBeUndefined();
      const { answer } = outcome as { answer: unknown };
      if (answer instanceof Blob) expect(answer.size).toBeGreaterThan(0);
    });
  }
});
