import { useLingui } from "@lingui/react/macro";
import { localized } from "@rawaq/domain/bilingual";
import type { Dashboard } from "@rawaq/domain/dashboard";
import { formatSar, riyalsOf } from "@rawaq/domain/money";
import { formatShortDay } from "@rawaq/i18n/dates";
import type { Locale } from "@rawaq/i18n/locales";
import type { ChartDatum, ChartSeries } from "@rawaq/ui/chart";
import { useFairRuleNames } from "../../components/fair-rule-names.ts";
import { useStatusLabel } from "../../components/review-status.tsx";
import { formatCount } from "../../lib/format-count.ts";

// The dashboard's tiles as data (issue 32): what each chart draws, its table alternative and the
// export's rows all come from here, so the three cannot disagree.

/** A headline figure of a tile, and where its list is (a path under the locale). */
export interface Figure {
  key: string;
  label: string;
  value: string;
  /** The figure as a number, for the export (riyals for money). */
  amount: number;
  to?: string;
}

interface TileBase {
  id: string;
  title: string;
  figures: Figure[];
  /** The list behind the tile, filtered (a path under the locale). */
  to: string;
  linkLabel: string;
  formatValue: (value: number) => string;
}

export interface BarTile extends TileBase {
  chart: "bar";
  series: ChartSeries[];
  data: ChartDatum[];
  categoryHeader: string;
  totalHeader?: string;
  /** Each category's own list, when it has one. */
  links?: { label: string; to: string }[];
}

export interface TimeTile extends TileBase {
  chart: "time";
  kind: "columns" | "line";
  series: ChartSeries[];
  days:
    Dashboard["money"]["by_day"] | Dashboard["parcels"]["by_day"] | Dashboard["books"]["by_day"];
  formatDay: (date: string) => string;
  dayHeader: string;
}

export interface ListTile extends TileBase {
  chart: "list";
  rows: { label: string; value: number }[];
  rowHeader: string;
  valueHeader: string;
}

export type Tile = BarTile | TimeTile | ListTile;

