import type { ApiErrorBody } from "@rawaq/domain/envelope";
import type { OutboxMessage, Session } from "@rawaq/domain/user";
import { desc, eq } from "drizzle-orm";
import { storedThrottleKey } from "../src/core/throttle.ts";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { hashToken, issueToken } from "../src/core/sessions.ts";
import { accountTokens, authTokens, outbox, throttleHits, users } from "../src/db/schema/index.ts";
import { PNG, type TestUser, createUser } from "./fixtures.ts";
import { TEST_PUBLIC_URL, type TestApp, createTestApp, listen } from "./helpers.ts";

// Accounts a real user can recover (issue 9): reset links by mail, single use under
// concurrency, expiring, useless after a password change; a password change; sessions.

const PASSWORD = "the old passphrase";
const NEW_PASSWORD = "a brand new passphrase";

let api: TestApp;
let server: Awaited<ReturnType<typeof listen>>;
let admin: TestUser;
beforeAll(async () => {
  api = await createTestApp();
  server = await listen(api);
  admin = await createUser(api, { role: "admin", withIdentityDocument: false });
});
afterAll(async () => {
  await server.close();
  await api.close();
});

const json = (body: unknown, locale = "en") => ({
  method: "POST",
  headers: { "Content-Type": "application/json", "Accept-Language": locale },
  body: JSON.stringify(body),
});
const post = (path: string, body: unknown, locale = "en") => api.request(path, json(body, locale));
const asUser = (token: string, locale = "en") => ({
  Authorization: `Bearer ${token}`,
  "Accept-Language": locale,
});
const login = (email: string, password: string) => post("/api/auth/login", { email, password });

/** The latest message in the outbox for an address. */
async function lastMail(to: string) {
  const [row] = await api.db
    .select()
    .from(outbox)
    .where(eq(outbox.recipient, to))
    .orderBy(desc(outbox.createdAt))
    .limit(1);
  return row;
}

/** The token of the link in the latest mail to an address. */
async function linkToken(to: string): Promise<string> {
  const mail = await lastMail(to);
  const match = /#token=([A-Za-z0-9_-]{43})/.exec(mail?.body ?? "");
  if (!match) throw new Error(`No link in the mail to ${to}: ${mail?.body}`);
  return match[1]!;
}

/** Asks for a reset link, and waits for what a known address sets off after the answer. */
async function requestReset(email: string, locale = "en") {
  const answer = await post("/api/auth/password-reset", { email }, locale);
  await api.mailer.idle();
  return answer;
}

async function resetWith(token: unknown, password = NEW_PASSWORD) {
  return post("/api/auth/password-reset/confirm", {
    token,
    password,
    password_confirmation: password,
  });
}

