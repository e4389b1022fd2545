import { isIP } from "node:net";
import { RETENTION_DEFAULT_DAYS, type RetentionDays } from "@rawaq/domain/privacy";
import * as v from "valibot";

const PortSchema = v.pipe(
  v.string(),
  v.regex(/^\d{1,5}$/, "must be a whole number between 0 and 65535"),
  v.transform(Number),
  v.maxValue(65535, "must be a whole number between 0 and 65535"),
);

const BooleanSchema = v.pipe(
  v.picklist(["true", "false", "1", "0"], 'must be "true" or "false"'),
  v.transform((value) => value === "true" || value === "1"),
);

/** A timeout in milliseconds: at least a second, at most an hour. */
const TimeoutMsSchema = v.pipe(
  v.string(),
  v.regex(/^\d{4,7}$/, "must be a whole number of milliseconds from 1000 to 3600000"),
  v.transform(Number),
  v.maxValue(3_600_000, "must be a whole number of milliseconds from 1000 to 3600000"),
);

/** A throttle's limit (core/throttle.ts): unset, its default. */
const LimitSchema = v.pipe(
  v.string(),
  v.regex(/^\d{1,6}$/, "must be a whole number from 1 to 999999"),
  v.transform(Number),
  v.minValue(1, "must be a whole number from 1 to 999999"),
);

/** A retention period in days (issue 31): unset, the default the privacy notice states. */
const DaysSchema = v.pipe(
  v.string(),
  v.regex(/^\d{1,5}$/, "must be a whole number of days from 1 to 36500"),
  v.transform(Number),
  v.minValue(1, "must be a whole number of days from 1 to 36500"),
  v.maxValue(36500, "must be a whole number of days from 1 to 36500"),
);

