import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { HealthSchema } from "./health.ts";

describe("HealthSchema", () => {
  it.each(["pglite", "postgres"])("reads a healthy answer on %s", (database) => {
    expect(v.parse(HealthSchema, { status: "ok", database })).toEqual({ status: "ok", database });
  });

  it.each([
    { status: "down", database: "pglite" },
    { status: "ok", database: "mysql" },
    { status: "ok" },
  ])("refuses %j", (answer) => {
    expect(v.safeParse(HealthSchema, answer).success).toBe(false);
  });
});
