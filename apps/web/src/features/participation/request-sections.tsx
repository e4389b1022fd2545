import { Trans, useLingui } from "@lingui/react/macro";
import { localized } from "@rawaq/domain/bilingual";
import { MESSAGE_MAX_LENGTH, type RequestDetail } from "@rawaq/domain/participation";
import { formatDateTime } from "@rawaq/i18n/dates";
import type { Locale } from "@rawaq/i18n/locales";
import { MessageThread } from "@rawaq/ui/message-thread";
import { Timeline } from "@rawaq/ui/timeline";
import { useState } from "react";
import { ActorName } from "../../components/actor-name.tsx";
import { ReviewStatusBadge, useStatusLabel } from "../../components/review-status.tsx";
import { failureMessage } from "../../lib/api-failure.ts";
import { useFormatArea } from "../../lib/area.ts";
import { formatCount } from "../../lib/format-count.ts";
import { useLengthCounter } from "../../lib/length-counter.ts";

const cardClass = "flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4";

/** The request's fields and status; a rejection or a request for changes says why. */
export function RequestSummary({ detail }: { detail: RequestDetail }) {
  const { i18n, t } = useLingui();
  const formatArea = useFormatArea();
  const locale = i18n.locale as Locale;
  const { request } = detail;
  const typeLabel =
    request.booth_type === "corner"
      ? t`Corner`
      : request.booth_type === "island"
        ? t`Island`
        : t`Standard`;
  const rows: Array<[string, string]> = [
    [t`Organization`, request.organization_name],
    [t`Requested area`, formatArea(request.requested_area)],
    [t`Booth type`, typeLabel],
    [t`Number of titles`, formatCount(request.titles_count, locale)],
    ...(request.approved_area !== null
      ? ([[t`Approved area`, formatArea(request.approved_area)]] as Array<[string, string]>)
      : []),
    [t`Notes`, request.notes || "—"],
  ];
  return (
    <section aria-labelledby="request-summary" className={cardClass}>
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="request-summary" className="text-lg font-semibold text-brand-900">
          <bdi>{localized(request.event.name, locale)}</bdi>
        </h2>
        <ReviewStatusBadge status={request.status} of="request" />
      </div>
      {request.reason &&
      (request.status === "rejected" || request.status === "changes_requested") ? (
        <p data-slot="reason" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
          <Trans>
            Reason: <bdi>{request.reason}</bdi>
          </Trans>
        </p>
      ) : null}
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
        {rows.map(([term, value]) => (
          <div key={term} className="flex flex-col">
            <dt className="text-xs text-slate-600">{term}</dt>
            <dd className="text-sm text-slate-900">
              <bdi>{value}</bdi>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Every status change: who, when, why. */
export function RequestHistory({ detail }: { detail: RequestDetail }) {
  const { i18n, t } = useLingui();
  const locale = i18n.locale as Locale;
  const statusLabel = useStatusLabel();
  const tone = (status: string) =>
    status === "approved"
      ? ("success" as const)
      : status === "rejected"
        ? ("danger" as const)
        : status === "draft"
          ? ("neutral" as const)
          : ("warning" as const);
  return (
    <section aria-labelledby="request-history" className={cardClass}>
      <h2 id="request-history" className="text-lg font-semibold text-brand-900">
        <Trans>History</Trans>
      </h2>
      <Timeline
        label={t`History`}
        items={detail.timeline.map((entry) => ({
          id: entry.id,
          title: statusLabel(entry.to_status, "request"),
          actor: <ActorName actor={entry.actor} />,
          when: formatDateTime(entry.created_at, locale) ?? "",
          dateTime: entry.created_at,
          detail: entry.reason ? <bdi>{entry.reason}</bdi> : undefined,
          tone: tone(entry.to_status),
        }))}
      />
    </section>
  );
}

/** The thread with the other side; `onSend` posts and refreshes. */
export function RequestThread({
  detail,
  onSend,
}: {
  detail: RequestDetail;
  onSend?: (body: string) => Promise<void>;
}) {
  const { i18n, t } = useLingui();
  const locale = i18n.locale as Locale;
  const [error, setError] = useState<string | undefined>();
  const lengthCounter = useLengthCounter();
  return (
    <section aria-labelledby="request-thread" className={cardClass}>
      <h2 id="request-thread" className="text-lg font-semibold text-brand-900">
        <Trans>Messages</Trans>
      </h2>
      <MessageThread
        labels={{
          thread: t`Messages`,
          empty: t`No messages yet.`,
          message: t`Message`,
          send: t({ message: "Send", context: "message" }),
          sending: t`Sending…`,
        }}
        error={error}
        counter={(draft) => lengthCounter(draft, MESSAGE_MAX_LENGTH)}
        messages={detail.messages.map((message) => ({
          id: message.id,
          body: message.body,
          author:
            message.author.role === "admin" ? (
              <Trans>Fair administration</Trans>
            ) : (
              <ActorName actor={message.author} />
            ),
          when: formatDateTime(message.created_at, locale) ?? "",
          dateTime: message.created_at,
          isMine: message.is_mine,
        }))}
        onSend={
          onSend
            ? async (body) => {
                setError(undefined);
                try {
                  await onSend(body);
                } catch (failure) {
                  setError(failureMessage(failure, i18n));
                  throw failure;
                }
              }
            : undefined
        }
      />
    </section>
  );
}