const EnvSchema = v.object({
  PORT: v.optional(PortSchema, "3000"),
  HOST: v.optional(v.pipe(v.string(), v.nonEmpty("must not be empty"))),
  DATA_DIR: v.optional(v.pipe(v.string(), v.nonEmpty("must not be empty")), ".data"),
  DATABASE_URL: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^postgres(ql)?:\/\/\S+$/, "must be a postgres:// or postgresql:// URL"),
    ),
  ),
  UPLOADS_DIR: v.optional(v.pipe(v.string(), v.nonEmpty("must not be empty"))),
  // Uploads in S3-compatible object storage instead of UPLOADS_DIR, for several API processes
  // (decision 040). Without S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY the AWS SDK's own chain
  // applies (instance roles, AWS_ACCESS_KEY_ID…).
  S3_BUCKET: v.optional(
    v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, "must be an S3 bucket name")),
  ),
  S3_ENDPOINT: v.optional(
    v.pipe(v.string(), v.regex(/^https?:\/\/\S+$/, "must be an http:// or https:// URL")),
  ),
  S3_REGION: v.optional(v.pipe(v.string(), v.nonEmpty("must not be empty"))),
  S3_ACCESS_KEY_ID: v.optional(v.pipe(v.string(), v.nonEmpty("must not be empty"))),
  S3_SECRET_ACCESS_KEY: v.optional(v.pipe(v.string(), v.nonEmpty("must not be empty"))),
  S3_PREFIX: v.optional(v.pipe(v.string(), v.regex(/^[\w./-]*$/, "must be a plain key prefix"))),
  WEB_DIST_DIR: v.optional(v.pipe(v.string(), v.nonEmpty("must not be empty"))),
  GUIDE_DIST_DIR: v.optional(v.pipe(v.string(), v.nonEmpty("must not be empty"))),
  // What this process serves: everything (the default), or the fair guide alone, as a process of
  // its own behind nginx for a crowd of visitors (decision 083, docs/deploy.md).
  SERVE: v.optional(v.picklist(["all", "guide"], "must be all or guide"), "all"),
  // The web build's maps key (apps/web/src/env.ts): when the app is built with it, the server's
  // Content-Security-Policy lets the maps service's script, tiles and fonts in. The value itself
  // is not used here.
  VITE_MAPS_API_KEY: v.optional(v.pipe(v.string(), v.nonEmpty("must not be empty"))),
  // Demo data (with its published passwords) only where asked, or on the embedded database that
  // a first start on a laptop uses; a real fair on PostgreSQL starts empty (`pnpm admin:create`).
  SEED_DEMO_DATA: v.optional(BooleanSchema),
  // Mail (docs/decisions/018-…): without SMTP_URL, messages wait in the outbox table, which the
  // admin console lists.
  SMTP_URL: v.optional(
    v.pipe(v.string(), v.regex(/^smtps?:\/\/\S+$/, "must be an smtp:// or smtps:// URL")),
  ),
  MAIL_FROM: v.optional(
    v.pipe(v.string(), v.nonEmpty("must not be empty")),
    "Rawaq <no-reply@rawaq.local>",
  ),
  // Test switch: mounts POST /api/test/clock so the end-to-end run can move time (expire a hold).
  // Refused when NODE_ENV is production.
  RAWAQ_TEST_CLOCK: v.optional(BooleanSchema),
  NODE_ENV: v.optional(v.string()),
  // The address people open the app at: the links in mail point there. Never taken from a
  // request's Host header, which a client chooses (a reset link to someone else's site).
  PUBLIC_URL: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^https?:\/\/[^\s/]+(\/\S*)?$/, "must be an http:// or https:// URL"),
      v.transform((url) => url.replace(/\/+$/, "")),
    ),
  ),
  // Logs (docs/deploy.md): one JSON line per request in production, readable lines otherwise.
  LOG_FORMAT: v.optional(v.picklist(["json", "pretty"], 'must be "json" or "pretty"')),
  LOG_LEVEL: v.optional(
    v.picklist(
      ["fatal", "error", "warn", "info", "debug", "trace", "silent"],
      "must be one of fatal, error, warn, info, debug, trace, silent",
    ),
    "info",
  ),
  // Addresses (or CIDR ranges) of the proxies in front, comma-separated: only their
  // X-Forwarded-For and X-Request-Id are believed. Empty: the socket's peer is the client.
  TRUSTED_PROXIES: v.optional(
    v.pipe(
      v.string(),
      v.transform((list) =>
        list
          .split(",")
          .map((item) => item.trim())
          .filter(Boolean),
      ),
      v.check(
        (list) => list.every(isAddressOrRange),
        "must be IP addresses or CIDR ranges, comma-separated",
      ),
    ),
  ),
  // Signups per client address and uploads per account, each per hour (core/throttle.ts): a fair
  // whose exhibitors sign up together behind one address raises the first.
  SIGNUP_LIMIT_PER_HOUR: v.optional(LimitSchema),
  UPLOAD_LIMIT_PER_HOUR: v.optional(LimitSchema),
  // How long personal data is kept before the daily retention job destroys it (issue 31; the
  // defaults are RETENTION_DEFAULT_DAYS in @rawaq/domain/privacy, which the privacy notice shows).
  RETENTION_IDENTITY_DOCUMENTS_DAYS: v.optional(DaysSchema),
  RETENTION_BADGE_PHOTOS_DAYS: v.optional(DaysSchema),
  RETENTION_UNSUBMITTED_DRAFTS_DAYS: v.optional(DaysSchema),
  RETENTION_ENDED_LINKS_DAYS: v.optional(DaysSchema),
  // The daily retention job; off only to keep evidence during a breach investigation
  // (docs/deploy.md's runbook).
  RETENTION_JOB: v.optional(BooleanSchema),
  // The daily job that mails houses the deadlines they have not met yet (issue 32); off in the
  // end-to-end run, whose clock moves.
  REMINDER_JOB: v.optional(BooleanSchema),
  // GET /metrics answers only a request with "Authorization: Bearer <METRICS_TOKEN>"; unset, it
  // does not exist (404).
  METRICS_TOKEN: v.optional(v.pipe(v.string(), v.minLength(16, "must be at least 16 characters"))),
  // Apply pending migrations when the server starts (under an advisory lock on PostgreSQL). A
  // release that migrates as its own step (deploy/release.sh) sets it to false.
  MIGRATE_ON_START: v.optional(BooleanSchema),
  // How long a client may take to send a request's headers, and the whole request with its body,
  // before the server answers 408 and closes the connection (slow clients, decision 061). Unset:
  // the defaults in server.ts.
  HTTP_HEADERS_TIMEOUT_MS: v.optional(TimeoutMsSchema),
  HTTP_REQUEST_TIMEOUT_MS: v.optional(TimeoutMsSchema),
  // E-invoicing with ZATCA (issue 30, decision 084): off (the default: invoices as before),
  // simulation (a stand-in for ZATCA in the process, or at ZATCA_API_URL), sandbox or production.
  // The unit's key and certificate are files `pnpm zatca:onboard` wrote outside the repository;
  // its secret comes from ZATCA_SECRET or ZATCA_SECRET_FILE. Never in the database, never logged.
  ZATCA_MODE: v.optional(
    v.picklist(
      ["off", "simulation", "sandbox", "production"],
      "must be off, simulation, sandbox or production",
    ),
    "off",
  ),
  ZATCA_API_URL: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^https?:\/\/\S+$/, "must be an http:// or https:// URL"),
      v.transform((url) => url.replace(/\/+$/, "")),
    ),
  ),
  ZATCA_KEY_FILE: v.optional(v.pipe(v.string(), v.nonEmpty("must not be empty"))),
  ZATCA_CERTIFICATE_FILE: v.optional(v.pipe(v.string(), v.nonEmpty("must not be empty"))),
  ZATCA_SECRET: v.optional(v.pipe(v.string(), v.nonEmpty("must not be empty"))),
  ZATCA_SECRET_FILE: v.optional(v.pipe(v.string(), v.nonEmpty("must not be empty"))),
  DATABASE_POOL_SIZE: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,4}$/, "must be a whole number from 1 to 1000"),
      v.transform(Number),
      v.minValue(1, "must be a whole number from 1 to 1000"),
      v.maxValue(1000, "must be a whole number from 1 to 1000"),
    ),
    "10",
  ),
});

