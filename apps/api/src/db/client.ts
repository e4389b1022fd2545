import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import type { DatabaseKind } from "@rawaq/domain/health";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { lockDataDir } from "./lock.ts";
import * as schema from "./schema.ts";

/** The one database type features use, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** Applies the committed SQL migrations that have not run yet. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL("../../drizzle", import.meta.url));

export type DatabaseOptions =
  | { kind: "postgres"; url: string }
  /** `dataDir` undefined keeps the database in memory (tests). */
  | { kind: "pglite"; dataDir?: string };

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === "postgres") {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    let closing = false;
    // The server can cut an idle connection (restart, failover, an admin's command). pg reports
    // it on the pool, and an 'error' event nobody listens to would end the process; the pool
    // drops that connection and opens a new one when next needed.
    pool.on("error", (error) => {
      if (!closing) console.error(`A PostgreSQL connection was lost: ${error.message}`);
    });
    // Fail now, with the server's message, rather than on the first request.
    await pool.query("select 1");
    const db = drizzlePg({ client: pool, schema });
    return {
      db: db as unknown as Database,
      kind: "postgres",
      migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER }),
      close: () => {
        closing = true;
        return pool.end();
      },
    };
  }

  const lock = options.dataDir ? lockDataDir(options.dataDir) : undefined;
  try {
    const client = await PGlite.create(
      options.dataDir ? join(options.dataDir, "pglite") : undefined,
    );
    const db = drizzlePglite({ client, schema });
    return {
      db: db as unknown as Database,
      kind: "pglite",
      migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
      close: async () => {
        await client.close();
        lock?.release();
      },
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}
