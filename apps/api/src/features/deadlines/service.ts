import type { Deadline } from "@rawaq/domain/deadlines";
import type { PageQuery } from "@rawaq/domain/pagination";
import { isoToday } from "@rawaq/domain/calendar";
import { asc, count, desc, eq } from "drizzle-orm";
import { loadDeadlines, progressOf, remindHouse } from "../../core/deadlines.ts";
import type { MailContext } from "../../core/mail.ts";
import type { UserRow } from "../../core/users.ts";
import type { Database } from "../../db/client.ts";
import { deadlineReminders, type events, organizations } from "../../db/schema/index.ts";

/** The reminders sent for an event, newest first, with the house's name. */
export async function reminderPage(db: Database, eventId: string, page: PageQuery) {
  const where = eq(deadlineReminders.eventId, eventId);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: deadlineReminders.id,
        organizationId: deadlineReminders.organizationId,
        organizationName: organizations.name,
        deadline: deadlineReminders.deadline,
        byHand: deadlineReminders.byHand,
        sentAt: deadlineReminders.sentAt,
      })
      .from(deadlineReminders)
      .innerJoin(organizations, eq(organizations.id, deadlineReminders.organizationId))
      .where(where)
      .orderBy(desc(deadlineReminders.sentAt), asc(organizations.name))
      .limit(page.per_page)
      .offset((page.page - 1) * page.per_page),
    db.select({ total: count() }).from(deadlineReminders).where(where),
  ]);
  return {
    total: total?.total ?? 0,
    reminders: rows.map((row) => ({
      id: row.id,
      organization: { id: row.organizationId, name: row.organizationName },
      deadline: row.deadline as Deadline,
      by_hand: row.byHand,
      sent_at: row.sentAt.toISOString(),
    })),
  };
}

/**
 * Mails a house a reminder of one deadline by hand (recorded, as many as asked): "unknown_house"
 * when it is not an approved house, "nothing_left" when it has finished that step.
 */
export async function remindByHand(
  context: MailContext,
  admin: UserRow,
  event: typeof events.$inferSelect,
  input: { organization_id: string; deadline: Deadline },
  now: Date,
): Promise<"sent" | "unknown_house" | "nothing_left"> {
  const progress = await progressOf(context.db, event.id, [input.organization_id]);
  const left = progress.get(input.organization_id);
  if (!left) return "unknown_house";
  if (!left[input.deadline]) return "nothing_left";
  const deadlines = await loadDeadlines(context.db, event.id);
  const today = isoToday(now);
  await context.db.transaction(async (tx) => {
    await tx.insert(deadlineReminders).values({
      eventId: event.id,
      organizationId: input.organization_id,
      deadline: input.deadline,
      byHand: true,
      sentByUserId: admin.id,
      sentAt: now,
    });
    await remindHouse(
      { ...context, db: tx },
      event,
      input.organization_id,
      input.deadline,
      deadlines[input.deadline] ?? today,
      today,
    );
  });
  return "sent";
}
