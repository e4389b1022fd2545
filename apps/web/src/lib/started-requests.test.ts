import { afterEach, describe, expect, test } from "vitest";
import { takeStartedRequest } from "./started-requests.ts";

const answer = (body: string) => Promise.resolve(new Response(body));

function start(url: string, authorization: string | null, body = url) {
  window.__rawaqStarted ??= new Map();
  window.__rawaqStarted.set(url, { authorization, response: answer(body) });
}

afterEach(() => {
  window.__rawaqStarted = undefined;
});

describe("the reads the page started before the app ran", () => {
  test("the app's first call for the same address and session takes the answer, once", async () => {
    start("/api/my-organization/books?page=1&per_page=20", "Bearer t");
    const call = () =>
      takeStartedRequest(
        new Request(`${location.origin}/api/my-organization/books?page=1&per_page=20`, {
          headers: { Authorization: "Bearer t" },
        }),
      );
    const taken = call();
    expect(await (await taken!).text()).toBe("/api/my-organization/books?page=1&per_page=20");
    expect(call()).toBeUndefined();
  });

  test("another address, another session or a write goes to the network", () => {
    start("/api/invoices?per_page=100", "Bearer t");
    const url = `${location.origin}/api/invoices?per_page=100`;
    expect(takeStartedRequest(`${location.origin}/api/invoices?per_page=50`)).toBeUndefined();
    expect(
      takeStartedRequest(new Request(url, { headers: { Authorization: "Bearer other" } })),
    ).toBeUndefined();
    expect(
      takeStartedRequest(
        new Request(url, { method: "POST", headers: { Authorization: "Bearer t" } }),
      ),
    ).toBeUndefined();
    // Still there for the call it was started for.
    expect(
      takeStartedRequest(new Request(url, { headers: { Authorization: "Bearer t" } })),
    ).toBeDefined();
  });

  test("a read started without a session is taken by a call without one", () => {
    start("/api/public/badges/b-1", null);
    expect(takeStartedRequest(`${location.origin}/api/public/badges/b-1`)).toBeDefined();
  });
});