describe("asking for a reset link", () => {
  test("known and unknown addresses get the same answer; only the known one gets mail", async () => {
    const user = await createUser(api, { password: PASSWORD });
    const known = await requestReset(user.email);
    const unknown = await requestReset("nobody-here@example.sa");

    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(await known.json()).toEqual(await unknown.json());
    expect(await lastMail("nobody-here@example.sa")).toBeUndefined();
    expect(await lastMail(user.email)).toMatchObject({
      template: "password_reset",
      status: "stored",
    });
  });

  test("the mail is written in the account's language, whatever language asked, with a link to the app", async () => {
    const user = await createUser(api, { password: PASSWORD, locale: "ar" });
    await requestReset(user.email, "en");

    const mail = await lastMail(user.email);
    expect(mail?.locale).toBe("ar");
    expect(mail?.subject).toBe("إعادة تعيين كلمة المرور في رواق");
    expect(mail?.body).toContain("30 دقيقة");
    expect(mail?.body).toContain(`${TEST_PUBLIC_URL}/ar/auth/reset-password#token=`);
  });

  test("only the token's hash is stored", async () => {
    const user = await createUser(api, { password: PASSWORD });
    await requestReset(user.email);
    const token = await linkToken(user.email);

    const rows = await api.db
      .select()
      .from(accountTokens)
      .where(eq(accountTokens.tokenHash, hashToken(token)));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  test("a fourth request for one address within 15 minutes is 429 with Retry-After, in Arabic too", async () => {
    const email = "flooded@example.sa";
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await requestReset(email)).status).toBe(202);
    }
    const blocked = await requestReset(email, "ar");

    expect(blocked.status).toBe(429);
    const seconds = Number(blocked.headers.get("retry-after"));
    expect(seconds).toBeGreaterThan(60);
    expect(seconds).toBeLessThanOrEqual(900);
    const minutes = Math.ceil(seconds / 60);
    expect(((await blocked.json()) as ApiErrorBody).message).toBe(
      `محاولات كثيرة. يُرجى المحاولة مرة أخرى بعد ${minutes} دقيقة.`,
    );
  });

  test("a known address is answered before its link and mail are written: the same queries as an unknown one", async () => {
    const user = await createUser(api, { password: PASSWORD });
    await api.db.delete(throttleHits);
    // Counted as the answer arrives: what runs after it (on the next turn) is not in the count.
    const queriesFor = async (email: string) => {
      const before = api.queryCount();
      const answer = await post("/api/auth/password-reset", { email });
      const queries = api.queryCount() - before;
      expect(answer.status).toBe(202);
      await api.mailer.idle();
      return queries;
    };

    const unknown = await queriesFor(`nobody-${user.id}@example.sa`);
    const known = await queriesFor(user.email);

    expect(known).toBe(unknown);
    // Then the link is made and mailed all the same.
    expect(await lastMail(user.email)).toMatchObject({ template: "password_reset" });
  });

  test("one client asking for many addresses is throttled too", async () => {
    await api.db.insert(throttleHits).values(
      Array.from({ length: 20 }, () => ({
        key: storedThrottleKey("reset-client:unknown"),
        hitAt: new Date(),
      })),
    );
    const blocked = await requestReset("someone-else@example.sa");
    await api.db
      .delete(throttleHits)
      .where(eq(throttleHits.key, storedThrottleKey("reset-client:unknown")));

    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});

describe("choosing a new password from the link", () => {
  test("sets the password, ends every session and every other link, and works once", async () => {
    const user = await createUser(api, { password: PASSWORD });
    const otherSession = await issueToken(api.db, user.id);
    await requestReset(user.email);
    const older = await linkToken(user.email);
    await api.db.delete(throttleHits);
    await requestReset(user.email);
    const token = await linkToken(user.email);

    const reset = await resetWith(token);
    expect(reset.status).toBe(200);

    for (const session of [user.token, otherSession]) {
      expect((await api.request("/api/profile", { headers: asUser(session) })).status).toBe(401);
    }
    expect((await login(user.email, PASSWORD)).status).toBe(401);
    expect((await login(user.email, NEW_PASSWORD)).status).toBe(200);
    expect((await resetWith(token, "yet another passphrase")).status).toBe(404);
    expect((await resetWith(older, "yet another passphrase")).status).toBe(404);
  });

  test("a wrong, malformed, missing or expired token answers the same 404", async () => {
    const user = await createUser(api, { password: PASSWORD });
    await requestReset(user.email);
    const token = await linkToken(user.email);
    await api.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.tokenHash, hashToken(token)));

    const answers = await Promise.all(
      [token, "A".repeat(43), "short", undefined, 42].map((value) => resetWith(value)),
    );
    const bodies = (await Promise.all(answers.map((answer) => answer.json()))) as Record<
      string,
      unknown
    >[];
    expect(answers.map((answer) => answer.status)).toEqual([404, 404, 404, 404, 404]);
    // The same answer but for each request's own id.
    const withoutIds = bodies.map(({ requestId, ...body }) => {
      expect(requestId).toEqual(expect.any(String));
      return JSON.stringify(body);
    });
    expect(new Set(withoutIds).size).toBe(1);
    expect(bodies[0]).toEqual({
      requestId: expect.any(String),
      message: "This link is invalid or has expired. Ask for a new one.",
    });
  });

  test("a password that breaks the rules is 422 and the link stays usable", async () => {
    const user = await createUser(api, { password: PASSWORD });
    await requestReset(user.email);
    const token = await linkToken(user.email);

    const short = await resetWith(token, "short");
    expect(short.status).toBe(422);
    expect(Object.keys(((await short.json()) as ApiErrorBody).errors ?? {})).toEqual(["password"]);
    expect((await resetWith(token)).status).toBe(200);
  });

  test("ten parallel uses over real HTTP: exactly one succeeds", async () => {
    const user = await createUser(api, { password: PASSWORD });
    await requestReset(user.email);
    const token = await linkToken(user.email);

    const statuses = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        fetch(`${server.url}/api/auth/password-reset/confirm`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({
            token,
            password: `parallel passphrase ${index}`,
            password_confirmation: `parallel passphrase ${index}`,
          }),
        }).then((response) => response.status),
      ),
    );

    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 404)).toHaveLength(9);
    const winner = statuses.indexOf(200);
    expect((await login(user.email, `parallel passphrase ${winner}`)).status).toBe(200);
  });

  test("a disabled account's link does nothing", async () => {
    const user = await createUser(api, { password: PASSWORD });
    await requestReset(user.email);
    const token = await linkToken(user.email);
    await api.request(`/api/admin/users/${user.id}`, {
      method: "PATCH",
      headers: { ...admin.headers(), "Content-Type": "application/json" },
      body: JSON.stringify({ is_disabled: true }),
    });

    expect((await resetWith(token)).status).toBe(404);
  });
});

