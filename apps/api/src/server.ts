import { existsSync } from "node:fs";
import { Server as HttpServer } from "node:http";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { serve } from "@hono/node-server";
import { createApp } from "./app.ts";
import { type DatabaseHandle, openDatabase } from "./db/client.ts";
import { DataDirLockedError } from "./db/lock.ts";
import { DEMO_ACCOUNTS, seedDemoData } from "./db/seed.ts";
import { EnvError, loadEnv } from "./env.ts";
import { createDirectoryFileStore } from "./storage/file-store.ts";

/** How long in-flight requests get to finish after SIGTERM/SIGINT before connections are cut. */
const SHUTDOWN_GRACE_MS = 4000;
/** How long an idle kept-alive connection stays open: longer than common proxies' 60 s. */
const KEEP_ALIVE_MS = 65_000;
const DEFAULT_WEB_DIST = fileURLToPath(new URL("../../web/dist", import.meta.url));

async function main() {
  const env = loadEnv();
  const database: DatabaseHandle = env.DATABASE_URL
    ? await openDatabase({ kind: "postgres", url: env.DATABASE_URL })
    : await openDatabase({ kind: "pglite", dataDir: resolve(env.DATA_DIR) });

  await database.migrate();
  const fileStore = createDirectoryFileStore(resolve(env.UPLOADS_DIR ?? `${env.DATA_DIR}/uploads`));
  if (env.SEED_DEMO_DATA && (await seedDemoData(database.db, fileStore))) {
    console.log(
      "Demo data seeded: one fair with zones and booths, three shippers, two publishing houses.",
    );
  }

  const webDistDir = resolve(env.WEB_DIST_DIR ?? DEFAULT_WEB_DIST);
  if (!existsSync(resolve(webDistDir, "index.html"))) {
    console.warn(`No web build in ${webDistDir}: serving the API only (run "pnpm build").`);
  }
  const app = createApp({
    db: database.db,
    databaseKind: database.kind,
    fileStore,
    webDistDir: existsSync(resolve(webDistDir, "index.html")) ? webDistDir : undefined,
  });

  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    const where = database.kind === "pglite" ? resolve(env.DATA_DIR) : "PostgreSQL";
    console.log(`Rawaq is listening on http://localhost:${info.port} (database: ${where})`);
    if (env.SEED_DEMO_DATA) {
      for (const [role, account] of Object.entries(DEMO_ACCOUNTS)) {
        console.log(`  ${`${role}:`.padEnd(11)}${account.email} / ${account.password}`);
      }
    }
  });

  // Node closes a kept-alive connection after 5 s idle (plus a 1 s buffer) by default. A client
  // reusing it at that instant gets ECONNRESET (seen in the end-to-end tests), and proxies in
  // front (60 s idle is common) hit the same race as 502s. Outlasting them leaves the closing to
  // the client side.
  if (server instanceof HttpServer) {
    server.keepAliveTimeout = KEEP_ALIVE_MS;
    // Must exceed keepAliveTimeout, or a slow request on a reused connection is cut short.
    server.headersTimeout = KEEP_ALIVE_MS + 1000;
  }

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received: finishing in-flight requests…`);
    const force = setTimeout(() => {
      if ("closeAllConnections" in server) server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    // close() stops accepting and calls back once every connection has ended.
    server.close(async () => {
      await database.close();
      console.log("Stopped.");
      process.exit(0);
    });
    if ("closeIdleConnections" in server) server.closeIdleConnections();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

main().catch((error: unknown) => {
  if (error instanceof EnvError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error("Rawaq could not start:", error instanceof Error ? error.message : error);
  }
  process.exit(1);
});
