import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import {
  cp,
  mkdir,
  mkdtemp,
  readdir,
  readFile,
  rm,
  stat,
  symlink,
  writeFile,
} from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import pg from "pg";
import {
  type DatabaseHandle,
  MIGRATIONS_FOLDER,
  PGLITE_EXTENSIONS,
  openDatabase,
} from "./client.ts";
import { lockDataDir } from "./lock.ts";
import { committedMigrations } from "./migrations.ts";

// `pnpm db:backup <file>` and `pnpm db:restore <file>` (docs/deploy.md, "Backups"). A backup is
// one gzip'd tar archive:
//   manifest.json      what it holds (database kind, migrations, file count, when)
//   database.pglite    PGlite: its data folder, dumped by PGlite itself while the folder is locked
//   database.pgdump    PostgreSQL: pg_dump's custom format (restored with pg_restore)
//   files/             the uploads folder, byte for byte (absent with S3_BUCKET: the bucket is
//                      backed up by the object store's own means, see the guide)

export const BACKUP_FORMAT = "rawaq-backup";
const BACKUP_VERSION = 1;

export type BackupDatabase =
  { kind: "postgres"; url: string } | { kind: "pglite"; dataDir: string };

export interface BackupTarget {
  database: BackupDatabase;
  /** The local uploads folder; undefined when uploads live in object storage (S3_BUCKET). */
  uploadsDir?: string;
}

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  database: "pglite" | "postgres";
  /** The last migration the database had run (its tag), so a restore knows what it gets. */
  lastMigration: string | null;
  files: { included: true; count: number; bytes: number } | { included: false };
}

/** A restore that would overwrite data, refused unless forced. */
export class RestoreRefused extends Error {
  override name = "RestoreRefused";
}

