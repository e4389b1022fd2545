import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createAdmin } from "../src/cli/admin-account.ts";
import { type TestApp, createTestApp } from "./helpers.ts";

const PASSWORD = "First-Admin-Pass-2026";

describe("the first admin account", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  test("can log in and is an admin; a second account with the email is refused", async () => {
    const input = {
      email: "it@fair.example",
      password: PASSWORD,
      first_name: "Fair",
      last_name: "IT",
    };
    expect(await createAdmin(t.db, input)).toEqual({ id: expect.any(String) });
    expect(await createAdmin(t.db, { ...input, password: "Another-Pass-2026" })).toBe("taken");

    const login = await t.request("/api/auth/login", {
      json: { email: input.email, password: PASSWORD },
    });
    expect(login.status).toBe(200);
    const { data } = (await login.json()) as { data: { user: { role: string } } };
    expect(data.user.role).toBe("admin");
  });
});
