import * as v from "valibot";
import { BilingualSchema } from "./bilingual.ts";
import { isCalendarDate } from "./calendar.ts";
import { wholeNumberSchema } from "./numbers.ts";

// The fair's deadlines (issue 32): per event, the last day for each step of a house's journey,
// a task list on the house's page and reminders by mail a set number of days before each.

/** The steps with a last day, in the order a house meets them. */
export const DEADLINES = [
  "participation_request",
  "book_list",
  "complete_data",
  "parcel_delivery",
  "payment",
] as const;
export type Deadline = (typeof DEADLINES)[number];

export const MAX_REMINDER_DAYS = 60;

const optionalDate = v.pipe(
  v.nullable(v.string("invalid")),
  v.transform((value) => (value === null || value.trim() === "" ? null : value.trim())),
  v.check((value) => value === null || isCalendarDate(value), "invalid_date"),
);

/** An event's deadlines as the administration sets them: each a day, or none. */
export const DeadlinesSchema = v.object({
  participation_request: optionalDate,
  book_list: optionalDate,
  complete_data: optionalDate,
  parcel_delivery: optionalDate,
  payment: optionalDate,
  /** Reminders go this many days before each deadline (0: on the day). */
  reminder_days_before: wholeNumberSchema(0, MAX_REMINDER_DAYS, { above: "too_large" }),
});
export type Deadlines = v.InferOutput<typeof DeadlinesSchema>;

export const DEFAULT_DEADLINES: Deadlines = {
  participation_request: null,
  book_list: null,
  complete_data: null,
  parcel_delivery: null,
  payment: null,
  reminder_days_before: 7,
};

/** Days from `today` to `dueOn` (both ISO days): negative once it has passed. */
export function daysUntil(dueOn: string, today: string): number {
  return Math.round(
    (Date.parse(`${dueOn}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000,
  );
}

/** Whether a reminder of a deadline is due today: from `daysBefore` days ahead to the day itself. */
export function isReminderDue(dueOn: string, today: string, daysBefore: number): boolean {
  const left = daysUntil(dueOn, today);
  return left >= 0 && left <= daysBefore;
}

/** One step of a house's task list: its last day, what is left, and where it stands. */
export const TaskSchema = v.object({
  deadline: v.picklist(DEADLINES),
  due_on: v.string(),
  /** Done: nothing is left to do for it. */
  done: v.boolean(),
  /** How many things are left (titles to complete, parcels to send, invoices to pay). */
  left: v.number(),
  /** Past its day and not done. */
  overdue: v.boolean(),
  days_left: v.number(),
});
export type Task = v.InferOutput<typeof TaskSchema>;

export const TasksSchema = v.object({
  event: v.nullable(v.object({ id: v.string(), name: BilingualSchema })),
  tasks: v.array(TaskSchema),
});

/** A task's state from its day and what is left. */
export function taskOf(deadline: Deadline, dueOn: string, left: number, today: string): Task {
  const days = daysUntil(dueOn, today);
  return {
    deadline,
    due_on: dueOn,
    done: left === 0,
    left,
    overdue: left > 0 && days < 0,
    days_left: days,
  };
}