describe("changing one's password", () => {
  const change = (token: string, current: string, password = NEW_PASSWORD) =>
    api.request("/api/profile/password", {
      method: "POST",
      headers: { ...asUser(token), "Content-Type": "application/json" },
      body: JSON.stringify({
        current_password: current,
        password,
        password_confirmation: password,
      }),
    });

  test("needs the current password: a wrong one is 422 on its field", async () => {
    const user = await createUser(api, { password: PASSWORD });
    const wrong = await change(user.token, "not my password");

    expect(wrong.status).toBe(422);
    expect(((await wrong.json()) as ApiErrorBody).errors).toEqual({
      current_password: ["The field current password is not correct."],
    });
    expect((await login(user.email, PASSWORD)).status).toBe(200);
  });

  test("ends the other sessions and every outstanding link, keeps this one, and says so by mail", async () => {
    const user = await createUser(api, { password: PASSWORD });
    const other = await issueToken(api.db, user.id);
    await requestReset(user.email);
    const resetToken = await linkToken(user.email);
    const emailChange = await api.request("/api/profile/email", {
      method: "POST",
      headers: { ...asUser(user.token), "Content-Type": "application/json" },
      body: JSON.stringify({ email: `moved-${user.id}@example.sa` }),
    });
    expect(emailChange.status).toBe(202);
    const emailToken = await linkToken(`moved-${user.id}@example.sa`);

    expect((await change(user.token, PASSWORD)).status).toBe(200);

    expect((await api.request("/api/profile", { headers: asUser(user.token) })).status).toBe(200);
    expect((await api.request("/api/profile", { headers: asUser(other) })).status).toBe(401);
    expect((await resetWith(resetToken)).status).toBe(404);
    expect((await post("/api/auth/email-change/confirm", { token: emailToken })).status).toBe(404);
    expect(await lastMail(user.email)).toMatchObject({ template: "password_changed" });
  });
});

