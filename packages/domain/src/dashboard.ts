import * as v from "valibot";
import { BilingualSchema } from "./bilingual.ts";
import { FAIR_RULES } from "./fair-rules.ts";
import { PARCEL_STATUSES } from "./logistics.ts";
import { REQUEST_STATUSES } from "./participation.ts";

// The administration's dashboard (issue 32): one event at a glance, a tile per subject, each
// figure counted by one query on the server and linked to the list behind it.

/** Days a trend covers: the window ending today (UTC days, as every stored day). */
export const TREND_DAYS = 30;

/** The guide's searches that found nothing, most asked first: how many the tile lists. */
export const MISSED_SEARCHES_SHOWN = 10;

const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const day = v.pipe(v.string(), v.isoDate());

/** A count for each of `keys`. */
function countsOf<const K extends string>(keys: readonly K[]) {
  return v.object(Object.fromEntries(keys.map((key) => [key, count])) as Record<K, typeof count>);
}

/** One day of a trend: the day and a count per series. */
function trendSchema<const K extends string>(keys: readonly K[]) {
  return v.array(
    v.object({
      date: day,
      values: countsOf(keys),
    }),
  );
}

export const BOOTH_STATES = ["confirmed", "held", "free"] as const;
export const MONEY_STATES = ["invoiced", "cleared", "paid", "due", "credited"] as const;
/** What the money trend draws per day: what was invoiced and what was paid (halalas). */
export const MONEY_TREND = ["invoiced", "paid"] as const;
/** What the parcels' trend draws per day: parcels sent and parcels delivered. */
export const PARCEL_TREND = ["sent", "delivered"] as const;
/** What the books' trend draws per day: titles approved and titles rejected. */
export const REVIEW_TREND = ["approved", "rejected"] as const;

export const DashboardSchema = v.object({
  event: v.object({
    id: v.string(),
    name: BilingualSchema,
    starts_on: day,
    ends_on: day,
  }),
  /** When the figures were counted: the API keeps a count for a minute (decision 087). */
  counted_at: v.pipe(v.string(), v.isoTimestamp()),
  /** The first and last day of the trends (TREND_DAYS days, ending today). */
  trend: v.object({ from: day, to: day }),
  /** Booths on the plan by zone; area in square metres. */
  booths: v.object({
    zones: v.array(
      v.object({
        id: v.string(),
        code: v.string(),
        name: BilingualSchema,
        ...countsOf(BOOTH_STATES).entries,
      }),
    ),
    area_sold: count,
    area_total: count,
  }),
  /** Money in halalas: `cleared` by ZATCA, `due` not yet paid, `credited` by credit notes. */
  money: v.object({
    totals: countsOf(MONEY_STATES),
    by_day: trendSchema(MONEY_TREND),
  }),
  /** The fair's houses' parcels; overdue: not delivered after the delivery deadline. */
  parcels: v.object({
    by_status: countsOf(PARCEL_STATUSES),
    overdue: count,
    by_day: trendSchema(PARCEL_TREND),
  }),
  /** The fair's houses' titles waiting for review, and the reviews by day. */
  books: v.object({ pending: count, by_day: trendSchema(REVIEW_TREND) }),
  requests: v.object({
    by_status: countsOf(REQUEST_STATUSES),
  }),
  /** The houses approved for the fair, by country (ISO code), most first. */
  exhibitors: v.object({
    total: count,
    /** The country's name comes with it: the console's pages do not load the country list. */
    by_country: v.array(v.object({ country: v.string(), name: BilingualSchema, houses: count })),
  }),
  /** Houses in breach of each rule, exceptions left out; `houses`: in breach of any. */
  breaches: v.object({
    houses: count,
    by_rule: v.array(v.object({ rule: v.picklist(FAIR_RULES), houses: count, breaches: count })),
  }),
  /** The guide's searches that found nothing, most asked first. */
  missed_searches: v.object({
    terms: count,
    searches: count,
    top: v.array(v.object({ term: v.string(), searches: count })),
  }),
});
export type Dashboard = v.InferOutput<typeof DashboardSchema>;

/** The UTC day `days` after `iso` (before, when negative). */
export function addDays(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The trend's window: TREND_DAYS days ending `today`. */
export function trendWindow(today: string): { from: string; to: string } {
  return { from: addDays(today, 1 - TREND_DAYS), to: today };
}

/**
 * A trend with every day of the window, zero where nothing happened: the charts draw one column
 * per day, and a day missing from the rows would close the gap it is.
 */
export function fillDays<K extends string>(
  window: { from: string; to: string },
  keys: readonly K[],
  rows: readonly { date: string; values: Partial<Record<K, number>> }[],
): { date: string; values: Record<K, number> }[] {
  const byDay = new Map(rows.map((row) => [row.date, row.values]));
  const days: { date: string; values: Record<K, number> }[] = [];
  for (let date = window.from; date <= window.to; date = addDays(date, 1)) {
    const values: Partial<Record<K, number>> = byDay.get(date) ?? {};
    days.push({
      date,
      values: Object.fromEntries(keys.map((key) => [key, values[key] ?? 0])) as Record<K, number>,
    });
  }
  return days;
}
