import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { DatabaseKind } from "@rawaq/domain/health";
import type { Logger } from "drizzle-orm/logger";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { serializeError } from "../lib/logger.ts";
import type { PoolStats } from "../lib/metrics.ts";
import { lockDataDir } from "./lock.ts";
import * as schema from "./schema/index.ts";

/** PostgreSQL advisory lock key under which migrations run: "rawaq-mi" as a 64-bit number. */
const MIGRATION_LOCK_KEY = 0x7261776171_2d6d69n;

/** The one database type features use, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /**
   * Applies the committed SQL migrations that have not run yet; on PostgreSQL under an advisory
   * lock, so processes starting together (or a release step beside them) take turns.
   */
  migrate(): Promise<void>;
  /** How busy the connections are, for /metrics. */
  poolStats(): PoolStats;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL("../../drizzle", import.meta.url));

export type DatabaseOptions = (
  | { kind: "postgres"; url: string }
  /** `dataDir` undefined keeps the database in memory (tests). */
  | { kind: "pglite"; dataDir?: string }
) & {
  /** Told of every query Drizzle sends (tests count the queries a request makes). */
  logger?: Logger;
  /** PostgreSQL: the most connections this process opens (DATABASE_POOL_SIZE). */
  poolSize?: number;
  /** PostgreSQL: where a lost connection is reported (the server's logger); stderr otherwise. */
  onConnectionLost?: (error: Error) => void;
};

/**
 * The extensions the migrations create: PostgreSQL ships them, PGlite loads them into every
 * instance that opens a database made with them (here, backups' restore, the tests' copies).
 */
export const PGLITE_EXTENSIONS = { pg_trgm };

/** How long a query waits for a new connection before failing (the server is away). */
const CONNECT_TIMEOUT_MS = 5000;

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === "postgres") {
    const max = options.poolSize ?? 10;
    const pool = new pg.Pool({
      connectionString: options.url,
      max,
      // Without it a request waits as long as the operating system lets a connect hang.
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    let closing = false;
    // The server can cut an idle connection (restart, failover, an admin's command). pg reports
    // it on the pool, and an 'error' event nobody listens to would end the process; the pool
    // drops that connection and opens a new one when next needed.
    pool.on("error", (error) => {
      if (closing) return;
      if (options.onConnectionLost) options.onConnectionLost(error);
      else console.error(`A PostgreSQL connection was lost: ${serializeError(error).message}`);
    });
    // Fail now, with the server's message, rather than on the first request.
    await pool.query("select 1");
    const db = drizzlePg({ client: pool, schema, logger: options.logger });
    return {
      db: db as unknown as Database,
      kind: "postgres",
      migrate: async () => {
        const client = await pool.connect();
        try {
          // Session-level: held across drizzle's own transaction, released below or when the
          // connection ends (a process killed mid-migration does not leave it held).
          await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY.toString()]);
          try {
            await migratePg(drizzlePg({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
          } finally {
            await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY.toString()]);
          }
        } finally {
          client.release();
        }
      },
      poolStats: () => ({
        inUse: pool.totalCount - pool.idleCount,
        waiting: pool.waitingCount,
        max,
      }),
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
      { extensions: PGLITE_EXTENSIONS },
    );
    const db = drizzlePglite({ client, schema, logger: options.logger });
    return {
      db: db as unknown as Database,
      kind: "pglite",
      // One process owns the data folder (lock.ts), so nothing else can migrate beside it.
      migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
      // PGlite is one connection inside the process; queries queue on it, uncounted.
      poolStats: () => ({ inUse: 0, waiting: 0, max: 1 }),
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