describe("changing one's email address", () => {
  test("changes nothing until the link sent to the new address is opened", async () => {
    const user = await createUser(api, { password: PASSWORD, locale: "en" });
    const newEmail = `new-home-${user.id}@example.sa`;
    const asked = await api.request("/api/profile/email", {
      method: "POST",
      headers: { ...asUser(user.token), "Content-Type": "application/json" },
      body: JSON.stringify({ email: newEmail.toUpperCase() }),
    });
    expect(asked.status).toBe(202);
    expect((await login(user.email, PASSWORD)).status).toBe(200);
    const mail = await lastMail(newEmail);
    expect(mail?.subject).toBe("Confirm your new email address");
    expect(mail?.body).toContain(`${TEST_PUBLIC_URL}/en/auth/confirm-email#token=`);

    const token = await linkToken(newEmail);
    expect((await post("/api/auth/email-change/confirm", { token })).status).toBe(200);
    expect((await login(newEmail, PASSWORD)).status).toBe(200);
    expect((await login(user.email, PASSWORD)).status).toBe(401);
    expect((await post("/api/auth/email-change/confirm", { token })).status).toBe(404);
  });

  test("an address another account took after the link was sent is 409, and the link is kept", async () => {
    const user = await createUser(api, { password: PASSWORD });
    const newEmail = `contested-${user.id}@example.sa`;
    const asked = await api.request("/api/profile/email", {
      method: "POST",
      headers: { ...asUser(user.token), "Content-Type": "application/json" },
      body: JSON.stringify({ email: newEmail }),
    });
    expect(asked.status).toBe(202);
    const token = await linkToken(newEmail);
    await createUser(api, { email: newEmail });

    const taken = await post("/api/auth/email-change/confirm", { token });
    expect(taken.status).toBe(409);
    expect((await taken.json()) as ApiErrorBody).toMatchObject({
      errors: { email: [expect.any(String)] },
    });
    expect((await login(user.email, PASSWORD)).status).toBe(200);
    // The refused change used nothing: the same link answers the same, not "no longer usable".
    expect((await post("/api/auth/email-change/confirm", { token })).status).toBe(409);
  });

  test("the same address, or one another account has, is 422 on the field", async () => {
    const user = await createUser(api);
    const other = await createUser(api);
    const ask = (email: string) =>
      api.request("/api/profile/email", {
        method: "POST",
        headers: { ...asUser(user.token), "Content-Type": "application/json" },
        body: JSON.stringify({ email }),
      });

    const same = await ask(user.email);
    const taken = await ask(other.email);
    expect(same.status).toBe(422);
    expect(taken.status).toBe(422);
    expect(((await taken.json()) as ApiErrorBody).errors).toEqual({
      email: ["The field email is already registered."],
    });
  });

  test("a wrong, malformed, missing or expired token answers the 404 a reset link does", async () => {
    const user = await createUser(api);
    const newEmail = `expired-${user.id}@example.sa`;
    await api.request("/api/profile/email", {
      method: "POST",
      headers: { ...asUser(user.token), "Content-Type": "application/json" },
      body: JSON.stringify({ email: newEmail }),
    });
    const token = await linkToken(newEmail);
    await api.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.tokenHash, hashToken(token)));

    const confirm = (body: unknown) => post("/api/auth/email-change/confirm", body);
    const answers = await Promise.all([
      confirm({ token }),
      confirm({ token: "A".repeat(43) }),
      confirm({ token: "short" }),
      confirm({ token: 42 }),
      confirm({}),
      resetWith("A".repeat(43)),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([404, 404, 404, 404, 404, 404]);
    const bodies = (await Promise.all(answers.map((answer) => answer.json()))) as Record<
      string,
      unknown
    >[];
    const withoutIds = bodies.map(({ requestId: _id, ...body }) => JSON.stringify(body));
    expect(new Set(withoutIds).size).toBe(1);
    const [row] = await api.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, user.id));
    expect(row?.email).toBe(user.email);
  });

  test("a fourth request within 15 minutes is 429 with Retry-After, in Arabic too", async () => {
    const user = await createUser(api);
    const ask = (email: string, locale = "en") =>
      api.request("/api/profile/email", {
        method: "POST",
        headers: { ...asUser(user.token, locale), "Content-Type": "application/json" },
        body: JSON.stringify({ email }),
      });
    // Refused requests count too: "taken" tells something about another account.
    expect((await ask(admin.email)).status).toBe(422);
    for (let attempt = 0; attempt < 2; attempt++) {
      expect((await ask(`try-${attempt}-${user.id}@example.sa`)).status).toBe(202);
    }
    const blocked = await ask(`one-more-${user.id}@example.sa`, "ar");

    expect(blocked.status).toBe(429);
    const seconds = Number(blocked.headers.get("retry-after"));
    expect(seconds).toBeGreaterThan(60);
    expect(seconds).toBeLessThanOrEqual(900);
    expect(((await blocked.json()) as ApiErrorBody).message).toBe(
      `محاولات كثيرة. يُرجى المحاولة مرة أخرى بعد ${Math.ceil(seconds / 60)} دقيقة.`,
    );
    expect(await lastMail(`one-more-${user.id}@example.sa`)).toBeUndefined();
    // Another account is not held back by this one's requests.
    const other = await createUser(api);
    const allowed = await api.request("/api/profile/email", {
      method: "POST",
      headers: { ...asUser(other.token), "Content-Type": "application/json" },
      body: JSON.stringify({ email: `free-${other.id}@example.sa` }),
    });
    expect(allowed.status).toBe(202);
  });

  test("one client asking for many accounts is throttled too", async () => {
    const user = await createUser(api);
    await api.db.insert(throttleHits).values(
      Array.from({ length: 20 }, () => ({
        key: storedThrottleKey("email-change-client:unknown"),
        hitAt: new Date(),
      })),
    );
    const blocked = await api.request("/api/profile/email", {
      method: "POST",
      headers: { ...asUser(user.token), "Content-Type": "application/json" },
      body: JSON.stringify({ email: `crowded-${user.id}@example.sa` }),
    });
    await api.db
      .delete(throttleHits)
      .where(eq(throttleHits.key, storedThrottleKey("email-change-client:unknown")));

    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(((await blocked.json()) as ApiErrorBody).message).toMatch(/^Too many attempts/);
  });

  test("ten parallel confirmations over real HTTP: exactly one succeeds", async () => {
    const user = await createUser(api);
    const newEmail = `parallel-${user.id}@example.sa`;
    await api.request("/api/profile/email", {
      method: "POST",
      headers: { ...asUser(user.token), "Content-Type": "application/json" },
      body: JSON.stringify({ email: newEmail }),
    });
    const token = await linkToken(newEmail);

    const statuses = await Promise.all(
      Array.from({ length: 10 }, () =>
        fetch(`${server.url}/api/auth/email-change/confirm`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ token }),
        }).then((response) => response.status),
      ),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 404)).toHaveLength(9);
  });
});

