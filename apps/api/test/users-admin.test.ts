import type { AdminUser } from "@rawaq/domain/user";
import type { AuditEntry } from "@rawaq/domain/review";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { users } from "../src/db/schema/index.ts";
import { type TestUser, createUser, registerOrganization } from "./fixtures.ts";
import { type TestApp, createTestApp } from "./helpers.ts";

// User management in the admin console (issue 9): list and search, disable (its sessions end at
// once), grant or remove the admin role, always keeping one active administrator.

let api: TestApp;
let admin: TestUser;
beforeAll(async () => {
  api = await createTestApp();
  admin = await createUser(api, { role: "admin", withIdentityDocument: false });
});
afterAll(() => api.close());

const change = (as: TestUser, id: string, body: unknown, locale: "ar" | "en" = "en") =>
  api.request(`/api/admin/users/${id}`, {
    method: "PATCH",
    headers: { ...as.headers(locale), "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });

describe("the list", () => {
  test("searches names and addresses, newest first, with each account's organization", async () => {
    const manager = await createUser(api, { email: "manager-of-a-house@example.sa" });
    await registerOrganization(api, manager);
    const response = await api.request("/api/admin/users?q=manager-of-a", {
      headers: admin.headers(),
    });

    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: { users: AdminUser[] } };
    expect(data.users).toEqual([
      expect.objectContaining({
        email: "manager-of-a-house@example.sa",
        is_disabled: false,
        organization_name: "دار الرواق للنشر",
      }),
    ]);
    const byName = await api.request(`/api/admin/users?q=${encodeURIComponent("سارة الناشرة")}`, {
      headers: admin.headers(),
    });
    const found = ((await byName.json()) as { data: { users: AdminUser[] } }).data.users;
    expect(found.map((user) => user.email)).toContain("manager-of-a-house@example.sa");
  });

  test("is for the administration only", async () => {
    const exhibitor = await createUser(api);
    expect((await api.request("/api/admin/users", { headers: exhibitor.headers() })).status).toBe(
      403,
    );
  });
});

describe("disabling an account", () => {
  test("its very next request is 401, it cannot log in, and enabling it again lets it", async () => {
    const user = await createUser(api, { password: "a long enough passphrase" });
    expect((await api.request("/api/profile", { headers: user.headers() })).status).toBe(200);

    expect((await change(admin, user.id, { is_disabled: true })).status).toBe(200);
    expect((await api.request("/api/profile", { headers: user.headers() })).status).toBe(401);
    const login = () =>
      api.request("/api/auth/login", {
        method: "POST",
        headers: { "Content-Type": "application/json", "Accept-Language": "en" },
        body: JSON.stringify({ email: user.email, password: "a long enough passphrase" }),
      });
    const refused = await login();
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      message: "This account has been disabled. Contact the administration.",
      requestId: expect.any(String),
    });

    expect((await change(admin, user.id, { is_disabled: false })).status).toBe(200);
    // Its old sessions stay ended; a new login works.
    expect((await api.request("/api/profile", { headers: user.headers() })).status).toBe(401);
    expect((await login()).status).toBe(200);
  });

  test("is written to the audit log", async () => {
    const user = await createUser(api);
    await change(admin, user.id, { is_disabled: true });
    const response = await api.request("/api/admin/audit", { headers: admin.headers() });
    const { entries } = ((await response.json()) as { data: { entries: AuditEntry[] } }).data;
    expect(entries[0]).toMatchObject({
      entity_type: "user",
      entity_id: user.id,
      organization_id: null,
      from_status: "active",
      to_status: "disabled",
    });
  });

  test("an administrator cannot disable themself", async () => {
    const response = await change(admin, admin.id, { is_disabled: true });
    expect(response.status).toBe(409);
  });
});

describe("the admin role", () => {
  test("an exhibitor can neither grant it nor take it: 403", async () => {
    const exhibitor = await createUser(api);
    const other = await createUser(api);
    expect((await change(exhibitor, exhibitor.id, { role: "admin" })).status).toBe(403);
    expect((await change(exhibitor, admin.id, { role: "exhibitor" })).status).toBe(403);
    expect((await change(exhibitor, other.id, { is_disabled: true })).status).toBe(403);
  });

  test("granted and removed; the last active administrator keeps it: 409", async () => {
    const apiAlone = await createTestApp();
    try {
      const only = await createUser(apiAlone, { role: "admin" });
      const person = await createUser(apiAlone);
      const call = (as: TestUser, id: string, body: unknown) =>
        apiAlone.request(`/api/admin/users/${id}`, {
          method: "PATCH",
          headers: { ...as.headers("ar"), "Content-Type": "application/json" },
          body: JSON.stringify(body),
        });

      const last = await call(only, only.id, { role: "exhibitor" });
      expect(last.status).toBe(409);
      expect(await last.json()).toEqual({
        message: "يجب أن يبقى حساب إدارة نشط واحد على الأقل.",
        requestId: expect.any(String),
      });

      expect((await call(only, person.id, { role: "admin" })).status).toBe(200);
      expect((await call(person, only.id, { role: "exhibitor" })).status).toBe(200);
      expect((await call(person, person.id, { role: "exhibitor" })).status).toBe(409);
    } finally {
      await apiAlone.close();
    }
  });

  test("two administrators removing each other at once: one of them stays", async () => {
    const apiPair = await createTestApp();
    try {
      const first = await createUser(apiPair, { role: "admin" });
      const second = await createUser(apiPair, { role: "admin" });
      const demote = (as: TestUser, id: string) =>
        apiPair.request(`/api/admin/users/${id}`, {
          method: "PATCH",
          headers: { ...as.headers(), "Content-Type": "application/json" },
          body: JSON.stringify({ role: "exhibitor" }),
        });

      const statuses = await Promise.all([demote(first, second.id), demote(second, first.id)]);
      // Whichever ran second is refused: 409 (one admin left) when it authenticated before the
      // first committed, 403 (no longer an admin) when after. Never both 200.
      const [winner, loser] = statuses.map((response) => response.status).sort();
      expect(winner).toBe(200);
      expect([403, 409]).toContain(loser);
      const admins = await apiPair.db.select().from(users);
      expect(admins.filter((row) => row.role === "admin")).toHaveLength(1);
    } finally {
      await apiPair.close();
    }
  });

  test("a member of a publishing house cannot become an administrator", async () => {
    const manager = await createUser(api);
    await registerOrganization(api, manager);
    expect((await change(admin, manager.id, { role: "admin" })).status).toBe(409);
  });

  test("an unknown account is 404; an unknown role is 422", async () => {
    expect(
      (await change(admin, "00000000-0000-4000-8000-000000000000", { role: "admin" })).status,
    ).toBe(404);
    const user = await createUser(api);
    expect((await change(admin, user.id, { role: "owner" })).status).toBe(422);
  });
});
