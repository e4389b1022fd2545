import { Trans, useLingui } from "@lingui/react/macro";
import { fromNow } from "@rawaq/i18n/dates";
import type { Locale } from "@rawaq/i18n/locales";
import { Button } from "@rawaq/ui/button";
import { EmptyState } from "@rawaq/ui/empty-state";
import { useState } from "react";
import { Link } from "react-router-dom";
import { NotificationText, notificationPath } from "./notification-text.tsx";
import { useNotifications } from "./use-notifications.ts";
import { LoadError, PageLoading } from "../../components/load-state.tsx";

export interface NotificationsListProps {
  /** Shown as new although already marked read (they were unread when the list was opened). */
  newIds?: ReadonlySet<string>;
  /** Called when a notification's link is followed, e.g. to close the dialog around the list. */
  onNavigate?: () => void;
  /** The empty state's heading level, to fit the outline around the list. */
  headingLevel?: 2 | 3 | 4;
}

/** The caller's notifications, newest first, a page at a time. */
export function NotificationsList({
  newIds,
  onNavigate,
  headingLevel = 3,
}: NotificationsListProps) {
  const { i18n, t } = useLingui();
  const locale = i18n.locale as Locale;
  const [requestedPage, setRequestedPage] = useState(1);
  const { data, error, isLoading, mutate } = useNotifications(requestedPage);

  if (!data) {
    return error ? (
      <LoadError error={error} onRetry={() => void mutate()} />
    ) : (
      <PageLoading className="" hasTitle={false} sections={["h-24"]} />
    );
  }
  const { notifications, meta } = data;
  const { page, pages } = meta;
  if (notifications.length === 0 && page === 1) {
    return (
      <EmptyState
        headingLevel={headingLevel}
        title={<Trans>No notifications yet</Trans>}
        description={
          <Trans>
            You will be told here when the administration decides about your organization or your
            books.
          </Trans>
        }
      />
    );
  }

  return (
    <div className="flex flex-col gap-3" aria-busy={isLoading || undefined}>
      <ul className="flex flex-col divide-y divide-slate-100" data-slot="notifications-list">
        {notifications.map((notification) => {
          const isNew = notification.read_at === null || newIds?.has(notification.id);
          return (
            <li
              key={notification.id}
              data-slot="notification"
              data-kind={notification.kind}
              data-state={isNew ? "new" : "read"}
              className="flex items-start gap-3 py-3"
            >
              <span
                aria-hidden="true"
                className={`mt-2 size-2 shrink-0 rounded-full ${isNew ? "bg-brand-600" : "bg-transparent"}`}
              />
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <Link
                  to={`/${locale}${notificationPath(notification)}`}
                  onClick={onNavigate}
                  className="text-start text-slate-900 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
                >
                  {isNew && <span className="sr-only">{t`New:`} </span>}
                  <NotificationText notification={notification} />
                </Link>
                <time dateTime={notification.created_at} className="text-xs text-slate-500">
                  {fromNow(notification.created_at, locale)}
                </time>
              </div>
            </li>
          );
        })}
      </ul>
      {pages > 1 && (
        <nav aria-label={t`Pagination`} className="flex items-center justify-between gap-3 text-sm">
          <Button
            variant="secondary"
            size="sm"
            disabled={page <= 1 || isLoading}
            onClick={() => setRequestedPage(page - 1)}
          >
            <Trans>Previous</Trans>
          </Button>
          <span aria-live="polite" className="text-slate-700">
            <Trans>
              Page {page} of {pages}
            </Trans>
          </span>
          <Button
            variant="secondary"
            size="sm"
            disabled={page >= pages || isLoading}
            onClick={() => setRequestedPage(page + 1)}
          >
            <Trans>Next</Trans>
          </Button>
        </nav>
      )}
    </div>
  );
}
