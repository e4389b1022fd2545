import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import type { Server } from "node:http";
import { type AddressInfo, type Socket, connect, createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { serve } from "@hono/node-server";
import type { BoothChange } from "@rawaq/domain/participation";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, test, vi } from "vitest";
import { createApp } from "../src/app.ts";
import { type DatabaseHandle, openDatabase } from "../src/db/client.ts";
import { createDirectoryFileStore } from "../src/lib/file-store.ts";
import { silentLogger } from "../src/lib/logger.ts";
import {
  PAYLOAD_MAX_BYTES,
  type PlanChange,
  type SharedPlanChanges,
  listenForPlanChanges,
  notificationPayloads,
} from "../src/db/plan-changes.ts";
import { type TestUser, createUser } from "./fixtures.ts";
import type { TestApp } from "./helpers.ts";
import { approvedExhibitor, insertFair } from "./participation-fixtures.ts";
import { databaseName, databaseUrl, quoteIdentifier } from "./postgres-urls.ts";
import "./provided-context.ts";

// PostgreSQL only (vitest.config.ts): two API instances on one database, as two processes behind
// a load balancer are. They share nothing but PostgreSQL: each has its own pool, its own listening
// connection and its own hub, so what one's plans hear from the other came through NOTIFY.

const adminUrl = inject("postgresAdminUrl")!;
const runDatabase = databaseName(inject("postgresUrl")!);
/** Generous: the second the issue allows is measured in bench/participation.ts, not here. */
const ARRIVES_WITHIN_MS = 10_000;

let name: string;
let url: string;
let uploadsDir: string;
const instances: Instance[] = [];

async function asAdmin(statement: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

interface Instance {
  database: DatabaseHandle;
  planChanges: SharedPlanChanges;
  base: string;
  close(): Promise<void>;
}

/** One API process: pool, listener and HTTP server of its own. */
async function startInstance(listenerUrl = url): Promise<Instance> {
  const database = await openDatabase({ kind: "postgres", url, onConnectionLost: () => {} });
  const planChanges = await listenForPlanChanges({
    url: listenerUrl,
    db: database.db,
    logger: silentLogger(),
    retry: { initialMs: 20, maxMs: 200 },
  });
  const app = createApp({
    db: database.db,
    databaseKind: "postgres",
    fileStore: createDirectoryFileStore(uploadsDir),
    planChanges,
  });
  const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }) as Server;
  await new Promise((resolve) => server.once("listening", resolve));
  let closing: Promise<void> | undefined;
  const instance: Instance = {
    database,
    planChanges,
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      (closing ??= (async () => {
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
        await planChanges.close();
        await database.close();
      })()),
  };
  instances.push(instance);
  return instance;
}

/** The fixtures only need the database. */
const fixtureApi = (instance: Instance) => ({ db: instance.database.db }) as unknown as TestApp;

type Message = { event: string; data: string };

/** `GET /api/events/:id/plan/stream` read as the browser reads it; resolves once it is `ready`. */
async function openPlanStream(instance: Instance, eventId: string, user: TestUser) {
  const abort = new AbortController();
  const response = await fetch(`${instance.base}/api/events/${eventId}/plan/stream`, {
    headers: user.headers(),
    signal: abort.signal,
  });
  expect(response.status).toBe(200);
  const messages: Message[] = [];
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const ended = (async () => {
    let buffer = "";
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: "", done: true }));
      if (done) return;
      buffer += value;
      let end: number;
      while ((end = buffer.indexOf("\n\n")) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const field = (key: string) =>
          block
            .split("\n")
            .find((line) => line.startsWith(`${key}:`))
            ?.slice(key.length + 1)
            .trim();
        const event = field("event");
        if (event) messages.push({ event, data: field("data") ?? "" });
      }
    }
  })();
  await vi.waitFor(() => expect(messages[0]?.event).toBe("ready"), { timeout: ARRIVES_WITHIN_MS });
  return {
    /** Booth changes received so far, in order. */
    booths: () =>
      messages
        .filter((message) => message.event === "booths")
        .flatMap((message) => JSON.parse(message.data) as BoothChange[]),
    close: () => abort.abort(),
    /** Resolves when the server ends the stream. */
    ended,
  };
}

function hold(instance: Instance, user: TestUser, boothId: string) {
  return fetch(`${instance.base}/api/reservations`, {
    method: "POST",
    headers: { ...user.headers(), "Content-Type": "application/json" },
    body: JSON.stringify({ booth_id: boothId }),
  });
}

