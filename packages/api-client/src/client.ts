import { auditCalls } from "./audit.ts";
import { authCalls } from "./auth.ts";
import { badgeCalls } from "./badges.ts";
import { bookCalls } from "./books.ts";
import { contactCalls, inboxCalls } from "./contact.ts";
import { dashboardCalls } from "./dashboard.ts";
import { deadlineCalls } from "./deadlines.ts";
import { eventCalls } from "./events.ts";
import { fairRuleCalls } from "./fair-rules.ts";
import { guideCalls } from "./guide.ts";
import { healthCalls } from "./health.ts";
import { type ApiClientOptions, createHttp } from "./http.ts";
import { logisticsCalls } from "./logistics.ts";
import { notificationCalls } from "./notifications.ts";
import { organizationCalls } from "./organizations.ts";
import { outboxCalls } from "./outbox.ts";
import { participationCalls } from "./participation.ts";
import { paymentCalls } from "./payments.ts";
import { profileCalls } from "./profile.ts";
import { reservationCalls } from "./reservations.ts";
import { userCalls } from "./users.ts";

// The API's client, composed of one file of calls per feature of the API (apps/api/src/features/
// <noun>), each built on http.ts alone. Every method is walked through the real API by
// apps/api/test/client-contract.test.ts, which fails for a method without a case.

export function createApiClient(options: ApiClientOptions) {
  const http = createHttp(options);
  const organizations = organizationCalls(http);
  const books = bookCalls(http);
  const events = eventCalls(http);
  const participation = participationCalls(http);
  const reservations = reservationCalls(http);
  return {
    ...healthCalls(http),
    ...authCalls(http),
    ...contactCalls(http),
    ...profileCalls(http),
    ...organizations,
    ...books,
    ...notificationCalls(http),
    /** Complete data, parcels, shipment, products, and their administration (issue 11). */
    logistics: logisticsCalls(http),
    /** Fair participation: events and plans, requests, reservations (issue 12). */
    participation: {
      ...events,
      ...participation,
      ...reservations,
      admin: { ...events.admin, ...participation.admin, ...reservations.admin },
    },
    /** Invoices, transfer receipts and their administration (issue 13). */
    payments: paymentCalls(http),
    /** Staff badges, their public page and their administration (issue 13). */
    badges: badgeCalls(http),
    /** The administration's inbox of contact messages (issue 13). */
    inbox: inboxCalls(http),
    /** A house's page in the fair guide, and each event's guide's administration (issue 29). */
    guide: guideCalls(http),
    /** The fair's own rules, their breaches and exceptions (issue 32). */
    fairRules: fairRuleCalls(http),
    /** The fair's deadlines, the house's task list and the reminders (issue 32). */
    deadlines: deadlineCalls(http),
    /** The administration's dashboard of one event (issue 32). */
    dashboard: dashboardCalls(http),
    // The administration's calls of the features that have no namespace of their own.
    admin: {
      ...auditCalls(http).admin,
      ...organizations.admin,
      ...books.admin,
      ...userCalls(http).admin,
      ...outboxCalls(http).admin,
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

export type { ApiClientOptions } from "./http.ts";
export { ApiError } from "./errors.ts";
