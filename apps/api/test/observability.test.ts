import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createApp } from "../src/app.ts";
import { openDatabase } from "../src/db/client.ts";
import { startHoldSweeper } from "../src/features/reservations/sweeper.ts";
import { adjustableClock } from "../src/lib/clock.ts";
import { createDirectoryFileStore } from "../src/lib/file-store.ts";
import { createPlanChanges } from "../src/db/plan-changes.ts";
import type { Database } from "../src/db/client.ts";
import {
  bookCsv,
  bookRow,
  createUser,
  fileForm,
  registerOrganization,
  type TestUser,
  signupFields,
} from "./fixtures.ts";
import { createTestApp, databaseKind, listen, type TestApp } from "./helpers.ts";
import { captureLogs } from "./log-capture.ts";

// What a fair's IT team relies on to follow a request: its id on the answer and in the logs, one
// line per request with the route's pattern and the user, and metrics behind a token.

const METRICS_TOKEN = "test-metrics-token-0123456789";

let api: TestApp;
let user: TestUser;
const logs = captureLogs();
beforeAll(async () => {
  api = await createTestApp({
    logger: logs.logger,
    metricsToken: METRICS_TOKEN,
    trustedProxies: ["127.0.0.1"],
    poolStats: () => ({ inUse: 2, waiting: 1, max: 10 }),
  });
  user = await createUser(api);
});
afterAll(() => api.close());

const linesOf = (requestId: string | null) =>
  logs.lines.filter((line) => line.requestId === requestId && line.msg !== undefined);

describe("request ids and request logs", () => {
  test("every answer has an X-Request-Id, and an error body carries the same id", async () => {
    const ok = await api.request("/api/health");
    const missing = await api.request(`/api/organizations/${randomUUID()}`, {
      method: "PATCH",
      headers: user.headers(),
      json: {},
    });

    expect(ok.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    const requestId = missing.headers.get("x-request-id");
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestId).not.toBe(ok.headers.get("x-request-id"));
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({
      code: "no_organization",
      message:
        "You have no publishing house yet: register yours, or accept an invitation from one in your profile.",
      requestId,
    });
  });

  test("one line per request: method, route pattern (not the path with its ids), status, duration, user", async () => {
    const organizationId = randomUUID();
    const response = await api.request(`/api/organizations/${organizationId}`, {
      method: "PATCH",
      headers: user.headers(),
      json: { name: "secret value" },
    });
    const requestId = response.headers.get("x-request-id");

    const lines = linesOf(requestId);
    expect(lines).toEqual([
      expect.objectContaining({
        level: "info",
        msg: "request",
        method: "PATCH",
        route: "/api/organizations/:id",
        status: 404,
        durationMs: expect.any(Number),
        userId: user.id,
      }),
    ]);
    // Never the raw path, the token or the body.
    const text = JSON.stringify(lines);
    expect(text).not.toContain(organizationId);
    expect(text).not.toContain(user.token);
    expect(text).not.toContain("secret value");
  });

  test("a request id from the client is not believed in-process (no trusted peer): a new one is made", async () => {
    const response = await api.request("/api/health", { headers: { "X-Request-Id": "forged-id" } });

    expect(response.headers.get("x-request-id")).not.toBe("forged-id");
  });

  test("behind a trusted proxy its request id and forwarded client address are used", async () => {
    const server = await listen(api);
    try {
      const response = await fetch(`${server.url}/api/notifications`, {
        headers: {
          "X-Request-Id": "nginx-3f2a9c",
          // The client wrote the first entry itself; the proxy appended the real peer.
          "X-Forwarded-For": "198.51.100.7, 203.0.113.9",
          ...user.headers(),
        },
      });

      expect(response.status).toBe(200);
      expect(response.headers.get("x-request-id")).toBe("nginx-3f2a9c");
      expect(linesOf("nginx-3f2a9c")).toEqual([
        expect.objectContaining({
          route: "/api/notifications",
          client: "203.0.113.9",
          status: 200,
        }),
      ]);
    } finally {
      await server.close();
    }
  });

  test("an untrusted peer's forwarding headers are ignored", async () => {
    const untrusted = await createTestApp({ logger: logs.logger });
    const server = await listen(untrusted);
    try {
      const response = await fetch(`${server.url}/api/health/live`, {
        headers: { "X-Request-Id": "forged-id", "X-Forwarded-For": "203.0.113.9" },
      });
      const requestId = response.headers.get("x-request-id");

      expect(requestId).not.toBe("forged-id");
      expect(linesOf(requestId)).toEqual([expect.objectContaining({ client: "127.0.0.1" })]);
    } finally {
      await server.close();
      await untrusted.close();
    }
  });
});

