import type { ContactMessage } from "@rawaq/domain/contact";
import type { ApiErrorBody } from "@rawaq/domain/envelope";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { JSON_BODY_LIMIT_BYTES } from "../src/app.ts";
import { contactMessages, throttleHits } from "../src/db/schema/index.ts";
import { createTestApp, type TestApp } from "./helpers.ts";

const valid = {
  name: "Dar Al-Kitab",
  email: "info@dar-alkitab.example",
  subject: "Booth question",
  body: "Can we share a booth with another publisher?",
};
const withoutName = { email: valid.email, subject: valid.subject, body: valid.body };
const en = { "Accept-Language": "en" };
const ar = { "Accept-Language": "ar" };

let api: TestApp;
beforeAll(async () => {
  api = await createTestApp();
});
afterAll(() => api.close());
// Every request here comes from one address; the throttle has its own file (contact-inbox).
beforeEach(() => api.db.delete(throttleHits));

interface Created {
  data: { message: ContactMessage };
  message: string;
}
const created = async (response: Response) => (await response.json()) as Created;
const failed = async (response: Response) => (await response.json()) as ApiErrorBody;

async function storedCount() {
  const [row] = await api.db.select({ value: count() }).from(contactMessages);
  return row?.value ?? 0;
}

async function storedMessage(id: string) {
  const [row] = await api.db.select().from(contactMessages).where(eq(contactMessages.id, id));
  return row;
}

describe("POST /api/contact, accepted", () => {
  test("answers 201 with the new message and stores it trimmed, in the request's locale", async () => {
    const response = await api.request("/api/contact", {
      headers: en,
      json: {
        name: "  Dar Al-Kitab ",
        email: " info@dar-alkitab.example\n",
        subject: "\tBooth question  ",
        body: "  Can we share a booth?  ",
      },
    });

    expect(response.status).toBe(201);
    const answer = await created(response);
    expect(answer).toEqual({
      data: { message: { id: expect.any(String), createdAt: expect.any(String) } },
      message: "Thank you. Your message has reached the administration.",
    });
    const row = await storedMessage(answer.data.message.id);
    expect(row).toMatchObject({
      name: "Dar Al-Kitab",
      email: "info@dar-alkitab.example",
      subject: "Booth question",
      body: "Can we share a booth?",
      locale: "en",
    });
    expect(row?.createdAt.toISOString()).toBe(answer.data.message.createdAt);
  });

  test("answers in Arabic, the default, when the request names no language", async () => {
    const response = await api.request("/api/contact", { json: valid });

    expect(response.status).toBe(201);
    expect(response.headers.get("content-language")).toBe("ar");
    const answer = await created(response);
    expect(answer.message).toBe("شكرًا لكم. وصلت رسالتكم إلى الإدارة.");
    expect((await storedMessage(answer.data.message.id))?.locale).toBe("ar");
  });

  test("ignores fields a client may not set (id, locale, createdAt)", async () => {
    const id = "00000000-0000-4000-8000-000000000001";
    const response = await api.request("/api/contact", {
      headers: ar,
      json: { ...valid, id, locale: "en", createdAt: "2000-01-01T00:00:00.000Z" },
    });

    expect(response.status).toBe(201);
    const answer = await created(response);
    expect(answer.data.message.id).not.toBe(id);
    const row = await storedMessage(answer.data.message.id);
    expect(row?.locale).toBe("ar");
    expect(row?.createdAt.getFullYear()).toBeGreaterThan(2000);
    expect(await storedMessage(id)).toBeUndefined();
  });
});

