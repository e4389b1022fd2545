import {
  DEFAULT_FAIR_RULES,
  type FairRule,
  type FairRules,
  FairRulesSchema,
  type RuleBreach,
  type RuleException,
  oldestAdmittedYear,
  parcelAllowance,
} from "@rawaq/domain/fair-rules";
import { isoToday } from "@rawaq/domain/calendar";
import { foldForSearch } from "@rawaq/domain/search-fold";
import type { Locale } from "@rawaq/i18n/locales";
import { type SQL, and, asc, eq, gte, inArray, sql } from "drizzle-orm";
import * as v from "valibot";
import type { Database } from "../db/client.ts";
import { rowsOf } from "../db/rows.ts";
import { eventRules, events, participationRequests, ruleExceptions } from "../db/schema/index.ts";

// The fair's own rules (issue 32), checked in one place: the house's page, the administration's
// list of breaches, the dashboard's count and the sending of parcels all ask `findBreaches`, one
// set of queries over the houses approved for the fair (or some of them).

/** An event's rules: its row, read through the domain's schema, or the defaults (all off). */
export async function loadFairRules(db: Database, eventId: string): Promise<FairRules> {
  const [row] = await db
    .select({ rules: eventRules.rules })
    .from(eventRules)
    .where(eq(eventRules.eventId, eventId));
  if (!row) return DEFAULT_FAIR_RULES;
  const parsed = v.safeParse(FairRulesSchema, row.rules);
  return parsed.success ? parsed.output : DEFAULT_FAIR_RULES;
}

/** What the rules need of an event. */
export interface Fair {
  id: string;
  startsOn: string;
}

/**
 * The fair a house's rules come from: the earliest not yet ended among those it was approved to
 * take part in. Null when it has none (no rule applies to it).
 */
export async function houseFair(db: Database, organizationId: string, now: Date) {
  const [row] = await db
    .select({
      id: events.id,
      nameAr: events.nameAr,
      nameEn: events.nameEn,
      startsOn: events.startsOn,
    })
    .from(participationRequests)
    .innerJoin(events, eq(events.id, participationRequests.eventId))
    .where(
      and(
        eq(participationRequests.organizationId, organizationId),
        eq(participationRequests.status, "approved"),
        gte(events.endsOn, isoToday(now)),
      ),
    )
    .orderBy(asc(events.startsOn))
    .limit(1);
  return row ?? null;
}

/** The exceptions granted at an event, by house. */
export async function exceptionsByHouse(
  db: Database,
  eventId: string,
  organizationIds?: readonly string[],
): Promise<Map<string, RuleException[]>> {
  const rows = await db
    .select()
    .from(ruleExceptions)
    .where(
      and(
        eq(ruleExceptions.eventId, eventId),
        organizationIds ? inArray(ruleExceptions.organizationId, [...organizationIds]) : undefined,
      ),
    )
    .orderBy(asc(ruleExceptions.grantedAt));
  const byHouse = new Map<string, RuleException[]>();
  for (const row of rows) {
    const list = byHouse.get(row.organizationId) ?? [];
    list.push({
      rule: row.rule as FairRule,
      reason: row.reason,
      granted_at: row.grantedAt.toISOString(),
    });
    byHouse.set(row.organizationId, list);
  }
  return byHouse;
}

/** The houses approved for the fair, or those of `organizationIds` among them. */
export function housesOf(fair: Pick<Fair, "id">, organizationIds?: readonly string[]): SQL {
  return sql`select organization_id from ${participationRequests}
    where event_id = ${fair.id} and status = 'approved'
    ${
      organizationIds
        ? sql`and organization_id in ${sql`(${sql.join(
            organizationIds.map((id) => sql`${id}`),
            sql`, `,
          )})`}`
        : sql``
    }`;
}

interface TitleRow {
  organization_id: string;
  book_id: string;
  title: string;
  isbn: string;
  quantity: number | null;
  issue_year: number;
  reason_ar: string | null;
  reason_en: string | null;
  copies: boolean;
  too_old: boolean;
  refused: boolean;
}

interface HouseRow {
  organization_id: string;
  area: number;
  sent: number;
  titles: number;
  in_languages: number;
}

/**
 * Every breach of the fair's rules by the houses approved for it (or `organizationIds`), before
 * exceptions: one query for the titles, one for the houses. `extraParcels` counts parcels a
 * sending under way adds to a house.
 */
