import { isoToday } from "@rawaq/domain/calendar";
import { findCountry } from "@rawaq/domain/geo/countries";
import {
  type Dashboard,
  MISSED_SEARCHES_SHOWN,
  MONEY_TREND,
  PARCEL_TREND,
  REVIEW_TREND,
  fillDays,
  trendWindow,
} from "@rawaq/domain/dashboard";
import { FAIR_RULES, type FairRule } from "@rawaq/domain/fair-rules";
import { REQUEST_STATUSES } from "@rawaq/domain/participation";
import { type SQL, asc, desc, gte, sql } from "drizzle-orm";
import { events } from "../../db/schema/index.ts";
import type { Database } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";
import type { EventRow } from "../../core/fair-events.ts";
import {
  exceptionsByHouse,
  findBreaches,
  housesOf,
  loadFairRules,
  withExceptions,
} from "../../core/fair-rules.ts";

// The dashboard's tiles (issue 32, decision 087): each is one query over the event's data, run
// side by side. Counts are cast to int in SQL (PostgreSQL's count and sum are bigint, which the
// drivers hand back as text); days are UTC days, as `isoToday` and every stored day are.

type Window = { from: string; to: string };

/** A trend's rows as the query gives them: the day and its counts. */
type DayRow<K extends string> = { date: string } & Record<K, number>;

const dayOf = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;
const since = (window: Window) => sql`${`${window.from}T00:00:00Z`}::timestamptz`;

function trend<K extends string>(window: Window, keys: readonly K[], rows: readonly DayRow<K>[]) {
  return fillDays(
    window,
    keys,
    rows.map((row) => ({ date: row.date, values: row })),
  );
}

/** Booths on the plan by zone (confirmed, held at `now`, free), and the area sold. */
async function boothTile(db: Database, eventId: string, now: Date) {
  const rows = rowsOf<{
    id: string;
    code: string;
    name_ar: string;
    name_en: string;
    confirmed: number;
    held: number;
    free: number;
    area_sold: number;
    area_total: number;
  }>(
    await db.execute(sql`select z.id, z.code, z.name_ar, z.name_en,
        count(r.id) filter (where r.status = 'confirmed')::int as confirmed,
        count(r.id) filter (where r.status = 'held')::int as held,
        count(b.id) filter (where r.id is null and b.status = 'available')::int as free,
        coalesce(sum(b.area_square_metres) filter (where r.status = 'confirmed'), 0)::int
          as area_sold,
        coalesce(sum(b.area_square_metres) filter (where b.status = 'available'), 0)::int
          as area_total
      from zones z
      left join booths b on b.zone_id = z.id and b.retired_at is null
      left join booth_reservations r on r.booth_id = b.id
        and (r.status = 'confirmed' or (r.status = 'held' and r.expires_at > ${now}))
      where z.event_id = ${eventId}
      group by z.id
      order by z.code, z.id`),
  );
  return {
    zones: rows.map((row) => ({
      id: row.id,
      code: row.code,
      name: { ar: row.name_ar, en: row.name_en },
      confirmed: row.confirmed,
      held: row.held,
      free: row.free,
    })),
    area_sold: rows.reduce((sum, row) => sum + row.area_sold, 0),
    area_total: rows.reduce((sum, row) => sum + row.area_total, 0),
  };
}

/**
 * The event's invoices in halalas: invoiced (every invoice issued), cleared by ZATCA, paid, due
 * (issued, proof sent or proof refused) and credited (cancelled by a credit note); and what was
 * invoiced and paid each day of the window.
 */
