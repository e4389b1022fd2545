import { describe, expect, test } from "vitest";
import { BACKGROUND_SLOTS } from "../../lib/slots.ts";
import { checkBookList, checkListSlots } from "./check-list.ts";

describe("book-list checks in worker threads", () => {
  test("checks beyond the free cores wait their turn, each answered", async () => {
    const csv = new TextEncoder().encode("title,author,isbn\n");
    const checks = Array.from({ length: BACKGROUND_SLOTS + 1 }, () =>
      checkBookList({ bytes: csv.slice(), existingIsbns: [] }),
    );
    expect([checkListSlots.running, checkListSlots.waiting]).toEqual([BACKGROUND_SLOTS, 1]);
    const results = await Promise.all(checks);
    expect(results).toHaveLength(BACKGROUND_SLOTS + 1);
    expect(checkListSlots.running).toBe(0);
  });
});
