import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { localized } from "@rawaq/domain/bilingual";
import type { Notification } from "@rawaq/domain/review";

/**
 * A notification in the reader's language: the API sends its kind and params, never a text, so
 * a notification reads right in whichever language it is opened.
 */
export function NotificationText({ notification }: { notification: Notification }) {
  const { t, i18n } = useLingui();
  const { params } = notification;
  const organizationName = params.organization_name ?? "";
  const reason = params.reason ?? "";
  const title = params.title ?? "";
  const count = params.count ?? 1;
  const eventName = params.event_name ? localized(params.event_name, i18n.locale) : "";

  switch (notification.kind) {
    case "organization_approved":
      return (
        <Trans>
          Your organization <bdi>{organizationName}</bdi> has been approved.
        </Trans>
      );
    case "organization_rejected":
      return (
        <Trans>
          Your organization <bdi>{organizationName}</bdi> was rejected: <bdi>{reason}</bdi>
        </Trans>
      );
    case "books_approved":
      return <>{t`${plural(count, { one: "# book was", other: "# books were" })} approved.`}</>;
    case "books_rejected":
      return count === 1 && title ? (
        <Trans>
          Your book <bdi>{title}</bdi> was rejected: <bdi>{reason}</bdi>
        </Trans>
      ) : (
        <>
          {t`${plural(count, { one: "# book was", other: "# books were" })} rejected:`}{" "}
          <bdi>{reason}</bdi>
        </>
      );
    case "invitation_received":
      return (
        <Trans>
          <bdi>{organizationName}</bdi> invited you to join its staff.
        </Trans>
      );
    case "request_approved":
      return (
        <Trans>
          Your participation request for <bdi>{eventName}</bdi> was approved for {count} m².
        </Trans>
      );
    case "request_rejected":
      return (
        <Trans>
          Your participation request for <bdi>{eventName}</bdi> was rejected: <bdi>{reason}</bdi>
        </Trans>
      );
    case "request_changes_requested":
      return (
        <Trans>
          Changes were requested to your participation request for <bdi>{eventName}</bdi>:{" "}
          <bdi>{reason}</bdi>
        </Trans>
      );
    case "request_message":
      return organizationName ? (
        <Trans>
          New message from <bdi>{organizationName}</bdi> about <bdi>{eventName}</bdi>.
        </Trans>
      ) : (
        <Trans>
          New message from the administration about <bdi>{eventName}</bdi>.
        </Trans>
      );
    case "parcels_moved":
      return params.status === "delivered" ? (
        <>{t`${plural(count, { one: "# parcel was", other: "# parcels were" })} delivered.`}</>
      ) : params.status === "in_transit" ? (
        <>{t`${plural(count, { one: "# parcel is", other: "# parcels are" })} on the way.`}</>
      ) : (
        <>{t`${plural(count, { one: "# parcel is", other: "# parcels are" })} prepared again.`}</>
      );
    case "invoice_paid":
      return (
        <Trans>The payment of invoice {params.number} is confirmed: your booth is booked.</Trans>
      );
    case "invoice_rejected":
      return (
        <Trans>
          The transfer receipt of invoice {params.number} was rejected: <bdi>{reason}</bdi>
        </Trans>
      );
    case "bank_account_changed":
      return (
        <Trans>
          Your organization's bank account was changed to the IBAN ending in{" "}
          <bdi dir="ltr">{params.number}</bdi>.
        </Trans>
      );
    case "rules_breached":
      return (
        <>
          {t`${plural(count, {
            one: "The fair's rules changed: # of your titles or parcels breaks them now.",
            other: "The fair's rules changed: # of your titles or parcels break them now.",
          })}`}
        </>
      );
  }
}

/** A query string of the values that are set (`?status=rejected&q=…`), or nothing. */
function search(values: Record<string, string | undefined>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) if (value) query.set(name, value);
  const text = query.toString();
  return text ? `?${text}` : "";
}

/**
 * Where a notification leads: the page of its subject (the request, the invoice, the one book or
 * parcel it names), or the list of them when it is about several. Notifications written before
 * they carried their subject's id lead to the list.
 */
export function notificationPath(notification: Notification): string {
  const { params } = notification;
  switch (notification.kind) {
    case "organization_approved":
    case "organization_rejected":
      return "/my-organization";
    case "books_approved":
      return `/books${search({ status: "approved", q: params.title })}`;
    case "books_rejected":
      return `/books${search({ status: "rejected", q: params.title })}`;
    case "invitation_received":
      // The profile lists the invitations waiting for an answer.
      return "/auth/profile";
    case "request_approved":
      // Approved: its next step is a booth of that event.
      return `/reservation${search({ event: params.event_id })}`;
    case "request_rejected":
    case "request_changes_requested":
      return `/my-requests/view/${params.request_id ?? ""}`;
    case "request_message":
      // The administration reads the thread in its queue; exhibitors on the request's page.
      return params.organization_name
        ? `/admin/requests/${params.request_id ?? ""}`
        : `/my-requests/view/${params.request_id ?? ""}`;
    case "parcels_moved":
      return `/shipment${search({ q: params.number })}`;
    case "invoice_paid":
    case "invoice_rejected":
      return params.invoice_id
        ? `/payment-information/invoices/${params.invoice_id}`
        : "/payment-information";
    case "bank_account_changed":
      return "/payment-information";
    case "rules_breached":
      // The house's page lists the rules with each breach.
      return "/my-organization";
  }
}
