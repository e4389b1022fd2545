import { sql } from "drizzle-orm";
import { Hono } from "hono";
import type { AppEnv } from "../../http/context.ts";

export const healthRoutes = new Hono<AppEnv>().get("/", async (c) => {
  // A real round trip, so "ok" means the database answers, not just that the process is up.
  await c.var.db.execute(sql`select 1`);
  c.header("Cache-Control", "no-store");
  return c.json({ data: { status: "ok" as const, database: c.var.databaseKind } });
});
