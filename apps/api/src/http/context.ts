import type { I18n } from "@lingui/core";
import type { DatabaseKind } from "@rawaq/domain/health";
import type { RetentionDays } from "@rawaq/domain/privacy";
import type { Locale } from "@rawaq/i18n/locales";
import type { Clock } from "../lib/clock.ts";
import type { PlanChanges } from "../db/plan-changes.ts";
import type { Database } from "../db/client.ts";
import type { FileStore } from "../lib/file-store.ts";
import type { Logger } from "../lib/logger.ts";
import type { Mailer } from "../lib/mailer.ts";
import type { Metrics } from "../lib/metrics.ts";
import type { Zatca } from "../lib/zatca/unit.ts";

/** The throttles' limits an operator may change (env.ts; the rules are in core/throttle.ts). */
export interface ThrottleLimits {
  /** Signups per client address. */
  signupsPerHour: number;
  /** Uploads per account, or per client address signed out. */
  uploadsPerHour: number;
  /** Copies of one's own data per account (GET /api/profile/export). */
  exportsPerHour: number;
}

/**
 * What every request handler can read from `c.var`. The caller's user and membership come with
 * `requireUser` (core/access.ts), which adds them to this type for the routes behind it.
 */
export interface AppEnv {
  Variables: {
    db: Database;
    databaseKind: DatabaseKind;
    locale: Locale;
    i18n: I18n;
    fileStore: FileStore;
    mailer: Mailer;
    /** Where people open the app (PUBLIC_URL): the links in mail point there. */
    publicUrl: string;
    /** The time every rule reads (lib/clock.ts). */
    clock: Clock;
    /** E-invoicing with ZATCA (ZATCA_MODE), or null when it is off. */
    zatca: Zatca | null;
    /** Booth changes for the live floor plans. */
    planChanges: PlanChanges;
    /** How long personal data is kept (RETENTION_*_DAYS): the privacy notice states them. */
    retentionDays: RetentionDays;
    /** Signups and uploads allowed per hour (SIGNUP_LIMIT_PER_HOUR, UPLOAD_LIMIT_PER_HOUR). */
    throttleLimits: ThrottleLimits;
    /** This request's id: X-Request-Id of the answer, `requestId` of error bodies and logs. */
    requestId: string;
    /** The client's address (http/client-address.ts: the peer, or past trusted proxies). */
    clientAddress: string;
    /** The request's logger: its lines carry the request id. */
    logger: Logger;
    /** Counters for /metrics (a no-op set when metrics are off). */
    metrics: Metrics;
    /** A failure the error handler answered, for the request's log line. */
    failure?: unknown;
  };
}