describe(`errors in the logs hold no personal data (${databaseKind})`, () => {
  // A signup whose insert the database refuses: drizzle's error carries every value of the
  // statement (address, phone, identity number, the password's hash) in its message, stack and
  // `params`, and the database's `detail` quotes the whole failing row.
  const signup = signupFields("noura.leak-check@dar-alkitab.example");

  test("a failed query is logged with its type, SQL, stack and SQLSTATE, never its values", async () => {
    // On this file's database, for this test only (the files' tests run one after another).
    await api.db.execute(
      sql.raw("alter table users add constraint log_check_refuses_signups check (false) not valid"),
    );
    try {
      const form = new FormData();
      for (const [name, value] of Object.entries(signup)) form.set(name, value);
      const response = await api.request("/api/auth/register", {
        method: "POST",
        headers: { "Accept-Language": "en" },
        body: form,
      });
      const requestId = response.headers.get("x-request-id");

      expect(response.status).toBe(500);
      const [line] = linesOf(requestId);
      expect(line).toMatchObject({
        level: "error",
        msg: "request failed",
        route: "/api/auth/register",
        err: {
          type: "DrizzleQueryError",
          message: expect.stringMatching(/^Failed query: insert into "users"/),
          stack: expect.stringMatching(/^DrizzleQueryError: Failed query: [^\n]*\n\s+at /),
          cause: { code: "23514", constraint: "log_check_refuses_signups" },
        },
      });
      const text = JSON.stringify(line);
      for (const value of [
        signup.email,
        "noura.leak-check",
        signup.phone,
        "501234567",
        signup.confirm_identity,
        signup.password,
        "$argon2",
        "params",
        "Failing row",
      ]) {
        expect(text).not.toContain(value);
      }
    } finally {
      await api.db.execute(sql.raw("alter table users drop constraint log_check_refuses_signups"));
    }
  });

  test("the hold sweeper reports a failed sweep through the JSON logger, with its stack", async () => {
    // The database as the sweeper sees it while the server is away: every call fails.
    const away = new Proxy({} as Database, {
      get() {
        throw Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), {
          code: "ECONNREFUSED",
        });
      },
    });
    const sweeps = captureLogs();
    const stop = startHoldSweeper({
      db: away,
      clock: adjustableClock(new Date()),
      planChanges: createPlanChanges(),
      logger: sweeps.logger,
      intervalMs: 10,
    });
    try {
      await expect.poll(() => sweeps.lines.length).toBeGreaterThan(0);
    } finally {
      stop();
    }

    expect(sweeps.lines[0]).toMatchObject({
      level: "error",
      msg: "the hold sweep failed",
      err: { type: "Error", code: "ECONNREFUSED", stack: expect.stringMatching(/\n\s+at /) },
    });
  });
});

describe("GET /metrics", () => {
  test("does not exist without the token, or with a wrong one", async () => {
    const withoutToken = await api.request("/metrics");
    const wrongToken = await api.request("/metrics", {
      headers: { Authorization: "Bearer test-metrics-token-0123456780" },
    });

    expect(withoutToken.status).toBe(404);
    expect(wrongToken.status).toBe(404);
  });

  test("does not exist at all when no METRICS_TOKEN is set", async () => {
    const plain = await createTestApp();
    try {
      const response = await plain.request("/metrics", {
        headers: { Authorization: `Bearer ${METRICS_TOKEN}` },
      });
      expect(response.status).toBe(404);
    } finally {
      await plain.close();
    }
  });

  test("answers Prometheus text: requests by route and status, pool, event loop, imports, outbox", async () => {
    await api.request("/api/health");
    await api.request(`/api/organizations/${randomUUID()}`, {
      method: "PATCH",
      headers: user.headers(),
      json: {},
    });

    const response = await api.request("/metrics", {
      headers: { Authorization: `Bearer ${METRICS_TOKEN}` },
    });
    const text = await response.text();

    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(text).toMatch(
      /rawaq_http_requests_total\{method="GET",route="\/api\/health",status="200"\} \d+/,
    );
    expect(text).toMatch(
      /rawaq_http_request_duration_seconds_count\{method="PATCH",route="\/api\/organizations\/:id",status="404"\} \d+/,
    );
    expect(text).toContain("rawaq_db_pool_connections_in_use 2");
    expect(text).toContain("rawaq_db_pool_waiting 1");
    expect(text).toContain('rawaq_book_imports_running{step="check"} 0');
    expect(text).toContain('rawaq_book_imports_running{step="commit"} 0');
    expect(text).toContain('rawaq_mail_outbox_messages{status="sending"} 0');
    expect(text).toMatch(/nodejs_eventloop_lag_p99_seconds \d/);
  });
});