/** Writes a backup of the database and the uploaded files to `file`. */
export async function backup(target: BackupTarget, file: string): Promise<BackupManifest> {
  const staging = await mkdtemp(join(tmpdir(), "rawaq-backup-"));
  try {
    let lastMigration: string | null;
    if (target.database.kind === "pglite") {
      // The same lock the server takes: a consistent copy needs the folder to itself.
      const database = await openDatabase({ kind: "pglite", dataDir: target.database.dataDir });
      try {
        lastMigration = await lastMigrationOf(database);
        const client = (database.db as unknown as { $client: PGlite }).$client;
        const dump = await client.dumpDataDir("none");
        await writeFile(join(staging, "database.pglite"), new Uint8Array(await dump.arrayBuffer()));
      } finally {
        await database.close();
      }
    } else {
      const database = await openDatabase({ kind: "postgres", url: target.database.url });
      try {
        lastMigration = await lastMigrationOf(database);
      } finally {
        await database.close();
      }
      // One transaction-consistent snapshot, taken while the app keeps serving.
      await runPgTool(target.database.url, "pg_dump", [
        "--format=custom",
        "--no-owner",
        "--no-privileges",
        `--file=${join(staging, "database.pgdump")}`,
      ]);
    }

    let files: BackupManifest["files"] = { included: false };
    if (target.uploadsDir) {
      await mkdir(target.uploadsDir, { recursive: true });
      const { count, bytes } = await folderSize(target.uploadsDir);
      // Archived through a link, so the uploads are not copied once more on disk first.
      await symlink(target.uploadsDir, join(staging, "files"), "dir");
      files = { included: true, count, bytes };
    }

    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      createdAt: new Date().toISOString(),
      database: target.database.kind,
      lastMigration,
      files,
    };
    await writeFile(join(staging, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);
    await mkdir(dirname(file), { recursive: true });
    // -h follows the files link; written beside the target first, so a failed run leaves no
    // half-written archive under the expected name.
    const partial = `${file}.partial`;
    await run("tar", ["-czhf", partial, "-C", staging, "."]);
    await run("mv", ["-f", partial, file]);
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/**
 * Restores a backup into an empty target: a data folder without a database, or a PostgreSQL
 * database without tables, and an empty uploads folder. `force` replaces what is there.
 */
export async function restore(
  target: BackupTarget,
  file: string,
  { force = false }: { force?: boolean } = {},
): Promise<BackupManifest> {
  const staging = await mkdtemp(join(tmpdir(), "rawaq-restore-"));
  try {
    await run("tar", ["-xzf", file, "-C", staging]);
    const manifest = await readManifest(staging);
    if (manifest.database !== target.database.kind) {
      throw new RestoreRefused(
        `This backup holds a ${manifest.database === "pglite" ? "PGlite" : "PostgreSQL"} database; ` +
          `the target is ${target.database.kind === "pglite" ? "PGlite (no DATABASE_URL)" : "PostgreSQL (DATABASE_URL)"}.`,
      );
    }
    const uploadsInBackup = join(staging, "files");
    const restoreFiles = manifest.files.included && target.uploadsDir !== undefined;

    // Every refusal before anything is written.
    const problems: string[] = [];
    if (target.database.kind === "pglite") {
      if (await hasEntries(join(target.database.dataDir, "pglite"))) {
        problems.push(`the data folder ${target.database.dataDir} already holds a database`);
      }
    } else if ((await postgresTableCount(target.database.url)) > 0) {
      problems.push("the PostgreSQL database already has tables");
    }
    if (restoreFiles && (await hasEntries(target.uploadsDir!))) {
      problems.push(`the uploads folder ${target.uploadsDir} is not empty`);
    }
    if (problems.length > 0 && !force) {
      throw new RestoreRefused(
        `Refusing to restore: ${problems.join("; ")}. Use --force to replace them.`,
      );
    }

    if (target.database.kind === "pglite") {
      const { dataDir } = target.database;
      const lock = lockDataDir(dataDir);
      try {
        await rm(join(dataDir, "pglite"), { recursive: true, force: true });
        await mkdir(join(dataDir, "pglite"), { recursive: true });
        const dump = await readFile(join(staging, "database.pglite"));
        const client = await PGlite.create(join(dataDir, "pglite"), {
          loadDataDir: new Blob([new Uint8Array(dump)]),
          extensions: PGLITE_EXTENSIONS,
        });
        await client.close();
      } finally {
        lock.release();
      }
    } else {
      const { url } = target.database;
      if (force) await emptyPostgres(url);
      await runPgTool(url, "pg_restore", [
        "--no-owner",
        "--no-privileges",
        "--exit-on-error",
        "--single-transaction",
        join(staging, "database.pgdump"),
      ]);
    }

    if (restoreFiles) {
      const uploadsDir = target.uploadsDir!;
      if (force) await rm(uploadsDir, { recursive: true, force: true });
      await mkdir(uploadsDir, { recursive: true, mode: 0o700 });
      if (existsSync(uploadsInBackup)) await cp(uploadsInBackup, uploadsDir, { recursive: true });
    }
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

async function readManifest(folder: string): Promise<BackupManifest> {
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(await readFile(join(folder, "manifest.json"), "utf8")) as BackupManifest;
  } catch {
    throw new RestoreRefused("This file is not a Rawaq backup (no manifest.json).");
  }
  if (manifest.format !== BACKUP_FORMAT || manifest.version > BACKUP_VERSION) {
    throw new RestoreRefused(`This file is not a Rawaq backup of a version this release reads.`);
  }
  return manifest;
}

async function lastMigrationOf(database: DatabaseHandle): Promise<string | null> {
  const result = (await database.db
    .execute(sql`select max(created_at) as last from drizzle.__drizzle_migrations`)
    .catch(() => ({ rows: [] }))) as unknown as { rows: { last: string | number | null }[] };
  const last = Number(result.rows[0]?.last ?? -1);
  return committedMigrations(MIGRATIONS_FOLDER).find((entry) => entry.when === last)?.tag ?? null;
}

async function postgresTableCount(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ tables: number }>(
      `select count(*)::int as tables from information_schema.tables
       where table_schema not in ('pg_catalog', 'information_schema')`,
    );
    return rows[0]!.tables;
  } finally {
    await client.end();
  }
}

/** For --force: what the backup's objects would collide with goes first. */
async function emptyPostgres(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("drop schema if exists drizzle cascade");
    await client.query("drop schema if exists public cascade");
    await client.query("create schema public");
  } finally {
    await client.end();
  }
}

async function hasEntries(folder: string): Promise<boolean> {
  try {
    return (await readdir(folder)).length > 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return false;
    throw error;
  }
}

async function folderSize(folder: string): Promise<{ count: number; bytes: number }> {
  let count = 0;
  let bytes = 0;
  for (const entry of await readdir(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    count += 1;
    bytes += (await stat(join(entry.parentPath, entry.name))).size;
  }
  return { count, bytes };
}

/**
 * Runs pg_dump or pg_restore on a connection URL without putting its password on the command
 * line (where `ps` shows it): the password travels in PGPASSWORD.
 */
function runPgTool(url: string, tool: "pg_dump" | "pg_restore", args: string[]) {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = "";
  return run(tool, [...args, `--dbname=${parsed.toString()}`], {
    ...process.env,
    ...(password ? { PGPASSWORD: password } : {}),
  });
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
    child.on("error", (error) =>
      reject(
        (error as NodeJS.ErrnoException).code === "ENOENT"
          ? new Error(`${command} is not installed (PostgreSQL's client tools, GNU tar).`)
          : error,
      ),
    );
    child.on("close", (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} failed: ${stderr.trim() || `exit ${code}`}`)),
    );
  });
}
