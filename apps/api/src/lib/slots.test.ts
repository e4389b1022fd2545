import { describe, expect, test } from "vitest";
import { checkBookList, checkListSlots } from "../features/books/check-list.ts";
import { hashPassword, passwordSlots, verifyPassword } from "./password.ts";
import { BACKGROUND_SLOTS, createSlots } from "./slots.ts";

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

describe("createSlots", () => {
  test("runs at most `limit` tasks at once, the others in arrival order", async () => {
    const slots = createSlots(2);
    const gates = [deferred(), deferred(), deferred(), deferred()];
    const started: number[] = [];
    const done = gates.map((gate, index) =>
      slots.run(async () => {
        started.push(index);
        await gate.promise;
        return index;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect([slots.running, slots.waiting]).toEqual([2, 2]);
    gates[1]!.resolve();
    await done[1];
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2]);
    for (const gate of gates) gate.resolve();
    expect(await Promise.all(done)).toEqual([0, 1, 2, 3]);
    expect([slots.running, slots.waiting]).toEqual([0, 0]);
  });

  test("a task that fails frees its slot for the next", async () => {
    const slots = createSlots(1);
    const failing = slots.run(() => Promise.reject(new Error("broken sheet")));
    const next = slots.run(async () => "checked");
    await expect(failing).rejects.toThrow("broken sheet");
    expect(await next).toBe("checked");
    expect(slots.running).toBe(0);
  });
});

describe("CPU-heavy work off the event loop", () => {
  test("password hashes and book-list checks beyond the free cores wait their turn", async () => {
    const hashes = Array.from({ length: BACKGROUND_SLOTS + 2 }, (_, index) =>
      hashPassword(`password ${index}`),
    );
    expect([passwordSlots.running, passwordSlots.waiting]).toEqual([BACKGROUND_SLOTS, 2]);
    const stored = await Promise.all(hashes);
    expect(await verifyPassword(stored[0]!, "password 0")).toBe(true);

    const csv = new TextEncoder().encode("title,author,isbn\n");
    const checks = Array.from({ length: BACKGROUND_SLOTS + 1 }, () =>
      checkBookList({ bytes: csv.slice(), existingIsbns: [] }),
    );
    expect([checkListSlots.running, checkListSlots.waiting]).toEqual([BACKGROUND_SLOTS, 1]);
    await Promise.all(checks);
    expect(checkListSlots.running).toBe(0);
  });
});
