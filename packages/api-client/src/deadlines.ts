import { envelopeSchema } from "@rawaq/domain/envelope";
import {
  DEADLINES,
  type Deadline,
  type Deadlines,
  DeadlinesSchema,
  TasksSchema,
} from "@rawaq/domain/deadlines";
import { PageMetaSchema } from "@rawaq/domain/pagination";
import * as v from "valibot";
import { type Http, type PageParams, call, searchParams, segment as id } from "./http.ts";

// apps/api/src/features/deadlines: the fair's deadlines (issue 32), the house's task list, and
// the reminders the administration sees and sends.

const DeadlinesResult = v.object({ deadlines: DeadlinesSchema });

const ReminderSchema = v.object({
  id: v.string(),
  organization: v.object({ id: v.string(), name: v.string() }),
  deadline: v.picklist(DEADLINES),
  by_hand: v.boolean(),
  sent_at: v.string(),
});

export function deadlineCalls({ ky: http }: Http) {
  const admin = (eventId: string, action = "") => `admin/deadlines/${id(eventId)}${action}`;
  return {
    /** The caller's house's task list for its fair. */
    getTasks: () => call(http.get("tasks"), envelopeSchema(TasksSchema)),

    admin: {
      getDeadlines: (eventId: string) =>
        call(http.get(admin(eventId)), envelopeSchema(DeadlinesResult)),
      saveDeadlines: (eventId: string, deadlines: Deadlines) =>
        call(http.put(admin(eventId), { json: deadlines }), envelopeSchema(DeadlinesResult)),
      /** The reminders sent for the event, newest first. */
      getReminders: (eventId: string, page: PageParams = {}) =>
        call(
          http.get(admin(eventId, "/reminders"), { searchParams: searchParams(page) }),
          envelopeSchema(v.object({ reminders: v.array(ReminderSchema), meta: PageMetaSchema })),
        ),
      /** Mails a house a reminder of one deadline, by hand. */
      sendReminder: (eventId: string, input: { organization_id: string; deadline: Deadline }) =>
        call(http.post(admin(eventId, "/reminders"), { json: input }), envelopeSchema(v.null())),
    },
  };
}
