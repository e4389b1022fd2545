import type { DocumentAccess } from "@rawaq/domain/privacy";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { documentAccessLog, users } from "../src/db/schema/index.ts";
import { adjustableClock } from "../src/lib/clock.ts";
import { PNG, type TestUser, createUser, fileForm } from "./fixtures.ts";
import { type TestApp, createTestApp } from "./helpers.ts";
import { routeWalk } from "./route-walk.ts";

// Issue 31: every view or download of a person's identity document by anyone but its owner is
// logged (who, when, whose, why); the administration lists it per person, the person reads it.

const clock = adjustableClock(new Date("2026-12-07T10:00:00Z"));
let api: TestApp;
let admin: TestUser;
let person: TestUser;
let other: TestUser;
const json = async <T>(response: Response) => (await response.json()) as T;
type AccessList = { data: { accesses: DocumentAccess[]; meta: { total: number } } };

beforeAll(async () => {
  api = await createTestApp({ clock });
  admin = await createUser(api, { role: "admin" });
  await api.db
    .update(users)
    .set({ firstName: "نورة", lastName: "المراجِعة" })
    .where(eq(users.id, admin.id));
  person = await createUser(api, { withIdentityDocument: false });
  other = await createUser(api);
  const uploaded = await api.request("/api/profile/identity-document", {
    method: "POST",
    headers: person.headers(),
    body: fileForm(PNG, "id.png", "image/png"),
  });
  expect(uploaded.status).toBe(201);
});
afterAll(() => api?.close());

const ownLog = async (user: TestUser) =>
  json<AccessList>(await api.request("/api/profile/document-access", { headers: user.headers() }));

describe("the identity document's access log", () => {
  test("the owner opening their own document is not logged; the administration's view is, with its purpose", async () => {
    expect(
      (await api.request("/api/profile/identity-document", { headers: person.headers() })).status,
    ).toBe(200);
    expect((await ownLog(person)).data.accesses).toEqual([]);

    const viewed = await api.request(
      `/api/admin/users/${person.id}/identity-document?purpose=badge_check`,
      { headers: admin.headers() },
    );
    expect(viewed.status).toBe(200);
    clock.advance(60_000);
    // No purpose given: the review's, as the review screens open it.
    await api.request(`/api/admin/users/${person.id}/identity-document`, {
      headers: admin.headers(),
    });

    const mine = (await ownLog(person)).data;
    expect(mine.meta.total).toBe(2);
    expect(mine.accesses.map((line) => [line.purpose, line.viewer_name, line.viewer_role])).toEqual(
      [
        ["organization_review", "نورة المراجِعة", "admin"],
        ["badge_check", "نورة المراجِعة", "admin"],
      ],
    );
    // The adjustable clock runs on from where it was set: a minute on, and seconds of the test.
    expect(mine.accesses[0]!.accessed_at).toMatch(/^2026-12-07T10:01:/);

    const listed = await json<AccessList>(
      await api.request(`/api/admin/users/${person.id}/document-access`, {
        headers: admin.headers(),
      }),
    );
    expect(listed.data.accesses).toEqual(mine.accesses);
    // Nobody else's lines: another person's log is empty, and an exhibitor cannot read it.
    expect((await ownLog(other)).data.accesses).toEqual([]);
    const refused = await api.request(`/api/admin/users/${person.id}/document-access`, {
      headers: other.headers(),
    });
    expect(refused.status).toBe(403);
  });

  test("a document that is not there is not logged as opened", async () => {
    const without = await createUser(api, { withIdentityDocument: false });
    const missing = await api.request(`/api/admin/users/${without.id}/identity-document`, {
      headers: admin.headers(),
    });
    expect(missing.status).toBe(404);
    expect((await ownLog(without)).data.meta.total).toBe(0);
  });
});

describe("every route that serves an identity document to someone else logs it", () => {
  const walk = routeWalk();
  const lines = async () =>
    (await walk.api.db.select({ total: count() }).from(documentAccessLog))[0]!.total;

  test("each GET route that sends the identity document's bytes, to anyone but its owner", async () => {
    const serving = walk
      .routes()
      .filter((route) => route.startsWith("GET ") && route.includes("identity-document"));
    const toOthers = serving.filter((route) => walk.samples()[route]!().for === "admin");
    expect(toOthers.length).toBeGreaterThan(0);
    for (const route of serving) {
      const as = walk.samples()[route]!().for as "admin" | "exhibitor";
      const before = await lines();
      const answer = await walk.send({ route, as });
      expect(answer.status, route).toBe(200);
      // The owner's own route (the exhibitor's profile) logs nothing; every other one, a line.
      expect(await lines(), route).toBe(before + (as === "admin" ? 1 : 0));
    }
  });
});