beforeAll(async () => {
  name = `${runDatabase}_${randomBytes(4).toString("hex")}`;
  await asAdmin(
    `CREATE DATABASE ${quoteIdentifier(name)} TEMPLATE ${quoteIdentifier(runDatabase)}`,
  );
  url = databaseUrl(adminUrl, name);
  uploadsDir = await mkdtemp(join(tmpdir(), "rawaq-uploads-"));
});

afterAll(async () => {
  await Promise.all(instances.map((instance) => instance.close()));
  await asAdmin(`DROP DATABASE IF EXISTS ${quoteIdentifier(name)} WITH (FORCE)`);
  await rm(uploadsDir, { recursive: true, force: true });
});

describe("plan changes across processes on one PostgreSQL database", () => {
  let a: Instance;
  let b: Instance;
  let fair: Awaited<ReturnType<typeof insertFair>>;

  beforeAll(async () => {
    [a, b] = await Promise.all([startInstance(), startInstance()]);
    fair = await insertFair(fixtureApi(a), 8);
  });

  test("a booth held through A reaches the plans open on B, and each plan hears it once", async () => {
    const house = await approvedExhibitor(fixtureApi(a), fair.event.id);
    const other = await approvedExhibitor(fixtureApi(a), fair.event.id);
    const admin = await createUser(fixtureApi(a), { role: "admin" });
    const target = fair.booths[0]!;
    const onB = await openPlanStream(b, fair.event.id, other.user);
    const adminOnB = await openPlanStream(b, fair.event.id, admin);
    const holderOnA = await openPlanStream(a, fair.event.id, house.user);

    const held = await hold(a, house.user, target.id);
    expect(held.status).toBe(201);

    // What each viewer may know: another house sees a held booth, the admin also by whom.
    await vi.waitFor(
      () =>
        expect(onB.booths()).toEqual([
          { booth_id: target.id, state: "held", organization_id: null },
        ]),
      { timeout: ARRIVES_WITHIN_MS, interval: 10 },
    );
    await vi.waitFor(
      () =>
        expect(adminOnB.booths()).toEqual([
          { booth_id: target.id, state: "held", organization_id: house.organizationId },
        ]),
      { timeout: ARRIVES_WITHIN_MS, interval: 10 },
    );

    // Cancelled through B: once A's plan has that, A's listener has also passed the echo of its
    // own hold (NOTIFY delivers in commit order), so A's plan would show it twice if it were kept.
    const { reservation } = ((await held.json()) as { data: { reservation: { id: string } } }).data;
    const cancelled = await fetch(`${b.base}/api/reservations/${reservation.id}/cancel`, {
      method: "POST",
      headers: house.user.headers(),
    });
    expect(cancelled.status).toBe(200);
    await vi.waitFor(() => expect(holderOnA.booths()).toHaveLength(2), {
      timeout: ARRIVES_WITHIN_MS,
      interval: 10,
    });
    expect(holderOnA.booths()).toEqual([
      { booth_id: target.id, state: "held", organization_id: house.organizationId },
      { booth_id: target.id, state: "available", organization_id: null },
    ]);
    await vi.waitFor(() => expect(onB.booths()).toHaveLength(2), { timeout: ARRIVES_WITHIN_MS });
    for (const stream of [onB, adminOnB, holderOnA]) stream.close();
  });

  test("a session ended through A closes its plans open on B before the next change", async () => {
    const watcher = await approvedExhibitor(fixtureApi(a), fair.event.id);
    const house = await approvedExhibitor(fixtureApi(a), fair.event.id);
    const onB = await openPlanStream(b, fair.event.id, watcher.user);
    const loggedOut = await fetch(`${a.base}/api/auth/logout`, {
      method: "POST",
      headers: watcher.user.headers(),
    });
    expect(loggedOut.status).toBe(200);
    // A's answer left once B was sent the news; a change made after it never reaches B's plan.
    const target = fair.booths[6]!;
    expect((await hold(a, house.user, target.id)).status).toBe(201);
    await onB.ended;
    expect(onB.booths()).toEqual([]);
  });

  test("a plan B keeps between changes is dropped when a booth is held through A", async () => {
    const house = await approvedExhibitor(fixtureApi(a), fair.event.id);
    const other = await approvedExhibitor(fixtureApi(a), fair.event.id);
    const target = fair.booths[3]!;
    const stateOnB = async () => {
      const answer = await fetch(`${b.base}/api/events/${fair.event.id}/plan`, {
        headers: other.user.headers(),
      });
      const { data } = (await answer.json()) as {
        data: { zones: { booths: { id: string; state: string }[] }[] };
      };
      return data.zones.flatMap((zone) => zone.booths).find((booth) => booth.id === target.id)
        ?.state;
    };
    // Twice: the second answer comes from B's copy.
    expect(await stateOnB()).toBe("available");
    expect(await stateOnB()).toBe("available");

    expect((await hold(a, house.user, target.id)).status).toBe(201);
    await vi.waitFor(async () => expect(await stateOnB()).toBe("held"), {
      timeout: ARRIVES_WITHIN_MS,
      interval: 20,
    });
  });

  test("a change too big for one notification arrives whole and in order, split over several", async () => {
    const changes: BoothChange[] = Array.from({ length: 400 }, (_, index) => ({
      booth_id: `00000000-0000-4000-8000-${String(index).padStart(12, "0")}`,
      state: "available",
      organization_id: null,
    }));
    const payloads = notificationPayloads(fair.event.id, changes, "origin", () => 0);
    expect(payloads.length).toBeGreaterThan(1);
    for (const payload of payloads) {
      expect(Buffer.byteLength(payload)).toBeLessThanOrEqual(PAYLOAD_MAX_BYTES);
    }

    const received: PlanChange[] = [];
    const unsubscribe = b.planChanges.subscribe(fair.event.id, (change) => received.push(change));
    a.planChanges.publish(fair.event.id, changes);
    a.planChanges.publish(fair.event.id, "layout");
    await vi.waitFor(() => expect(received.at(-1)).toBe("layout"), {
      timeout: ARRIVES_WITHIN_MS,
    });
    unsubscribe();
    expect(received.length).toBe(payloads.length + 1);
    expect(received.slice(0, -1).flat()).toEqual(changes);
  });

  test("a listener that loses its connection reconnects, and its open plans reload", async () => {
    const server = new URL(adminUrl);
    const relay = await relayTo(server.hostname, Number(server.port || 5432));
    const viaRelay = new URL(url);
    viaRelay.hostname = "127.0.0.1";
    viaRelay.port = String(relay.port);
    const c = await startInstance(viaRelay.toString());
    const received: PlanChange[] = [];
    c.planChanges.subscribe(fair.event.id, (change) => received.push(change));

    await relay.cut();
    await relay.restore();
    // Back: what was sent while it was away is lost, so its plans reload...
    await vi.waitFor(() => expect(received).toContain("layout"), { timeout: ARRIVES_WITHIN_MS });
    // ...and it hears the others again.
    const change: BoothChange = {
      booth_id: fair.booths[1]!.id,
      state: "held",
      organization_id: null,
    };
    a.planChanges.publish(fair.event.id, [change]);
    await vi.waitFor(() => expect(received).toContainEqual([change]), {
      timeout: ARRIVES_WITHIN_MS,
    });

    // Closed, it leaves the database: no listening session of its own stays behind.
    const listening = async () => {
      const rows = await a.database.db.execute(
        `select count(*)::int as sessions from pg_stat_activity
         where datname = current_database() and query ilike 'LISTEN%'`,
      );
      return (rows as unknown as { rows: { sessions: number }[] }).rows[0]!.sessions;
    };
    expect(await listening()).toBe(3);
    await c.close();
    await relay.cut();
    await vi.waitFor(async () => expect(await listening()).toBe(2), {
      timeout: ARRIVES_WITHIN_MS,
    });
  });
});

/**
 * A TCP relay in front of PostgreSQL that can be cut (every connection dropped, the port
 * refusing) and restored on the same port (as in postgres-operations.test.ts).
 */
async function relayTo(host: string, port: number) {
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = connect(port, host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on("error", () => {});
      socket.on("close", () => {
        sockets.delete(socket);
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  const listen = (at: number) =>
    new Promise<number>((resolve) =>
      server.listen(at, "127.0.0.1", () => resolve((server.address() as AddressInfo).port)),
    );
  const relayPort = await listen(0);
  return {
    port: relayPort,
    cut: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
    restore: () => listen(relayPort),
  };
}
