import { describe, expect, test } from "vitest";
import { parsePage, parseStatus } from "./use-query-params.ts";

describe("queue query", () => {
  test("pages are positive integers, anything else is page 1", () => {
    expect(parsePage("3")).toBe(3);
    expect(parsePage("0")).toBe(1);
    expect(parsePage("abc")).toBe(1);
    expect(parsePage(null)).toBe(1);
  });

  test("status: absent or unknown is the default, 'all' is every status", () => {
    const statuses = ["pending", "approved", "rejected"] as const;
    expect(parseStatus(null, statuses, "pending")).toBe("pending");
    expect(parseStatus("approved", statuses, "pending")).toBe("approved");
    expect(parseStatus("draft", statuses, "pending")).toBe("pending");
    expect(parseStatus("all", statuses, "pending")).toBeUndefined();
  });
});
