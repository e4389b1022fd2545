import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { codesOf } from "../test/issue-codes.ts";
import {
  DEFAULT_DEADLINES,
  DeadlinesSchema,
  daysUntil,
  isReminderDue,
  taskOf,
} from "./deadlines.ts";

// Issue 32: the fair's deadlines, the reminder's window and a task's state, at its edges.

describe("daysUntil", () => {
  it("counts calendar days, negative once the day has passed", () => {
    expect(daysUntil("2026-09-25", "2026-09-10")).toBe(15);
    expect(daysUntil("2026-09-25", "2026-09-25")).toBe(0);
    expect(daysUntil("2026-09-25", "2026-09-26")).toBe(-1);
    // Across a month and a leap day.
    expect(daysUntil("2028-03-01", "2028-02-28")).toBe(2);
  });
});

describe("isReminderDue", () => {
  it("from N days before the last day to the day itself, not before, not after", () => {
    expect(isReminderDue("2026-09-20", "2026-09-12", 7)).toBe(false);
    expect(isReminderDue("2026-09-20", "2026-09-13", 7)).toBe(true);
    expect(isReminderDue("2026-09-20", "2026-09-20", 7)).toBe(true);
    expect(isReminderDue("2026-09-20", "2026-09-21", 7)).toBe(false);
    expect(isReminderDue("2026-09-20", "2026-09-20", 0)).toBe(true);
    expect(isReminderDue("2026-09-20", "2026-09-19", 0)).toBe(false);
  });
});

describe("taskOf", () => {
  it("is done with nothing left, overdue only past its day with something left", () => {
    expect(taskOf("payment", "2026-10-20", 0, "2026-10-25")).toEqual({
      deadline: "payment",
      due_on: "2026-10-20",
      done: true,
      left: 0,
      overdue: false,
      days_left: -5,
    });
    expect(taskOf("payment", "2026-10-20", 2, "2026-10-21")).toMatchObject({
      done: false,
      overdue: true,
    });
    expect(taskOf("payment", "2026-10-20", 2, "2026-10-20")).toMatchObject({
      overdue: false,
      days_left: 0,
    });
  });
});

describe("DeadlinesSchema", () => {
  it("reads an empty day as none and the days as a number", () => {
    expect(
      v.parse(DeadlinesSchema, {
        participation_request: " 2026-09-20 ",
        book_list: "",
        complete_data: null,
        parcel_delivery: null,
        payment: null,
        reminder_days_before: "٧",
      }),
    ).toEqual({ ...DEFAULT_DEADLINES, participation_request: "2026-09-20" });
  });

  it("refuses a day that is not one and a window over 60 days", () => {
    expect(
      codesOf(DeadlinesSchema, {
        ...DEFAULT_DEADLINES,
        book_list: "2026-02-30",
        reminder_days_before: 61,
      }),
    ).toEqual({ book_list: ["invalid_date"], reminder_days_before: ["too_large"] });
    expect(codesOf(DeadlinesSchema, { ...DEFAULT_DEADLINES, reminder_days_before: 60 })).toEqual(
      {},
    );
  });
});
