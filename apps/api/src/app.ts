import { BOOK_LIST_MAX_BYTES } from "@rawaq/domain/limits";
import type { StatusCode } from "hono/utils/http-status";
import type { DatabaseKind } from "@rawaq/domain/health";
import { type Context, Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { bodyLimit } from "hono/body-limit";
import { HTTPException } from "hono/http-exception";
import { secureHeaders } from "hono/secure-headers";
import { timingSafeEqual } from "node:crypto";
import type { Database } from "./db/client.ts";
import { isDatabaseUnavailable } from "./db/migrations.ts";
import { IMAGE_MAX_BYTES } from "@rawaq/domain/files";

import { healthApi } from "./features/health/api.ts";
import { contactApi } from "./features/contact/api.ts";
import { authApi } from "./features/auth/api.ts";
import { profileApi } from "./features/profile/api.ts";
import { userApi } from "./features/users/api.ts";
import { outboxApi } from "./features/outbox/api.ts";
import { organizationApi } from "./features/organizations/api.ts";
import { bookApi } from "./features/books/api.ts";
import { logisticsApi } from "./features/logistics/api.ts";
import { paymentApi } from "./features/payments/api.ts";
import { notificationApi } from "./features/notifications/api.ts";
import { auditApi } from "./features/audit/api.ts";
import { eventApi } from "./features/events/api.ts";
import { participationApi } from "./features/participation/api.ts";
import { reservationApi } from "./features/reservations/api.ts";
import { badgeApi } from "./features/badges/api.ts";
import { guideApi } from "./features/guide/api.ts";
import { privacyApi } from "./features/privacy/api.ts";
import { fairRuleApi } from "./features/fair-rules/api.ts";
import { deadlineApi } from "./features/deadlines/api.ts";
import { dashboardApi } from "./features/dashboard/api.ts";
import { testClockRoutes } from "./features/reservations/routes.ts";
import { RETRY_AFTER_SECONDS } from "./features/health/routes.ts";
import type { FileStore } from "./lib/file-store.ts";
import { type AdjustableClock, type Clock, systemClock } from "./lib/clock.ts";
import { type PlanChanges, createPlanChanges } from "./db/plan-changes.ts";
import { type Mailer, createMailer } from "./lib/mailer.ts";
import type { AppEnv, ThrottleLimits } from "./http/context.ts";
import { trustedProxies } from "./http/client-address.ts";
import { compress } from "./http/compress.ts";
import { inFlightLimit } from "./http/in-flight-limit.ts";
import { requestLog } from "./http/request-log.ts";
import { type Logger, silentLogger } from "./lib/logger.ts";
import { type PoolStats, createMetrics, disabledMetrics } from "./lib/metrics.ts";
import type { Zatca } from "./lib/zatca/unit.ts";
import { outboxBacklog } from "./core/mail.ts";
import { DEFAULT_THROTTLE_LIMITS, takesUploads } from "./core/throttle.ts";
import { spaRoutes } from "./http/spa.ts";
import { guideRoutes } from "./features/guide/routes.ts";
import { i18nFor, requestLocale } from "./i18n.ts";
import { RETENTION_DEFAULT_DAYS, type RetentionDays } from "@rawaq/domain/privacy";
import { apiMessages } from "./messages.ts";

/** Largest JSON body the API reads. */
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;
/** Largest multipart body: one image at its limit plus the form's text fields. */
export const UPLOAD_BODY_LIMIT_BYTES = IMAGE_MAX_BYTES + 256 * 1024;
/** Largest book-list upload: the 10 MB file plus the multipart envelope. */
export const BOOK_LIST_BODY_LIMIT_BYTES = BOOK_LIST_MAX_BYTES + 256 * 1024;

export interface AppOptions {
  db: Database;
  databaseKind: DatabaseKind;
  fileStore: FileStore;
  /** Where mail goes; by default the outbox table only (no SMTP server). */
  mailer?: Mailer;
  /** E-invoicing with ZATCA: the signing unit and where clearance is asked; off without it. */
  zatca?: Zatca | null;
  /** The app's public address, for links in mail. */
  publicUrl?: string;
  /** The built web app to serve beside the API; omitted in API-only tests. */
  webDistDir?: string;
  /** The fair guide's build (apps/guide/dist) to serve under /guide; omitted, no guide. */
  guideDistDir?: string;
  /**
   * "guide": the fair guide alone (its pages, robots.txt and the health checks), for a process of
   * its own; no portal, no API a visitor could reach through it. By default, everything.
   */
  serve?: "all" | "guide";
  /** The time the rules read; tests move it. */
  clock?: Clock;
  /** Where booth changes go to the live plans; one per process. */
  planChanges?: PlanChanges;
  /**
   * Mounts `POST /api/test/clock` to move the clock (the end-to-end run expires holds with it).
   * Off unless the server is started with RAWAQ_TEST_CLOCK=1, which env.ts refuses in production.
   */
  testClock?: AdjustableClock;
  /** Where request lines and errors go; silent by default (tests capture it when they look). */
  logger?: Logger;
  /** Addresses or CIDR ranges of the proxies in front (TRUSTED_PROXIES). */
  trustedProxies?: readonly string[];
  /** Mounts GET /metrics for requests bearing this token (METRICS_TOKEN); 404 without it. */
  metricsToken?: string;
  /** The database connections' load, for /metrics. */
  poolStats?: () => PoolStats;
  /** Signups and uploads per hour (SIGNUP_LIMIT_PER_HOUR, UPLOAD_LIMIT_PER_HOUR). */
  throttleLimits?: Partial<ThrottleLimits>;
  /** How long personal data is kept (RETENTION_*_DAYS); the notice's defaults when absent. */
  retentionDays?: RetentionDays;
  /** The web app loads the maps service (built with VITE_MAPS_API_KEY): the CSP allows it. */
  allowsMaps?: boolean;
}

/**
 * What the maps service (script, tiles, its fonts and workers) needs on top of our own policy,
 * as its Content Security Policy guide lists for an allowlist policy
 * (developers.google.com/maps/documentation/javascript/content-security-policy).
 */
const MAPS_SOURCES = {
  scriptSrc: [
    "https://*.googleapis.com",
    "https://*.gstatic.com",
    "*.google.com",
    "https://*.ggpht.com",
    "*.googleusercontent.com",
    "blob:",
  ],
  imgSrc: [
    "https://*.googleapis.com",
    "https://*.gstatic.com",
    "*.google.com",
    "*.googleusercontent.com",
  ],
  connectSrc: [
    "https://*.googleapis.com",
    "*.google.com",
    "https://*.gstatic.com",
    "data:",
    "blob:",
  ],
  fontSrc: ["https://fonts.gstatic.com"],
  styleSrc: ["https://fonts.googleapis.com"],
  frameSrc: ["*.google.com"],
  workerSrc: ["blob:"],
} as const;

/** nginx's status for a request whose client closed the connection before the answer. */
const CLIENT_CLOSED_REQUEST = 499 as StatusCode;

export function createApp({
  db,
  databaseKind,
  fileStore,
  mailer = createMailer({ from: "Rawaq <no-reply@rawaq.local>" }),
  publicUrl = "http://localhost:3000",
  zatca = null,
  webDistDir,
  guideDistDir,
  serve = "all",
  clock = systemClock,
  planChanges = createPlanChanges(),
  testClock,
  logger = silentLogger(),
  trustedProxies: proxies = [],
  metricsToken,
  poolStats = () => ({ inUse: 0, waiting: 0, max: 1 }),
  throttleLimits,
  retentionDays = RETENTION_DEFAULT_DAYS,
  allowsMaps = false,
}: AppOptions) {
  const app = new Hono<AppEnv>();
  const limits: ThrottleLimits = {
    signupsPerHour: throttleLimits?.signupsPerHour ?? DEFAULT_THROTTLE_LIMITS.signupsPerHour,
    uploadsPerHour: throttleLimits?.uploadsPerHour ?? DEFAULT_THROTTLE_LIMITS.uploadsPerHour,
    exportsPerHour: throttleLimits?.exportsPerHour ?? DEFAULT_THROTTLE_LIMITS.exportsPerHour,
  };
  const metrics = metricsToken
    ? createMetrics({ poolStats, outboxCounts: () => outboxBacklog(db) })
    : disabledMetrics;

  app.use(
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(allowsMaps ? MAPS_SOURCES.scriptSrc : [])],
        // NOTE: Radix injects small <style> elements (Select's scrollbar rules), so inline styles
        // stay allowed; scripts never are.
        styleSrc: ["'self'", "'unsafe-inline'", ...(allowsMaps ? MAPS_SOURCES.styleSrc : [])],
        imgSrc: ["'self'", "data:", "blob:", ...(allowsMaps ? MAPS_SOURCES.imgSrc : [])],
        fontSrc: ["'self'", ...(allowsMaps ? MAPS_SOURCES.fontSrc : [])],
        connectSrc: ["'self'", ...(allowsMaps ? MAPS_SOURCES.connectSrc : [])],
        ...(allowsMaps
          ? { frameSrc: [...MAPS_SOURCES.frameSrc], workerSrc: [...MAPS_SOURCES.workerSrc] }
          : {}),
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
      // The same as frame-ancestors 'none', for browsers that predate it.
      xFrameOptions: "DENY",
      crossOriginEmbedderPolicy: false,
    }),
  );
  app.use(compress);
  // Inside compression: the error bodies it adds the request id to are still plain JSON.
  app.use(requestLog({ logger, metrics, trustsPeer: trustedProxies(proxies) }));

  // Prometheus text format, for a scraper holding the token; to anyone else it does not exist.
  app.get("/metrics", async (c) => {
    const registry = metrics.registry;
    if (!registry || !metricsToken || !bearerMatches(c.req.header("authorization"), metricsToken)) {
      return c.text("Not Found", 404);
    }
    c.header("Cache-Control", "no-store");
    return c.body(await registry.metrics(), 200, { "Content-Type": registry.contentType });
  });

  // The request's context, for the API and for the guide's pages (which read the database too).
  const withContext = createMiddleware<AppEnv>(async (c, next) => {
    const locale = requestLocale(c.req.header("accept-language"));
    c.set("locale", locale);
    c.set("i18n", i18nFor(locale));
    c.set("db", db);
    c.set("databaseKind", databaseKind);
    c.set("fileStore", fileStore);
    c.set("mailer", mailer);
    c.set("publicUrl", publicUrl);
    c.set("clock", testClock ?? clock);
    c.set("planChanges", planChanges);
    c.set("zatca", zatca);
    c.set("throttleLimits", limits);
    c.set("retentionDays", retentionDays);
    c.header("Content-Language", locale);
    await next();
  });
  app.use("/api/*", withContext);
  app.use("/guide/*", withContext);
  app.use("/robots.txt", withContext);
  // Before the body is read and any query runs: a flood from one address waits in its own queue.
  app.use("/api/*", inFlightLimit());
  const limitBody = (maxSize: number) =>
    bodyLimit({
      maxSize,
      onError: (c) => c.json({ message: c.var.i18n._(apiMessages.payloadTooLarge) }, 413),
    });
  const jsonLimit = limitBody(JSON_BODY_LIMIT_BYTES);
  const uploadLimit = limitBody(UPLOAD_BODY_LIMIT_BYTES);
  const bookListLimit = limitBody(BOOK_LIST_BODY_LIMIT_BYTES);
  app.use("/api/*", async (c, next) => {
    if (!/^multipart\/form-data\b/i.test(c.req.header("content-type") ?? "")) {
      return jsonLimit(c, next);
    }
    // Only a route with the upload throttle reads a multipart body (core/throttle.ts).
    if (!takesUploads(c)) {
      return c.json({ message: c.var.i18n._(apiMessages.unsupportedMediaType) }, 415);
    }
    // Every uploaded list (books, their logistics data) has the book list's limit.
    return /\/(book|logistics)-imports$/.test(c.req.path)
      ? bookListLimit(c, next)
      : uploadLimit(c, next);
  });

  /**
   * The fair guide and what crawlers read first; before the web app's pages, which would answer
   * /guide with the portal's login (the spec's access rule).
   */
  function mountGuide() {
    app.get("/robots.txt", (c) => {
      c.header("Cache-Control", "public, max-age=3600");
      return c.text(
        `User-agent: *\nDisallow: /api/\n${guideDistDir ? `Sitemap: ${c.var.publicUrl}/guide/sitemap.xml\n` : ""}`,
      );
    });
    if (guideDistDir) app.route("/guide", guideRoutes(guideDistDir));
  }

  const apiNotFound = (c: Context<AppEnv>) =>
    c.json({ message: c.var.i18n._(apiMessages.notFound) }, 404);
  // A guide-only process answers its load balancer's health checks and nothing else of the API.
  const guideOnlyApi = () => new Hono<AppEnv>().route("/", healthApi).all("*", apiNotFound);
  const portalApi = () =>
    new Hono<AppEnv>()
      // One sub-app per feature, each mounted once; the order is the match order (an earlier
      // feature's handler answers before a later one's middleware on a shared prefix, /organizations).
      .route("/", healthApi)
      .route("/", contactApi)
      .route("/", privacyApi)
      .route("/", fairRuleApi)
      .route("/", deadlineApi)
      .route("/", dashboardApi)
      .route("/", authApi)
      .route("/", profileApi)
      .route("/", userApi)
      .route("/", outboxApi)
      .route("/", organizationApi)
      .route("/", bookApi)
      .route("/", logisticsApi)
      .route("/", paymentApi)
      .route("/", notificationApi)
      .route("/", auditApi)
      .route("/", eventApi)
      .route("/", participationApi)
      .route("/", reservationApi)
      .route("/", badgeApi)
      .route("/", guideApi)
      .route("/test", testClock ? testClockRoutes(testClock) : new Hono<AppEnv>())
      .all("*", apiNotFound);
  app.route("/api", serve === "guide" ? guideOnlyApi() : portalApi());

  mountGuide();

  if (serve === "guide") {
    app.get("/", (c) => c.redirect("/guide", 302));
  } else if (webDistDir) {
    app.route(
      "/",
      spaRoutes(webDistDir, {
        publicUrl,
        // The page's server rendering reads what anyone may see through the API itself, as
        // the visitor (their address for the throttles, their language), with no credentials.
        readPublic: async (c, path) => {
          const response = await app.fetch(
            new Request(new URL(path, c.req.url), {
              headers: { "Accept-Language": c.req.header("accept-language") ?? "" },
            }),
            c.env,
          );
          return { status: response.status, body: await response.json().catch(() => null) };
        },
      }),
    );
  }

  app.onError((error, c) => {
    const i18n = c.var.i18n ?? i18nFor(requestLocale(c.req.header("accept-language")));
    if (error instanceof HTTPException && error.status < 500) {
      const message =
        error.status === 413
          ? i18n._(apiMessages.payloadTooLarge)
          : error.status === 400
            ? i18n._(apiMessages.malformedJson)
            : error.message || i18n._(apiMessages.notFound);
      return c.json({ message }, error.status);
    }
    // The client left and the work stopped for it (a password check waiting for a slot): no one
    // reads this answer; 499, as nginx logs a client that closed its request, is no server error.
    if (c.req.raw.signal.aborted) return c.body(null, CLIENT_CLOSED_REQUEST);
    // The database is away (stopped, restarting, failing over): try again shortly. The request
    // log line (http/request-log.ts) records the error with its stack, once, on the server only;
    // the client learns nothing about the internals.
    if (isDatabaseUnavailable(error)) {
      c.header("Retry-After", String(RETRY_AFTER_SECONDS));
      return c.json({ message: i18n._(apiMessages.serviceUnavailable) }, 503);
    }
    return c.json({ message: i18n._(apiMessages.internalError) }, 500);
  });

  return app;
}

function bearerMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(/^Bearer (.+)$/i.exec(header ?? "")?.[1] ?? "");
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export type App = ReturnType<typeof createApp>;
