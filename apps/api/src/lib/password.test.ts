import { describe, expect, test } from "vitest";
import { hashPassword, passwordSlots, verifyPassword } from "./password.ts";
import { BACKGROUND_SLOTS } from "./slots.ts";

describe("password hashing off the event loop", () => {
  test("hashes beyond the free cores wait their turn", async () => {
    const hashes = Array.from({ length: BACKGROUND_SLOTS + 2 }, (_, index) =>
      hashPassword(`password ${index}`),
    );
    expect([passwordSlots.running, passwordSlots.waiting]).toEqual([BACKGROUND_SLOTS, 2]);
    const stored = await Promise.all(hashes);
    expect(await verifyPassword(stored[0]!, "password 0")).toBe(true);
    expect(await verifyPassword(stored[0]!, "password 1")).toBe(false);
  });
});
