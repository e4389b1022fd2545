import { describe, expect, it } from "vitest";
import { bookListSearch, formatCount, parseBookListParams } from "./book-query.ts";

describe("books list URL", () => {
  it("reads status, search and page, ignoring what it does not know", () => {
    expect(parseBookListParams(new URLSearchParams("status=rejected&q=نجيب&page=3"))).toEqual({
      status: "rejected",
      q: "نجيب",
      page: 3,
    });
    expect(parseBookListParams(new URLSearchParams("status=lost&page=-2"))).toEqual({
      status: undefined,
      q: "",
      page: 1,
    });
    expect(parseBookListParams(new URLSearchParams("page=٢")).page).toBe(2);
  });

  it("starts again at page 1 when the filters change, and drops empty values", () => {
    const current = new URLSearchParams("status=pending&q=abc&page=4");
    expect(bookListSearch(current, { status: "approved" }).toString()).toBe(
      "status=approved&q=abc",
    );
    expect(bookListSearch(current, { q: "" }).toString()).toBe("status=pending");
    expect(bookListSearch(current, { page: 5 }).toString()).toBe("status=pending&q=abc&page=5");
    expect(bookListSearch(current, { page: 1 }).toString()).toBe("status=pending&q=abc");
  });
});

describe("formatCount", () => {
  it("writes Latin digits with grouping in both locales", () => {
    expect(formatCount(1234, "en")).toBe("1,234");
    expect(formatCount(1234, "ar")).toMatch(/^1.234$/);
  });
});