describe("checking a link when its page opens (issue 26)", () => {
  const check = (kind: "password-reset" | "email-change", body: unknown) =>
    post(`/api/auth/${kind}/check`, body);
  /** The answer's `usable`, after checking it is a 200 that names no one. */
  const usable = async (kind: "password-reset" | "email-change", body: unknown) => {
    const answer = await check(kind, body);
    expect(answer.status).toBe(200);
    const text = await answer.text();
    expect(text).not.toContain("@");
    return (JSON.parse(text) as { data: { usable: boolean } }).data.usable;
  };
  const expire = (token: string) =>
    api.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.tokenHash, hashToken(token)));

  async function askEmailChange(user: TestUser, newEmail: string) {
    const asked = await api.request("/api/profile/email", {
      method: "POST",
      headers: { ...asUser(user.token), "Content-Type": "application/json" },
      body: JSON.stringify({ email: newEmail }),
    });
    expect(asked.status).toBe(202);
    return linkToken(newEmail);
  }

  test("a reset link is usable until used, and asking does not use it", async () => {
    const user = await createUser(api, { password: PASSWORD });
    await requestReset(user.email);
    const token = await linkToken(user.email);

    expect(await usable("password-reset", { token })).toBe(true);
    expect(await usable("password-reset", { token })).toBe(true);
    expect((await resetWith(token)).status).toBe(200);
    expect(await usable("password-reset", { token })).toBe(false);
  });

  test("an expired, unknown, malformed or missing reset link, or one for the other purpose, is not usable", async () => {
    const user = await createUser(api, { password: PASSWORD });
    await requestReset(user.email);
    const expired = await linkToken(user.email);
    await expire(expired);
    const emailToken = await askEmailChange(user, `other-purpose-${user.id}@example.sa`);

    for (const body of [
      { token: expired },
      { token: "A".repeat(43) },
      { token: "short" },
      {},
      { token: emailToken },
    ]) {
      expect(await usable("password-reset", body), JSON.stringify(body)).toBe(false);
    }
    expect((await check("password-reset", [])).status).toBe(422);
  });

  test("an email-change link: usable, then confirmed, then used; an expired one is not", async () => {
    const user = await createUser(api);
    const token = await askEmailChange(user, `checked-${user.id}@example.sa`);

    expect(await usable("email-change", { token })).toBe(true);
    expect(await usable("password-reset", { token })).toBe(false);
    expect((await post("/api/auth/email-change/confirm", { token })).status).toBe(200);
    expect(await usable("email-change", { token })).toBe(false);

    const later = await askEmailChange(user, `checked-later-${user.id}@example.sa`);
    await expire(later);
    expect(await usable("email-change", { token: later })).toBe(false);
  });

  test("misses are throttled per client; a person reopening a usable link is not", async () => {
    const user = await createUser(api, { password: PASSWORD });
    await requestReset(user.email);
    const token = await linkToken(user.email);
    await api.db.delete(throttleHits);

    for (let opened = 0; opened < 25; opened++) {
      expect(await usable("password-reset", { token })).toBe(true);
    }
    for (let miss = 0; miss < 20; miss++) {
      expect(await usable("email-change", { token: `${"B".repeat(42)}${miss % 10}` })).toBe(false);
    }
    const blocked = await check("password-reset", { token });
    await api.db.delete(throttleHits);

    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});

