import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestApp, type TestApp } from "./helpers.ts";
import { captureLogs } from "./log-capture.ts";

let api: TestApp;
const logs = captureLogs();
beforeAll(async () => {
  api = await createTestApp({ logger: logs.logger });
  // A route that fails the way an unexpected bug would, with internals in its message.
  api.app.get("/boom", () => {
    throw new Error("secret internals: connection string postgres://user:pw@db");
  });
});
afterAll(() => api.close());

describe("unknown API paths", () => {
  test.each([
    ["GET", "/api/whatever"],
    ["POST", "/api/whatever/deeper"],
    ["DELETE", "/api/contact/123"],
  ])("%s %s answers 404 JSON { message }", async (method, path) => {
    const response = await api.request(path, { method, headers: { "Accept-Language": "en" } });

    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ message: "Not found.", requestId: expect.any(String) });
  });

  test("the 404 message follows Accept-Language", async () => {
    const response = await api.request("/api/whatever", { headers: { "Accept-Language": "ar" } });

    expect(await response.json()).toEqual({ message: "غير موجود.", requestId: expect.any(String) });
  });
});

describe("a route that throws", () => {
  test("answers 500 JSON { message, requestId } with nothing of the error or its stack", async () => {
    const response = await api.request("/boom", { headers: { "Accept-Language": "en" } });

    expect(response.status).toBe(500);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    const text = await response.text();
    const requestId = response.headers.get("x-request-id");
    expect(JSON.parse(text)).toEqual({ message: "Internal Server Error", requestId });
    expect(text).not.toMatch(/secret|postgres:|\bat\s|\.ts:\d+/);
    // The details reach the server log instead, once, with the stack, under the same id.
    const lines = logs.lines.filter((line) => line.requestId === requestId);
    expect(lines).toEqual([
      expect.objectContaining({
        level: "error",
        status: 500,
        err: expect.objectContaining({
          message: expect.stringMatching(/secret/),
          stack: expect.stringMatching(/http\.test\.ts/),
        }),
      }),
    ]);
  });

  test("the 500 message follows Accept-Language outside /api too", async () => {
    const response = await api.request("/boom", { headers: { "Accept-Language": "ar" } });

    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({
      message: "خطأ داخلي في الخادم",
      requestId: expect.any(String),
    });
  });
});

describe("security headers", () => {
  test.each(["/api/health", "/api/whatever"])("are sent on %s", async (path) => {
    const response = await api.request(path);

    const csp = response.headers.get("content-security-policy") ?? "";
    const directives = csp.split(";").map((directive) => directive.trim());
    expect(directives).toContain("script-src 'self'");
    expect(directives).toContain("frame-ancestors 'none'");
    expect(directives).toContain("object-src 'none'");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  });
});