async function moneyTile(db: Database, eventId: string, window: Window) {
  const [row] = rowsOf<{
    invoiced: number;
    cleared: number;
    paid: number;
    due: number;
    credited: number;
    days: DayRow<(typeof MONEY_TREND)[number]>[];
  }>(
    await db.execute(sql`with inv as (
        select i.total_halalas as total, i.status, i.issued_at, i.paid_at,
          exists (select from zatca_documents d where d.invoice_id = i.id
            and d.kind = 'invoice' and d.status = 'cleared') as cleared,
          exists (select from zatca_documents d where d.invoice_id = i.id
            and d.kind = 'credit_note') as credited
        from invoices i where i.event_id = ${eventId}
      ), moves as (
        select ${dayOf(sql`issued_at`)} as date, total as invoiced, 0 as paid
          from inv where issued_at >= ${since(window)}
        union all
        select ${dayOf(sql`paid_at`)}, 0, total
          from inv where status = 'paid' and paid_at >= ${since(window)}
      )
      select
        coalesce(sum(total), 0)::int as invoiced,
        coalesce(sum(total) filter (where cleared), 0)::int as cleared,
        coalesce(sum(total) filter (where status = 'paid'), 0)::int as paid,
        coalesce(sum(total) filter (where status in ('issued', 'proof_submitted', 'rejected')), 0)::int
          as due,
        coalesce(sum(total) filter (where credited), 0)::int as credited,
        (select coalesce(json_agg(day order by day.date), '[]'::json) from (
          select date, sum(invoiced)::int as invoiced, sum(paid)::int as paid
          from moves group by date) day) as days
      from inv`),
  );
  const { days, ...totals } = row!;
  return { totals, by_day: trend(window, MONEY_TREND, days) };
}

/**
 * The parcels of the houses approved for the event, by status; those not delivered once the
 * delivery deadline has passed; and the parcels sent and delivered each day of the window.
 */
async function parcelTile(db: Database, houses: SQL, eventId: string, window: Window) {
  const [row] = rowsOf<{
    prepared: number;
    in_transit: number;
    delivered: number;
    overdue: number;
    days: DayRow<(typeof PARCEL_TREND)[number]>[];
  }>(
    await db.execute(sql`with p as (
        select status, sent_at, delivered_at from parcels
        where organization_id in (${houses})
      ), moves as (
        select ${dayOf(sql`sent_at`)} as date, 1 as sent, 0 as delivered
          from p where sent_at >= ${since(window)}
        union all
        select ${dayOf(sql`delivered_at`)}, 0, 1 from p where delivered_at >= ${since(window)}
      )
      select
        count(*) filter (where status = 'prepared')::int as prepared,
        count(*) filter (where status = 'in_transit')::int as in_transit,
        count(*) filter (where status = 'delivered')::int as delivered,
        count(*) filter (where status <> 'delivered' and ${window.to}::date > (
          select parcel_delivery_due_on from event_deadlines where event_id = ${eventId}))::int
          as overdue,
        (select coalesce(json_agg(day order by day.date), '[]'::json) from (
          select date, sum(sent)::int as sent, sum(delivered)::int as delivered
          from moves group by date) day) as days
      from p`),
  );
  const { days, overdue, ...byStatus } = row!;
  return { by_status: byStatus, overdue, by_day: trend(window, PARCEL_TREND, days) };
}

/** The titles of the houses approved for the event waiting for review, and reviews by day. */
async function bookTile(db: Database, houses: SQL, window: Window) {
  const [row] = rowsOf<{ pending: number; days: DayRow<(typeof REVIEW_TREND)[number]>[] }>(
    await db.execute(sql`select
        (select count(*) from books where organization_id in (${houses})
          and status = 'pending')::int as pending,
        (select coalesce(json_agg(day order by day.date), '[]'::json) from (
          select ${dayOf(sql`reviewed_at`)} as date,
            count(*) filter (where status = 'approved')::int as approved,
            count(*) filter (where status = 'rejected')::int as rejected
          from books where organization_id in (${houses}) and reviewed_at >= ${since(window)}
          group by 1) day) as days`),
  );
  return { pending: row!.pending, by_day: trend(window, REVIEW_TREND, row!.days) };
}

/** The event's participation requests by status. */
async function requestTile(db: Database, eventId: string) {
  const rows = rowsOf<{ status: (typeof REQUEST_STATUSES)[number]; requests: number }>(
    await db.execute(sql`select status, count(*)::int as requests from participation_requests
      where event_id = ${eventId} group by status`),
  );
  const byStatus = Object.fromEntries(REQUEST_STATUSES.map((status) => [status, 0])) as Record<
    (typeof REQUEST_STATUSES)[number],
    number
  >;
  for (const row of rows) byStatus[row.status] = row.requests;
  return { by_status: byStatus };
}

