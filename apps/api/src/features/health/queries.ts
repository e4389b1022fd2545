import { sql } from "drizzle-orm";
import { type Database, MIGRATIONS_FOLDER } from "../../db/client.ts";
import { pendingMigrations } from "../../db/migrations.ts";

/** A real round trip to the database. */
export async function ping(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}

/** How long readiness waits for the database before calling it unreachable. */
const READY_TIMEOUT_MS = 2000;

export type Readiness =
  { ready: true } | { ready: false; reason: "database_unreachable" | "migrations_pending" };

/** Whether this process can serve now: the database answers and its migrations have all run. */
export async function readiness(db: Database): Promise<Readiness> {
  const check = async (): Promise<Readiness> => {
    try {
      await db.execute(sql`select 1`);
    } catch {
      return { ready: false, reason: "database_unreachable" };
    }
    try {
      if ((await pendingMigrations(db, MIGRATIONS_FOLDER)) > 0) {
        return { ready: false, reason: "migrations_pending" };
      }
    } catch {
      return { ready: false, reason: "database_unreachable" };
    }
    return { ready: true };
  };
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<Readiness>((resolve) => {
    timer = setTimeout(
      () => resolve({ ready: false, reason: "database_unreachable" }),
      READY_TIMEOUT_MS,
    );
  });
  try {
    return await Promise.race([check(), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
