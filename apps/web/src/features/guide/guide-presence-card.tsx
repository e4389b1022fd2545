import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { localized } from "@rawaq/domain/bilingual";
import type { GuidePresence, GuideUnlistedReason } from "@rawaq/domain/guide-presence";
import { Button } from "@rawaq/ui/button";
import { StatusBadge } from "@rawaq/ui/status-badge";
import { Link } from "react-router-dom";

/** Why the house is not in the guide now, and what happens next. */
const UNLISTED_TEXTS: Record<GuideUnlistedReason, MessageDescriptor> = {
  not_published: msg`The guide is not published yet. Your page shows as soon as the administration publishes it.`,
  not_approved: msg`Your publishing house shows in the guide once the administration approves it.`,
  no_booth: msg`Your publishing house shows in the guide once its booth is confirmed.`,
  hidden: msg`The administration has hidden your publishing house from the guide. Its reason is in your organization's history.`,
};

export interface GuidePresenceCardProps {
  guide: GuidePresence;
}

/**
 * Where the house stands in the fair guide: listed or why not, its page's address with a
 * preview in a new tab, and its booth poster and table card to print.
 */
export function GuidePresenceCard({ guide }: GuidePresenceCardProps) {
  const { i18n, t } = useLingui();
  const locale = i18n.locale;
  const url = localized(guide.url, locale);
  return (
    <section aria-labelledby="guide-presence" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="guide-presence" className="text-lg font-semibold text-brand-900">
          <Trans>Your page in the guide</Trans>
        </h2>
        <StatusBadge
          status={guide.is_listed ? "listed" : "unlisted"}
          tone={guide.is_listed ? "success" : "neutral"}
          label={guide.is_listed ? t`In the guide` : t`Not in the guide`}
        />
      </div>
      {guide.unlisted_reason && (
        <p className="text-sm text-slate-700" data-reason={guide.unlisted_reason}>
          {i18n._(UNLISTED_TEXTS[guide.unlisted_reason])}{" "}
          {guide.unlisted_reason === "hidden" && (
            <Link
              to={`/${locale}/my-organization`}
              className="font-medium text-brand-800 underline"
            >
              <Trans>My organization</Trans>
            </Link>
          )}
        </p>
      )}
      <p className="text-sm text-slate-700">
        <Trans>Its address:</Trans>{" "}
        <bdi dir="ltr" className="font-mono text-xs break-all">
          {url}
        </bdi>
      </p>
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="secondary">
          <a href={url} target="_blank" rel="noopener">
            <Trans>Preview the page</Trans>
            <span className="sr-only">
              {" "}
              <Trans>(opens in a new tab)</Trans>
            </span>
          </a>
        </Button>
        {guide.booth ? (
          <Button asChild variant="secondary">
            <Link to={`/${locale}/organization/guide/print`}>
              <Trans>Print the booth poster and table card</Trans>
            </Link>
          </Button>
        ) : (
          <p className="self-center text-sm text-slate-600">
            <Trans>The booth poster can be printed once your booth is confirmed.</Trans>
          </p>
        )}
      </div>
    </section>
  );
}
