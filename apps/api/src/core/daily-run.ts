import { type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../db/client.ts";
import { rowsOf } from "../db/rows.ts";

/** A table of a daily job's runs: one row per day, with what the run did (counts, never names). */
type RunsTable = PgTable & {
  day: SQL.Aliased | unknown;
};

/**
 * Runs a daily job's `work` at most once a day, whatever the number of processes (decision
 * 085): a transaction-scoped advisory lock makes a second process skip a run under way, and the
 * day's row of `runs`, inserted in the same transaction, makes a later run the same day find it
 * done. `work` returns what the day's row records and what the caller gets; null when the day
 * was another run's.
 */
export async function runOncePerDay<T>(
  db: Database,
  lockKey: bigint,
  runs: RunsTable,
  /** The jsonb column of `runs` that records what the run did. */
  recordColumn: string,
  now: Date,
  work: (tx: Database) => Promise<{ record: unknown; result: T }>,
): Promise<T | null> {
  const day = now.toISOString().slice(0, 10);
  return db.transaction(async (tx) => {
    const [lock] = rowsOf<{ locked: boolean }>(
      await tx.execute(
        sql`select pg_try_advisory_xact_lock(${lockKey.toString()}::bigint) as locked`,
      ),
    );
    if (!lock?.locked) return null;
    const claimed = rowsOf<{ day: string }>(
      await tx.execute(
        sql`insert into ${runs} (day, ran_at, ${sql.identifier(recordColumn)})
          values (${day}, ${now}, '{}'::jsonb) on conflict do nothing returning day`,
      ),
    );
    if (claimed.length === 0) return null;
    const { record, result } = await work(tx);
    await tx.execute(
      sql`update ${runs} set ${sql.identifier(recordColumn)} = ${JSON.stringify(record)}::jsonb
        where day = ${day}`,
    );
    return result;
  });
}

/**
 * Starts a daily job in this process: `tick` a minute after start, then every `intervalMs` (an
 * hour); a tick still running is not doubled. `runOncePerDay` inside it keeps the work to once a
 * day across processes. Returns `stop`.
 */
export function startDailyJob(tick: () => Promise<void>, intervalMs = 60 * 60 * 1000) {
  let running = false;
  const run = () => {
    if (running) return;
    running = true;
    void tick().finally(() => (running = false));
  };
  const first = setTimeout(run, 60_000);
  const timer = setInterval(run, intervalMs);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
