import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { serve } from "@hono/node-server";
import { createApp } from "./app.ts";
import { type DatabaseHandle, openDatabase } from "./db/client.ts";
import { DataDirLockedError } from "./db/lock.ts";
import { DEMO_ACCOUNTS, hasAdmin, seedDemoData } from "./seed/seed.ts";
import { EnvError, loadEnv, retentionDaysOf } from "./env.ts";
import { createDirectoryFileStore } from "./lib/file-store.ts";
import { createS3FileStore } from "./lib/s3-file-store.ts";
import { createMailer } from "./lib/mailer.ts";
import { adjustableClock, systemClock } from "./lib/clock.ts";
import { createPlanChanges, listenForPlanChanges } from "./db/plan-changes.ts";
import { startHoldSweeper } from "./features/reservations/sweeper.ts";
import { startClearance } from "./core/zatca.ts";
import { startRetention } from "./core/retention.ts";
import { startReminders } from "./core/deadlines.ts";
import { startZatca } from "./lib/zatca/setup.ts";
import { type Logger, createLogger, serializeError } from "./lib/logger.ts";

/** How long in-flight requests get to finish after SIGTERM/SIGINT before connections are cut. */
const SHUTDOWN_GRACE_MS = 4000;
/** How long an idle kept-alive connection stays open: longer than common proxies' 60 s. */
const KEEP_ALIVE_MS = 65_000;
/**
 * How long a client may take to send a request's headers (HTTP_HEADERS_TIMEOUT_MS). A browser
 * sends them in one packet; a client sending a byte a second (slowloris) holds a connection and a
 * parser for nothing, so it is answered 408 and cut off after this. Node's default is 60 s.
 */
const HEADERS_TIMEOUT_MS = 20_000;
/**
 * How long a client may take to send a whole request, body included (HTTP_REQUEST_TIMEOUT_MS):
 * a 10 MB book list at 1 Mbit/s takes 84 s. A body trickling in slower than that is cut off.
 * Node's default is 300 s.
 */
const REQUEST_TIMEOUT_MS = 120_000;
/**
 * How often Node looks for requests past those timeouts: a late request is cut at most this long
 * after its time. Node's default (30 s) would add half a minute to every slow client's stay; a
 * pass over the open connections each second costs nothing beside serving them.
 */
const TIMEOUT_CHECK_INTERVAL_MS = 1000;
const DEFAULT_WEB_DIST = fileURLToPath(new URL("../../web/dist", import.meta.url));
const DEFAULT_GUIDE_DIST = fileURLToPath(new URL("../../guide/dist", import.meta.url));

/** Made as soon as the settings are read, so a failed start is reported like everything else. */
let serverLogger: Logger | undefined;

