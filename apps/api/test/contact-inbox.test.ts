import type { InboxDetail, InboxMessage } from "@rawaq/domain/contact";
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { outbox, throttleHits } from "../src/db/schema/index.ts";
import { type TestUser, createUser } from "./fixtures.ts";
import { type TestApp, createTestApp } from "./helpers.ts";

let api: TestApp;
let admin: TestUser;
let colleague: TestUser;

const json = async <T>(response: Response) => (await response.json()) as T;
const send = (subject: string, body = "Can we share a booth?", locale: "ar" | "en" = "en") =>
  api.request("/api/contact", {
    headers: { "Accept-Language": locale },
    json: { name: "Dar Al-Kitab", email: "info@dar-alkitab.example", subject, body },
  });
const inbox = async (filter: string) =>
  (
    await json<{
      data: { messages: InboxMessage[]; counts: Record<string, number>; meta: { total: number } };
    }>(
      await api.request(`/api/admin/contact-messages?filter=${filter}`, {
        headers: admin.headers(),
      }),
    )
  ).data;
const act = (id: string, action: string, body: unknown) =>
  api.request(`/api/admin/contact-messages/${id}/${action}`, {
    headers: admin.headers(),
    json: body,
  });

beforeAll(async () => {
  api = await createTestApp();
  admin = await createUser(api, { role: "admin" });
  colleague = await createUser(api, { role: "admin" });
});
afterAll(() => api.close());
beforeEach(() => api.db.delete(throttleHits));

describe("the contact form's limits", () => {
  test("5 messages an hour per client address; the sixth is 429 with Retry-After", async () => {
    for (let index = 1; index <= 5; index += 1) {
      expect((await send(`Question ${index}`)).status).toBe(201);
    }
    const limited = await send("Question 6");
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(60);
    expect(await limited.json()).toMatchObject({ message: expect.stringMatching(/minute/) });
  });

  test("bodies stop at 5,000 characters", async () => {
    const long = await send("Long", "x".repeat(5001));
    expect(long.status).toBe(422);
    expect(await long.json()).toMatchObject({ errors: { body: [expect.any(String)] } });
    expect((await send("Exactly", "x".repeat(5000))).status).toBe(201);
  });

  test("refused messages do not count: five stored among six refused, then the limit", async () => {
    // Were a refused message counted, the limit of 5 would be reached by the fourth attempt.
    for (let index = 1; index <= 5; index += 1) {
      const refused = await send(`Too long ${index}`, "x".repeat(5001));
      expect(refused.status).toBe(422);
      expect((await send(`Question ${index}`)).status).toBe(201);
    }
    expect((await send("Blank", "   ")).status).toBe(422);
    expect((await send("Question 6")).status).toBe(429);
  });
});

describe("the admin inbox", () => {
  test("unread until opened, marked unread again, assigned, answered by mail, handled", async () => {
    expect((await send("Booth size", "What sizes are there?", "ar")).status).toBe(201);
    const unread = await inbox("unread");
    const message = unread.messages.find((item) => item.subject === "Booth size")!;
    expect(message).toMatchObject({ is_read: false, is_handled: false, assigned_to: null });
    expect(unread.counts.unread).toBe(unread.meta.total);

    const opened = await json<{ data: InboxDetail }>(
      await api.request(`/api/admin/contact-messages/${message.id}`, { headers: admin.headers() }),
    );
    expect(opened.data.message.is_read).toBe(true);
    expect(opened.data.admins.map((item) => item.id)).toContain(colleague.id);
    expect((await inbox("unread")).messages.map((item) => item.id)).not.toContain(message.id);

    expect((await act(message.id, "read", { read: false })).status).toBe(200);
    expect((await inbox("unread")).messages.map((item) => item.id)).toContain(message.id);

    const assigned = await act(message.id, "assign", { user_id: colleague.id });
    expect(await assigned.json()).toMatchObject({
      data: { message: { assigned_to: { id: colleague.id } } },
    });
    const stranger = await createUser(api);
    expect((await act(message.id, "assign", { user_id: stranger.id })).status).toBe(422);

    const replied = await act(message.id, "reply", { body: "Booths come in 9, 18 and 27 m²." });
    expect(replied.status).toBe(201);
    expect(await replied.json()).toMatchObject({
      data: {
        message: { replies_count: 1, is_read: true },
        replies: [{ body: expect.any(String) }],
      },
    });
    const [mail] = await api.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, "info@dar-alkitab.example"))
      .orderBy(desc(outbox.createdAt))
      .limit(1);
    // Written in the sender's language, with the reply's text.
    expect(mail).toMatchObject({ template: "contact_reply", locale: "ar" });
    expect(mail?.subject).toContain("Booth size");
    expect(mail?.body).toContain("Booths come in 9, 18 and 27 m².");

    expect((await act(message.id, "handled", { handled: true })).status).toBe(200);
    expect((await inbox("open")).messages.map((item) => item.id)).not.toContain(message.id);
    expect((await inbox("handled")).messages.map((item) => item.id)).toContain(message.id);
  });

  test("exhibitors cannot read it; unknown messages are 404", async () => {
    const exhibitor = await createUser(api);
    expect(
      (await api.request("/api/admin/contact-messages", { headers: exhibitor.headers() })).status,
    ).toBe(403);
    expect(
      (
        await api.request("/api/admin/contact-messages/00000000-0000-4000-8000-000000000000", {
          headers: admin.headers(),
        })
      ).status,
    ).toBe(404);
  });
});
