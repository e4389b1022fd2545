import { Trans, useLingui } from "@lingui/react/macro";
import type { GuideAdmin } from "@rawaq/domain/guide-admin";
import { formatDateTime } from "@rawaq/i18n/dates";
import type { Locale } from "@rawaq/i18n/locales";
import { Alert } from "@rawaq/ui/alert";
import { Button } from "@rawaq/ui/button";
import { Dialog, DialogClose } from "@rawaq/ui/dialog";
import { useState } from "react";
import { ReviewStatusBadge } from "../../components/review-status.tsx";
import { useToast } from "../../components/toasts.tsx";
import { failureMessage } from "../../lib/api-failure.ts";
import { api } from "../../lib/api.ts";
import { useRevalidateAdminGuide } from "./use-guide.ts";

export interface GuidePublicationCardProps {
  event: GuideAdmin["event"];
}

/**
 * Whether visitors see the event's guide, and publishing or unpublishing it, each confirmed
 * first: the guide is public, and unpublishing takes every page of it away at once.
 */
export function GuidePublicationCard({ event }: GuidePublicationCardProps) {
  const { i18n, t } = useLingui();
  const locale = i18n.locale as Locale;
  const toast = useToast();
  const revalidate = useRevalidateAdminGuide();
  const [isConfirming, setConfirming] = useState(false);
  const [isSending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const isPublished = event.published_at !== null;
  const publishedAt = event.published_at ? formatDateTime(event.published_at, locale) : "";

  async function handleConfirm() {
    setSending(true);
    setFailure(null);
    try {
      const answer = isPublished
        ? await api.guide.admin.unpublishGuide(event.id)
        : await api.guide.admin.publishGuide(event.id);
      await revalidate();
      setConfirming(false);
      toast(answer.message ?? t`Saved.`);
    } catch (error) {
      setFailure(failureMessage(error, i18n));
    } finally {
      setSending(false);
    }
  }

  return (
    <section
      aria-labelledby="guide-publication"
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <h2 id="guide-publication" className="text-lg font-semibold text-brand-900">
            <Trans>Publication</Trans>
          </h2>
          <ReviewStatusBadge status={isPublished ? "published" : "unpublished"} of="guide" />
        </div>
        <Button
          variant={isPublished ? "danger" : "primary"}
          onClick={() => {
            setFailure(null);
            setConfirming(true);
          }}
        >
          {isPublished ? (
            <Trans context="guide">Unpublish</Trans>
          ) : (
            <Trans context="guide">Publish</Trans>
          )}
        </Button>
      </div>
      {event.published_at ? (
        <p className="text-sm text-slate-700">
          <Trans>
            Published on <time dateTime={event.published_at}>{publishedAt}</time>.
          </Trans>{" "}
          {event.is_shown ? (
            <a
              href={`/guide/${locale}`}
              target="_blank"
              rel="noopener"
              className="font-medium text-brand-800 underline"
            >
              <Trans>Open the guide</Trans>
              <span className="sr-only">
                {" "}
                <Trans>(opens in a new tab)</Trans>
              </span>
            </a>
          ) : null}
        </p>
      ) : (
        <p className="text-sm text-slate-700">
          <Trans>Visitors do not see this event's guide until it is published.</Trans>
        </p>
      )}
      {event.published_at && !event.is_shown ? (
        <Alert variant="warning">
          <Trans>A later event's guide is published: visitors see that one, not this one.</Trans>
        </Alert>
      ) : null}
      <Dialog
        open={isConfirming}
        onOpenChange={(open) => {
          if (!isSending) setConfirming(open);
        }}
        title={isPublished ? t`Unpublish the guide?` : t`Publish the guide?`}
        description={
          isPublished
            ? t`Every page of the guide will say that it is not published, until it is published again.`
            : t`Visitors will find the approved houses with a confirmed booth, their priced titles and the map.`
        }
        closeLabel={t`Close`}
        size="sm"
        footer={
          <>
            <DialogClose asChild>
              <Button variant="secondary" disabled={isSending}>
                <Trans>Cancel</Trans>
              </Button>
            </DialogClose>
            <Button
              variant={isPublished ? "danger" : "primary"}
              isLoading={isSending}
              onClick={() => void handleConfirm()}
            >
              {isPublished ? (
                <Trans context="guide">Unpublish</Trans>
              ) : (
                <Trans context="guide">Publish</Trans>
              )}
            </Button>
          </>
        }
      >
        {failure ? <Alert variant="danger">{failure}</Alert> : null}
      </Dialog>
    </section>
  );
}
