import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import type { Notification } from "@rawaq/domain/review";

/**
 * A notification in the reader's language: the API sends its kind and params, never a text, so
 * a notification reads right in whichever language it is opened.
 */
export function NotificationText({ notification }: { notification: Notification }) {
  const { t } = useLingui();
  const { params } = notification;
  const organizationName = params.organization_name ?? "";
  const reason = params.reason ?? "";
  const title = params.title ?? "";
  const count = params.count ?? 1;

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
  }
}

/** Where a notification leads: the page where its subject can be seen or acted on. */
export function notificationPath(notification: Notification): string {
  switch (notification.kind) {
    case "organization_approved":
    case "organization_rejected":
      return "/my-organization";
    case "books_approved":
      return "/books?status=approved";
    case "books_rejected":
      return "/books?status=rejected";
    case "invitation_received":
      return "/auth/profile";
  }
}
