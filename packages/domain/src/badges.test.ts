import { describe, expect, test } from "vitest";
import * as v from "valibot";
import { AllowanceFormSchema, BadgeIdSchema, badgeAllowance, badgeState } from "./badges.ts";

describe("the badge allowance: 2 per 9 m² reserved, at least 2", () => {
  test.each([
    [0, 2],
    [8, 2],
    [9, 2],
    [17, 2],
    [18, 4],
    [27, 6],
    [36, 8],
  ])("%i m² → %i badges", (area, allowance) => {
    expect(badgeAllowance(area)).toBe(allowance);
  });
});

test("a badge is valid through its event's last day, then expired; revoked always wins", () => {
  const active = { status: "active" as const };
  expect(badgeState(active, "2026-11-10", new Date("2026-11-10T23:00:00Z"))).toBe("valid");
  expect(badgeState(active, "2026-11-10", new Date("2026-11-11T00:00:01Z"))).toBe("expired");
  expect(badgeState({ status: "revoked" }, "2026-11-10", new Date("2026-09-01"))).toBe("revoked");
});

test("badge ids are 22 base64url characters (128 bits), nothing else", () => {
  expect(v.is(BadgeIdSchema, "AbCdEfGhIjKlMnOpQrSt_-")).toBe(true);
  expect(v.is(BadgeIdSchema, "00000000-0000-4000-8000-000000000000")).toBe(false);
  expect(v.is(BadgeIdSchema, "short")).toBe(false);
});

describe("AllowanceFormSchema", () => {
  test("takes the allowance as typed and checks it by the API's rule", () => {
    expect(v.parse(AllowanceFormSchema, { allowance: " 12 " })).toEqual({ allowance: 12 });
    expect(v.parse(AllowanceFormSchema, { allowance: "١٢" })).toEqual({ allowance: 12 });
    for (const [typed, code] of [
      ["", "required"],
      ["1", "invalid"],
      ["501", "too_large"],
      ["2.5", "numeric"],
      ["ten", "numeric"],
    ] as const) {
      const result = v.safeParse(AllowanceFormSchema, { allowance: typed });
      expect(result.success, typed).toBe(false);
      expect(result.issues?.[0]?.message, typed).toBe(code);
    }
  });
});
