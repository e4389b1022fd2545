import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { COMPRESS_THRESHOLD_BYTES } from "../src/http/compress.ts";
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
  api.app.get("/sized/:bytes", (c) =>
    c.json({ data: "x".repeat(Number(c.req.param("bytes")) - '{"data":""}'.length) }),
  );
  api.app.get("/events", (c) =>
    c.body("data: one\n\n".repeat(200), 200, { "Content-Type": "text/event-stream" }),
  );
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

  test("let the maps service in only when the web app is built with its key", async () => {
    const directive = (csp: string, name: string) =>
      csp
        .split(";")
        .map((item) => item.trim())
        .find((item) => item.startsWith(`${name} `)) ?? "";
    const plain = (await api.request("/api/health")).headers.get("content-security-policy")!;
    expect(plain).not.toContain("googleapis");
    const withMaps = await createTestApp({ allowsMaps: true });
    try {
      const csp = (await withMaps.request("/api/health")).headers.get("content-security-policy")!;
      expect(directive(csp, "script-src")).toContain("https://*.googleapis.com");
      expect(directive(csp, "img-src")).toContain("https://*.gstatic.com");
      expect(directive(csp, "font-src")).toContain("https://fonts.gstatic.com");
      // Our own rules stand: no inline script, no framing.
      expect(directive(csp, "script-src")).not.toContain("unsafe-inline");
      expect(directive(csp, "frame-ancestors")).toBe("frame-ancestors 'none'");
    } finally {
      await withMaps.close();
    }
  });
});

describe("compression", () => {
  const gzip = { "Accept-Encoding": "gzip, deflate, br" };

  test("a JSON answer of a TCP segment or more goes gzipped, with its length", async () => {
    const response = await api.request(`/sized/${COMPRESS_THRESHOLD_BYTES}`, { headers: gzip });

    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(response.headers.get("vary")).toMatch(/Accept-Encoding/);
    const body = Buffer.from(await response.arrayBuffer());
    expect(response.headers.get("content-length")).toBe(String(body.byteLength));
    const json = JSON.parse(gunzipSync(body).toString()) as { data: string };
    expect(JSON.stringify(json)).toHaveLength(COMPRESS_THRESHOLD_BYTES);
  });

  test("a smaller answer goes as it is: compressing it saves no packet", async () => {
    const response = await api.request(`/sized/${COMPRESS_THRESHOLD_BYTES - 1}`, {
      headers: gzip,
    });

    expect(response.headers.get("content-encoding")).toBeNull();
    expect(await response.text()).toHaveLength(COMPRESS_THRESHOLD_BYTES - 1);
  });

  test.each([
    ["no Accept-Encoding", {}],
    ["gzip refused", { "Accept-Encoding": "gzip;q=0, deflate" }],
  ])("with %s, a large answer goes as it is", async (_, headers) => {
    const response = await api.request("/sized/50000", { headers });

    expect(response.headers.get("content-encoding")).toBeNull();
    expect(await response.text()).toHaveLength(50_000);
  });

  test("a wildcard accepts gzip", async () => {
    const response = await api.request("/sized/50000", { headers: { "Accept-Encoding": "*" } });

    expect(response.headers.get("content-encoding")).toBe("gzip");
  });

  test("an event stream is never compressed: each event must leave at once", async () => {
    const response = await api.request("/events", { headers: gzip });

    expect(response.headers.get("content-encoding")).toBeNull();
    expect(await response.text()).toMatch(/^data: one/);
  });
});