describe("POST /api/contact, refused", () => {
  test("422 names the invalid field with the spec's English sentence", async () => {
    const before = await storedCount();
    const response = await api.request("/api/contact", {
      headers: en,
      json: { ...valid, email: "not-an-email" },
    });

    expect(response.status).toBe(422);
    expect(response.headers.get("content-language")).toBe("en");
    expect(await response.json()).toEqual({
      message: "Some fields need your attention.",
      errors: { email: ["The field email must be a valid email address."] },
      requestId: expect.any(String),
    });
    expect(await storedCount()).toBe(before);
  });

  test("422 speaks Arabic for Accept-Language: ar", async () => {
    const response = await api.request("/api/contact", {
      headers: { "Accept-Language": "ar-SA,ar;q=0.9,en;q=0.8" },
      json: { ...valid, email: "not-an-email" },
    });

    expect(response.status).toBe(422);
    expect(response.headers.get("content-language")).toBe("ar");
    expect(await response.json()).toEqual({
      message: "بعض الحقول تحتاج إلى مراجعتكم.",
      errors: { email: ["يجب أن يكون حقل البريد الإلكتروني بريدًا إلكترونيًا صحيحًا."] },
      requestId: expect.any(String),
    });
  });

  test("a missing field is required, and a blank one too", async () => {
    const missing = await api.request("/api/contact", { headers: en, json: withoutName });
    const blank = await api.request("/api/contact", {
      headers: en,
      json: { ...valid, name: "   " },
    });

    for (const response of [missing, blank]) {
      expect(response.status).toBe(422);
      expect((await failed(response)).errors).toEqual({ name: ["The field name is required."] });
    }
  });

  test("every failing field is reported at once, with one message each", async () => {
    const before = await storedCount();
    const response = await api.request("/api/contact", {
      headers: en,
      // An empty email breaks two rules (required, email); only the first is reported (spec §5).
      json: { name: "x".repeat(121), email: "", subject: valid.subject },
    });

    expect(response.status).toBe(422);
    expect((await failed(response)).errors).toEqual({
      name: ["The field name is too long."],
      email: ["The field email is required."],
      body: ["The field message is required."],
    });
    expect(await storedCount()).toBe(before);
  });

  test("the missing-field sentence in Arabic", async () => {
    const response = await api.request("/api/contact", { headers: ar, json: withoutName });

    expect((await failed(response)).errors).toEqual({ name: ["حقل الاسم مطلوب."] });
  });

  test("malformed JSON answers 400 JSON, in the request's language", async () => {
    const before = await storedCount();
    const send = (headers: Record<string, string>) =>
      api.request("/api/contact", {
        method: "POST",
        headers: { "Content-Type": "application/json", ...headers },
        body: '{"name": "Dar',
      });

    const english = await send(en);
    expect(english.status).toBe(400);
    expect(english.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await english.json()).toEqual({
      message: "The request body is not valid JSON.",
      requestId: expect.any(String),
    });

    const arabic = await send(ar);
    expect(arabic.status).toBe(400);
    expect(await arabic.json()).toEqual({
      message: "محتوى الطلب ليس بصيغة JSON صحيحة.",
      requestId: expect.any(String),
    });
    expect(await storedCount()).toBe(before);
  });
  test("a body that is not JSON answers 415 and stores nothing", async () => {
    const before = await storedCount();
    const response = await api.request("/api/contact", {
      method: "POST",
      headers: { "Content-Type": "text/plain", ...en },
      body: JSON.stringify(valid),
    });

    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({
      message: "This kind of content is not accepted.",
      requestId: expect.any(String),
    });
    expect(await storedCount()).toBe(before);
  });

  test("a JSON body that is not an object is refused by the message alone", async () => {
    const response = await api.request("/api/contact", { headers: en, json: "x" });

    expect(response.status).toBe(422);
    expect(await failed(response)).toEqual({
      message: "The request body must be a JSON object.",
      requestId: expect.any(String),
    });
  });
});

describe("POST /api/contact, body size", () => {
  // A valid message padded with whitespace (still valid JSON) to an exact size.
  function paddedBody(bytes: number) {
    const json = JSON.stringify(valid);
    return json.slice(0, -1) + " ".repeat(bytes - Buffer.byteLength(json)) + "}";
  }

  test("a body of exactly 1 MiB is read", async () => {
    const body = paddedBody(JSON_BODY_LIMIT_BYTES);
    expect(Buffer.byteLength(body)).toBe(1024 * 1024);

    const response = await api.request("/api/contact", {
      method: "POST",
      headers: { "Content-Type": "application/json", ...en },
      body,
    });

    expect(response.status).toBe(201);
  });

  test("one byte more answers 413 JSON with a message and stores nothing", async () => {
    const before = await storedCount();
    const body = paddedBody(JSON_BODY_LIMIT_BYTES + 1);

    // Announced by Content-Length, and streamed without one (chunked): both are refused.
    const announced = await api.request("/api/contact", {
      method: "POST",
      headers: { "Content-Type": "application/json", "Content-Length": String(body.length), ...en },
      body,
    });
    const streamed = await api.request("/api/contact", {
      method: "POST",
      headers: { "Content-Type": "application/json", ...en },
      body: new Blob([body]).stream(),
      duplex: "half",
    } as RequestInit);

    for (const response of [announced, streamed]) {
      expect(response.status).toBe(413);
      expect(response.headers.get("content-type")).toMatch(/^application\/json/);
      expect(await response.json()).toEqual({
        message: "The request is too large.",
        requestId: expect.any(String),
      });
    }
    expect(await storedCount()).toBe(before);
  });
});
