import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { createTestApp, databaseKind, type TestApp } from "./helpers.ts";

describe("GET /api/health", () => {
  let api: TestApp;
  beforeAll(async () => {
    api = await createTestApp();
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
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const response = await api.request("/api/health", { headers: { "Accept-Language": "en" } });

      expect(response.status).toBe(500);
      expect(await response.json()).toEqual({ message: "Internal Server Error" });
      expect(log).toHaveBeenCalledWith(expect.any(Error));
    } finally {
      log.mockRestore();
    }
  });
});