export async function findBreaches(
  db: Database,
  fair: Fair,
  rules: FairRules,
  locale: Locale,
  options: { organizationIds?: readonly string[]; extraParcels?: ReadonlyMap<string, number> } = {},
): Promise<Map<string, RuleBreach[]>> {
  if (options.organizationIds?.length === 0) return new Map();
  const houses = housesOf(fair, options.organizationIds);
  const minYear = oldestAdmittedYear(fair.startsOn, rules.publication_age.max_years);
  const titleRules = [
    rules.copies_per_title.enabled
      ? sql`bl.quantity > ${rules.copies_per_title.max_copies}`
      : sql`false`,
    rules.publication_age.enabled
      ? sql`extract(year from b.issue_date)::int < ${minYear}`
      : sql`false`,
    rules.refused_titles.enabled ? sql`rt.id is not null` : sql`false`,
  ];
  const checksTitles =
    rules.copies_per_title.enabled || rules.publication_age.enabled || rules.refused_titles.enabled;
  const checksHouses = rules.parcels_per_area.enabled || rules.fair_languages.enabled;
  const languages = rules.fair_languages.languages.map(foldForSearch);

  const [titleRows, houseRows] = await Promise.all([
    checksTitles
      ? db
          .execute(
            sql`select b.organization_id, b.id as book_id, b.title, b.isbn, bl.quantity,
                extract(year from b.issue_date)::int as issue_year,
                rt.reason_ar, rt.reason_en,
                coalesce(${titleRules[0]}, false) as copies,
                coalesce(${titleRules[1]}, false) as too_old,
                coalesce(${titleRules[2]}, false) as refused
              from books b
              left join book_logistics bl on bl.book_id = b.id
              left join refused_titles rt on rt.event_id = ${fair.id} and rt.isbn = b.isbn
              where b.organization_id in (${houses}) and b.status = 'approved'
                and (${sql.join(titleRules, sql` or `)})
              order by b.organization_id, b.title, b.id`,
          )
          .then((answer) => rowsOf<TitleRow>(answer))
      : Promise.resolve([]),
    checksHouses
      ? db
          .execute(
            sql`select h.organization_id,
                coalesce((select sum(bo.area_square_metres) from booth_reservations r
                  join booths bo on bo.id = r.booth_id
                  where r.event_id = ${fair.id} and r.organization_id = h.organization_id
                    and r.status = 'confirmed'), 0)::int as area,
                (select count(*) from parcels p where p.organization_id = h.organization_id
                  and p.destination is not null)::int as sent,
                (select count(*) from books b where b.organization_id = h.organization_id
                  and b.status = 'approved')::int as titles,
                (select count(*) from books b where b.organization_id = h.organization_id
                  and b.status = 'approved'
                  and rawaq_fold(b.language) in (${sql.join(
                    (languages.length > 0 ? languages : [""]).map((name) => sql`${name}`),
                    sql`, `,
                  )}))::int as in_languages
              from (${houses}) h`,
          )
          .then((answer) => rowsOf<HouseRow>(answer))
      : Promise.resolve([]),
  ]);

  const byHouse = new Map<string, RuleBreach[]>();
  const add = (organizationId: string, breach: RuleBreach) => {
    const list = byHouse.get(organizationId) ?? [];
    list.push(breach);
    byHouse.set(organizationId, list);
  };
  for (const row of titleRows) {
    const book = { id: row.book_id, title: row.title, isbn: row.isbn };
    const base = { book, reason: null, excepted: false };
    if (row.copies) {
      add(row.organization_id, {
        ...base,
        rule: "copies_per_title",
        allowed: rules.copies_per_title.max_copies,
        actual: row.quantity,
      });
    }
    if (row.too_old) {
      add(row.organization_id, {
        ...base,
        rule: "publication_age",
        allowed: minYear,
        actual: row.issue_year,
      });
    }
    if (row.refused) {
      add(row.organization_id, {
        ...base,
        rule: "refused_titles",
        allowed: null,
        actual: null,
        reason: locale === "ar" ? row.reason_ar : row.reason_en,
      });
    }
  }
  for (const row of houseRows) {
    if (rules.parcels_per_area.enabled) {
      const allowed = parcelAllowance(row.area, rules.parcels_per_area);
      const sent = row.sent + (options.extraParcels?.get(row.organization_id) ?? 0);
      if (sent > allowed) {
        add(row.organization_id, {
          rule: "parcels_per_area",
          book: null,
          allowed,
          actual: sent,
          reason: null,
          excepted: false,
        });
      }
    }
    if (rules.fair_languages.enabled && row.titles > 0 && row.in_languages === 0) {
      add(row.organization_id, {
        rule: "fair_languages",
        book: null,
        allowed: null,
        actual: null,
        reason: null,
        excepted: false,
      });
    }
  }
  return byHouse;
}

/** Marks the breaches of rules the house was excepted from. */
export function withExceptions(
  breaches: readonly RuleBreach[],
  exceptions: readonly RuleException[],
): RuleBreach[] {
  const excepted = new Set(exceptions.map((exception) => exception.rule));
  return breaches.map((breach) => ({ ...breach, excepted: excepted.has(breach.rule) }));
}

/** The most parcels a house may send at the fair, or null when the rule is off. */
export async function houseParcelAllowance(
  db: Database,
  fair: Fair,
  rules: FairRules,
  organizationId: string,
): Promise<number | null> {
  if (!rules.parcels_per_area.enabled) return null;
  const [row] = rowsOf<{ area: number }>(
    await db.execute(
      sql`select coalesce(sum(bo.area_square_metres), 0)::int as area
        from booth_reservations r join booths bo on bo.id = r.booth_id
        where r.event_id = ${fair.id} and r.organization_id = ${organizationId}
          and r.status = 'confirmed'`,
    ),
  );
  return parcelAllowance(row?.area ?? 0, rules.parcels_per_area);
}