/** Every tile of `data`, in the reader's language. */
export function useDashboardTiles(data: Dashboard): Tile[] {
  const { i18n, t } = useLingui();
  const locale = i18n.locale as Locale;
  const status = useStatusLabel();
  const ruleNames = useFairRuleNames();
  const count = (value: number) => formatCount(value, locale);
  const sar = (halalas: number) => formatSar(halalas, locale);
  const riyals = (value: number) => formatCount(Math.round(value), locale);
  const day = (date: string) => formatShortDay(date, locale) ?? date;
  const eventId = data.event.id;
  const dayHeader = t({ message: "Day", context: "chart" });

  const booths: BarTile = {
    id: "booths",
    chart: "bar",
    title: t`Booths by zone`,
    figures: [
      {
        key: "area_sold",
        label: t`Area sold`,
        value: t`${count(data.booths.area_sold)} of ${count(data.booths.area_total)} m²`,
        amount: data.booths.area_sold,
      },
    ],
    to: `/admin/reservations?event_id=${eventId}`,
    linkLabel: t`Open the floor plan`,
    formatValue: count,
    series: [
      { key: "confirmed", label: status("confirmed", "reservation"), tone: "success" },
      { key: "held", label: status("held", "reservation"), tone: "warning" },
      { key: "free", label: t({ message: "Free", context: "booth" }), tone: "neutral" },
    ],
    data: data.booths.zones.map((zone) => ({
      key: zone.id,
      label: localized(zone.name, locale),
      values: { confirmed: zone.confirmed, held: zone.held, free: zone.free },
    })),
    categoryHeader: t`Zone`,
    totalHeader: t`Total`,
  };

  const { totals } = data.money;
  const money: TimeTile = {
    id: "money",
    chart: "time",
    kind: "line",
    title: t`Money`,
    figures: [
      {
        key: "invoiced",
        label: t`Invoiced`,
        value: sar(totals.invoiced),
        amount: riyalsOf(totals.invoiced),
        to: `/admin/invoices?status=all&event_id=${eventId}`,
      },
      {
        key: "cleared",
        label: t`Cleared by ZATCA`,
        value: sar(totals.cleared),
        amount: riyalsOf(totals.cleared),
        to: "/admin/e-invoices",
      },
      {
        key: "paid",
        label: status("paid", "invoice"),
        value: sar(totals.paid),
        amount: riyalsOf(totals.paid),
        to: `/admin/invoices?status=paid&event_id=${eventId}`,
      },
      {
        key: "due",
        label: t`Due`,
        value: sar(totals.due),
        amount: riyalsOf(totals.due),
        to: `/admin/invoices?status=issued&event_id=${eventId}`,
      },
      {
        key: "credited",
        label: t`Credited`,
        value: sar(totals.credited),
        amount: riyalsOf(totals.credited),
        to: `/admin/invoices?status=void&event_id=${eventId}`,
      },
    ],
    to: `/admin/invoices?status=all&event_id=${eventId}`,
    linkLabel: t`Open the invoices`,
    formatValue: riyals,
    series: [
      { key: "invoiced", label: t`Invoiced (SAR)`, tone: "brand" },
      { key: "paid", label: t`Paid (SAR)`, tone: "success" },
    ],
    days: data.money.by_day.map((entry) => ({
      date: entry.date,
      values: { invoiced: riyalsOf(entry.values.invoiced), paid: riyalsOf(entry.values.paid) },
    })),
    formatDay: day,
    dayHeader,
  };

  const parcelStatuses = ["prepared", "in_transit", "delivered"] as const;
  const parcels: TimeTile = {
    id: "parcels",
    chart: "time",
    kind: "columns",
    title: t`Parcels`,
    figures: [
      {
        key: "overdue",
        label: t`Overdue`,
        value: count(data.parcels.overdue),
        amount: data.parcels.overdue,
      },
      ...parcelStatuses.map((key) => ({
        key,
        label: status(key, "parcel"),
        value: count(data.parcels.by_status[key]),
        amount: data.parcels.by_status[key],
        to: `/admin/parcels?status=${key}&event_id=${eventId}`,
      })),
    ],
    to: `/admin/parcels?event_id=${eventId}`,
    linkLabel: t`Open the parcels`,
    formatValue: count,
    series: [
      { key: "sent", label: t({ message: "Sent", context: "parcels" }), tone: "info" },
      { key: "delivered", label: status("delivered", "parcel"), tone: "success" },
    ],
    days: data.parcels.by_day,
    formatDay: day,
    dayHeader,
  };

  const books: TimeTile = {
    id: "books",
    chart: "time",
    kind: "columns",
    title: t`Titles`,
    figures: [
      {
        key: "pending",
        label: t`Waiting for review`,
        value: count(data.books.pending),
        amount: data.books.pending,
        to: `/admin/books?status=pending&event_id=${eventId}`,
      },
    ],
    to: `/admin/books?event_id=${eventId}`,
    linkLabel: t`Open the books queue`,
    formatValue: count,
    series: [
      { key: "approved", label: status("approved", "book"), tone: "success" },
      { key: "rejected", label: status("rejected", "book"), tone: "danger" },
    ],
    days: data.books.by_day,
    formatDay: day,
    dayHeader,
  };

  const requestStatuses = [
    "submitted",
    "changes_requested",
    "approved",
    "rejected",
    "draft",
  ] as const;
  const requestTotal = requestStatuses.reduce((sum, key) => sum + data.requests.by_status[key], 0);
  const requests: BarTile = {
    id: "requests",
    chart: "bar",
    title: t`Participation requests`,
    figures: [{ key: "total", label: t`Total`, value: count(requestTotal), amount: requestTotal }],
    to: `/admin/requests?event_id=${eventId}`,
    linkLabel: t`Open the requests`,
    formatValue: count,
    series: [{ key: "requests", label: t`Requests`, tone: "brand" }],
    data: requestStatuses.map((key) => ({
      key,
      label: status(key, "request"),
      values: { requests: data.requests.by_status[key] },
    })),
    categoryHeader: t`Status`,
    links: requestStatuses
      .filter((key) => key !== "draft")
      .map((key) => ({
        label: status(key, "request"),
        to: `/admin/requests?status=${key}&event_id=${eventId}`,
      })),
  };

  const exhibitors: BarTile = {
    id: "exhibitors",
    chart: "bar",
    title: t`Exhibitors by country`,
    figures: [
      {
        key: "total",
        label: t`Approved publishing houses`,
        value: count(data.exhibitors.total),
        amount: data.exhibitors.total,
      },
    ],
    to: `/admin/requests?status=approved&event_id=${eventId}`,
    linkLabel: t`Open the approved requests`,
    formatValue: count,
    series: [{ key: "houses", label: t`Publishing houses`, tone: "brand" }],
    data: data.exhibitors.by_country.map((row) => ({
      key: row.country,
      label: localized(row.name, locale),
      values: { houses: row.houses },
    })),
    categoryHeader: t`Country`,
  };

  const breaches: BarTile = {
    id: "breaches",
    chart: "bar",
    title: t`Rules breached`,
    figures: [
      {
        key: "houses",
        label: t`Publishing houses in breach`,
        value: count(data.breaches.houses),
        amount: data.breaches.houses,
      },
    ],
    to: `/admin/events/${eventId}/rules`,
    linkLabel: t`Open the fair's rules`,
    formatValue: count,
    series: [{ key: "houses", label: t`Publishing houses`, tone: "danger" }],
    data: data.breaches.by_rule.map((row) => ({
      key: row.rule,
      label: ruleNames[row.rule],
      values: { houses: row.houses },
    })),
    categoryHeader: t`Rule`,
  };

  const missed = data.missed_searches;
  const searches: ListTile = {
    id: "missed-searches",
    chart: "list",
    title: t`Guide searches that found nothing`,
    figures: [
      {
        key: "searches",
        label: t`Searches`,
        value: count(missed.searches),
        amount: missed.searches,
      },
      {
        key: "terms",
        label: t`Different terms`,
        value: count(missed.terms),
        amount: missed.terms,
      },
    ],
    to: `/admin/events/${eventId}/guide`,
    linkLabel: t`Open the fair guide`,
    formatValue: count,
    rows: missed.top.map((row) => ({ label: row.term, value: row.searches })),
    rowHeader: t`What visitors searched for`,
    valueHeader: t`Times searched`,
  };

  return [booths, money, parcels, books, requests, exhibitors, breaches, searches];
}
