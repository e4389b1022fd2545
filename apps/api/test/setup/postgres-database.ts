import { randomBytes } from "node:crypto";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../../src/db/client.ts";
import { databaseUrl, quoteIdentifier, redactUrl } from "../postgres-urls.ts";
import "../provided-context.ts";

const DEFAULT_URL = "postgres://postgres@127.0.0.1:5432/postgres";

/**
 * Creates a fresh database for this run, migrates it once, and drops it (and every per-file copy
 * made from it, test/helpers.ts) at teardown. An unreachable server fails the run: CI provisions
 * PostgreSQL, so a skipped project would hide a broken set-up.
 */
export default async function setup(project: TestProject) {
  const adminUrl = await reachableAdminUrl();
  const name = `rawaq_test_${Date.now().toString(36)}_${process.pid}_${randomBytes(3).toString("hex")}`;
  await withAdmin(adminUrl, (admin) => admin.query(`CREATE DATABASE ${quoteIdentifier(name)}`));

  const url = databaseUrl(adminUrl, name);
  try {
    const database = await openDatabase({ kind: "postgres", url });
    try {
      await database.migrate();
    } finally {
      await database.close();
    }
  } catch (error) {
    await dropRunDatabases(adminUrl, name);
    throw error;
  }

  project.provide("postgresAdminUrl", adminUrl);
  project.provide("postgresUrl", url);
  return () => dropRunDatabases(adminUrl, name);
}

/** TEST_DATABASE_URL, or the local server as `postgres`, else as `root` (both exist on our machines). */
async function reachableAdminUrl(): Promise<string> {
  const configured = process.env.TEST_DATABASE_URL;
  const candidates = configured ? [configured] : [DEFAULT_URL, withUser(DEFAULT_URL, "root")];
  const failures: string[] = [];
  for (const candidate of candidates) {
    try {
      await withAdmin(candidate, (admin) => admin.query("select 1"));
      return candidate;
    } catch (error) {
      failures.push(
        `  ${redactUrl(candidate)}: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
  throw new Error(
    "The postgres test project needs a PostgreSQL server and could not reach one:\n" +
      `${failures.join("\n")}\n` +
      "Start it (e.g. `pg_ctlcluster 15 main start`) or set TEST_DATABASE_URL to a server where " +
      "this user may create databases.",
  );
}

function withUser(url: string, user: string): string {
  const parsed = new URL(url);
  parsed.username = user;
  return parsed.toString();
}

async function withAdmin<T>(url: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

async function dropRunDatabases(adminUrl: string, runDatabase: string) {
  await withAdmin(adminUrl, async (admin) => {
    // Copies are named `<run database>_<suffix>`; `_` is a LIKE wildcard, hence the escapes.
    const copies = `${runDatabase}_%`.replaceAll("_", "\\_");
    const { rows } = await admin.query<{ datname: string }>(
      "select datname from pg_database where datname = $1 or datname like $2",
      [runDatabase, copies],
    );
    for (const { datname } of rows) {
      await admin.query(`DROP DATABASE IF EXISTS ${quoteIdentifier(datname)} WITH (FORCE)`);
    }
  });
}
