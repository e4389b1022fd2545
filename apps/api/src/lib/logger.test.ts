import { describe, expect, test } from "vitest";
import { redactPersonalData, serializeError } from "./logger.ts";

// What the log keeps of an error, for the errors the real query tests cannot provoke on demand
// (test/observability.test.ts logs a real failed query on both databases).

/** An error shaped as pg and PGlite report one from the server. */
function serverError(message: string, fields: Record<string, string>) {
  return Object.assign(new Error(message), { severity: "ERROR", ...fields });
}

describe("serializeError", () => {
  test("a server message's quoted values are blanked; the names the error reports stay", () => {
    const badValue = serverError('invalid input syntax for type uuid: "noura@dar.example"', {
      code: "22P02",
    });
    const duplicate = serverError(
      'duplicate key value violates unique constraint "users_email_unique"',
      {
        code: "23505",
        constraint: "users_email_unique",
        table: "users",
        detail: "Key (email)=(noura@dar.example) already exists.",
      },
    );

    expect(serializeError(badValue)).toMatchObject({
      message: 'invalid input syntax for type uuid: "…"',
      code: "22P02",
    });
    const serialized = serializeError(duplicate);
    expect(serialized).toMatchObject({
      message: 'duplicate key value violates unique constraint "users_email_unique"',
      code: "23505",
      constraint: "users_email_unique",
      table: "users",
    });
    expect(JSON.stringify(serialized)).not.toContain("noura");
  });

  test("the stack keeps its frames under the safe message, and the cause its code", () => {
    const cause = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), {
      code: "ECONNREFUSED",
      syscall: "connect",
    });
    const error = new Error("could not reach noura@dar.example at +966501234567", { cause });

    const serialized = serializeError(error);

    expect(serialized.type).toBe("Error");
    expect(serialized.message).toBe("could not reach [email] at [number]");
    expect(serialized.stack).toMatch(/^Error: could not reach \[email\] at \[number\]\n\s+at /);
    expect(serialized.stack).not.toContain("noura");
    expect(serialized.cause).toMatchObject({ code: "ECONNREFUSED", syscall: "connect" });
  });

  test("fields other than the known codes are left out", () => {
    const error = Object.assign(new Error("refused"), {
      params: ["noura@dar.example"],
      body: { password: "secret" },
      responseCode: 550,
    });

    const serialized = serializeError(error);

    expect(serialized).toMatchObject({ message: "refused", responseCode: 550 });
    expect(serialized).not.toHaveProperty("params");
    expect(serialized).not.toHaveProperty("body");
  });

  test("something thrown that is not an Error is kept as redacted text", () => {
    expect(serializeError("no mailbox for noura@dar.example")).toEqual({
      type: "string",
      message: "no mailbox for [email]",
    });
  });
});

describe("redactPersonalData", () => {
  test("addresses and long numbers go; package versions and line numbers in paths stay", () => {
    expect(redactPersonalData("550 5.1.1 <Noura.Q+fair@mail.dar-alkitab.sa>: no such user")).toBe(
      "550 5.1.1 <[email]>: no such user",
    );
    expect(redactPersonalData("identity 1000000008, phone +966501234567")).toBe(
      "identity [number], phone [number]",
    );
    const frame = "at node_modules/.pnpm/drizzle-orm@0.45.4_@electric-sql+pglite@0.5.16/x.js:12:7";
    expect(redactPersonalData(frame)).toBe(frame);
  });
});
