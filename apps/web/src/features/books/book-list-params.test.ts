import { describe, expect, it } from "vitest";
import { parseUrlState, urlSearch } from "../../lib/url-state.ts";
import { BOOK_LIST_PARAMS } from "./book-list-params.ts";

describe("books list URL", () => {
  it("reads status, search, page and page size, ignoring what it does not know", () => {
    const read = (query: string) => parseUrlState(BOOK_LIST_PARAMS, new URLSearchParams(query));
    expect(read("status=rejected&q=نجيب&page=3")).toEqual({
      status: "rejected",
      q: "نجيب",
      page: 3,
      per_page: 20,
    });
    expect(read("status=lost&page=-2&per_page=1000")).toEqual({
      status: undefined,
      q: "",
      page: 1,
      per_page: 20,
    });
  });

  it("links to one status, as the dashboard and the add-books page do", () => {
    expect(urlSearch(BOOK_LIST_PARAMS, { status: "pending" })).toBe("?status=pending");
  });
});