function isAddressOrRange(item: string): boolean {
  const [address = "", bits, ...rest] = item.split("/");
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
}

export type Env = Omit<
  v.InferOutput<typeof EnvSchema>,
  | "SEED_DEMO_DATA"
  | "PUBLIC_URL"
  | "RAWAQ_TEST_CLOCK"
  | "LOG_FORMAT"
  | "TRUSTED_PROXIES"
  | "MIGRATE_ON_START"
  | "RETENTION_JOB"
  | "REMINDER_JOB"
> & {
  SEED_DEMO_DATA: boolean;
  RAWAQ_TEST_CLOCK: boolean;
  PUBLIC_URL: string;
  LOG_FORMAT: "json" | "pretty";
  TRUSTED_PROXIES: string[];
  MIGRATE_ON_START: boolean;
  RETENTION_JOB: boolean;
  REMINDER_JOB: boolean;
};

/**
 * Never print a connection string's password, even in an error: everything before the last "@"
 * but the scheme (a password may hold an unencoded "@" or ":", and a refused URL may lack the
 * "//"), and any `password=` parameter.
 */
function redact(key: string, value: string | undefined): string | undefined {
  if (key === "ZATCA_SECRET" && value) return "***";
  return (key === "DATABASE_URL" || key === "SMTP_URL") && value
    ? value
        .replace(/^([a-z][a-z\d+.-]*:\/\/)?.*@/i, "$1***@")
        .replace(/(password=)[^&]*/gi, "$1***")
    : value;
}