describe("sessions", () => {
  const CHROME_ON_LINUX =
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36";

  async function loginFrom(email: string, userAgent: string) {
    const response = await api.request("/api/auth/login", {
      method: "POST",
      headers: { "Content-Type": "application/json", "User-Agent": userAgent },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    return ((await response.json()) as { data: { token: string } }).data.token;
  }

  async function sessionsOf(token: string) {
    const response = await api.request("/api/profile/sessions", { headers: asUser(token) });
    expect(response.status).toBe(200);
    return ((await response.json()) as { data: { sessions: Session[] } }).data.sessions;
  }

  test("lists the devices, the current one marked, and ends one of them", async () => {
    const user = await createUser(api, { password: PASSWORD });
    const chrome = await loginFrom(user.email, CHROME_ON_LINUX);
    const sessions = await sessionsOf(chrome);

    expect(sessions).toHaveLength(2);
    expect(sessions.find((session) => session.is_current)).toMatchObject({
      browser: "Chrome",
      os: "Linux",
    });
    const fixture = sessions.find((session) => !session.is_current)!;
    const ended = await api.request(`/api/profile/sessions/${fixture.id}`, {
      method: "DELETE",
      headers: asUser(chrome),
    });
    expect(ended.status).toBe(200);
    expect((await api.request("/api/profile", { headers: asUser(user.token) })).status).toBe(401);
    expect(await sessionsOf(chrome)).toHaveLength(1);
  });

  test("another user's session id is 404 and stays alive", async () => {
    const user = await createUser(api);
    const stranger = await createUser(api);
    const [theirs] = await api.db
      .select({ id: authTokens.id })
      .from(authTokens)
      .where(eq(authTokens.tokenHash, hashToken(stranger.token)));

    const response = await api.request(`/api/profile/sessions/${theirs!.id}`, {
      method: "DELETE",
      headers: asUser(user.token),
    });
    expect(response.status).toBe(404);
    expect((await api.request("/api/profile", { headers: asUser(stranger.token) })).status).toBe(
      200,
    );
  });

  test("log out everywhere ends every session, this one too", async () => {
    const user = await createUser(api);
    const other = await issueToken(api.db, user.id);
    const response = await api.request("/api/profile/sessions", {
      method: "DELETE",
      headers: asUser(user.token),
    });

    expect(response.status).toBe(200);
    for (const token of [user.token, other]) {
      expect((await api.request("/api/profile", { headers: asUser(token) })).status).toBe(401);
    }
  });

  test("'last used' moves when it is over a minute old, not on every request", async () => {
    const user = await createUser(api);
    const hash = hashToken(user.token);
    const lastUsed = async () =>
      (
        await api.db
          .select({ at: authTokens.lastUsedAt })
          .from(authTokens)
          .where(eq(authTokens.tokenHash, hash))
      )[0]!.at.getTime();
    const fresh = await lastUsed();
    await api.request("/api/profile", { headers: asUser(user.token) });
    expect(await lastUsed()).toBe(fresh);

    const twoMinutesAgo = new Date(Date.now() - 120_000);
    await api.db
      .update(authTokens)
      .set({ lastUsedAt: twoMinutesAgo })
      .where(eq(authTokens.tokenHash, hash));
    await api.request("/api/profile", { headers: asUser(user.token) });
    expect(await lastUsed()).toBeGreaterThan(Date.now() - 10_000);
  });
});

describe("the logged-in account's endpoints", () => {
  const routes = [
    ["POST", "/api/profile/password"],
    ["POST", "/api/profile/email"],
    ["GET", "/api/profile/sessions"],
    ["DELETE", "/api/profile/sessions"],
    ["DELETE", "/api/profile/sessions/0b7c3d9e-5f1a-4c2b-9d8e-7a6b5c4d3e2f"],
    ["GET", "/api/admin/users"],
    ["PATCH", "/api/admin/users/0b7c3d9e-5f1a-4c2b-9d8e-7a6b5c4d3e2f"],
    ["GET", "/api/admin/users/0b7c3d9e-5f1a-4c2b-9d8e-7a6b5c4d3e2f/identity-document"],
  ] as const;
  const body = JSON.stringify({
    current_password: PASSWORD,
    password: NEW_PASSWORD,
    password_confirmation: NEW_PASSWORD,
    email: "someone@example.sa",
    is_disabled: true,
  });

  test.each(routes)(
    "%s %s without a token, or with an unknown one, is 401",
    async (method, path) => {
      const unknown = `Bearer ${"Z".repeat(43)}`;
      for (const authorization of [undefined, unknown, "Basic a2V5OnZhbHVl", "Bearer"]) {
        const response = await api.request(path, {
          method,
          headers: {
            "Content-Type": "application/json",
            ...(authorization ? { Authorization: authorization } : {}),
          },
          body: method === "GET" ? undefined : body,
        });
        expect(response.status, String(authorization)).toBe(401);
      }
    },
  );

  test("a token ended by logging out everywhere is 401 on each of them", async () => {
    const user = await createUser(api, { role: "admin", withIdentityDocument: false });
    await api.request("/api/profile/sessions", { method: "DELETE", headers: asUser(user.token) });
    for (const [method, path] of routes) {
      const response = await api.request(path, {
        method,
        headers: { ...asUser(user.token), "Content-Type": "application/json" },
        body: method === "GET" ? undefined : body,
      });
      expect(response.status, `${method} ${path}`).toBe(401);
    }
  });
});

describe("the outbox in the admin console", () => {
  test("lists messages newest first, with their links, for the administration only", async () => {
    const user = await createUser(api, { password: PASSWORD, locale: "en" });
    await api.db.delete(throttleHits);
    await requestReset(user.email);

    const response = await api.request("/api/admin/outbox?per_page=1", {
      headers: admin.headers(),
    });
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as {
      data: { messages: OutboxMessage[]; meta: { total: number }; transport: string };
    };
    expect(data.transport).toBe("outbox");
    expect(data.messages).toHaveLength(1);
    expect(data.messages[0]).toMatchObject({ recipient: user.email, status: "stored" });
    expect(data.messages[0]!.body).toContain("/en/auth/reset-password#token=");
    expect(data.meta.total).toBeGreaterThan(1);

    expect((await api.request("/api/admin/outbox", { headers: user.headers() })).status).toBe(403);
  });
});

describe("the profile", () => {
  const patch = (token: string, body: unknown) =>
    api.request("/api/profile", {
      method: "PATCH",
      headers: { ...asUser(token), "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
  const fields = {
    first_name: "  نورة ",
    last_name: "العتيبي",
    phone: "+٩٦٦٥٠١٢٣٤٥٦٧",
    country: "SA",
    city: "SA-ABHA",
    district: "المنسك",
    street: "طريق الملك فيصل",
  };

  test("saves the name, phone and address, normalised, and answers the user", async () => {
    const user = await createUser(api);
    const response = await patch(user.token, fields);

    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: { user: Record<string, unknown> } };
    expect(data.user).toMatchObject({
      first_name: "نورة",
      phone: "+966501234567",
      city: "SA-ABHA",
      district: "المنسك",
    });
  });

  test("a city of another country, or a Saudi region, is 422 on the city", async () => {
    const user = await createUser(api);
    for (const city of ["AE-DU", "SA-01"]) {
      const response = await patch(user.token, { ...fields, city });
      expect(response.status).toBe(422);
      expect(Object.keys(((await response.json()) as ApiErrorBody).errors ?? {})).toEqual(["city"]);
    }
  });

  test("the language of the user's mail follows the one they switch to", async () => {
    const user = await createUser(api, { password: PASSWORD, locale: "ar" });
    const response = await api.request("/api/profile/locale", {
      method: "PUT",
      headers: { ...asUser(user.token), "Content-Type": "application/json" },
      body: JSON.stringify({ locale: "en" }),
    });
    expect(response.status).toBe(200);
    await api.db.delete(throttleHits);
    await requestReset(user.email, "ar");
    expect((await lastMail(user.email))?.subject).toBe("Reset your Rawaq password");

    const unknown = await api.request("/api/profile/locale", {
      method: "PUT",
      headers: { ...asUser(user.token), "Content-Type": "application/json" },
      body: JSON.stringify({ locale: "fr" }),
    });
    expect(unknown.status).toBe(422);
  });

  test("the photo is replaced by content, and served back", async () => {
    const user = await createUser(api);
    const body = new FormData();
    body.set("file", new File([PNG], "me.png", { type: "image/png" }));
    const response = await api.request("/api/profile/photo", {
      method: "PUT",
      headers: asUser(user.token),
      body,
    });
    expect(response.status).toBe(201);
    const photo = await api.request("/api/profile/photo", { headers: asUser(user.token) });
    expect(photo.headers.get("content-type")).toBe("image/png");

    const notAnImage = new FormData();
    notAnImage.set("file", new File(["<svg/>"], "me.png", { type: "image/png" }));
    const refused = await api.request("/api/profile/photo", {
      method: "PUT",
      headers: asUser(user.token),
      body: notAnImage,
    });
    expect(refused.status).toBe(422);
  });
});
