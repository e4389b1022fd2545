import { Trans, useLingui } from "@lingui/react/macro";
import type { ParcelStatus } from "@rawaq/domain/logistics";
import { Button } from "@rawaq/ui/button";
import { useState } from "react";
import { Link } from "react-router-dom";
import { PARCEL_LIST_PARAMS } from "../../features/logistics/logistics-list-params.ts";
import { useLogisticsWords } from "../../features/logistics/logistics-words.ts";
import { Notice, useNotice } from "../../features/logistics/notice.tsx";
import { ParcelFilters } from "../../features/logistics/parcel-filters.tsx";
import { ParcelsTable } from "../../features/logistics/parcels-table.tsx";
import { ScanBox } from "../../features/logistics/scan-box.tsx";
import { useAdminParcels, useRefreshLogistics } from "../../features/logistics/use-logistics.ts";
import { api } from "../../lib/api.ts";
import { failureMessage } from "../../lib/api-failure.ts";
import { useUrlState } from "../../lib/url-state.ts";

/** /admin/parcels: every organization's parcels, bulk status changes, the scan box, manifests. */
function AdminParcelsPage() {
  const { i18n, t } = useLingui();
  const locale = i18n.locale;
  const words = useLogisticsWords();
  const refresh = useRefreshLogistics();
  const [notice, setNotice] = useNotice();
  const [query, setQuery] = useUrlState(PARCEL_LIST_PARAMS);
  const { organization_id: organizationId, ...rest } = query;
  const { data } = useAdminParcels({
    ...rest,
    ...(organizationId ? { organization_id: organizationId } : {}),
  });
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [target, setTarget] = useState<ParcelStatus>("in_transit");

  async function move() {
    try {
      const answer = await api.logistics.admin.moveParcels([...selected], target);
      setNotice({ variant: "success", text: answer.message ?? "" });
      setSelected(new Set());
      await refresh();
    } catch (error) {
      setNotice({ variant: "danger", text: failureMessage(error, i18n) });
    }
  }

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 p-6">
      <h1 className="text-2xl font-bold text-brand-900">
        <Trans>Parcels</Trans>
      </h1>
      <ScanBox />
      <ParcelFilters
        status={query.status}
        destination={query.destination}
        q={query.q}
        onChange={(change) => setQuery({ ...change, page: 1 }, { replace: "q" in change })}
      />
      <Notice notice={notice} />
      <div className="flex flex-wrap items-end gap-2">
        <label className="flex flex-col gap-1 text-sm font-medium">
          <Trans>New status</Trans>
          <select
            className="h-10 rounded-md border border-slate-300 bg-white px-2"
            value={target}
            onChange={(event) => setTarget(event.target.value as ParcelStatus)}
          >
            {(["prepared", "in_transit", "delivered"] as const).map((value) => (
              <option key={value} value={value}>
                {words.status(value)}
              </option>
            ))}
          </select>
        </label>
        <Button disabled={selected.size === 0} onClick={() => void move()}>
          {t`Change status of selected (${selected.size})`}
        </Button>
      </div>
      {data && (
        <ParcelsTable
          caption={t`Parcels of every publishing house`}
          parcels={data.parcels}
          showOrganization
          selection={{
            selected,
            onToggle: (id) => {
              const next = new Set(selected);
              if (next.has(id)) next.delete(id);
              else next.add(id);
              setSelected(next);
            },
          }}
          actions={(parcel) =>
            parcel.destination ? (
              <Link
                className="text-brand-800 underline"
                target="_blank"
                to={`/${locale}/admin/parcels/manifest/${parcel.organization_id}/${parcel.destination}`}
              >
                {t`Manifest: ${words.destination(parcel.destination)}`}
              </Link>
            ) : null
          }
        />
      )}
      {data && data.meta.pages > 1 && (
        <nav aria-label={t`Pages of parcels`} className="flex items-center gap-3 text-sm">
          <button
            type="button"
            disabled={query.page <= 1}
            onClick={() => setQuery({ page: query.page - 1 })}
          >
            <Trans>Previous</Trans>
          </button>
          <span>{t`Page ${query.page} of ${data.meta.pages}`}</span>
          <button
            type="button"
            disabled={query.page >= data.meta.pages}
            onClick={() => setQuery({ page: query.page + 1 })}
          >
            <Trans>Next</Trans>
          </button>
        </nav>
      )}
    </div>
  );
}

export const Component = AdminParcelsPage;
