import { describe, expect, it, vi } from "vitest";
import { isCalendarDate, isoToday } from "./calendar.ts";

describe("isoToday", () => {
  it("is the UTC calendar day as yyyy-MM-dd", () => {
    expect(isoToday(new Date("2026-11-24T12:00:00Z"))).toBe("2026-11-24");
    // Riyadh is at UTC+3: 01:30 there on the 25th is still the 24th in UTC.
    expect(isoToday(new Date("2026-11-25T01:30:00+03:00"))).toBe("2026-11-24");
    expect(isoToday(new Date("2026-12-31T23:59:59.999Z"))).toBe("2026-12-31");
  });

  it("defaults to now", () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-24T23:59:00Z") });
    try {
      expect(isoToday()).toBe("2026-11-24");
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("isCalendarDate", () => {
  it.each(["2024-02-29", "2000-02-29", "2026-01-31", "2026-12-31", "1450-01-01", "2026-04-30"])(
    "accepts %s",
    (date) => {
      expect(isCalendarDate(date)).toBe(true);
    },
  );

  it.each([
    ["2023-02-29", "February 29 in a common year"],
    ["1900-02-29", "February 29 in a century year that is not a leap year"],
    ["2023-02-31", "February 31"],
    ["2026-04-31", "April 31"],
    ["2026-13-01", "month 13"],
    ["2026-00-10", "month 0"],
    ["2026-01-00", "day 0"],
    ["2026-1-5", "one-digit month and day"],
    ["2026-01-05T00:00", "a time after the day"],
    ["05/01/2026", "another order"],
    ["", "nothing"],
  ])("refuses %j (%s)", (date) => {
    expect(isCalendarDate(date)).toBe(false);
  });
});
