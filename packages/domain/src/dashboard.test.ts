import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { DashboardSchema, TREND_DAYS, addDays, fillDays, trendWindow } from "./dashboard.ts";

describe("the dashboard's days", () => {
  it("steps UTC days across months, years and leap days, both ways", () => {
    expect(addDays("2026-02-28", 1)).toBe("2026-03-01");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2027-01-01", -1)).toBe("2026-12-31");
    expect(addDays("2026-12-07", 0)).toBe("2026-12-07");
  });

  it("a trend covers TREND_DAYS days ending today", () => {
    const window = trendWindow("2026-12-07");
    expect(window).toEqual({ from: "2026-11-08", to: "2026-12-07" });
    expect(fillDays(window, ["n"], [])).toHaveLength(TREND_DAYS);
  });

  it("fills the days nothing happened with zeros, and keeps each day's counts", () => {
    const days = fillDays(
      { from: "2026-12-01", to: "2026-12-04" },
      ["sent", "delivered"],
      [
        { date: "2026-12-02", values: { sent: 3 } },
        { date: "2026-12-04", values: { sent: 1, delivered: 2 } },
        { date: "2026-12-09", values: { sent: 7 } },
      ],
    );
    expect(days).toEqual([
      { date: "2026-12-01", values: { sent: 0, delivered: 0 } },
      { date: "2026-12-02", values: { sent: 3, delivered: 0 } },
      { date: "2026-12-03", values: { sent: 0, delivered: 0 } },
      { date: "2026-12-04", values: { sent: 1, delivered: 2 } },
    ]);
  });

  it("the answer's schema keeps every figure of a whole answer", () => {
    const trend = [{ date: "2026-12-07", values: { invoiced: 100, paid: 50 } }];
    const answer = {
      event: {
        id: "e1",
        name: { ar: "معرض", en: "Fair" },
        starts_on: "2027-01-01",
        ends_on: "2027-01-10",
      },
      counted_at: "2026-12-07T18:30:00.000Z",
      trend: { from: "2026-11-08", to: "2026-12-07" },
      booths: {
        zones: [
          { id: "z1", code: "A", name: { ar: "أ", en: "A" }, confirmed: 1, held: 2, free: 3 },
        ],
        area_sold: 9,
        area_total: 27,
      },
      money: {
        totals: { invoiced: 100, cleared: 60, paid: 50, due: 40, credited: 10 },
        by_day: trend,
      },
      parcels: {
        by_status: { prepared: 1, in_transit: 2, delivered: 3 },
        overdue: 4,
        by_day: [{ date: "2026-12-07", values: { sent: 2, delivered: 3 } }],
      },
      books: { pending: 5, by_day: [{ date: "2026-12-07", values: { approved: 6, rejected: 1 } }] },
      requests: {
        by_status: { draft: 1, submitted: 2, changes_requested: 3, approved: 4, rejected: 5 },
      },
      exhibitors: {
        total: 4,
        by_country: [{ country: "SA", name: { ar: "السعودية", en: "Saudi Arabia" }, houses: 4 }],
      },
      breaches: {
        houses: 1,
        by_rule: [{ rule: "copies_per_title", houses: 1, breaches: 2 }],
      },
      missed_searches: { terms: 1, searches: 3, top: [{ term: "x", searches: 3 }] },
    };
    expect(v.parse(DashboardSchema, answer)).toEqual(answer);
    expect(v.is(DashboardSchema, { ...answer, counted_at: "yesterday" })).toBe(false);
    expect(
      v.is(DashboardSchema, {
        ...answer,
        breaches: { houses: 1, by_rule: [{ rule: "x", houses: 1, breaches: 1 }] },
      }),
    ).toBe(false);
  });

  it("the answer's schema refuses a negative count and a day that is not one", () => {
    const trend = (count: number, date = "2026-12-01") => [
      { date, values: { sent: count, delivered: 0 } },
    ];
    const schema = DashboardSchema.entries.parcels.entries.by_day;
    expect(v.is(schema, trend(1))).toBe(true);
    expect(v.is(schema, trend(-1))).toBe(false);
    expect(v.is(schema, trend(1.5))).toBe(false);
    expect(v.is(schema, trend(1, "2026-13-01"))).toBe(false);
  });
});
