import {
  DEADLINES,
  DEFAULT_DEADLINES,
  type Deadline,
  type Deadlines,
  type Task,
  daysUntil,
  isReminderDue,
  taskOf,
} from "@rawaq/domain/deadlines";
import { isoToday } from "@rawaq/domain/calendar";
import { formatDate } from "@rawaq/i18n/dates";
import { asc, eq, gte, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { rowsOf } from "../db/rows.ts";
import {
  deadlineReminders,
  eventDeadlines,
  events,
  organizationMembers,
  reminderRuns,
  users,
} from "../db/schema/index.ts";
import type { Clock } from "../lib/clock.ts";
import type { Logger } from "../lib/logger.ts";
import { runOncePerDay, startDailyJob } from "./daily-run.ts";
import { logisticsCountColumns } from "./logistics-progress.ts";
import { type MailContext, sendMail } from "./mail.ts";

// The fair's deadlines (issue 32): what each house has left of each step, its task list, and
// the reminders the daily job mails a set number of days before each deadline.

type DeadlineRow = typeof eventDeadlines.$inferSelect;

function toDeadlines(row: DeadlineRow | undefined): Deadlines {
  if (!row) return DEFAULT_DEADLINES;
  return {
    participation_request: row.participationRequestDueOn,
    book_list: row.bookListDueOn,
    complete_data: row.completeDataDueOn,
    parcel_delivery: row.parcelDeliveryDueOn,
    payment: row.paymentDueOn,
    reminder_days_before: row.reminderDaysBefore,
  };
}

export async function loadDeadlines(db: Database, eventId: string): Promise<Deadlines> {
  const [row] = await db.select().from(eventDeadlines).where(eq(eventDeadlines.eventId, eventId));
  return toDeadlines(row);
}

export async function saveDeadlines(
  db: Database,
  eventId: string,
  deadlines: Deadlines,
  now: Date,
): Promise<void> {
  const values = {
    participationRequestDueOn: deadlines.participation_request,
    bookListDueOn: deadlines.book_list,
    completeDataDueOn: deadlines.complete_data,
    parcelDeliveryDueOn: deadlines.parcel_delivery,
    paymentDueOn: deadlines.payment,
    reminderDaysBefore: deadlines.reminder_days_before,
    updatedAt: now,
  };
  await db
    .insert(eventDeadlines)
    .values({ eventId, ...values })
    .onConflictDoUpdate({ target: eventDeadlines.eventId, set: values });
}

/** What a house has left of each step of a fair; a step that is not its yet is absent. */
export type Left = Partial<Record<Deadline, number>>;

interface ProgressRow {
  organization_id: string;
  requested: number;
  approved_for_fair: number;
  pending: number;
  approved: number;
  complete: number;
  parcels_total: number;
  parcels_sent: number;
  unpaid: number;
}

/**
 * What each approved house (or those of `organizationIds`) has left of each step of the fair, in
 * one query. Asking to take part concerns every approved house; the other steps, the houses
 * approved for the fair.
 */
export async function progressOf(
  db: Database,
  eventId: string,
  organizationIds?: readonly string[],
): Promise<Map<string, Left>> {
  if (organizationIds?.length === 0) return new Map();
  const house = sql`o.id`;
  const counts = logisticsCountColumns(house);
  const rows = rowsOf<ProgressRow>(
    await db.execute(sql`select o.id as organization_id,
        (exists (select from participation_requests r where r.organization_id = o.id
          and r.event_id = ${eventId} and r.status not in ('draft', 'rejected')))::int as requested,
        (exists (select from participation_requests r where r.organization_id = o.id
          and r.event_id = ${eventId} and r.status = 'approved'))::int as approved_for_fair,
        ${counts.pending} as pending, ${counts.approved} as approved,
        ${counts.complete} as complete, ${counts.parcelsTotal} as parcels_total,
        ${counts.parcelsSent} as parcels_sent,
        (select count(*) from invoices i where i.organization_id = o.id and i.event_id = ${eventId}
          and i.status in ('issued', 'proof_submitted', 'rejected'))::int as unpaid
      from organizations o
      where o.status = 'approved'
      ${
        organizationIds
          ? sql`and o.id in (${sql.join(
              organizationIds.map((id) => sql`${id}`),
              sql`, `,
            )})`
          : sql``
      }`),
  );
  const byHouse = new Map<string, Left>();
  for (const row of rows) {
    const left: Left = { participation_request: row.requested ? 0 : 1 };
    if (row.approved_for_fair) {
      left.book_list = Number(row.pending) + Number(row.approved) > 0 ? 0 : 1;
      left.complete_data =
        Number(row.approved) === 0 ? 1 : Number(row.approved) - Number(row.complete);
      left.parcel_delivery =
        Number(row.parcels_total) === 0 ? 1 : Number(row.parcels_total) - Number(row.parcels_sent);
      left.payment = Number(row.unpaid);
    }
    byHouse.set(row.organization_id, left);
  }
  return byHouse;
}

/**
 * The fair whose deadlines a house works to: the earliest not yet over that it was approved for,
 * or else the earliest not yet over (its first step is to ask).
 */
export async function taskFair(db: Database, organizationId: string, now: Date) {
  const today = isoToday(now);
  const [approved] = rowsOf<{ id: string; name_ar: string; name_en: string }>(
    await db.execute(sql`select e.id, e.name_ar, e.name_en from events e
      join participation_requests r on r.event_id = e.id
      where r.organization_id = ${organizationId} and r.status = 'approved' and e.ends_on >= ${today}
      order by e.starts_on asc limit 1`),
  );
  if (approved) return approved;
  const [next] = await db
    .select({ id: events.id, name_ar: events.nameAr, name_en: events.nameEn })
    .from(events)
    .where(gte(events.endsOn, today))
    .orderBy(asc(events.startsOn))
    .limit(1);
  return next ?? null;
}

/** A house's task list for a fair: each deadline set and its own, in the journey's order. */
export async function houseTasks(
  db: Database,
  eventId: string,
  organizationId: string,
  now: Date,
): Promise<Task[]> {
  const [deadlines, progress] = await Promise.all([
    loadDeadlines(db, eventId),
    progressOf(db, eventId, [organizationId]),
  ]);
  const left = progress.get(organizationId) ?? {};
  const today = isoToday(now);
  return DEADLINES.flatMap((deadline) => {
    const dueOn = deadlines[deadline];
    const remaining = left[deadline];
    return dueOn !== null && remaining !== undefined
      ? [taskOf(deadline, dueOn, remaining, today)]
      : [];
  });
}

/** Mails one house's members a reminder of one deadline, in each member's language. */
export async function remindHouse(
  context: MailContext,
  event: { id: string; nameAr: string; nameEn: string },
  organizationId: string,
  deadline: Deadline,
  dueOn: string,
  today: string,
): Promise<void> {
  const members = await context.db
    .select({ id: users.id, email: users.email, firstName: users.firstName, locale: users.locale })
    .from(organizationMembers)
    .innerJoin(users, eq(users.id, organizationMembers.userId))
    .where(eq(organizationMembers.organizationId, organizationId));
  const days = Math.max(0, daysUntil(dueOn, today));
  for (const member of members) {
    await sendMail(context, {
      to: member.email,
      locale: member.locale,
      template: "deadline_reminder",
      userId: member.id,
      values: {
        name: member.firstName,
        step: deadline,
        days,
        event: member.locale === "ar" ? event.nameAr : event.nameEn,
        due: formatDate(dueOn, member.locale) ?? dueOn,
        link: `${context.publicUrl}/${member.locale}/my-organization`,
      },
    });
  }
}

/** "rawaq-dl" as a 64-bit number: the advisory lock of one reminders run. */
const REMINDERS_LOCK_KEY = 0x7261_7761_712d_646cn;

/**
 * Today's reminders: for every fair not yet over, every deadline within its reminder window,
 * every house that has not finished the step and was not reminded of it yet. Once a day across
 * processes; returns how many were sent, or null when another run has the day.
 */
export async function runReminders(
  context: MailContext,
  now: Date,
): Promise<Record<Deadline, number> | null> {
  const today = isoToday(now);
  return runOncePerDay(context.db, REMINDERS_LOCK_KEY, reminderRuns, "summary", now, async (tx) => {
    const sent = Object.fromEntries(DEADLINES.map((deadline) => [deadline, 0])) as Record<
      Deadline,
      number
    >;
    const fairs = await tx
      .select({ event: events, deadlines: eventDeadlines })
      .from(eventDeadlines)
      .innerJoin(events, eq(events.id, eventDeadlines.eventId))
      .where(gte(events.endsOn, today));
    const mail = { ...context, db: tx };
    for (const { event, deadlines: row } of fairs) {
      const deadlines = toDeadlines(row);
      const due = DEADLINES.filter((deadline) => {
        const dueOn = deadlines[deadline];
        return dueOn !== null && isReminderDue(dueOn, today, deadlines.reminder_days_before);
      });
      if (due.length === 0) continue;
      const progress = await progressOf(tx, event.id);
      for (const deadline of due) {
        for (const [organizationId, left] of progress) {
          if (!left[deadline]) continue;
          // Once per deadline and house: the row goes first, and a second run finds it.
          const [claimed] = await tx
            .insert(deadlineReminders)
            .values({ eventId: event.id, organizationId, deadline, sentAt: now })
            .onConflictDoNothing({
              target: [
                deadlineReminders.eventId,
                deadlineReminders.organizationId,
                deadlineReminders.deadline,
              ],
              where: sql`not by_hand`,
            })
            .returning({ id: deadlineReminders.id });
          if (!claimed) continue;
          await remindHouse(mail, event, organizationId, deadline, deadlines[deadline]!, today);
          sent[deadline] += 1;
        }
      }
    }
    return { record: sent, result: sent };
  });
}

export interface ReminderJobOptions {
  context: MailContext;
  clock: Clock;
  logger: Logger;
  intervalMs?: number;
}

/** Runs the reminders a minute after start and then every hour; returns `stop`. */
export function startReminders({
  context,
  clock,
  logger,
  intervalMs = 60 * 60 * 1000,
}: ReminderJobOptions) {
  return startDailyJob(
    () =>
      runReminders(context, clock.now())
        .then((sent) => void (sent && logger.info({ sent }, "deadline reminders ran")))
        .catch((error: unknown) => logger.error({ err: error }, "the deadline reminders failed")),
    intervalMs,
  );
}
