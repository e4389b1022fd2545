import * as v from "valibot";
import { BilingualSchema } from "./bilingual.ts";
import { BookInputSchema } from "./book.ts";
import { MAX_QUANTITY } from "./logistics.ts";
import { readWholeNumber, wholeNumberSchema } from "./numbers.ts";
import { PageMetaSchema } from "./pagination.ts";
import { foldForSearch } from "./search-fold.ts";
import { requiredName } from "./validation.ts";

// The fair's own rules (issue 32): set per event by the administration, each on or off, checked
// where exhibitors enter data and enforced when parcels are sent. Real fairs publish such rules:
// Riyadh allowed at most 100 copies per title and 50 parcels per 12 m² of stand; Sharjah admits
// mostly titles of the last three years; every fair refuses some titles.

export const FAIR_RULES = [
  "copies_per_title",
  "parcels_per_area",
  "publication_age",
  "refused_titles",
  "fair_languages",
] as const;
export type FairRule = (typeof FAIR_RULES)[number];

/** The rules a title can break (the others are the house's as a whole). */
export const TITLE_RULES = ["copies_per_title", "publication_age", "refused_titles"] as const;
export type TitleRule = (typeof TITLE_RULES)[number];

export const MAX_FAIR_LANGUAGES = 10;
export const MAX_RULE_YEARS = 100;
export const MAX_PARCELS_PER_AREA = 10_000;
export const MAX_AREA_UNIT = 1_000;

const enabled = v.boolean("invalid");

/** The rules of one event as the administration sets them (PUT) and everyone reads them. */
export const FairRulesSchema = v.object({
  copies_per_title: v.object({
    enabled,
    max_copies: wholeNumberSchema(1, MAX_QUANTITY, { below: "positive", above: "too_large" }),
  }),
  parcels_per_area: v.object({
    enabled,
    /** `parcels` parcels for every `per_square_metres` m² of confirmed stand (50 per 12). */
    parcels: wholeNumberSchema(1, MAX_PARCELS_PER_AREA, { below: "positive", above: "too_large" }),
    per_square_metres: wholeNumberSchema(1, MAX_AREA_UNIT, {
      below: "positive",
      above: "too_large",
    }),
  }),
  publication_age: v.object({
    enabled,
    /** A title issued more than this many calendar years before the fair's year is too old. */
    max_years: wholeNumberSchema(0, MAX_RULE_YEARS, { above: "too_large" }),
  }),
  refused_titles: v.object({ enabled }),
  fair_languages: v.object({
    enabled,
    /** Language names as book lists write them ("العربية", "Arabic"); one title must match. */
    languages: v.pipe(
      v.array(requiredName(60), "invalid"),
      v.maxLength(MAX_FAIR_LANGUAGES, "too_long"),
    ),
  }),
});
export type FairRules = v.InferOutput<typeof FairRulesSchema>;

/** An event's rules until the administration sets them: all off, with Riyadh's values ready. */
export const DEFAULT_FAIR_RULES: FairRules = {
  copies_per_title: { enabled: false, max_copies: 100 },
  parcels_per_area: { enabled: false, parcels: 50, per_square_metres: 12 },
  publication_age: { enabled: false, max_years: 3 },
  refused_titles: { enabled: false },
  fair_languages: { enabled: false, languages: ["العربية", "Arabic"] },
};

/** The most parcels a house may send for `area` m² of confirmed stand. */
export function parcelAllowance(
  area: number,
  rule: Pick<FairRules["parcels_per_area"], "parcels" | "per_square_metres">,
): number {
  return Math.floor((area * rule.parcels) / rule.per_square_metres);
}

/** The calendar year of an ISO date (`2026-11-01` → 2026). */
export function yearOf(isoDate: string): number {
  return readWholeNumber(isoDate.slice(0, 4)) ?? 0;
}

/** The first year a title may be issued in to be admitted at a fair starting on `fairStartsOn`. */
export function oldestAdmittedYear(fairStartsOn: string, maxYears: number): number {
  return yearOf(fairStartsOn) - maxYears;
}

/** Whether a title issued on `issueDate` is older than the rule allows at a fair starting then. */
export function isTooOld(issueDate: string, fairStartsOn: string, maxYears: number): boolean {
  return yearOf(issueDate) < oldestAdmittedYear(fairStartsOn, maxYears);
}

