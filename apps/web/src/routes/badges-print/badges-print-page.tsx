import { Trans, useLingui } from "@lingui/react/macro";
import { Button } from "@rawaq/ui/button";
import { Card } from "@rawaq/ui/card";
import { EmptyState } from "@rawaq/ui/empty-state";
import { Link } from "react-router-dom";
import { DataPending } from "../../components/load-state.tsx";
import { BadgeSheet, badgeSheets } from "../../features/badges/badge-sheet.tsx";
import { useMyBadges } from "../../features/badges/use-badges.ts";
import { useOrganization } from "../../features/organizations/use-organization.ts";

/** /reservation/badges: every valid badge of the organization, four to an A4 page, to print. */
export function BadgesPrintPage() {
  const { i18n, t } = useLingui();
  const { data, error, mutate } = useMyBadges();
  const { data: organization } = useOrganization();
  const valid = data?.badges.filter((badge) => badge.state === "valid") ?? [];
  const pages = badgeSheets(valid).length;
  return (
    <div className="min-h-screen bg-slate-100 print:bg-white">
      <style>{"@page { size: A4; margin: 10mm; }"}</style>
      <div className="flex flex-wrap items-center justify-between gap-3 bg-white p-4 shadow print:hidden">
        <h1 className="text-xl font-bold text-brand-900">
          <Trans>Badges to print</Trans>
        </h1>
        {data && (
          <p className="text-sm text-slate-700" data-slot="badges-count">
            {t`Badges: ${valid.length} · A4 pages: ${pages}`}
          </p>
        )}
        <Button onClick={() => window.print()} disabled={!data?.event}>
          <Trans>Print</Trans>
        </Button>
      </div>
      {!data ? (
        <div className="flex justify-center py-6">
          <DataPending
            error={error}
            onRetry={() => void mutate()}
            className="h-[277mm] w-[190mm] max-w-full"
          />
        </div>
      ) : data.event ? (
        <div data-ready="true">
          <BadgeSheet
            badges={valid}
            event={data.event}
            organizationName={organization?.organization?.name ?? valid[0]?.organization_name ?? ""}
          />
        </div>
      ) : (
        <div className="mx-auto max-w-3xl p-6">
          <Card>
            <EmptyState
              title={t`No badge to print yet`}
              description={t`Badges are issued once a booth is confirmed by payment.`}
              action={
                <Button asChild variant="secondary">
                  <Link to={`/${i18n.locale}/reservation`}>
                    <Trans>Booth reservation</Trans>
                  </Link>
                </Button>
              }
            />
          </Card>
        </div>
      )}
    </div>
  );
}
