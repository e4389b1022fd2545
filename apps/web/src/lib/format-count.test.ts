import { describe, expect, it } from "vitest";
import { formatCount } from "./format-count.ts";

describe("formatCount", () => {
  it("writes Latin digits with grouping in both locales", () => {
    expect(formatCount(1234, "en")).toBe("1,234");
    expect(formatCount(1234, "ar")).toMatch(/^1.234$/);
  });
});
