import { Hono } from "hono";
import type { AppEnv } from "../../http/context.ts";
import { apiMessages } from "../../messages.ts";
import { ping, readiness } from "./queries.ts";

/** What a balancer is told to wait before asking again. */
export const RETRY_AFTER_SECONDS = 5;

export const healthRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    // A real round trip, so "ok" means the database answers, not just that the process is up.
    await ping(c.var.db);
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
    const state = await readiness(c.var.db);
    if (state.ready) {
      return c.json({ data: { status: "ready" as const, database: c.var.databaseKind } });
    }
    c.header("Retry-After", String(RETRY_AFTER_SECONDS));
    return c.json(
      { message: c.var.i18n._(apiMessages.serviceUnavailable), reason: state.reason },
      503,
    );
  });
