import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { codesOf } from "../test/issue-codes.ts";
import {
  DEFAULT_FAIR_RULES,
  type FairRules,
  FairRulesSchema,
  RefusedTitleInputSchema,
  RuleExceptionInputSchema,
  isFairLanguage,
  isTooOld,
  oldestAdmittedYear,
  parcelAllowance,
  titleBreaches,
  yearOf,
} from "./fair-rules.ts";

// Issue 32: the fair's rules, at, below and above each limit, as the entry forms judge titles
// (the API's findBreaches asks the same questions in SQL, apps/api/test/fair-rules.test.ts).

const on = (changes: Partial<FairRules>): FairRules => ({ ...DEFAULT_FAIR_RULES, ...changes });
const fair = { starts_on: "2026-11-01", refused_isbns: new Set(["9780306406157"]) };
const title = { isbn: "9789953871234", issue_date: "2025-03-01", quantity: 10 as number | null };

describe("parcelAllowance", () => {
  it("is whole parcels for the confirmed area: 50 per 12 m²", () => {
    const rule = { parcels: 50, per_square_metres: 12 };
    expect(parcelAllowance(12, rule)).toBe(50);
    expect(parcelAllowance(9, rule)).toBe(37);
    expect(parcelAllowance(24, rule)).toBe(100);
    expect(parcelAllowance(0, rule)).toBe(0);
    expect(parcelAllowance(11, { parcels: 1, per_square_metres: 12 })).toBe(0);
  });
});

describe("publication age", () => {
  it("admits titles of the fair's year back to N years before, no older", () => {
    expect(yearOf("2026-11-01")).toBe(2026);
    expect(oldestAdmittedYear("2026-11-01", 3)).toBe(2023);
    expect(isTooOld("2023-01-01", "2026-11-01", 3)).toBe(false);
    expect(isTooOld("2022-12-31", "2026-11-01", 3)).toBe(true);
    expect(isTooOld("2026-10-01", "2026-11-01", 0)).toBe(false);
    expect(isTooOld("2025-12-31", "2026-11-01", 0)).toBe(true);
  });
});

describe("isFairLanguage", () => {
  it("matches a language however it is cased, accented or spelled with ه for ة", () => {
    expect(isFairLanguage("العربيه", ["العربية"])).toBe(true);
    expect(isFairLanguage("ENGLISH", ["English"])).toBe(true);
    expect(isFairLanguage("Français", ["English", "العربية"])).toBe(false);
    expect(isFairLanguage("العربية", [])).toBe(false);
  });
});

describe("titleBreaches", () => {
  it("breaks nothing while every rule is off", () => {
    expect(
      titleBreaches(
        { ...title, quantity: 10_000, issue_date: "1990-01-01" },
        DEFAULT_FAIR_RULES,
        fair,
      ),
    ).toEqual([]);
  });

  it("copies per title: at and below the limit pass, above it breaks", () => {
    const rules = on({ copies_per_title: { enabled: true, max_copies: 100 } });
    expect(titleBreaches({ ...title, quantity: 99 }, rules, fair)).toEqual([]);
    expect(titleBreaches({ ...title, quantity: 100 }, rules, fair)).toEqual([]);
    expect(titleBreaches({ ...title, quantity: 101 }, rules, fair)).toEqual(["copies_per_title"]);
    // Not declared yet: nothing to judge.
    expect(titleBreaches({ ...title, quantity: null }, rules, fair)).toEqual([]);
  });

  it("publication age and refused titles, each alone and together", () => {
    const age = on({ publication_age: { enabled: true, max_years: 3 } });
    expect(titleBreaches({ ...title, issue_date: "2023-06-01" }, age, fair)).toEqual([]);
    expect(titleBreaches({ ...title, issue_date: "2022-06-01" }, age, fair)).toEqual([
      "publication_age",
    ]);
    const refused = on({ refused_titles: { enabled: true } });
    expect(titleBreaches({ ...title, isbn: "9780306406157" }, refused, fair)).toEqual([
      "refused_titles",
    ]);
    expect(titleBreaches(title, refused, fair)).toEqual([]);
    const all = on({
      copies_per_title: { enabled: true, max_copies: 5 },
      publication_age: { enabled: true, max_years: 1 },
      refused_titles: { enabled: true },
    });
    expect(
      titleBreaches({ isbn: "9780306406157", issue_date: "2020-01-01", quantity: 6 }, all, fair),
    ).toEqual(["copies_per_title", "publication_age", "refused_titles"]);
  });
});

describe("FairRulesSchema", () => {
  it("takes the defaults and numbers typed in any digits", () => {
    expect(v.parse(FairRulesSchema, DEFAULT_FAIR_RULES)).toEqual(DEFAULT_FAIR_RULES);
    const typed = v.parse(FairRulesSchema, {
      ...DEFAULT_FAIR_RULES,
      copies_per_title: { enabled: true, max_copies: "١٠٠" },
    });
    expect(typed.copies_per_title.max_copies).toBe(100);
  });

  it("refuses limits out of range and too many languages, naming each field", () => {
    expect(
      codesOf(FairRulesSchema, {
        ...DEFAULT_FAIR_RULES,
        copies_per_title: { enabled: true, max_copies: 0 },
        parcels_per_area: { enabled: true, parcels: 50, per_square_metres: 1001 },
        publication_age: { enabled: true, max_years: 101 },
        fair_languages: { enabled: true, languages: Array.from({ length: 11 }, () => "x") },
      }),
    ).toEqual({
      "copies_per_title.max_copies": ["positive"],
      "parcels_per_area.per_square_metres": ["too_large"],
      "publication_age.max_years": ["too_large"],
      "fair_languages.languages": ["too_long"],
    });
    expect(
      codesOf(FairRulesSchema, {
        ...DEFAULT_FAIR_RULES,
        publication_age: { enabled: "yes", max_years: 0 },
      }),
    ).toEqual({ "publication_age.enabled": ["invalid"] });
  });
});

describe("the administration's inputs", () => {
  it("a refused title by any ISBN spelling, kept as ISBN-13, with both reasons", () => {
    expect(
      v.parse(RefusedTitleInputSchema, {
        isbn: "0-306-40615-2",
        reason_ar: " ممنوع ",
        reason_en: "Banned",
      }),
    ).toEqual({ isbn: "9780306406157", reason_ar: "ممنوع", reason_en: "Banned" });
    expect(
      codesOf(RefusedTitleInputSchema, { isbn: "123", reason_ar: "", reason_en: "x" }),
    ).toEqual({ isbn: ["isbn"], reason_ar: ["required"] });
  });

  it("an exception names a house, a known rule and a reason", () => {
    expect(
      codesOf(RuleExceptionInputSchema, {
        organization_id: "not-an-id",
        rule: "speed_limit",
        reason: "",
      }),
    ).toEqual({
      organization_id: ["invalid"],
      rule: ["unknown_option"],
      reason: ["required"],
    });
  });
});
