import { describe, expect, inject, test, vi } from "vitest";
import { page } from "vitest/browser";
import { render } from "vitest-browser-react";
import { PHONE_INPUT_ERRORS } from "./constants.ts";
import { createIpCountryLookup } from "./ip-country-lookup.ts";
import { PhoneInput } from "./phone-input.tsx";

const FAILURE = "unable to fetch the country";

function fakeFetch(reply: () => Promise<Response>) {
  return vi.fn<typeof fetch>(() => reply());
}

describe("createIpCountryLookup (fake fetch)", () => {
  const replies = [
    ["1;SA;SAU;Saudi Arabia", "SA"],
    ["1;SA", "SA"],
    ["1SA", "SA"],
    ["1;ae\n", "AE"],
  ] as const;

  for (const [body, country] of replies) {
    test(`a reply of ${JSON.stringify(body)} gives ${country}`, async () => {
      const fetchImpl = fakeFetch(async () => new Response(body));

      await expect(createIpCountryLookup("https://ip.example/s", fetchImpl)()).resolves.toBe(
        country,
      );
    });
  }

  test("asks with a GET and no payload", async () => {
    const fetchImpl = fakeFetch(async () => new Response("1;SA"));

    await createIpCountryLookup("https://ip.example/s", fetchImpl)();

    expect(fetchImpl).toHaveBeenCalledOnce();
    const [url, init] = fetchImpl.mock.calls[0] ?? [];
    expect(url).toBe("https://ip.example/s");
    expect(init?.method ?? "GET").toBe("GET");
    expect(init?.body).toBeUndefined();
  });

  const failures = ["0;", "", "2;SA", "1;", "1;S", "1;SAU", "SA", "<html>1;SA</html>"];
  for (const body of failures) {
    test(`a reply of ${JSON.stringify(body)} rejects with the spec's message`, async () => {
      const fetchImpl = fakeFetch(async () => new Response(body));

      await expect(createIpCountryLookup("https://ip.example/s", fetchImpl)()).rejects.toThrow(
        new Error(FAILURE),
      );
    });
  }

  test("an HTTP error rejects with the spec's message", async () => {
    const fetchImpl = fakeFetch(async () => new Response("1;SA", { status: 500 }));

    await expect(createIpCountryLookup("https://ip.example/s", fetchImpl)()).rejects.toThrow(
      new Error(FAILURE),
    );
  });

  test("a network error rejects with the spec's message", async () => {
    const fetchImpl = fakeFetch(() => Promise.reject(new TypeError("Failed to fetch")));

    await expect(createIpCountryLookup("https://ip.example/s", fetchImpl)()).rejects.toThrow(
      new Error(FAILURE),
    );
    expect(PHONE_INPUT_ERRORS.countryFetch).toBe(FAILURE);
  });
});

// NOTE: the fake server is started by ./test/fake-ip-server.ts, a Vitest globalSetup of the unit
// project; without it these tests are skipped, not failed.
const serverUrl = inject("ipCountryServerUrl");

describe.skipIf(!serverUrl)("createIpCountryLookup against a local HTTP server", () => {
  const lookup = (path: string) => createIpCountryLookup(`${serverUrl}${path}`);

  test("reads the country from 1;SA;SAU;Saudi Arabia, 1;SA and 1SA", async () => {
    await expect(lookup("/sa")()).resolves.toBe("SA");
    await expect(lookup("/sa-short")()).resolves.toBe("SA");
    await expect(lookup("/sa-compact")()).resolves.toBe("SA");
  });

  test("sends a GET without a body", async () => {
    await lookup("/ae")();
    const requests = (await (await fetch(`${serverUrl}/requests`)).json()) as {
      method: string;
      path: string;
      body: string;
    }[];

    expect(requests.filter((request) => request.path === "/ae").at(-1)).toEqual({
      method: "GET",
      path: "/ae",
      body: "",
    });
  });

  test("a reply of 0; rejects with 'unable to fetch the country'", async () => {
    await expect(lookup("/failure")()).rejects.toThrow(new Error(FAILURE));
  });

  test("other text rejects", async () => {
    await expect(lookup("/other-text")()).rejects.toThrow(new Error(FAILURE));
  });

  test("HTTP 500 rejects, even with a well-formed body", async () => {
    await expect(lookup("/error")()).rejects.toThrow(new Error(FAILURE));
  });

  test("an unreachable server rejects", async () => {
    await expect(createIpCountryLookup("http://127.0.0.1:1/")()).rejects.toThrow(
      new Error(FAILURE),
    );
  });

  test("PhoneInput takes the detected country", async () => {
    await render(<PhoneInput locale="en" detectCountry={lookup("/ae")} />);

    await expect.element(page.getByRole("combobox")).toHaveAccessibleName(/United Arab Emirates/);
  });

  test("PhoneInput reports an unknown detected country", async () => {
    const onError = vi.fn();
    await render(
      <PhoneInput locale="en" detectCountry={lookup("/unknown-country")} onError={onError} />,
    );

    await expect.poll(() => onError.mock.calls).toEqual([["Unknown country"]]);
  });

  test("PhoneInput reports a failed lookup", async () => {
    const onError = vi.fn();
    await render(<PhoneInput locale="en" detectCountry={lookup("/error")} onError={onError} />);

    await expect.poll(() => onError.mock.calls).toEqual([["unable to fetch the country"]]);
  });
});
