import { Trans, useLingui } from "@lingui/react/macro";
import { localized } from "@rawaq/domain/bilingual";
import type { Locale } from "@rawaq/i18n/locales";
import { useParams } from "react-router-dom";
import { AdminOnly } from "../../components/admin-only.tsx";
import { BackLink } from "../../components/back-link.tsx";
import { DataPending } from "../../components/load-state.tsx";
import { GuideHiddenTable } from "../../features/guide/guide-hidden-table.tsx";
import { GuideHideForm } from "../../features/guide/guide-hide-form.tsx";
import { GuideMissesTable } from "../../features/guide/guide-misses-table.tsx";
import { GuidePublicationCard } from "../../features/guide/guide-publication-card.tsx";
import { useAdminGuide } from "../../features/guide/use-guide.ts";

/**
 * `/admin/events/{id}/guide`: the event's public guide — publishing it, what was taken out of it
 * and why, and what visitors searched for without finding it.
 */
export function AdminEventGuidePage() {
  return (
    <AdminOnly>
      <AdminEventGuide />
    </AdminOnly>
  );
}

function AdminEventGuide() {
  const { id = "" } = useParams();
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const { data, error, mutate } = useAdminGuide(id);

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 p-6">
      <BackLink to={`/${locale}/admin/events/${id}`}>
        {data ? <bdi>{localized(data.event.name, locale)}</bdi> : <Trans>Event</Trans>}
      </BackLink>
      <h1 className="text-2xl font-bold text-brand-900">
        <Trans>Fair guide</Trans>
      </h1>
      {!data ? (
        <DataPending error={error} onRetry={() => void mutate()} />
      ) : (
        <>
          <GuidePublicationCard event={data.event} />
          <GuideHideForm eventId={data.event.id} exhibitors={data.exhibitors} />
          <GuideHiddenTable eventId={data.event.id} hidden={data.hidden} />
          <GuideMissesTable misses={data.misses} total={data.misses_total} />
        </>
      )}
    </div>
  );
}
