import type { RetentionDays, RetentionKey } from "@rawaq/domain/privacy";
import { and, eq, inArray, isNotNull, lt, or, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { runOncePerDay, startDailyJob } from "./daily-run.ts";
import {
  accountTokens,
  authTokens,
  badges,
  events,
  files,
  organizationFiles,
  organizationMembers,
  organizations,
  participationRequests,
  retentionRuns,
} from "../db/schema/index.ts";
import type { Clock } from "../lib/clock.ts";
import type { FileStore } from "../lib/file-store.ts";
import type { Logger } from "../lib/logger.ts";

/** "rawaq-rt" as a 64-bit number: the advisory lock one retention run holds. */
const RETENTION_LOCK_KEY = 0x7261_7761_712d_7274n;

const DAY_MS = 24 * 60 * 60 * 1000;

/** What one rule destroys: how many records, and the file-store keys to remove with them. */
interface Destroyed {
  count: number;
  storageKeys: string[];
}

type Rule = (db: Database, now: Date, days: number) => Promise<Destroyed>;

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

/**
 * One rule per retention period of the records of processing (@rawaq/domain/privacy): the type
 * makes a period without its rule, or a rule without its period, a compile error, so the
 * notice, the administration's page and this job cannot disagree.
 */
const RULES: Record<RetentionKey, Rule> = {
  // An identity document outlives the last fair its owner's house asked to take part in by
  // `days`; for someone whose house asked for none, the upload day counts.
  async identity_documents(db, now, days) {
    const lastFairEnds = sql<string | null>`(
      select max(${events.endsOn}) from ${organizationMembers}
      join ${participationRequests}
        on ${participationRequests.organizationId} = ${organizationMembers.organizationId}
      join ${events} on ${events.id} = ${participationRequests.eventId}
      where ${organizationMembers.userId} = ${files.ownerUserId})`;
    const rows = await db
      .delete(files)
      .where(
        and(
          eq(files.purpose, "identity_document"),
          sql`greatest((${files.createdAt} at time zone 'UTC')::date, ${lastFairEnds})
            < ${isoDay(daysBefore(now, days))}::date`,
        ),
      )
      .returning({ storageKey: files.storageKey });
    return { count: rows.length, storageKeys: rows.map((row) => row.storageKey) };
  },

  // A badge's photo, once its fair ended or it was revoked `days` ago; the badge itself stays
  // in the house's records, without a face.
  async badge_photos(db, now, days) {
    const cutoff = daysBefore(now, days);
    const ended = db
      .select({ id: events.id })
      .from(events)
      .where(lt(events.endsOn, isoDay(cutoff)));
    const due = await db
      .select({ id: badges.id, storageKey: badges.photoStorageKey })
      .from(badges)
      .where(
        and(
          isNotNull(badges.photoStorageKey),
          or(inArray(badges.eventId, ended), lt(badges.revokedAt, cutoff)),
        ),
      );
    if (due.length === 0) return { count: 0, storageKeys: [] };
    await db
      .update(badges)
      .set({ photoStorageKey: null, photoContentType: null })
      .where(
        inArray(
          badges.id,
          due.map((badge) => badge.id),
        ),
      );
    return { count: due.length, storageKeys: due.flatMap((badge) => badge.storageKey ?? []) };
  },

  // A house's registration never submitted, and requests to take part never sent, `days` after
  // their last change. The house's documents go with it.
  async unsubmitted_drafts(db, now, days) {
    const cutoff = daysBefore(now, days);
    const staleHouses = db
      .select({ id: organizations.id })
      .from(organizations)
      .where(and(eq(organizations.status, "draft"), lt(organizations.updatedAt, cutoff)));
    const documents = await db
      .select({ storageKey: organizationFiles.storageKey })
      .from(organizationFiles)
      .where(inArray(organizationFiles.organizationId, staleHouses));
    const houses = await db
      .delete(organizations)
      .where(and(eq(organizations.status, "draft"), lt(organizations.updatedAt, cutoff)))
      .returning({ id: organizations.id });
    const requests = await db
      .delete(participationRequests)
      .where(
        and(eq(participationRequests.status, "draft"), lt(participationRequests.createdAt, cutoff)),
      )
      .returning({ id: participationRequests.id });
    return {
      count: houses.length + requests.length,
      storageKeys: documents.map((document) => document.storageKey),
    };
  },

  // Links and sessions `days` after they expired, were used or ended.
  async ended_links(db, now, days) {
    const cutoff = daysBefore(now, days);
    const links = await db
      .delete(accountTokens)
      .where(or(lt(accountTokens.expiresAt, cutoff), lt(accountTokens.usedAt, cutoff)))
      .returning({ id: accountTokens.id });
    const sessions = await db
      .delete(authTokens)
      .where(or(lt(authTokens.expiresAt, cutoff), lt(authTokens.revokedAt, cutoff)))
      .returning({ id: authTokens.id });
    return { count: links.length + sessions.length, storageKeys: [] };
  },
};

export type RetentionCounts = Record<RetentionKey, number>;

/**
 * Today's retention run: destroys what has outlived its period, once a day whatever the number
 * of processes (an advisory lock skips a run under way; the day's row, taken in the same
 * transaction, skips one already done). Returns the counts, or null when there was nothing to do
 * because another run has it.
 */
export async function runRetention(
  db: Database,
  fileStore: FileStore,
  now: Date,
  days: RetentionDays,
): Promise<RetentionCounts | null> {
  return runOncePerDay(db, RETENTION_LOCK_KEY, retentionRuns, "destroyed", now, async (tx) => {
    const counts = {} as RetentionCounts;
    for (const [key, rule] of Object.entries(RULES) as [RetentionKey, Rule][]) {
      const destroyed = await rule(tx, now, days[key]);
      // The bytes go before the transaction commits: what is due is destroyed even if the
      // commit then fails (the next day's run deletes the rows again, finding no file).
      await Promise.all(destroyed.storageKeys.map((storageKey) => fileStore.remove(storageKey)));
      counts[key] = destroyed.count;
    }
    return { record: counts, result: counts };
  });
}

export interface RetentionJobOptions {
  db: Database;
  fileStore: FileStore;
  clock: Clock;
  logger: Logger;
  days: RetentionDays;
  /** How often a process looks whether today's run is done (an hour by default). */
  intervalMs?: number;
}

/** Runs the retention job a minute after start and then every hour; returns `stop`. */
export function startRetention({
  db,
  fileStore,
  clock,
  logger,
  days,
  intervalMs = 60 * 60 * 1000,
}: RetentionJobOptions) {
  return startDailyJob(
    () =>
      runRetention(db, fileStore, clock.now(), days)
        // Counts, never contents: the log says how much went, not whose.
        .then((counts) => void (counts && logger.info({ destroyed: counts }, "retention ran")))
        .catch((error: unknown) => logger.error({ err: error }, "the retention run failed")),
    intervalMs,
  );
}
