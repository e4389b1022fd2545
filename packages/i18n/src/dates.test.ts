import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime, fromNow } from "./dates.ts";

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

describe("formatDateTime", () => {
  it("gives the date as everywhere else, then the 12-hour time with AM/PM (ص/م), Latin digits", () => {
    // The marker stays with its time: a no-break space (U+00A0) between them.
    expect(formatDateTime(afternoon, "en")).toBe("22 November 2026, 2:05\u00a0PM");
    expect(formatDateTime(afternoon, "ar")).toBe("22 نوفمبر 2026، 2:05\u00a0م");
    expect(formatDateTime(new Date(2026, 10, 24, 9, 41), "ar")).toBe("24 نوفمبر 2026، 9:41\u00a0ص");
    expect(formatDateTime(null, "ar")).toBeNull();
  });
});

describe("fromNow", () => {
  const daysAgo = (days: number) => new Date(afternoon.getTime() - days * 86_400_000);

  it("gives a relative phrase in both languages, Arabic with its dual and counted forms", () => {
    expect(fromNow(daysAgo(3), "en", afternoon)).toBe("3 days ago");
    expect(fromNow(daysAgo(2), "ar", afternoon)).toBe("قبل يومين");
    expect(fromNow(daysAgo(11), "ar", afternoon)).toBe("قبل 11 يومًا");
    expect(fromNow(daysAgo(3), "ar", afternoon)).toBe("قبل 3 أيام");
    expect(fromNow(new Date(afternoon.getTime() + 3_600_000), "en", afternoon)).toBe("in 1 hour");
    expect(fromNow(new Date(afternoon.getTime() - 5_000), "ar", afternoon)).toBe("الآن");
  });

  it("gives '-' for an empty value", () => {
    expect(fromNow(undefined, "en")).toBe("-");
  });
});