/** The houses approved for the event by country, most first. */
async function exhibitorTile(db: Database, houses: SQL) {
  const rows = rowsOf<{ country: string; houses: number }>(
    await db.execute(sql`select country_id as country, count(*)::int as houses
      from organizations where id in (${houses})
      group by country_id order by 2 desc, 1`),
  );
  return {
    total: rows.reduce((sum, row) => sum + row.houses, 0),
    by_country: rows.map((row) => ({
      ...row,
      name: findCountry(row.country)?.name ?? { ar: row.country, en: row.country },
    })),
  };
}

/**
 * Houses in breach of each rule, through the same check the houses and the sending of parcels
 * read (`findBreaches`), exceptions left out: a rule an excepted house breaks is not a breach here.
 */
async function breachTile(db: Database, event: EventRow) {
  const rules = await loadFairRules(db, event.id);
  const [breaches, exceptions] = await Promise.all([
    findBreaches(db, { id: event.id, startsOn: event.startsOn }, rules, "en"),
    exceptionsByHouse(db, event.id),
  ]);
  const byRule = new Map<FairRule, { houses: number; breaches: number }>(
    FAIR_RULES.map((rule) => [rule, { houses: 0, breaches: 0 }]),
  );
  let houses = 0;
  for (const [house, list] of breaches) {
    const standing = withExceptions(list, exceptions.get(house) ?? []).filter(
      (breach) => !breach.excepted,
    );
    if (standing.length > 0) houses += 1;
    for (const rule of new Set(standing.map((breach) => breach.rule))) {
      byRule.get(rule)!.houses += 1;
    }
    for (const breach of standing) byRule.get(breach.rule)!.breaches += 1;
  }
  return { houses, by_rule: [...byRule].map(([rule, counts]) => ({ rule, ...counts })) };
}

/** The guide's searches that found nothing: how many terms, how many searches, the most asked. */
async function missedSearchTile(db: Database, eventId: string) {
  const [row] = rowsOf<{
    terms: number;
    searches: number;
    top: { term: string; searches: number }[];
  }>(
    await db.execute(sql`select count(*)::int as terms, coalesce(sum(searches), 0)::int as searches,
        (select coalesce(json_agg(m), '[]'::json) from (
          select term, searches from guide_misses where event_id = ${eventId}
          order by searches desc, term limit ${MISSED_SEARCHES_SHOWN}) m) as top
      from guide_misses where event_id = ${eventId}`),
  );
  return row!;
}

/** The event a dashboard opens on: the first not yet over on `today`, else the latest to end. */
export async function currentEvent(db: Database, today: string): Promise<EventRow | undefined> {
  const [coming] = await db
    .select()
    .from(events)
    .where(gte(events.endsOn, today))
    .orderBy(asc(events.startsOn), asc(events.id))
    .limit(1);
  if (coming) return coming;
  const [latest] = await db
    .select()
    .from(events)
    .orderBy(desc(events.endsOn), asc(events.id))
    .limit(1);
  return latest;
}

/** The event's dashboard at `now`: every tile, their queries side by side. */
export async function dashboardOf(db: Database, event: EventRow, now: Date): Promise<Dashboard> {
  const window = trendWindow(isoToday(now));
  const houses = housesOf({ id: event.id });
  const [booths, money, parcels, books, requests, exhibitors, breaches, missed] = await Promise.all(
    [
      boothTile(db, event.id, now),
      moneyTile(db, event.id, window),
      parcelTile(db, houses, event.id, window),
      bookTile(db, houses, window),
      requestTile(db, event.id),
      exhibitorTile(db, houses),
      breachTile(db, event),
      missedSearchTile(db, event.id),
    ],
  );
  return {
    event: {
      id: event.id,
      name: { ar: event.nameAr, en: event.nameEn },
      starts_on: event.startsOn,
      ends_on: event.endsOn,
    },
    counted_at: now.toISOString(),
    trend: window,
    booths,
    money,
    parcels,
    books,
    requests,
    exhibitors,
    breaches,
    missed_searches: missed,
  };
}
