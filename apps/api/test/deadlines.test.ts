import type { Task } from "@rawaq/domain/deadlines";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { runReminders } from "../src/core/deadlines.ts";
import { type DatabaseHandle, openDatabase } from "../src/db/client.ts";
import { organizationMembers, organizations, outbox } from "../src/db/schema/index.ts";
import { adjustableClock } from "../src/lib/clock.ts";
import { type TestUser, approvedOrganizationRow, bookFields, createUser } from "./fixtures.ts";
import { TEST_PUBLIC_URL, type TestApp, createTestApp, databaseKind } from "./helpers.ts";
import { IN_WINDOW, approvedExhibitor, insertFair } from "./participation-fixtures.ts";

// Issue 32: the fair's deadlines. A house's task list says what is left of each step and what is
// overdue; reminders go a set number of days before each deadline to the houses that have not
// finished, once per deadline and house, from one daily run across processes; the administration
// sees what went and sends one by hand. The tests move the clock.

const clock = adjustableClock(IN_WINDOW);
let api: TestApp;
let admin: TestUser;
let fair: Awaited<ReturnType<typeof insertFair>>;
let taking: Awaited<ReturnType<typeof approvedExhibitor>>;
let asking: { user: TestUser; organizationId: string };

const json = async <T>(response: Response) => (await response.json()) as T;
const day = (iso: string) => new Date(`${iso}T08:00:00Z`);
const mail = () => ({ db: api.db, mailer: api.mailer, publicUrl: TEST_PUBLIC_URL });

const DEADLINES = {
  participation_request: "2026-09-20",
  book_list: "2026-09-25",
  complete_data: "2026-10-01",
  parcel_delivery: "2026-10-15",
  payment: "2026-10-20",
  reminder_days_before: 7,
};

async function tasksOf(user: TestUser): Promise<Task[]> {
  const answer = await api.request("/api/tasks", { headers: user.headers() });
  expect(answer.status).toBe(200);
  return (await json<{ data: { tasks: Task[] } }>(answer)).data.tasks;
}

async function remindersTo(user: TestUser) {
  return api.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.userId, user.id), eq(outbox.template, "deadline_reminder")));
}

beforeAll(async () => {
  api = await createTestApp({ clock });
  admin = await createUser(api, { role: "admin" });
  fair = await insertFair(api, 1);
  // A house approved for the fair, and one that has not asked to take part yet.
  taking = await approvedExhibitor(api, fair.event.id);
  const user = await createUser(api, { locale: "en" });
  const [house] = await api.db
    .insert(organizations)
    .values(approvedOrganizationRow(7001))
    .returning();
  await api.db
    .insert(organizationMembers)
    .values({ organizationId: house!.id, userId: user.id, role: "manager" });
  asking = { user, organizationId: house!.id };
});
afterAll(() => api?.close());

