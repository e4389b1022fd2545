import { resolve } from "node:path";
import { openDatabase } from "./client.ts";
import { DataDirLockedError } from "./lock.ts";
import { EnvError, loadEnv } from "../env.ts";
import { serializeError } from "../lib/logger.ts";

try {
  const env = loadEnv();
  const database = env.DATABASE_URL
    ? await openDatabase({ kind: "postgres", url: env.DATABASE_URL })
    : await openDatabase({ kind: "pglite", dataDir: resolve(env.DATA_DIR) });
  await database.migrate();
  await database.close();
  console.log(`Migrations applied (${database.kind}).`);
} catch (error) {
  console.error(
    error instanceof EnvError || error instanceof DataDirLockedError
      ? error.message
      : `Migrations failed: ${serializeError(error).message}`,
  );
  process.exit(1);
}