/**
 * The database with every transaction held at its start until `release()`: a book list's commit
 * (one transaction) stays in progress for as long as the test needs to look at it.
 */
function holdingTransactions(db: Database) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const held = new Proxy(db, {
    get(target, property, receiver) {
      if (property !== "transaction") return Reflect.get(target, property, receiver) as unknown;
      return async (...args: Parameters<Database["transaction"]>) => {
        await released;
        return target.transaction(...args);
      };
    },
  });
  return { db: held, release };
}

test("imports running counts a book list while it is committed, and not after", async () => {
  const admin = await createUser(api, { role: "admin" });
  const manager = await createUser(api);
  const organizationId = await registerOrganization(api, manager, { approveWith: admin });
  const checked = await api.request(`/api/organizations/${organizationId}/book-imports`, {
    method: "POST",
    headers: manager.headers(),
    body: fileForm(bookCsv([bookRow(9100), bookRow(9101)]), "books.csv"),
  });
  expect(checked.status).toBe(201);
  const importId = ((await checked.json()) as { data: { import: { id: string } } }).data.import.id;
  // A second process on the same database whose transactions wait until the test lets them go.
  const database = holdingTransactions(api.db);
  const app = createApp({
    db: database.db,
    databaseKind,
    fileStore: createDirectoryFileStore(api.uploadsDir),
    metricsToken: METRICS_TOKEN,
  });
  const importsRunning = async () => {
    const metrics = await app.request("/metrics", {
      headers: { Authorization: `Bearer ${METRICS_TOKEN}` },
    });
    const text = await metrics.text();
    return /^rawaq_book_imports_running\{step="commit"\} (\d+)$/m.exec(text)?.[1];
  };

  expect(await importsRunning()).toBe("0");
  const committing = app.request(`/api/book-imports/${importId}/commit`, {
    method: "POST",
    headers: manager.headers(),
  });
  try {
    await expect.poll(importsRunning).toBe("1");
  } finally {
    database.release();
  }

  expect((await committing).status).toBe(200);
  expect(await importsRunning()).toBe("0");
});

describe(`health (${databaseKind})`, () => {
  test("live answers while the process runs, ready when the database answers and is migrated", async () => {
    const live = await api.request("/api/health/live");
    const ready = await api.request("/api/health/ready");

    expect(live.status).toBe(200);
    expect(await live.json()).toEqual({ data: { status: "ok" } });
    expect(ready.status).toBe(200);
    expect(ready.headers.get("cache-control")).toBe("no-store");
    expect(await ready.json()).toEqual({ data: { status: "ready", database: databaseKind } });
  });
});

// PostgreSQL's counterpart, on an empty database of the server: test/postgres-operations.test.ts.
if (databaseKind === "pglite") {
  test("readiness: 503 with Retry-After while migrations are pending, 200 once they have run", async () => {
    const database = await openDatabase({ kind: "pglite" });
    try {
      const app = createApp({
        db: database.db,
        databaseKind: "pglite",
        fileStore: createDirectoryFileStore("/nonexistent"),
      });
      const pending = await app.request("/api/health/ready");
      expect(pending.status).toBe(503);
      expect(pending.headers.get("retry-after")).toBe("5");
      expect(await pending.json()).toMatchObject({ reason: "migrations_pending" });

      await database.migrate();

      expect((await app.request("/api/health/ready")).status).toBe(200);
    } finally {
      await database.close();
    }
    // A new PGlite and every migration: over 20 s when the whole suite shares 2 cores.
  }, 60_000);
}
