import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { serve } from "@hono/node-server";
import { asc } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import { createApp } from "../src/app.ts";
import { clearDue } from "../src/core/zatca.ts";
import { sampleDocument } from "../src/lib/zatca/parties.ts";
import type { Zatca } from "../src/lib/zatca/unit.ts";
import { type DatabaseHandle, openDatabase } from "../src/db/client.ts";
import { zatcaDocuments } from "../src/db/schema/index.ts";
import { systemClock } from "../src/lib/clock.ts";
import { createDirectoryFileStore } from "../src/lib/file-store.ts";
import { zatcaClient } from "../src/lib/zatca/client.ts";
import { onboardUnit } from "../src/lib/zatca/onboarding.ts";
import { SIMULATOR_OTP, createSimulator } from "../src/lib/zatca/simulator.ts";
import { stampFaults } from "../src/lib/zatca/stamp.ts";
import { FIRST_PIH } from "../src/lib/zatca/ubl.ts";
import { createUser, sellerData } from "./fixtures.ts";
import type { TestApp } from "./helpers.ts";
import { approvedExhibitor, insertFair } from "./participation-fixtures.ts";
import { databaseName, databaseUrl, quoteIdentifier } from "./postgres-urls.ts";
import "./provided-context.ts";

// PostgreSQL only (vitest.config.ts): two API instances on one database, each with its own pool,
// sign and clear documents at once, talking to ZATCA's simulator over real HTTP. The chain's
// lock and the queue's SKIP LOCKED are the database's, so what holds here holds for processes.

const adminUrl = inject("postgresAdminUrl")!;
const runDatabase = databaseName(inject("postgresUrl")!);

let name: string;
let uploadsDir: string;
let simulatorServer: Server;
const simulator = createSimulator();
let zatca: Zatca;
const instances: { database: DatabaseHandle; server: Server; base: string }[] = [];

async function asAdmin(statement: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

async function listenOn(fetch: (request: Request) => Response | Promise<Response>) {
  const server = serve({ fetch, port: 0, hostname: "127.0.0.1" }) as Server;
  await new Promise((resolve) => server.once("listening", resolve));
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

beforeAll(async () => {
  name = `${runDatabase}_${randomBytes(4).toString("hex")}`;
  await asAdmin(
    `CREATE DATABASE ${quoteIdentifier(name)} TEMPLATE ${quoteIdentifier(runDatabase)}`,
  );
  uploadsDir = await mkdtemp(join(tmpdir(), "rawaq-uploads-"));
  const listening = await listenOn(simulator.app.fetch);
  simulatorServer = listening.server;
  const client = zatcaClient(listening.base);
  const now = new Date();
  const unit = await onboardUnit({
    client,
    mode: "simulation",
    otp: SIMULATOR_OTP,
    fields: {
      commonName: "Rawaq-processes",
      organization: sellerData.name_en,
      organizationUnit: "Test fair",
      vatNumber: sellerData.vat_number,
      serialNumber: "1-Rawaq|2-test|3-processes",
      address: "RRRD2929",
      category: "Book fairs",
    },
    sample: (kind, icv, pih) =>
      sampleDocument({ ...sellerData, updated_at: null }, kind, icv, pih, now),
    now,
  });
  zatca = { mode: "simulation", unit, client };
  for (let index = 0; index < 2; index++) {
    const database = await openDatabase({
      kind: "postgres",
      url: databaseUrl(adminUrl, name),
      onConnectionLost: () => {},
    });
    const app = createApp({
      db: database.db,
      databaseKind: "postgres",
      fileStore: createDirectoryFileStore(uploadsDir),
      zatca,
    });
    instances.push({ database, ...(await listenOn(app.fetch)) });
  }
});

afterAll(async () => {
  for (const instance of instances) {
    instance.server.closeAllConnections();
    await new Promise((resolve) => instance.server.close(resolve));
    await instance.database.close();
  }
  simulatorServer?.closeAllConnections();
  await new Promise((resolve) => simulatorServer?.close(resolve));
  await asAdmin(`DROP DATABASE IF EXISTS ${quoteIdentifier(name)} WITH (FORCE)`);
  await rm(uploadsDir, { recursive: true, force: true });
});

const post = (
  base: string,
  path: string,
  headers: Record<string, string>,
  body: unknown,
  method = "POST",
) =>
  fetch(`${base}${path}`, {
    method,
    headers: { ...headers, "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });

describe("e-invoices across two processes on one PostgreSQL database", () => {
  test("20 confirmations at once through two processes: counters 1 to 20, one chain, each sent once", async () => {
    const [a, b] = instances;
    const api = { db: a!.database.db } as unknown as TestApp;
    const admin = await createUser(api, { role: "admin" });
    const saved = await post(a!.base, "/api/admin/seller", admin.headers(), sellerData, "PUT");
    expect(saved.status).toBe(200);
    const fair = await insertFair(api, 20);
    const holds: {
      instance: (typeof instances)[number];
      house: Awaited<ReturnType<typeof approvedExhibitor>>;
      reservationId: string;
    }[] = [];
    for (const [index, booth] of fair.booths.entries()) {
      const house = await approvedExhibitor(api, fair.event.id, 90);
      const instance = instances[index % 2]!;
      const held = await post(instance.base, "/api/reservations", house.user.headers(), {
        booth_id: booth.id,
      });
      expect(held.status).toBe(201);
      const reservation = ((await held.json()) as { data: { reservation: { id: string } } }).data
        .reservation;
      holds.push({ instance, house, reservationId: reservation.id });
    }
    const issued = await Promise.all(
      holds.map(({ instance, house, reservationId }) =>
        post(instance.base, "/api/invoices", house.user.headers(), {
          reservation_id: reservationId,
        }),
      ),
    );
    expect(issued.map((answer) => answer.status)).toEqual(Array(20).fill(201));

    const rows = await a!.database.db
      .select()
      .from(zatcaDocuments)
      .orderBy(asc(zatcaDocuments.icv));
    expect(rows.map((row) => row.icv)).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
    rows.forEach((row, index) => {
      expect(row.pih).toBe(index === 0 ? FIRST_PIH : rows[index - 1]!.hash);
      expect(stampFaults(row.xml)).toEqual([]);
    });

    // Both processes clear at once: each document is claimed by one of them and sent once.
    const sentBefore = simulator.received.length;
    const results = await Promise.all([
      clearDue(a!.database.db, zatca, systemClock, 50),
      clearDue(b!.database.db, zatca, systemClock, 50),
    ]);
    expect(results.flat()).toEqual(Array(20).fill("cleared"));
    const sent = simulator.received.slice(sentBefore).map((item) => item.uuid);
    expect(sent.sort()).toEqual(rows.map((row) => row.id).sort());
  });
});