/** Whether a book list's language is one of the fair's, however it is spelled or accented. */
export function isFairLanguage(language: string, languages: readonly string[]): boolean {
  const folded = foldForSearch(language);
  return languages.some((name) => foldForSearch(name) === folded);
}

/** What the rules need to know of one title of a house. */
export interface TitleFacts {
  isbn: string;
  issue_date: string;
  /** Copies the house declared (its logistics data); null until it has. */
  quantity: number | null;
}

/** The title rules `title` breaks, before exceptions. */
export function titleBreaches(
  title: TitleFacts,
  rules: FairRules,
  fair: { starts_on: string; refused_isbns: ReadonlySet<string> },
): TitleRule[] {
  const broken: TitleRule[] = [];
  if (
    rules.copies_per_title.enabled &&
    title.quantity !== null &&
    title.quantity > rules.copies_per_title.max_copies
  ) {
    broken.push("copies_per_title");
  }
  if (
    rules.publication_age.enabled &&
    isTooOld(title.issue_date, fair.starts_on, rules.publication_age.max_years)
  ) {
    broken.push("publication_age");
  }
  if (rules.refused_titles.enabled && fair.refused_isbns.has(title.isbn)) {
    broken.push("refused_titles");
  }
  return broken;
}

/** A title the administration refuses for an event, with its reason in both languages. */
export const RefusedTitleSchema = v.object({
  isbn: v.string(),
  reason_ar: v.string(),
  reason_en: v.string(),
  created_at: v.string(),
});
export type RefusedTitle = v.InferOutput<typeof RefusedTitleSchema>;

/** One breach: a title's (with its book) or the house's as a whole (book null). */
export const RuleBreachSchema = v.object({
  rule: v.picklist(FAIR_RULES),
  book: v.nullable(v.object({ id: v.string(), title: v.string(), isbn: v.string() })),
  /** What the rule allows and what the house has: copies, parcels, a year; null when moot. */
  allowed: v.nullable(v.number()),
  actual: v.nullable(v.number()),
  /** A refused title's reason, in the reader's language. */
  reason: v.nullable(v.string()),
  /** The administration allowed it for this house: shown, never enforced. */
  excepted: v.boolean(),
});
export type RuleBreach = v.InferOutput<typeof RuleBreachSchema>;

/** An exception the administration granted a house for one rule of one event. */
export const RuleExceptionSchema = v.object({
  rule: v.picklist(FAIR_RULES),
  reason: v.string(),
  granted_at: v.string(),
});
export type RuleException = v.InferOutput<typeof RuleExceptionSchema>;

/** The rules as a house reads them for its fair, with its breaches and its exceptions. */
export const HouseRulesSchema = v.object({
  /** The fair, named as the administration names it in each language (decision 066). */
  event: v.object({ id: v.string(), name: BilingualSchema, starts_on: v.string() }),
  rules: FairRulesSchema,
  /** The most parcels it may send (null: the rule is off or it has no confirmed stand yet). */
  parcel_allowance: v.nullable(v.number()),
  breaches: v.array(RuleBreachSchema),
  exceptions: v.array(RuleExceptionSchema),
  /** The titles the fair refuses, with the reason in the reader's language (the preview's). */
  refused: v.array(v.object({ isbn: v.string(), reason: v.string() })),
});
export type HouseRules = v.InferOutput<typeof HouseRulesSchema>;

/** GET /api/admin/fair-rules/{eventId}: the rules and the refused titles. */
export const AdminFairRulesSchema = v.object({
  rules: FairRulesSchema,
  refused_titles: v.array(RefusedTitleSchema),
});

/** The administration's view: every house in breach of an event's rules. */
export const HouseBreachesSchema = v.object({
  organization: v.object({ id: v.string(), name: v.string() }),
  breaches: v.array(RuleBreachSchema),
  exceptions: v.array(RuleExceptionSchema),
});
export const EventBreachesSchema = v.object({
  houses: v.array(HouseBreachesSchema),
  meta: PageMetaSchema,
});

export const RuleExceptionInputSchema = v.object({
  organization_id: v.pipe(v.string("invalid"), v.uuid("invalid")),
  rule: v.picklist(FAIR_RULES, "unknown_option"),
  reason: requiredName(500),
});

export const RefusedTitleInputSchema = v.object({
  // Written as a book list writes it (ISBN-10 or -13, with dashes); kept as ISBN-13 digits.
  isbn: BookInputSchema.entries.isbn,
  reason_ar: requiredName(500),
  reason_en: requiredName(500),
});
