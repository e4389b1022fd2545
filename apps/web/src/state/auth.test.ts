import { createStore } from "jotai";
import { describe, expect, test } from "vitest";
import { endingSessionAtom } from "./auth.ts";
import { isSigningOutAtom } from "./session.ts";

/** A request whose answer the test gives when it chooses. */
function deferred() {
  let settle!: { resolve: () => void; reject: (error: Error) => void };
  const promise = new Promise<void>((resolve, reject) => {
    settle = { resolve, reject };
  });
  return { promise, ...settle };
}

describe("a request that ends the session (deleting the account, logging out everywhere)", () => {
  test("pauses every other request from before it is sent; they stay paused once it succeeded", async () => {
    const store = createStore();
    const answer = deferred();
    let pausedWhenSent: boolean | undefined;
    const ending = store.set(endingSessionAtom, () => {
      pausedWhenSent = store.get(isSigningOutAtom);
      return answer.promise;
    });
    expect(pausedWhenSent).toBe(true);
    answer.resolve();
    await ending;
    // The next page shown (the login page) ends the pause: router/locale-root.tsx.
    expect(store.get(isSigningOutAtom)).toBe(true);
  });

  test("a refused one (a wrong password) lets the others go on, and says why", async () => {
    const store = createStore();
    const refused = new Error("The password is not correct.");
    await expect(store.set(endingSessionAtom, () => Promise.reject(refused))).rejects.toBe(refused);
    expect(store.get(isSigningOutAtom)).toBe(false);
  });
});
