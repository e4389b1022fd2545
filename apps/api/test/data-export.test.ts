import { unzipSync } from "fflate";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { auditLog, files, organizationMembers } from "../src/db/schema/index.ts";
import { adjustableClock } from "../src/lib/clock.ts";
import { PNG, type TestUser, createUser, fileForm } from "./fixtures.ts";
import { type TestApp, createTestApp } from "./helpers.ts";
import { IN_WINDOW, approvedExhibitor, insertFair } from "./participation-fixtures.ts";

// Issue 31: a copy of my data, one archive with the person's data as JSON, headed in their
// language, and their own files; nothing of anyone else; rate-limited and audited.

const clock = adjustableClock(IN_WINDOW);
let api: TestApp;
let person: TestUser;
let colleague: TestUser;

beforeAll(async () => {
  // The production limit on copies of one's data.
  api = await createTestApp({ clock, throttleLimits: { exportsPerHour: 3 } });
  const fair = await insertFair(api, 1);
  const house = await approvedExhibitor(api, fair.event.id);
  person = house.user;
  // The fixture's identity document is a record without bytes: a real one replaces it.
  await api.db.delete(files).where(eq(files.ownerUserId, person.id));
  const uploaded = await api.request("/api/profile/identity-document", {
    method: "POST",
    headers: person.headers(),
    body: fileForm(PNG, "id.png", "image/png"),
  });
  expect(uploaded.status).toBe(201);
  // A colleague in the same house: named nowhere in the person's copy.
  colleague = await createUser(api);
  await api.db
    .insert(organizationMembers)
    .values({ organizationId: house.organizationId, userId: colleague.id, role: "staff" });
});
afterAll(() => api?.close());

const exportAs = (user: TestUser, language = "ar") =>
  api.request("/api/profile/export", {
    headers: { ...user.headers(), "Accept-Language": language },
  });

describe("a copy of my data", () => {
  test("one ZIP: data.json headed in the reader's language, and the person's own files", async () => {
    const answer = await exportAs(person);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Content-Type")).toBe("application/zip");
    expect(answer.headers.get("Content-Disposition")).toMatch(
      /^attachment; .*filename\*=UTF-8''rawaq-my-data-\d{4}-\d{2}-\d{2}\.zip$/,
    );
    const entries = unzipSync(new Uint8Array(await answer.arrayBuffer()));
    expect(Object.keys(entries).sort()).toEqual(["data.json", "files/identity-document.png"]);
    expect(Buffer.from(entries["files/identity-document.png"]!).equals(Buffer.from(PNG))).toBe(
      true,
    );
    const text = new TextDecoder().decode(entries["data.json"]);
    const data = JSON.parse(text) as Record<string, unknown>;
    const account = Object.values(data).find(
      (section) => typeof section === "object" && section !== null && "email" in section,
    ) as Record<string, unknown>;
    expect(account.email).toBe(person.email);
    expect(text).not.toContain("password");
    // Headed in Arabic for an Arabic reader, in English for an English one.
    expect(Object.keys(data).some((key) => /[\u0600-\u06ff]/.test(key))).toBe(true);
    const english = JSON.parse(
      new TextDecoder().decode(
        unzipSync(new Uint8Array(await (await exportAs(person, "en")).arrayBuffer()))["data.json"],
      ),
    ) as Record<string, unknown>;
    expect(Object.keys(english)).toContain("Account and profile");
    expect(english["Organizations"]).toEqual([
      { organization: expect.any(String), role: "manager" },
    ]);
    // Nothing of anyone else: the colleague is not in it.
    expect(text).not.toContain(colleague.email);
    expect(text).not.toContain(colleague.id);
  });

  test("audited, and at most three an hour", async () => {
    clock.advance(2 * 60 * 60 * 1000);
    const user = await createUser(api, { withIdentityDocument: false });
    for (let index = 0; index < 3; index++) expect((await exportAs(user)).status).toBe(200);
    const refused = await exportAs(user);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    const audited = await api.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, user.id), eq(auditLog.toStatus, "data_exported")));
    expect(audited).toHaveLength(3);
  });
});
