import { BOOK_LIST_MAX_BYTES, BOOK_LIST_MAX_ROWS } from "./limits.ts";
import * as v from "valibot";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { codesOf } from "../test/issue-codes.ts";
import { book } from "../test/samples.ts";
import {
  BOOK_FIELDS,
  BookFilterSchema,
  BookImportResultSchema,
  BookInputSchema,
  BooksResultSchema,
} from "./book.ts";

// Issue dates must not be in the future: the clock is pinned to a known day.
const TODAY = "2026-11-24";
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"], now: new Date(`${TODAY}T10:00:00Z`) });
});
afterEach(() => {
  vi.useRealTimers();
});

const input = {
  title: "الأيام",
  author: "طه حسين",
  author_nationality: "مصري",
  language: "العربية",
  isbn: "978-0-306-40615-7",
  issue_date: "2020-02-29",
  publisher_name: "دار المعارف",
};
const meta = { page: 1, per_page: 20, total: 1, pages: 1 };

describe("BookInputSchema", () => {
  it("accepts a real book and stores its ISBN-13, digits only", () => {
    expect(v.parse(BookInputSchema, input)).toEqual({ ...input, isbn: "9780306406157" });
  });

  it("stores an ISBN-10 as its ISBN-13, and cleans what was typed", () => {
    expect(
      v.parse(BookInputSchema, {
        ...input,
        title: "  \u202bالأيام\u202c  ",
        author: "طه   حسين",
        isbn: " 0-306-40615-2 ",
        issue_date: " ٢٠٢٠-٠٢-٢٩ ",
      }),
    ).toEqual({ ...input, isbn: "9780306406157" });
  });

  it.each(["1450-01-01", TODAY])("accepts the issue date %s", (issue_date) => {
    expect(codesOf(BookInputSchema, { ...input, issue_date })).toEqual({});
  });

  it.each([
    ["title", "  ", "required"],
    ["title", "\u200f", "required"],
    ["title", "x".repeat(301), "too_long"],
    ["author", "", "required"],
    ["author", "x".repeat(201), "too_long"],
    ["author_nationality", "", "required"],
    ["author_nationality", "x".repeat(81), "too_long"],
    ["language", "", "required"],
    ["language", "x".repeat(61), "too_long"],
    ["publisher_name", "", "required"],
    ["publisher_name", "x".repeat(201), "too_long"],
    ["isbn", "", "required"],
    ["isbn", "   ", "required"],
    ["isbn", 9780306406157, "required"],
    ["isbn", "978-0-306-40615-8", "isbn"],
    ["isbn", "4006381333931", "isbn_prefix"],
    ["issue_date", "", "required"],
    ["issue_date", 2020, "required"],
    ["issue_date", "2023-02-31", "invalid_date"],
    ["issue_date", "2020/02/29", "invalid_date"],
    ["issue_date", "1449-12-31", "invalid_date"],
    ["issue_date", "2026-11-25", "past_date"],
  ])("reports %s = %j as %s", (field, value, code) => {
    expect(codesOf(BookInputSchema, { ...input, [field]: value })).toEqual({ [field]: [code] });
  });
});

describe("book answers", () => {
  it("reads a page of books whole", () => {
    const answer = {
      books: [book, { ...book, status: "pending", rejection_reason: null, reviewed_at: null }],
      meta,
    };
    expect(v.parse(BooksResultSchema, answer)).toEqual(answer);
    expect(
      v.safeParse(BooksResultSchema, { books: [{ ...book, status: "archived" }], meta }).success,
    ).toBe(false);
  });

  it("reads an import preview whole", () => {
    const answer = {
      import: {
        id: "imp1",
        file_name: "books.xlsx",
        status: "preview",
        total_rows: 2,
        valid_rows: 1,
        error_rows: 1,
        created_at: "2026-11-24T09:00:00.000Z",
        committed_at: null,
      },
      rows: [
        { row: 2, values: { title: "الأيام", isbn: "9780306406157" }, errors: {} },
        {
          row: 3,
          values: { title: "", isbn: "123" },
          errors: { title: ["required"], isbn: ["isbn"] },
        },
      ],
      meta,
    };
    expect(v.parse(BookImportResultSchema, answer)).toEqual(answer);
    const committed = { ...answer, import: { ...answer.import, status: "committed" } };
    expect(v.parse(BookImportResultSchema, committed)).toEqual(committed);
    const unknown = { ...answer, import: { ...answer.import, status: "uploaded" } };
    expect(v.safeParse(BookImportResultSchema, unknown).success).toBe(false);
  });
});

describe("BookFilterSchema", () => {
  it("reads a status and a trimmed search text", () => {
    expect(v.parse(BookFilterSchema, { status: "approved", q: "  طه  " })).toEqual({
      status: "approved",
      q: "طه",
    });
    expect(v.parse(BookFilterSchema, {})).toEqual({});
  });

  it("refuses an unknown status and a search text over 200 characters", () => {
    expect(v.safeParse(BookFilterSchema, { status: "archived" }).success).toBe(false);
    expect(v.safeParse(BookFilterSchema, { q: "x".repeat(201) }).success).toBe(false);
    expect(v.safeParse(BookFilterSchema, { q: ` ${"x".repeat(200)} ` }).success).toBe(true);
  });
});

describe("book list limits", () => {
  it("are 10 MiB and 10,000 rows, in the template's column order", () => {
    expect(BOOK_LIST_MAX_BYTES).toBe(10_485_760);
    expect(BOOK_LIST_MAX_ROWS).toBe(10_000);
    expect(BOOK_FIELDS).toEqual([
      "title",
      "author",
      "author_nationality",
      "language",
      "isbn",
      "issue_date",
      "publisher_name",
    ]);
  });
});
