import { readFileSync } from "node:fs";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import type { Database } from "./client.ts";

// Migrations are forward-only (docs/deploy.md, "Upgrades"): a committed file is never edited,
// and a release that needs to undo something ships a new migration that does it.

interface Journal {
  entries: { when: number; tag: string }[];
}

const journals = new Map<string, Journal["entries"]>();

/**
 * When each committed migration was made (drizzle records this `when` once it has run). Read once
 * per folder: readiness asks on every probe, and a release replaces the files with the process.
 */
export function committedMigrations(folder: string): { when: number; tag: string }[] {
  let entries = journals.get(folder);
  if (!entries) {
    const path = join(folder, "meta", "_journal.json");
    entries = (JSON.parse(readFileSync(path, "utf8")) as Journal).entries;
    journals.set(folder, entries);
  }
  return entries;
}

/**
 * How many committed migrations the database has not run yet. Drizzle applies those newer than
 * the last one recorded, so that is what is compared. A database without the record table has
 * run none.
 */
export async function pendingMigrations(db: Database, folder: string): Promise<number> {
  const committed = committedMigrations(folder);
  let last = -1;
  try {
    const result = (await db.execute(
      sql`select max(created_at) as last from drizzle.__drizzle_migrations`,
    )) as unknown as { rows: { last: string | number | null }[] };
    last = Number(result.rows[0]?.last ?? -1);
  } catch (error) {
    // 42P01: no such table; 3F000: no such schema. Anything else (the server is away) is thrown.
    if (!hasCode(error, ["42P01", "3F000"])) throw error;
  }
  return committed.filter((migration) => migration.when > last).length;
}

function hasCode(error: unknown, codes: string[]): boolean {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    const { code } = current as { code?: unknown };
    if (typeof code === "string" && codes.includes(code)) return true;
  }
  return false;
}

/** Error codes that mean "the database cannot be reached now", not "the request was wrong". */
const UNAVAILABLE_CODES = [
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EPIPE",
  "57P01", // admin_shutdown
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now (starting up, recovering)
  "53300", // too_many_connections
  "08000",
  "08001",
  "08003",
  "08004",
  "08006",
];
const UNAVAILABLE_MESSAGES = [
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Client has encountered a connection error/i,
  /Connection refused/i,
];

/**
 * Whether an error says the database is unreachable (stopped, restarting, failing over, out of
 * connections): the request may succeed later, so it is answered 503 with Retry-After.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (hasCode(error, UNAVAILABLE_CODES)) return true;
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    const message = (current as { message?: unknown }).message;
    if (
      typeof message === "string" &&
      UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))
    )
      return true;
    // AggregateError (a host name with several addresses, all refused).
    const errors = (current as { errors?: unknown }).errors;
    if (Array.isArray(errors) && errors.some(isDatabaseUnavailable)) return true;
  }
  return false;
}
