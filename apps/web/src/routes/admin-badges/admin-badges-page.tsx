import { Trans, useLingui } from "@lingui/react/macro";
import type { Badge } from "@rawaq/domain/badges";
import { localized } from "@rawaq/domain/bilingual";
import type { Locale } from "@rawaq/i18n/locales";
import { EmptyState } from "@rawaq/ui/empty-state";
import { Select } from "@rawaq/ui/select";
import { useState } from "react";
import { useToast } from "../../components/toasts.tsx";
import { AdminOnly } from "../../components/admin-only.tsx";
import { DecisionDialog } from "../../components/decision-dialog.tsx";
import { AdminBadgesTable } from "../../features/badges/admin-badges-table.tsx";
import { AllowanceCard } from "../../features/badges/allowance-card.tsx";
import { ADMIN_BADGE_LIST_PARAMS } from "../../features/badges/badge-list-params.ts";
import { useAdminBadges, useRevalidateBadges } from "../../features/badges/use-badges.ts";
import { badgesApi } from "../../lib/api.ts";
import { ALL, useUrlState } from "../../lib/url-state.ts";

/**
 * /admin/badges: every staff badge, by event and organization (filters in the URL); revoking one
 * with a reason; raising an organization's allowance in an event.
 */
export function AdminBadgesPage() {
  return (
    <AdminOnly>
      <AdminBadges />
    </AdminOnly>
  );
}

function AdminBadges() {
  const { i18n, t } = useLingui();
  const locale = i18n.locale as Locale;
  const toast = useToast();
  const [query, setQuery] = useUrlState(ADMIN_BADGE_LIST_PARAMS);
  const { data, error, mutate } = useAdminBadges(query);
  const revalidate = useRevalidateBadges();
  const [revoking, setRevoking] = useState<Badge | null>(null);

  const participants = data?.participants ?? [];
  const events = new Map<string, string>();
  for (const item of participants) {
    events.set(item.event_id, localized(item.event_name, locale));
  }
  const inEvent = participants.filter(
    (item) => !query.event_id || item.event_id === query.event_id,
  );
  const organizations = new Map(
    inEvent.map((item) => [item.organization_id, item.organization_name]),
  );
  const selected =
    query.event_id && query.organization_id
      ? participants.find(
          (item) =>
            item.event_id === query.event_id && item.organization_id === query.organization_id,
        )
      : undefined;

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 p-6">
      <h1 className="text-2xl font-bold text-brand-900">
        <Trans>Badges</Trans>
      </h1>
      <div className="flex flex-wrap items-end gap-3">
        <Select
          label={t`Event`}
          className="sm:w-80"
          value={query.event_id || ALL}
          isLoading={!data && !error}
          onValueChange={(value) =>
            setQuery({ event_id: value === ALL ? "" : value, organization_id: "", page: 1 })
          }
          options={[
            { value: ALL, label: t`All events` },
            ...[...events].map(([id, name]) => ({ value: id, label: name })),
          ]}
        />
        <Select
          label={t`Organization`}
          className="sm:w-80"
          value={query.organization_id || ALL}
          isLoading={!data && !error}
          onValueChange={(value) =>
            setQuery({ organization_id: value === ALL ? "" : value, page: 1 })
          }
          options={[
            { value: ALL, label: t`All organizations` },
            ...[...organizations].map(([id, name]) => ({ value: id, label: name })),
          ]}
        />
      </div>
      {selected ? (
        <AllowanceCard
          key={`${selected.organization_id}-${selected.event_id}-${selected.allowance}`}
          participant={selected}
          onSaved={revalidate}
        />
      ) : (
        <p className="text-sm text-slate-700">
          <Trans>Choose an event and an organization to see or raise its badge allowance.</Trans>
        </p>
      )}
      <AdminBadgesTable
        badges={data?.badges}
        meta={data?.meta}
        error={error}
        onRetry={() => void mutate()}
        onPageChange={(page) => setQuery({ page })}
        onRevoke={setRevoking}
        empty={<EmptyState headingLevel={2} title={t`No badges here`} />}
      />
      <DecisionDialog
        key={revoking?.id ?? "closed"}
        open={revoking !== null}
        onOpenChange={(open) => {
          if (!open) setRevoking(null);
        }}
        decision="reject"
        title={t`Revoke the badge of ${revoking?.printed_name ?? ""}`}
        description={t`Its public page says it is revoked from now on. The reason goes to the audit log.`}
        confirmLabel={t`Revoke`}
        onConfirm={async (reason) => {
          const answer = await badgesApi.admin.revokeBadge(revoking!.id, reason);
          setRevoking(null);
          toast(answer.message ?? t`The badge has been revoked.`);
          await revalidate();
        }}
      />
    </div>
  );
}
