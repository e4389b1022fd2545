import { describe, expect, test } from "vitest";
import { createSlots } from "./slots.ts";

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

  test("a task whose signal aborts while it waits never runs; its turn goes to the next", async () => {
    const slots = createSlots(1);
    const gate = deferred();
    const ran: string[] = [];
    const first = slots.run(async () => {
      ran.push("first");
      await gate.promise;
    });
    const left = new AbortController();
    const abandoned = slots.run(async () => ran.push("abandoned"), left.signal);
    const next = slots.run(async () => ran.push("next"));
    left.abort(new Error("the client left"));
    gate.resolve();
    await first;
    await expect(abandoned).rejects.toThrow("the client left");
    await next;
    expect(ran).toEqual(["first", "next"]);
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
