import { sql } from "drizzle-orm";
import { Hono } from "hono";
import { MIGRATIONS_FOLDER } from "../../db/client.ts";
import { pendingMigrations } from "../../db/migrations.ts";
import type { AppEnv } from "../../http/context.ts";
import { apiMessages } from "../../messages.ts";

/** How long readiness waits for the database before calling it unreachable. */
const READY_TIMEOUT_MS = 2000;
/** What a balancer is told to wait before asking again. */
export const RETRY_AFTER_SECONDS = 5;

type Readiness =
  { ready: true } | { ready: false; reason: "database_unreachable" | "migrations_pending" };

async function readiness(c: { var: AppEnv["Variables"] }): Promise<Readiness> {
  const check = async (): Promise<Readiness> => {
    try {
      await c.var.db.execute(sql`select 1`);
    } catch {
      return { ready: false, reason: "database_unreachable" };
    }
    try {
      if ((await pendingMigrations(c.var.db, MIGRATIONS_FOLDER)) > 0) {
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

export const healthRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    // A real round trip, so "ok" means the database answers, not just that the process is up.
    await c.var.db.execute(sql`select 1`);
    c.header("Cache-Control", "no-store");
    return c.json({ data: { status: "ok" as const, database: c.var.databaseKind } });
  })
  /** Liveness: the process answers. A balancer restarts the process only when this fails. */
  .get("/live", (c) => {
    c.header("Cache-Control", "no-store");
    return c.json({ data: { status: "ok" as const } });
  })
  /**
   * Readiness: this process can serve now (the database answers, its migrations have all run).
   * 503 with Retry-After otherwise, so a balancer sends traffic elsewhere and asks again; it
   * turns 200 by itself once the database is back or the release step has migrated.
   */
  .get("/ready", async (c) => {
    c.header("Cache-Control", "no-store");
    const state = await readiness(c);
    if (state.ready) {
      return c.json({ data: { status: "ready" as const, database: c.var.databaseKind } });
    }
    c.header("Retry-After", String(RETRY_AFTER_SECONDS));
    return c.json(
      { message: c.var.i18n._(apiMessages.serviceUnavailable), reason: state.reason },
      503,
    );
  });
