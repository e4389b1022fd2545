import { describe, expect, it } from "vitest";
import { formatDate, fromNow } from "./dates.ts";

const afternoon = new Date(2026, 10, 22, 14, 5);

describe("formatDate", () => {
  it("gives day, full month name and year by default", () => {
    expect(formatDate(afternoon, "en")).toBe("22 November 2026");
    expect(formatDate(afternoon, "ar")).toBe("22 نوفمبر 2026");
  });

  it("gives yyyy-MM-dd h:mm on a 12-hour clock with the flag", () => {
    expect(formatDate(afternoon, "en", true)).toBe("2026-11-22 2:05");
  });

  it("returns null for an empty or unreadable value", () => {
    expect(formatDate(null, "en")).toBeNull();
    expect(formatDate("", "ar")).toBeNull();
    expect(formatDate("not a date", "en")).toBeNull();
  });
});

describe("fromNow", () => {
  it("gives a relative phrase with its suffix in both languages", () => {
    const threeDaysAgo = new Date(afternoon.getTime() - 3 * 86_400_000);
    expect(fromNow(threeDaysAgo, "en", afternoon)).toBe("3 days ago");
    expect(fromNow(threeDaysAgo, "ar", afternoon)).toBe("منذ 3 أيام");
    expect(fromNow(new Date(afternoon.getTime() + 3_600_000), "en", afternoon)).toBe(
      "in about 1 hour",
    );
  });

  it("gives '-' for an empty value", () => {
    expect(fromNow(undefined, "en")).toBe("-");
  });
});
