import { isAbsolute, resolve } from "node:path";
import { type BackupTarget, RestoreRefused, backup, restore } from "../db/backup.ts";
import { DataDirLockedError } from "../db/lock.ts";
import { EnvError, loadEnv } from "../env.ts";
import { serializeError } from "../lib/logger.ts";

// `pnpm db:backup <file>` / `pnpm db:restore <file> [--force]`, on the database and uploads the
// server's own settings name (DATABASE_URL or DATA_DIR, UPLOADS_DIR or S3_BUCKET).

const [command, ...rest] = process.argv.slice(2);
const force = rest.includes("--force");
const file = rest.find((arg) => !arg.startsWith("--"));

try {
  if ((command !== "backup" && command !== "restore") || !file) {
    throw new EnvError("Usage: pnpm db:backup <file> | pnpm db:restore <file> [--force]");
  }
  const env = loadEnv();
  // pnpm runs this in apps/api; a relative path means where the command was typed.
  const path = isAbsolute(file) ? file : resolve(process.env.INIT_CWD ?? process.cwd(), file);
  const target: BackupTarget = {
    database: env.DATABASE_URL
      ? { kind: "postgres", url: env.DATABASE_URL }
      : { kind: "pglite", dataDir: resolve(env.DATA_DIR) },
    uploadsDir: env.S3_BUCKET ? undefined : resolve(env.UPLOADS_DIR ?? `${env.DATA_DIR}/uploads`),
  };
  if (command === "backup") {
    const manifest = await backup(target, path);
    console.log(
      `Backup written to ${path} (${manifest.database}, last migration ${manifest.lastMigration ?? "none"}, ` +
        (manifest.files.included
          ? `${manifest.files.count} uploaded files).`
          : "uploads in object storage: back up the bucket by its own means)."),
    );
  } else {
    const manifest = await restore(target, path, { force });
    console.log(
      `Restored ${path} (${manifest.database} from ${manifest.createdAt}, last migration ${manifest.lastMigration ?? "none"}).` +
        (manifest.files.included && !target.uploadsDir
          ? " Its uploaded files were not restored: S3_BUCKET is set; copy the backup's files/ into the bucket."
          : "") +
        " Start the server: it applies newer migrations (MIGRATE_ON_START) or run pnpm db:migrate.",
    );
  }
} catch (error) {
  const known =
    error instanceof EnvError ||
    error instanceof DataDirLockedError ||
    error instanceof RestoreRefused;
  console.error(
    known
      ? (error as Error).message
      : `The ${command ?? "backup"} failed: ${serializeError(error).message}`,
  );
  process.exit(1);
}