describe("the fair's deadlines", () => {
  test("the administration sets them, each a day or none; a day that is not one is refused", async () => {
    const url = `/api/admin/deadlines/${fair.event.id}`;
    const wrong = await api.request(url, {
      method: "PUT",
      headers: admin.headers(),
      json: { ...DEADLINES, book_list: "2026-02-30", reminder_days_before: 61 },
    });
    expect(wrong.status).toBe(422);
    expect(Object.keys((await json<{ errors: object }>(wrong)).errors).sort()).toEqual([
      "book_list",
      "reminder_days_before",
    ]);
    const saved = await api.request(url, {
      method: "PUT",
      headers: admin.headers(),
      json: DEADLINES,
    });
    expect(saved.status).toBe(200);
    const read = await json<{ data: { deadlines: typeof DEADLINES } }>(
      await api.request(url, { headers: admin.headers() }),
    );
    expect(read.data.deadlines).toEqual(DEADLINES);
    expect((await api.request(url, { headers: taking.user.headers() })).status).toBe(403);
  });

  test("a house's task list: each deadline of its steps, what is left, what is overdue", async () => {
    const tasks = await tasksOf(taking.user);
    expect(tasks.map((task) => [task.deadline, task.left, task.done, task.overdue])).toEqual([
      ["participation_request", 0, true, false],
      ["book_list", 1, false, false],
      ["complete_data", 1, false, false],
      ["parcel_delivery", 1, false, false],
      ["payment", 0, true, false],
    ]);
    expect(tasks[1]).toMatchObject({ due_on: "2026-09-25", days_left: 15 });
    // A house that has not asked sees only the request's step.
    expect((await tasksOf(asking.user)).map((task) => task.deadline)).toEqual([
      "participation_request",
    ]);

    // A title added: the list's step is done. The day after its deadline, the next is overdue.
    const added = await api.request(`/api/organizations/${taking.organizationId}/books`, {
      headers: taking.user.headers(),
      json: bookFields(801),
    });
    expect(added.status).toBe(201);
    clock.set(day("2026-10-02"));
    const later = await tasksOf(taking.user);
    expect(later.find((task) => task.deadline === "book_list")).toMatchObject({ done: true });
    expect(later.find((task) => task.deadline === "complete_data")).toMatchObject({
      overdue: true,
      days_left: -1,
    });
    clock.set(IN_WINDOW);
  });

  test("reminders: in the window before each deadline, to unfinished houses, once, in their language", async () => {
    // 2026-09-12: eight days before the request's deadline, outside the window of seven.
    expect((await runReminders(mail(), day("2026-09-12")))?.participation_request).toBe(0);
    // 2026-09-13: the house that has not asked is reminded; the other has asked.
    const first = await runReminders(mail(), day("2026-09-13"));
    expect(first?.participation_request).toBeGreaterThanOrEqual(1);
    expect(await remindersTo(asking.user)).toHaveLength(1);
    expect(await remindersTo(taking.user)).toHaveLength(0);
    const [message] = await remindersTo(asking.user);
    // English for the English reader, with the fair's day in it.
    expect(message!.subject).toMatch(/^Participation request: the last day is/);
    expect(message!.body).toContain(`${TEST_PUBLIC_URL}/en/my-organization`);
    // The same day again: nothing; the next days: no second reminder of the same deadline.
    expect(await runReminders(mail(), day("2026-09-13"))).toBeNull();
    await runReminders(mail(), day("2026-09-14"));
    expect(await remindersTo(asking.user)).toHaveLength(1);

    // 2026-09-18: a week before the book list's deadline. The house taking part has its title,
    // so nobody is reminded of the list; its data (due 2026-10-01) is not yet in the window.
    const listed = await runReminders(mail(), day("2026-09-18"));
    expect(listed?.book_list).toBe(0);
    // 2026-09-24: the data's window opens; the house taking part has not completed its title.
    const data = await runReminders(mail(), day("2026-09-24"));
    expect(data?.complete_data).toBe(1);
    const [arabic] = await remindersTo(taking.user);
    expect(arabic!.subject).toMatch(/[\u0600-\u06ff]/);
  });

  test("two processes at once: one run sends, the other finds the day taken", async () => {
    let second: DatabaseHandle | undefined;
    if (databaseKind === "postgres") {
      second = await openDatabase({ kind: "postgres", url: api.url!, onConnectionLost: () => {} });
    }
    try {
      const results = await Promise.all([
        runReminders(mail(), day("2026-10-10")),
        runReminders({ ...mail(), db: second?.db ?? api.db }, day("2026-10-10")),
      ]);
      expect(results.filter((sent) => sent !== null)).toHaveLength(1);
    } finally {
      await second?.close();
    }
    // The parcels' reminder (due 2026-10-15) went once to the house taking part.
    // Its data's reminder before, the parcels' now.
    expect(await remindersTo(taking.user)).toHaveLength(2);
  });

  test("the administration sees what went, and sends a reminder by hand", async () => {
    const url = `/api/admin/deadlines/${fair.event.id}/reminders`;
    const byHand = await api.request(url, {
      headers: admin.headers(),
      json: { organization_id: taking.organizationId, deadline: "complete_data" },
    });
    expect(byHand.status).toBe(201);
    // By hand as often as asked; not for a step the house has finished, nor a stranger.
    expect(
      (
        await api.request(url, {
          headers: admin.headers(),
          json: { organization_id: taking.organizationId, deadline: "complete_data" },
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await api.request(url, {
          headers: admin.headers(),
          json: { organization_id: taking.organizationId, deadline: "participation_request" },
        })
      ).status,
    ).toBe(409);
    expect(
      (
        await api.request(url, {
          headers: admin.headers(),
          json: { organization_id: admin.id, deadline: "payment" },
        })
      ).status,
    ).toBe(422);
    const listed = await json<{
      data: { reminders: { deadline: string; by_hand: boolean }[]; meta: { total: number } };
    }>(await api.request(url, { headers: admin.headers() }));
    expect(listed.data.meta.total).toBe(5);
    expect(listed.data.reminders.filter((reminder) => reminder.by_hand)).toHaveLength(2);
    expect(await remindersTo(taking.user)).toHaveLength(4);
  });
});
