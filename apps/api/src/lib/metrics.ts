import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";

/** How busy the database connections are (PostgreSQL's pool; PGlite has one connection). */
export interface PoolStats {
  /** Connections running a query or checked out by a transaction. */
  inUse: number;
  /** Queries waiting for a connection. */
  waiting: number;
  /** The most connections the pool opens. */
  max: number;
}

export interface MetricsSources {
  poolStats: () => PoolStats;
  /** Mail waiting for the SMTP server, and mail that failed, from the outbox table. */
  outboxCounts: () => Promise<{ sending: number; failed: number }>;
}

/** A book list's two heavy steps: reading and checking the sheet, inserting its rows. */
export type ImportStep = "check" | "commit";

export interface Metrics {
  /** Undefined when metrics are off (no METRICS_TOKEN): nothing is collected. */
  registry?: Registry;
  /** Called once per answered request, by the request middleware. */
  observeRequest(labels: { method: string; route: string; status: number }, seconds: number): void;
  /** Counts a book list as being checked or committed while `work` runs. */
  trackImport<T>(step: ImportStep, work: () => Promise<T>): Promise<T>;
}

/**
 * One registry per app (tests build many apps in one process; the default global registry
 * would refuse the second). Process metrics (event-loop delay, memory, CPU) come from
 * prom-client's defaults.
 */
export function createMetrics(sources: MetricsSources): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });

  const labelNames = ["method", "route", "status"] as const;
  const requests = new Counter({
    name: "rawaq_http_requests_total",
    help: "Answered HTTP requests by method, route pattern and status.",
    labelNames,
    registers: [registry],
  });
  const durations = new Histogram({
    name: "rawaq_http_request_duration_seconds",
    help: "Time to answer, by method, route pattern and status.",
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  new Gauge({
    name: "rawaq_db_pool_connections_in_use",
    help: "Database connections running a query or held by a transaction.",
    registers: [registry],
    collect() {
      this.set(sources.poolStats().inUse);
    },
  });
  new Gauge({
    name: "rawaq_db_pool_waiting",
    help: "Queries waiting for a free database connection.",
    registers: [registry],
    collect() {
      this.set(sources.poolStats().waiting);
    },
  });
  new Gauge({
    name: "rawaq_db_pool_max",
    help: "The most database connections this process opens (DATABASE_POOL_SIZE).",
    registers: [registry],
    collect() {
      this.set(sources.poolStats().max);
    },
  });
  const importsRunning = new Gauge({
    name: "rawaq_book_imports_running",
    help: "Book lists this process is checking (step=check) or committing (step=commit) now.",
    labelNames: ["step"],
    registers: [registry],
  });
  // Both series from the first scrape, so a dashboard's sum is 0 rather than empty.
  for (const step of ["check", "commit"] satisfies ImportStep[]) importsRunning.set({ step }, 0);
  new Gauge({
    name: "rawaq_mail_outbox_messages",
    help: "Outbox messages by state: sending (waiting for the SMTP server) and failed.",
    labelNames: ["status"],
    registers: [registry],
    async collect() {
      // A scrape while the database is away still answers, with the process metrics.
      const counts = await sources.outboxCounts().catch(() => undefined);
      if (!counts) return;
      this.set({ status: "sending" }, counts.sending);
      this.set({ status: "failed" }, counts.failed);
    },
  });

  return {
    registry,
    observeRequest(labels, seconds) {
      const values = { ...labels, status: String(labels.status) };
      requests.inc(values);
      durations.observe(values, seconds);
    },
    async trackImport(step, work) {
      importsRunning.inc({ step });
      try {
        return await work();
      } finally {
        importsRunning.dec({ step });
      }
    },
  };
}

/** Metrics off: the same calls, nothing kept. */
export const disabledMetrics: Metrics = {
  observeRequest() {},
  trackImport: (_step, work) => work(),
};
