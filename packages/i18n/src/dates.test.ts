import { describe, expect, it } from "vitest";
import {
  FAIR_TIME_ZONE,
  formatDate,
  formatShortDay,
  formatDateTime,
  formatTimeWithZone,
  fromNow,
} from "./dates.ts";

// 2:05 PM on the fair's clock (Riyadh, UTC+3 all year), whatever zone runs the test.
const afternoon = new Date("2026-11-22T11:05:00Z");
// 9:30 PM in UTC on 5 December is 12:30 AM on 6 December in Riyadh.
const nearMidnight = new Date("2026-12-05T21:30:00Z");

describe("formatDate", () => {
  it("gives day, full month name and year by default", () => {
    expect(formatDate(afternoon, "en")).toBe("22 November 2026");
    expect(formatDate(afternoon, "ar")).toBe("22 نوفمبر 2026");
  });

  it("gives yyyy-MM-dd h:mm on a 12-hour clock with the flag", () => {
    expect(formatDate(afternoon, "en", true)).toBe("2026-11-22 2:05");
  });

  it("gives an instant the day it is on the fair's clock, a calendar day as itself", () => {
    expect(formatDate(nearMidnight, "en")).toBe("06 December 2026");
    expect(formatDate("2026-12-05", "en")).toBe("05 December 2026");
    expect(formatDate("2026-01-01", "ar")).toBe("01 يناير 2026");
  });

  it("returns null for an empty or unreadable value", () => {
    expect(formatDate(null, "en")).toBeNull();
    expect(formatDate("", "ar")).toBeNull();
    expect(formatDate("not a date", "en")).toBeNull();
    expect(formatDate("2026-02-31", "en")).toBeNull();
  });
});

describe("formatDateTime", () => {
  it("gives the date as everywhere else, then the 12-hour time with AM/PM (ص/م), Latin digits", () => {
    // The marker stays with its time: a no-break space (U+00A0) between them.
    expect(formatDateTime(afternoon, "en")).toBe("22 November 2026, 2:05\u00a0PM");
    expect(formatDateTime(afternoon, "ar")).toBe("22 نوفمبر 2026، 2:05\u00a0م");
    expect(formatDateTime(new Date("2026-11-24T06:41:00Z"), "ar")).toBe(
      "24 نوفمبر 2026، 9:41\u00a0ص",
    );
    expect(formatDateTime(null, "ar")).toBeNull();
  });

  it("reads the time on the fair's clock, not the reader's", () => {
    expect(formatDateTime(nearMidnight, "en")).toBe("06 December 2026, 12:30\u00a0AM");
  });
});

describe("formatTimeWithZone", () => {
  it("names the fair's zone after the 12-hour time and its marker, in both locales", () => {
    // Issue 26: the hold showed "2026-12-06 6:24" for 6:24 PM, with neither marker nor zone.
    const holdEnds = new Date("2026-12-06T15:24:00Z");
    expect(formatTimeWithZone(holdEnds, "en")).toBe("06 December 2026, 6:24\u00a0PM Riyadh time");
    expect(formatTimeWithZone(holdEnds, "ar")).toBe("06 ديسمبر 2026، 6:24\u00a0م بتوقيت الرياض");
    expect(formatTimeWithZone(new Date("2026-12-06T03:05:00Z"), "ar")).toContain("6:05\u00a0ص");
  });

  it("gives a time near midnight in UTC the next day it is in Riyadh", () => {
    expect(formatTimeWithZone(nearMidnight, "en")).toBe(
      "06 December 2026, 12:30\u00a0AM Riyadh time",
    );
    expect(formatTimeWithZone(nearMidnight, "ar")).toBe(
      "06 ديسمبر 2026، 12:30\u00a0ص بتوقيت الرياض",
    );
    expect(formatTimeWithZone(undefined, "en")).toBeNull();
    expect(FAIR_TIME_ZONE).toBe("Asia/Riyadh");
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

describe("formatShortDay", () => {
  it("names a day by its number and short month, Latin digits in both languages", () => {
    expect(formatShortDay("2026-12-07", "en")).toBe("Dec 7");
    expect(formatShortDay("2026-12-07", "ar")).toBe("7 ديسمبر");
    expect(formatShortDay("2026-01-01", "ar")).toMatch(/^1 /);
  });

  it("is null for what is not a day", () => {
    expect(formatShortDay("2026-02-30", "en")).toBeNull();
    expect(formatShortDay("7 December", "en")).toBeNull();
  });
});
