import { NOTIFICATION_KINDS, type Notification } from "@rawaq/domain/review";
import { matchRoutes } from "react-router-dom";
import { describe, expect, test } from "vitest";
import { routes } from "../../router/routes.tsx";
import { notificationPath } from "./notification-text.tsx";

const REQUEST_ID = "0192f0a4-5b1c-7d3e-8f00-1234567890ab";

function notification(kind: Notification["kind"], params: Notification["params"] = {}) {
  return {
    id: "n1",
    kind,
    params,
    read_at: null,
    created_at: "2026-11-24T09:41:00Z",
  } as Notification;
}

const EVENT_ID = "0192f0a4-5b1c-7d3e-8f00-0000000000e1";
const INVOICE_ID = "0192f0a4-5b1c-7d3e-8f00-0000000000f1";

// The page a reader of each notification needs: written out here, not derived from the code.
// The subject itself where the notification names one (issue 26), the list where it names many.
const EXPECTED: Record<Notification["kind"], [Notification["params"], string]> = {
  organization_approved: [{ organization_name: "دار المعرفة" }, "/my-organization"],
  organization_rejected: [{ reason: "x" }, "/my-organization"],
  books_approved: [{ count: 3 }, "/books?status=approved"],
  books_rejected: [
    { count: 1, title: "ديوان المتنبي", reason: "x" },
    `/books?status=rejected&q=${encodeURIComponent("ديوان المتنبي").replaceAll("%20", "+")}`,
  ],
  invitation_received: [{ organization_name: "دار المعرفة" }, "/auth/profile"],
  request_approved: [
    { request_id: REQUEST_ID, event_id: EVENT_ID, count: 24 },
    `/reservation?event=${EVENT_ID}`,
  ],
  request_rejected: [{ request_id: REQUEST_ID }, `/my-requests/view/${REQUEST_ID}`],
  request_changes_requested: [{ request_id: REQUEST_ID }, `/my-requests/view/${REQUEST_ID}`],
  request_message: [{ request_id: REQUEST_ID }, `/my-requests/view/${REQUEST_ID}`],
  parcels_moved: [{ count: 1, status: "delivered", number: "P-0042" }, "/shipment?q=P-0042"],
  invoice_paid: [
    { number: "INV-2026-0001", invoice_id: INVOICE_ID },
    `/payment-information/invoices/${INVOICE_ID}`,
  ],
  invoice_rejected: [
    { number: "INV-2026-0001", invoice_id: INVOICE_ID, reason: "x" },
    `/payment-information/invoices/${INVOICE_ID}`,
  ],
  bank_account_changed: [{ number: "0000" }, "/payment-information"],
  rules_breached: [{ count: 2, event_id: EVENT_ID }, "/my-organization"],
};

/** The deepest route the app's table matches for a path, or undefined for the not-found one. */
function pagePattern(path: string): string | undefined {
  const pathname = new URL(path, "http://rawaq.test").pathname;
  const leaf = matchRoutes(routes, pathname)?.at(-1)?.route;
  return leaf && leaf.path !== "*" ? (leaf.path ?? "(index)") : undefined;
}

describe("notificationPath", () => {
  test.each(NOTIFICATION_KINDS)("%s leads to the page about it", (kind) => {
    const [params, expected] = EXPECTED[kind];
    const path = notificationPath(notification(kind, params));

    expect(path).toBe(expected);
    expect(pagePattern(`/ar${path}`), `${path} is a page of the app`).toBeDefined();
  });

  test("one about several books or parcels leads to the list of them", () => {
    expect(notificationPath(notification("books_rejected", { count: 2, reason: "x" }))).toBe(
      "/books?status=rejected",
    );
    expect(
      notificationPath(notification("parcels_moved", { count: 4, status: "in_transit" })),
    ).toBe("/shipment");
  });

  test("an invoice notification written before it carried the invoice leads to the invoices", () => {
    expect(notificationPath(notification("invoice_paid", { number: "INV-2026-0001" }))).toBe(
      "/payment-information",
    );
  });

  test("a message from an organization leads the administration to its queue's thread", () => {
    const path = notificationPath(
      notification("request_message", { request_id: REQUEST_ID, organization_name: "دار المعرفة" }),
    );

    expect(path).toBe(`/admin/requests/${REQUEST_ID}`);
    expect(pagePattern(`/en${path}`)).toBe("admin/requests/:id");
  });
});
