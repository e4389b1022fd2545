import { type ConsentKind, type Consent, PRIVACY_NOTICE_VERSION } from "@rawaq/domain/privacy";
import { asc, eq } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { consents, users } from "../db/schema/index.ts";

/**
 * Records that a person agreed to `version` of what `kind` names (issue 31): the privacy notice
 * at signup or at the visit after it changed, the identity document's upload (decision 053).
 * Agreeing twice to one version keeps the first time.
 */
export async function recordConsent(
  db: Database,
  userId: string,
  kind: ConsentKind,
  givenAt: Date,
  version: string = PRIVACY_NOTICE_VERSION,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(consents)
      .values({ userId, kind, version, givenAt })
      .onConflictDoNothing({ target: [consents.userId, consents.kind, consents.version] });
    if (kind === "privacy_notice") {
      await tx.update(users).set({ privacyNoticeVersion: version }).where(eq(users.id, userId));
    }
  });
}

/** A person's consents, oldest first, for their copy of their data. */
export async function listConsents(db: Database, userId: string): Promise<Consent[]> {
  const rows = await db
    .select()
    .from(consents)
    .where(eq(consents.userId, userId))
    .orderBy(asc(consents.givenAt));
  return rows.map((row) => ({
    kind: row.kind,
    version: row.version,
    given_at: row.givenAt.toISOString(),
  }));
}
