import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ApiError, createApiClient } from "./client.ts";

// A real HTTP server on loopback: the client is exercised over the wire, headers and all.
let server: Server;
let baseUrl: string;
const seen: IncomingMessage[] = [];
/** What the server did, in order: "arrived <url>" and "answered <url>". */
const events: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push(req);
    events.push(`arrived ${req.url}`);
    res.on("finish", () => events.push(`answered ${req.url}`));
    res.setHeader("Content-Type", "application/json");
    if (req.headers["x-scenario"] === "slow" && req.url === "/api/health") {
      setTimeout(
        () => res.end(JSON.stringify({ data: { status: "ok", database: "pglite" } })),
        300,
      );
    } else if (req.url === "/api/auth/logout" || req.url === "/api/profile/sessions") {
      res.end(JSON.stringify({ data: null }));
    } else if (req.headers["x-scenario"] === "invalid") {
      res.statusCode = 422;
      res.end(
        JSON.stringify({
          message: "Check the form",
          errors: { email: ["Bad email"] },
          requestId: "req-42",
        }),
      );
    } else if (req.headers["x-scenario"] === "odd") {
      res.end(JSON.stringify({ data: { status: "maybe" } }));
    } else {
      res.end(JSON.stringify({ data: { status: "ok", database: "pglite" } }));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function clientWith(scenario?: string) {
  return createApiClient({
    baseUrl,
    getToken: () => "secret-token",
    getLocale: () => "ar",
    fetch: (input, init) => {
      const request = new Request(input, init);
      if (scenario) request.headers.set("x-scenario", scenario);
      return fetch(request);
    },
  });
}

describe("createApiClient", () => {
  it("parses the health envelope and sends the token and the locale", async () => {
    await expect(clientWith().getHealth()).resolves.toEqual({
      data: { status: "ok", database: "pglite" },
    });
    const last = seen.at(-1);
    expect(last?.url).toBe("/api/health");
    expect(last?.headers.authorization).toBe("Bearer secret-token");
    expect(last?.headers["accept-language"]).toBe("ar");
  });

  it("normalises a failed answer to the server's message, field errors and request id", async () => {
    const error = await clientWith("invalid")
      .getHealth()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, message: "Check the form" });
    expect((error as ApiError).errors).toEqual({ email: ["Bad email"] });
    expect((error as ApiError).requestId).toBe("req-42");
  });

  it("rejects an answer that does not match the schema", async () => {
    await expect(clientWith("odd").getHealth()).rejects.toMatchObject({ status: 502 });
  });

  it("reports a network failure with status 0", async () => {
    const offline = createApiClient({ baseUrl: "http://127.0.0.1:9/api" });
    const error = (await offline.getHealth().catch((e: unknown) => e)) as ApiError;
    expect(error.isNetworkError).toBe(true);
  });

  it("ends the session only after the calls under way with it have their answer", async () => {
    // Sent after them, the logout would revoke the token they carry: they would come back 401.
    for (const end of ["logout", "endAllSessions"] as const) {
      events.length = 0;
      const client = clientWith("slow");
      const health = client.getHealth();
      await vi.waitFor(() => expect(events).toContain("arrived /api/health"));
      await client[end]();
      await health;
      const url = end === "logout" ? "/api/auth/logout" : "/api/profile/sessions";
      expect(events).toEqual([
        "arrived /api/health",
        "answered /api/health",
        `arrived ${url}`,
        `answered ${url}`,
      ]);
    }
  });
});
