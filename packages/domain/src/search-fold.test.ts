import { describe, expect, it } from "vitest";
import { foldForSearch, readSearchQuery } from "./search-fold.ts";

/** What a visitor types and what it must find, folded alike (issue 29's forms). */
export const FOLDED_PAIRS: readonly (readonly [typed: string, stored: string])[] = [
  ["الاسلام", "الإسلام"],
  ["اسلام", "أسلام"],
  ["القران", "القرآن"],
  ["الوصل", "ٱلوصل"],
  ["مكتبه", "مكتبة"],
  ["مستشفي", "مستشفى"],
  ["مسايل", "مسائل"],
  ["موتمر", "مؤتمر"],
  ["محمد", "مُحَمَّد"],
  ["كتاب", "كتــــاب"],
  ["2024", "٢٠٢٤"],
  ["1445", "۱۴۴۵"],
  ["كتاب", "کتاب"],
  ["علي", "علی"],
  ["the prophet", "THE PROPHET"],
  ["one hundred years", "One Hundred Years!"],
];

describe("foldForSearch", () => {
  it.each(FOLDED_PAIRS)("folds «%s» and «%s» alike", (typed, stored) => {
    expect(foldForSearch(typed)).toBe(foldForSearch(stored));
  });

  it("keeps letters that differ apart", () => {
    expect(foldForSearch("كتاب")).not.toBe(foldForSearch("كتب"));
    expect(foldForSearch("Márquez")).toBe("márquez");
  });

  it("turns punctuation into single spaces and trims", () => {
    expect(foldForSearch("  «الأيام» — طه  حسين، ج١ ")).toBe("الايام طه حسين ج1");
  });
});

describe("readSearchQuery", () => {
  it("recognises an ISBN with or without hyphens, as ISBN-10 too, in Arabic digits", () => {
    const isbn13 = "9780306406157";
    expect(readSearchQuery("978-0-306-40615-7")?.isbn13).toBe(isbn13);
    expect(readSearchQuery("9780306406157")?.isbn13).toBe(isbn13);
    expect(readSearchQuery("0-306-40615-2")?.isbn13).toBe(isbn13);
    expect(readSearchQuery("٩٧٨٠٣٠٦٤٠٦١٥٧")?.isbn13).toBe(isbn13);
    expect(readSearchQuery("978-0-306-40615-8")?.isbn13).toBeNull();
  });

  it("splits the folded words, once each, and finds nothing to look for in punctuation", () => {
    expect(readSearchQuery("نجيب  محفوظ نجيب")?.words).toEqual(["نجيب", "محفوظ"]);
    expect(readSearchQuery(" — ، ")).toBeNull();
  });
});
