import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { cascadeReference, id, setNullReference, timestamptz } from "./columns.ts";
import { events } from "./events.ts";
import { organizations } from "./organizations.ts";
import { users } from "./users.ts";

/** An event's deadlines (issue 32): the last day of each step, or none; no row, none at all. */
export const eventDeadlines = pgTable("event_deadlines", {
  eventId: cascadeReference("event_id", () => events.id).primaryKey(),
  participationRequestDueOn: date("participation_request_due_on"),
  bookListDueOn: date("book_list_due_on"),
  completeDataDueOn: date("complete_data_due_on"),
  parcelDeliveryDueOn: date("parcel_delivery_due_on"),
  paymentDueOn: date("payment_due_on"),
  reminderDaysBefore: integer("reminder_days_before").notNull().default(7),
  updatedAt: timestamptz("updated_at").notNull(),
});

/**
 * Every reminder of a deadline mailed to a house: the daily job's, at most one per deadline and
 * house (the partial unique index), and the administration's by hand, as many as it sends.
 */
export const deadlineReminders = pgTable(
  "deadline_reminders",
  {
    id: id(),
    eventId: cascadeReference("event_id", () => events.id),
    organizationId: cascadeReference("organization_id", () => organizations.id),
    deadline: text("deadline").notNull(),
    /** Sent by an administrator (by hand); false for the daily job's. */
    byHand: boolean("by_hand").notNull().default(false),
    sentByUserId: setNullReference("sent_by_user_id", () => users.id),
    sentAt: timestamptz("sent_at").notNull(),
  },
  (table) => [
    uniqueIndex("deadline_reminders_once_key")
      .on(table.eventId, table.organizationId, table.deadline)
      .where(sql`not by_hand`),
    index("deadline_reminders_event_sent_idx").on(table.eventId, table.sentAt),
  ],
);

/** One row per day the reminders job ran, taken in its transaction (core/daily-run.ts). */
export const reminderRuns = pgTable("reminder_runs", {
  day: date("day").primaryKey(),
  ranAt: timestamptz("ran_at").notNull(),
  /** How many reminders of each deadline went (counts, never names). */
  summary: jsonb("summary").notNull(),
});