export class EnvError extends Error {
  override name = "EnvError";
}

/** Reads the API's settings; the only module that looks at process.env. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  // An empty variable means "not set", as most shells and .env files intend.
  const present = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ""),
  );
  const result = v.safeParse(EnvSchema, present);
  if (result.success && result.output.RAWAQ_TEST_CLOCK && result.output.NODE_ENV === "production") {
    throw new EnvError("Invalid settings:\n  RAWAQ_TEST_CLOCK must not be set in production");
  }
  if (result.success) {
    const zatca = result.output;
    const hasUnitFiles = zatca.ZATCA_KEY_FILE && zatca.ZATCA_CERTIFICATE_FILE;
    const hasSecret = zatca.ZATCA_SECRET || zatca.ZATCA_SECRET_FILE;
    if (
      (zatca.ZATCA_MODE === "sandbox" || zatca.ZATCA_MODE === "production") &&
      !(hasUnitFiles && hasSecret)
    ) {
      throw new EnvError(
        `Invalid settings:\n  ZATCA_MODE=${zatca.ZATCA_MODE} needs ZATCA_KEY_FILE, ZATCA_CERTIFICATE_FILE and ZATCA_SECRET or ZATCA_SECRET_FILE (pnpm zatca:onboard writes them)`,
      );
    }
    return {
      ...result.output,
      RAWAQ_TEST_CLOCK: result.output.RAWAQ_TEST_CLOCK ?? false,
      SEED_DEMO_DATA: result.output.SEED_DEMO_DATA ?? !result.output.DATABASE_URL,
      PUBLIC_URL: result.output.PUBLIC_URL ?? `http://localhost:${result.output.PORT}`,
      LOG_FORMAT:
        result.output.LOG_FORMAT ?? (result.output.NODE_ENV === "production" ? "json" : "pretty"),
      TRUSTED_PROXIES: result.output.TRUSTED_PROXIES ?? [],
      MIGRATE_ON_START: result.output.MIGRATE_ON_START ?? true,
      RETENTION_JOB: result.output.RETENTION_JOB ?? true,
      REMINDER_JOB: result.output.REMINDER_JOB ?? true,
    };
  }
  const lines = result.issues.map((issue) => {
    const key = v.getDotPath(issue) ?? "environment";
    return `  ${key} ${issue.message} (got ${JSON.stringify(redact(key, source[key]))})`;
  });
  throw new EnvError(`Invalid settings:\n${lines.join("\n")}`);
}

/** The retention periods this server keeps data for: the settings, or the notice's defaults. */
export function retentionDaysOf(env: Env): RetentionDays {
  return {
    identity_documents:
      env.RETENTION_IDENTITY_DOCUMENTS_DAYS ?? RETENTION_DEFAULT_DAYS.identity_documents,
    badge_photos: env.RETENTION_BADGE_PHOTOS_DAYS ?? RETENTION_DEFAULT_DAYS.badge_photos,
    unsubmitted_drafts:
      env.RETENTION_UNSUBMITTED_DRAFTS_DAYS ?? RETENTION_DEFAULT_DAYS.unsubmitted_drafts,
    ended_links: env.RETENTION_ENDED_LINKS_DAYS ?? RETENTION_DEFAULT_DAYS.ended_links,
  };
}

const AdminInputEnvSchema = v.object({
  ADMIN_EMAIL: v.optional(v.string()),
  ADMIN_PASSWORD: v.optional(v.string()),
  ADMIN_FIRST_NAME: v.optional(v.string()),
  ADMIN_LAST_NAME: v.optional(v.string()),
});

/** What `pnpm admin:create` may take from the environment instead of asking (src/cli/). */
export function loadAdminInputEnv(
  source: Record<string, string | undefined> = process.env,
): v.InferOutput<typeof AdminInputEnvSchema> {
  const present = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ""),
  );
  return v.parse(AdminInputEnvSchema, present);
}