async function main() {
  const env = loadEnv();
  const logger = createLogger({ format: env.LOG_FORMAT, level: env.LOG_LEVEL });
  serverLogger = logger;
  const database: DatabaseHandle = env.DATABASE_URL
    ? await openDatabase({
        kind: "postgres",
        url: env.DATABASE_URL,
        poolSize: env.DATABASE_POOL_SIZE,
        onConnectionLost: (error) =>
          logger.warn({ err: error }, "A PostgreSQL connection was lost; the pool opens another."),
      })
    : await openDatabase({ kind: "pglite", dataDir: resolve(env.DATA_DIR) });

  if (env.MIGRATE_ON_START) {
    await database.migrate();
  } else {
    // The release step migrates (deploy/release.sh); until it has, /api/health/ready says 503.
    logger.info("MIGRATE_ON_START=false: migrations are left to the release step.");
  }
  const fileStore = env.S3_BUCKET
    ? createS3FileStore({
        bucket: env.S3_BUCKET,
        endpoint: env.S3_ENDPOINT,
        region: env.S3_REGION,
        prefix: env.S3_PREFIX,
        credentials:
          env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
            ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
            : undefined,
      })
    : createDirectoryFileStore(resolve(env.UPLOADS_DIR ?? `${env.DATA_DIR}/uploads`));
  if (env.SEED_DEMO_DATA && (await seedDemoData(database.db, fileStore))) {
    logger.info(
      "Demo data seeded: one fair with zones and booths, three shippers, two publishing houses.",
    );
  } else if (!(await hasAdmin(database.db))) {
    logger.info('No admin account yet: create the first one with "pnpm admin:create".');
  }

  const webDistDir = resolve(env.WEB_DIST_DIR ?? DEFAULT_WEB_DIST);
  if (!existsSync(resolve(webDistDir, "index.html"))) {
    logger.warn(`No web build in ${webDistDir}: serving the API only (run "pnpm build").`);
  }
  const guideDistDir = resolve(env.GUIDE_DIST_DIR ?? DEFAULT_GUIDE_DIST);
  const hasGuide = existsSync(resolve(guideDistDir, ".vite", "manifest.json"));
  if (!hasGuide)
    logger.warn(`No guide build in ${guideDistDir}: serving no /guide (run "pnpm build").`);
  const mailer = createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM });
  if (mailer.kind === "outbox") {
    logger.info("No SMTP_URL: mail is kept in the outbox, which the admin console lists.");
  }
  const testClock = env.RAWAQ_TEST_CLOCK ? adjustableClock() : undefined;
  if (testClock) logger.warn("RAWAQ_TEST_CLOCK is on: POST /api/test/clock moves time.");
  const clock = testClock ?? systemClock;
  // On PostgreSQL other processes may serve the same fair: their plans hear this one's changes.
  const sharedPlanChanges = env.DATABASE_URL
    ? await listenForPlanChanges({ url: env.DATABASE_URL, db: database.db, logger })
    : undefined;
  const planChanges = sharedPlanChanges ?? createPlanChanges();
  // A guide-only process (SERVE=guide) takes no bookings: the portal's processes sweep holds.
  const stopSweeper =
    env.SERVE === "guide"
      ? () => {}
      : startHoldSweeper({ db: database.db, clock, planChanges, logger });
  const zatca = await startZatca(env, clock.now());
  if (zatca) {
    logger.info(
      `E-invoicing with ZATCA: ${zatca.mode} (unit ${zatca.unit.certificate.serialNumber}).`,
    );
  }
  // Guide-only processes take no bookings and send nothing to ZATCA.
  const stopClearance =
    zatca && env.SERVE !== "guide"
      ? startClearance({ db: database.db, zatca, clock, logger })
      : () => {};
  // Guide-only processes hold no personal data to destroy; the portal's run the daily job.
  const retentionDays = retentionDaysOf(env);
  const stopRetention =
    env.RETENTION_JOB && env.SERVE !== "guide"
      ? startRetention({ db: database.db, fileStore, clock, logger, days: retentionDays })
      : () => {};
  if (!env.RETENTION_JOB) logger.warn("RETENTION_JOB=false: nothing is destroyed on schedule.");
  // The deadlines' reminders go from the portal's processes, once a day across them.
  const stopReminders =
    env.REMINDER_JOB && env.SERVE !== "guide"
      ? startReminders({
          context: { db: database.db, mailer, publicUrl: env.PUBLIC_URL, logger },
          clock,
          logger,
        })
      : () => {};
  const app = createApp({
    retentionDays,
    zatca,
    clock,
    planChanges,
    testClock,
    db: database.db,
    databaseKind: database.kind,
    fileStore,
    mailer,
    publicUrl: env.PUBLIC_URL,
    webDistDir: existsSync(resolve(webDistDir, "index.html")) ? webDistDir : undefined,
    guideDistDir: hasGuide ? guideDistDir : undefined,
    serve: env.SERVE,
    logger,
    trustedProxies: env.TRUSTED_PROXIES,
    metricsToken: env.METRICS_TOKEN,
    poolStats: database.poolStats,
    throttleLimits: {
      signupsPerHour: env.SIGNUP_LIMIT_PER_HOUR,
      uploadsPerHour: env.UPLOAD_LIMIT_PER_HOUR,
    },
    allowsMaps: env.VITE_MAPS_API_KEY !== undefined,
  });

  const requestTimeout = env.HTTP_REQUEST_TIMEOUT_MS ?? REQUEST_TIMEOUT_MS;
  // Node's timeouts, as decision 061 explains. The idle kept-alive connection outlasts proxies:
  // Node closes it after 5 s idle (plus a 1 s buffer) by default, and a client reusing it at that
  // instant gets ECONNRESET (seen in the end-to-end tests); proxies in front (60 s idle is common)
  // hit the same race as 502s. The headers' clock starts at a request's first byte, not while a
  // connection waits between requests, so it may be shorter than the kept-alive time.
  const serverOptions = {
    keepAliveTimeout: KEEP_ALIVE_MS,
    requestTimeout,
    // NOTE: Node refuses a headers timeout longer than the request's (ERR_OUT_OF_RANGE).
    headersTimeout: Math.min(env.HTTP_HEADERS_TIMEOUT_MS ?? HEADERS_TIMEOUT_MS, requestTimeout),
    connectionsCheckingInterval: TIMEOUT_CHECK_INTERVAL_MS,
  };
  const server = serve(
    { fetch: app.fetch, port: env.PORT, hostname: env.HOST, serverOptions },
    (info) => {
      const where = database.kind === "pglite" ? resolve(env.DATA_DIR) : "PostgreSQL";
      logger.info(`Rawaq is listening on http://localhost:${info.port} (database: ${where})`);
      if (env.SEED_DEMO_DATA) {
        for (const [role, account] of Object.entries(DEMO_ACCOUNTS)) {
          console.log(`  ${`${role}:`.padEnd(11)}${account.email} / ${account.password}`);
        }
      }
    },
  );

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    stopSweeper();
    stopClearance();
    stopRetention();
    stopReminders();
    logger.info(`${signal} received: finishing in-flight requests…`);
    const force = setTimeout(() => {
      if ("closeAllConnections" in server) server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    // close() stops accepting and calls back once every connection has ended.
    server.close(async () => {
      // Mail that left with a request is still being handed to the SMTP server.
      await mailer.idle();
      mailer.close();
      await sharedPlanChanges?.close();
      await database.close();
      logger.info("Stopped.");
      process.exit(0);
    });
    if ("closeIdleConnections" in server) server.closeIdleConnections();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

main().catch(async (error: unknown) => {
  if (error instanceof EnvError || error instanceof DataDirLockedError) {
    // The operator's mistake, said in a sentence: a stack would only hide it.
    console.error(error.message);
  } else if (serverLogger) {
    // Anything else (the database refusing, a failed migration or demo seed): the stack, to find
    // where; through the serializer, so a failed query's values stay out of the journal.
    const failed = serverLogger;
    failed.fatal({ err: error }, "Rawaq could not start");
    await new Promise<void>((resolve) => failed.flush(() => resolve()));
  } else {
    console.error(`Rawaq could not start: ${serializeError(error).stack ?? String(error)}`);
  }
  process.exit(1);
});
