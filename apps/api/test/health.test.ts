import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestApp, databaseKind, type TestApp } from "./helpers.ts";
import { captureLogs } from "./log-capture.ts";

describe("GET /api/health", () => {
  let api: TestApp;
  const logs = captureLogs();
  beforeAll(async () => {
    api = await createTestApp({ logger: logs.logger });
  });
  afterAll(() => api.close());

  test(`answers ok and names the database (${databaseKind})`, async () => {
    const response = await api.request("/api/health");

    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ data: { status: "ok", database: databaseKind } });
  });

  test("is never cached, so a monitor sees the current state", async () => {
    const response = await api.request("/api/health");

    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  // Last in the file: it takes the database away.
  test("answers 500 JSON when the database is gone, and logs the cause on the server only", async () => {
    await api.close();
    const response = await api.request("/api/health", { headers: { "Accept-Language": "en" } });

    expect(response.status).toBe(500);
    const requestId = response.headers.get("x-request-id");
    expect(await response.json()).toEqual({ message: "Internal Server Error", requestId });
    const failures = logs.lines.filter((line) => line.requestId === requestId && line.err);
    expect(failures).toEqual([
      expect.objectContaining({
        level: "error",
        route: "/api/health",
        status: 500,
        err: expect.objectContaining({ stack: expect.any(String) }),
      }),
    ]);
  });
});
