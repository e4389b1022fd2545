import { Trans, useLingui } from "@lingui/react/macro";
import { localized } from "@rawaq/domain/bilingual";
import type { Dashboard as DashboardData } from "@rawaq/domain/dashboard";
import type { FairEvent } from "@rawaq/domain/participation";
import { formatDate, formatDateTime } from "@rawaq/i18n/dates";
import type { Locale } from "@rawaq/i18n/locales";
import { Button } from "@rawaq/ui/button";
import { BarChart, TimeChart } from "@rawaq/ui/chart";
import { useState } from "react";
import { Link } from "react-router-dom";
import { DataPending } from "../../components/load-state.tsx";
import { textParam, useUrlState } from "../../lib/url-state.ts";
import { type DashboardFormat, exportDashboard } from "./dashboard-export.ts";
import { type Tile, useDashboardTiles } from "./dashboard-model.ts";
import { useDashboard } from "./use-dashboard.ts";

/** The event shown, in the URL (`?event_id=`): the server's current event when absent. */
const DASHBOARD_PARAMS = { event_id: textParam } as const;

/**
 * The administration's dashboard (issue 32): one event at a glance, a tile per subject with its
 * figures, a chart and its table, each linked to the list behind it; printable and exportable.
 */
export function Dashboard({ events }: { events: readonly FairEvent[] | undefined }) {
  const { i18n, t } = useLingui();
  const locale = i18n.locale as Locale;
  const [{ event_id: chosen }, setQuery] = useUrlState(DASHBOARD_PARAMS);
  const dashboard = useDashboard(chosen);
  const [showTables, setShowTables] = useState(false);

  if (events && events.length === 0) return null;
  return (
    <section aria-labelledby="dashboard-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h2 id="dashboard-title" className="text-lg font-semibold text-slate-900">
            <Trans>The fair at a glance</Trans>
          </h2>
          {dashboard.data ? (
            <p className="text-sm text-slate-600">
              <Trans>
                Trends cover{" "}
                <time dateTime={dashboard.data.trend.from}>
                  {formatDate(dashboard.data.trend.from, locale)}
                </time>{" "}
                to{" "}
                <time dateTime={dashboard.data.trend.to}>
                  {formatDate(dashboard.data.trend.to, locale)}
                </time>
                .
              </Trans>{" "}
              <Trans>
                Counted{" "}
                <time dateTime={dashboard.data.counted_at}>
                  {formatDateTime(dashboard.data.counted_at, locale)}
                </time>
                , and counted again at most once a minute.
              </Trans>
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap items-center gap-2 print:hidden">
          <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
            <Trans>Event</Trans>
            <select
              className="h-10 min-w-56 rounded-md border border-slate-300 bg-white px-2 text-sm"
              value={dashboard.data?.event.id ?? chosen ?? ""}
              onChange={(change) => setQuery({ event_id: change.target.value })}
            >
              {(events ?? []).map((item) => (
                <option key={item.id} value={item.id}>
                  {localized(item.name, locale)}
                </option>
              ))}
            </select>
          </label>
        </div>
      </div>
      {dashboard.data ? (
        <Tiles
          data={dashboard.data}
          showTables={showTables}
          onShowTables={() => setShowTables((shown) => !shown)}
        />
      ) : (
        <DataPending
          error={dashboard.error}
          onRetry={() => void dashboard.mutate()}
          className="h-64"
        />
      )}
      <p className="sr-only" aria-live="polite">
        {dashboard.isValidating && dashboard.data ? t`Updating the figures…` : ""}
      </p>
    </section>
  );
}

function Tiles({
  data,
  showTables,
  onShowTables,
}: {
  data: DashboardData;
  showTables: boolean;
  onShowTables: () => void;
}) {
  const { i18n, t } = useLingui();
  const tiles = useDashboardTiles(data);
  const [exporting, setExporting] = useState(false);

  async function download(format: DashboardFormat) {
    setExporting(true);
    try {
      await exportDashboard({
        tiles,
        headers: [t`Tile`, t`Item`, t`Measure`, t`Value`],
        format,
        fileName: `rawaq-dashboard-${data.trend.to}`,
        rightToLeft: i18n.locale === "ar",
      });
    } finally {
      setExporting(false);
    }
  }

  return (
    <>
      <div className="flex flex-wrap gap-2 print:hidden">
        <Button variant="secondary" size="sm" aria-pressed={showTables} onClick={onShowTables}>
          <Trans>Figures as tables</Trans>
        </Button>
        <Button variant="secondary" size="sm" onClick={() => window.print()}>
          <Trans>Print</Trans>
        </Button>
        <Button
          variant="secondary"
          size="sm"
          disabled={exporting}
          onClick={() => void download("xlsx")}
        >
          <Trans>Export as Excel</Trans>
        </Button>
        <Button
          variant="secondary"
          size="sm"
          disabled={exporting}
          onClick={() => void download("csv")}
        >
          <Trans>Export as CSV</Trans>
        </Button>
      </div>
      <div className="grid gap-4 lg:grid-cols-2 print:grid-cols-2 print:gap-3">
        {tiles.map((tile) => (
          <TileCard key={tile.id} tile={tile} showTable={showTables} />
        ))}
      </div>
    </>
  );
}

function TileCard({ tile, showTable }: { tile: Tile; showTable: boolean }) {
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const titleId = `tile-${tile.id}-title`;
  const at = (path: string) => `/${locale}${path}`;
  return (
    <section
      aria-labelledby={titleId}
      data-tile={tile.id}
      className="flex min-w-0 flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm break-inside-avoid print:p-3 print:shadow-none"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={titleId} className="text-base font-semibold text-slate-900">
          {tile.title}
        </h3>
        <Link
          to={at(tile.to)}
          className="text-sm font-medium text-brand-800 underline print:hidden"
        >
          {tile.linkLabel}
        </Link>
      </div>
      <dl className="flex flex-wrap gap-x-6 gap-y-2">
        {tile.figures.map((figure) => (
          <div key={figure.key} data-figure={figure.key} className="flex flex-col">
            <dt className="text-sm text-slate-600">{figure.label}</dt>
            <dd className="text-xl font-bold text-brand-900 tabular-nums">
              {figure.to ? (
                <Link to={at(figure.to)} className="hover:underline">
                  {figure.value}
                </Link>
              ) : (
                figure.value
              )}
            </dd>
          </div>
        ))}
      </dl>
      <TileChart tile={tile} titleId={titleId} showTable={showTable} />
      {tile.chart === "bar" && tile.links ? (
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm print:hidden">
          {tile.links.map((link) => (
            <li key={link.to}>
              <Link to={at(link.to)} className="text-brand-800 underline">
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function TileChart({
  tile,
  titleId,
  showTable,
}: {
  tile: Tile;
  titleId: string;
  showTable: boolean;
}) {
  const { t } = useLingui();
  if (tile.chart === "bar") {
    return (
      <BarChart
        labelledBy={titleId}
        series={tile.series}
        data={tile.data}
        formatValue={tile.formatValue}
        tableCaption={tile.title}
        showTable={showTable}
        categoryHeader={tile.categoryHeader}
        {...(tile.totalHeader ? { totalHeader: tile.totalHeader } : {})}
      />
    );
  }
  if (tile.chart === "time") {
    return (
      <TimeChart
        labelledBy={titleId}
        series={tile.series}
        days={tile.days}
        kind={tile.kind}
        formatValue={tile.formatValue}
        formatDay={tile.formatDay}
        tableCaption={tile.title}
        showTable={showTable}
        dayHeader={tile.dayHeader}
      />
    );
  }
  if (tile.rows.length === 0) {
    return <p className="text-sm text-slate-600">{t`No search has come back empty yet.`}</p>;
  }
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{tile.title}</caption>
      <thead>
        <tr className="border-b border-slate-200 text-start text-slate-600">
          <th scope="col" className="py-1 text-start font-medium">
            {tile.rowHeader}
          </th>
          <th scope="col" className="py-1 text-end font-medium">
            {tile.valueHeader}
          </th>
        </tr>
      </thead>
      <tbody>
        {tile.rows.map((row) => (
          <tr key={row.label} className="border-b border-slate-100">
            <td className="py-1">
              <bdi>{row.label}</bdi>
            </td>
            <td className="py-1 text-end tabular-nums">{tile.formatValue(row.value)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
