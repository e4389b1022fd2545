import { existsSync } from "node:fs";
import { Agent, get } from "node:http";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { openDatabase } from "../src/db/client.ts";
import { contactMessages } from "../src/db/schema/index.ts";
import {
  START_TIMEOUT_MS,
  type ServerProcess,
  freePort,
  running,
  startServer,
  waitUntilListening,
} from "./processes.ts";

// The process as an operator runs it (`node src/server.ts`, PGlite in DATA_DIR): settings, the
// data-folder lock, signals and restarts. Runs in the pglite project only (vitest.config.ts).

const STACK_LINE = /^\s+at\s/m;

async function stopWithSigterm(server: ServerProcess) {
  const started = performance.now();
  server.child.kill("SIGTERM");
  const exit = await server.exited;
  return { ...exit, milliseconds: performance.now() - started };
}

async function postContact(port: number, subject: string) {
  return fetch(`http://127.0.0.1:${port}/api/contact`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "Accept-Language": "en" },
    body: JSON.stringify({
      name: "Dar Al-Kitab",
      email: "info@dar.example",
      subject,
      body: "Hello",
    }),
  });
}

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "rawaq-server-"));
});
afterAll(async () => {
  for (const server of running) server.child.kill("SIGKILL");
  await Promise.all([...running].map((server) => server.exited));
  await rm(dataDir, { recursive: true, force: true });
});

describe("node src/server.ts", { timeout: START_TIMEOUT_MS + 30_000 }, () => {
  let first: ServerProcess;
  let firstPort: number;

  test("starts on PORT with PGlite in DATA_DIR and answers health", async () => {
    firstPort = await freePort();
    first = startServer({ DATA_DIR: dataDir, PORT: String(firstPort), SEED_DEMO_DATA: "false" });
    await waitUntilListening(first);

    expect(first.stdout()).toContain(`listening on http://localhost:${firstPort}`);
    const response = await fetch(`http://127.0.0.1:${firstPort}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { status: "ok", database: "pglite" } });
    expect((await postContact(firstPort, "before restart")).status).toBe(201);
  });

  test("keeps an idle kept-alive connection past Node's default, so a client can reuse it", async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const health = () =>
      new Promise<{ status: number; reused: boolean }>((resolve, reject) => {
        const request = get(`http://127.0.0.1:${firstPort}/api/health`, { agent }, (response) => {
          response.resume();
          response.on("end", () =>
            resolve({ status: response.statusCode ?? 0, reused: request.reusedSocket }),
          );
        });
        request.on("error", reject);
      });
    try {
      expect(await health()).toEqual({ status: 200, reused: false });
      // Past Node's default (5 s, plus a 1 s buffer in Node 24): the server would have closed the
      // connection (ECONNRESET for a client reusing it at that instant; here the agent would
      // have to open a new one).
      await new Promise((resolve) => setTimeout(resolve, 7_000));
      expect(await health()).toEqual({ status: 200, reused: true });
    } finally {
      agent.destroy();
    }
  });

  test("a second process on the same DATA_DIR exits 1, says the folder is in use, and leaves the first alone", async () => {
    const second = startServer({
      DATA_DIR: dataDir,
      PORT: String(await freePort()),
      SEED_DEMO_DATA: "false",
    });
    const exit = await second.exited;

    expect(exit.code).toBe(1);
    expect(second.stderr()).toContain("in use");
    expect(second.stderr()).toContain(`pid ${first.child.pid}`);
    expect(second.stderr()).not.toMatch(STACK_LINE);
    expect((await fetch(`http://127.0.0.1:${firstPort}/api/health`)).status).toBe(200);
  });

  test("SIGTERM stops it with exit code 0 within 5 s and releases the folder", async () => {
    const exit = await stopWithSigterm(first);

    expect(exit.code).toBe(0);
    expect(exit.milliseconds).toBeLessThan(5000);
    expect(first.stdout()).toContain("Stopped.");
    expect(existsSync(join(dataDir, "rawaq.lock"))).toBe(false);
  });

  test("a restart on the same DATA_DIR keeps the data", async () => {
    const port = await freePort();
    const again = startServer({ DATA_DIR: dataDir, PORT: String(port), SEED_DEMO_DATA: "false" });
    await waitUntilListening(again);
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
    expect((await postContact(port, "after restart")).status).toBe(201);
    expect((await stopWithSigterm(again)).code).toBe(0);

    const database = await openDatabase({ kind: "pglite", dataDir });
    try {
      const rows = await database.db
        .select({ subject: contactMessages.subject })
        .from(contactMessages)
        .orderBy(contactMessages.createdAt);
      expect(rows.map((row) => row.subject)).toEqual(["before restart", "after restart"]);
      const [total] = await database.db.select({ value: count() }).from(contactMessages);
      expect(total?.value).toBe(2);
    } finally {
      await database.close();
    }
  });

  test("a start that fails on something else logs it once, with its stack, as JSON", async () => {
    // Nothing listens on this port: the database refuses, the way a stopped server does.
    const refusing = `postgres://rawaq:not-in-the-logs@127.0.0.1:${await freePort()}/rawaq`;
    const server = startServer({ DATABASE_URL: refusing, LOG_FORMAT: "json", PORT: "0" });
    const exit = await server.exited;

    expect(exit.code).toBe(1);
    const lines = server
      .stdout()
      .split("\n")
      .filter((line) => line.startsWith("{"))
      .map((line) => JSON.parse(line) as { level: string; msg: string; err?: { stack?: string } });
    expect(lines).toEqual([
      expect.objectContaining({
        level: "fatal",
        msg: "Rawaq could not start",
        err: expect.objectContaining({ stack: expect.stringMatching(STACK_LINE) }),
      }),
    ]);
    expect(server.stdout() + server.stderr()).not.toContain("not-in-the-logs");
  });

  test("PORT=abc exits 1 naming PORT, without a stack trace", async () => {
    const server = startServer({ DATA_DIR: dataDir, PORT: "abc" });
    const exit = await server.exited;

    expect(exit.code).toBe(1);
    expect(server.stderr()).toMatch(/\bPORT\b/);
    expect(server.stderr()).not.toMatch(STACK_LINE);
    expect(server.stdout()).not.toContain("listening");
  });
});
