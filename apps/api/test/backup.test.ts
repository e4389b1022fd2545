import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, readFile, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import { type BackupTarget, RestoreRefused, backup, restore } from "../src/db/backup.ts";
import { type Database, type DatabaseHandle, openDatabase } from "../src/db/client.ts";
import { createDirectoryFileStore } from "../src/lib/file-store.ts";
import { seedDemoData } from "../src/seed/seed.ts";
import { databaseKind } from "./helpers.ts";
import { databaseName, databaseUrl, quoteIdentifier } from "./postgres-urls.ts";
import "./provided-context.ts";

// A backup is only as good as its restore: the demo fair (users, organizations, books, files,
// requests, reservations) goes in, and the same rows and the same file bytes come out in an empty
// target, on the database this project runs.

let folder: string;
const databases: string[] = [];
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), "rawaq-backup-test-"));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
  for (const name of databases)
    await asAdmin(`DROP DATABASE IF EXISTS ${quoteIdentifier(name)} WITH (FORCE)`);
});

async function asAdmin(statement: string) {
  const admin = new pg.Client({ connectionString: inject("postgresAdminUrl") });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** A place for a database of the project's kind, empty (no tables) or migrated. */
async function newTarget(name: string, migrated: boolean): Promise<BackupTarget> {
  const uploadsDir = join(folder, name, "uploads");
  if (databaseKind === "pglite") {
    return { database: { kind: "pglite", dataDir: join(folder, name, "data") }, uploadsDir };
  }
  const run = databaseName(inject("postgresUrl")!);
  const database = `${run}_${randomBytes(4).toString("hex")}`;
  await asAdmin(
    `CREATE DATABASE ${quoteIdentifier(database)}${migrated ? ` TEMPLATE ${quoteIdentifier(run)}` : ""}`,
  );
  databases.push(database);
  return {
    database: { kind: "postgres", url: databaseUrl(inject("postgresAdminUrl")!, database) },
    uploadsDir,
  };
}

function open(target: BackupTarget): Promise<DatabaseHandle> {
  return target.database.kind === "pglite"
    ? openDatabase({ kind: "pglite", dataDir: target.database.dataDir })
    : openDatabase({ kind: "postgres", url: target.database.url });
}

/** Every table's row count and a digest of its rows in a fixed order. */
async function contents(db: Database): Promise<Record<string, { rows: number; digest: string }>> {
  const tables = (await db.execute(
    sql`select table_schema || '.' || table_name as name from information_schema.tables
        where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1`,
  )) as unknown as { rows: { name: string }[] };
  const result: Record<string, { rows: number; digest: string }> = {};
  for (const { name } of tables.rows) {
    const [schema, table] = name.split(".") as [string, string];
    const from = sql.raw(`${quoteIdentifier(schema)}.${quoteIdentifier(table)}`);
    const answer = (await db.execute(
      sql`select count(*)::int as rows, coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as digest from ${from} t`,
    )) as unknown as { rows: { rows: number; digest: string }[] };
    result[name] = answer.rows[0]!;
  }
  return result;
}

async function filesIn(uploadsDir: string): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const entry of await readdir(uploadsDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    files[path.slice(uploadsDir.length)] = (await readFile(path)).toString("base64");
  }
  return files;
}

// Seeding the demo fair twice and copying databases: more than the default on two busy cores.
describe(`db:backup and db:restore (${databaseKind})`, { timeout: 90_000 }, () => {
  let source: BackupTarget;
  let before: Awaited<ReturnType<typeof contents>>;
  let beforeFiles: Record<string, string>;
  const archive = () => join(folder, "rawaq.backup.tar.gz");

  beforeAll(async () => {
    source = await newTarget("source", true);
    const database = await open(source);
    try {
      await database.migrate();
      expect(await seedDemoData(database.db, createDirectoryFileStore(source.uploadsDir!))).toBe(
        true,
      );
      before = await contents(database.db);
    } finally {
      await database.close();
    }
    beforeFiles = await filesIn(source.uploadsDir!);
  }, 90_000);

  test("backup → an empty target → restore: the same rows, counts and file bytes", async () => {
    expect(Object.keys(beforeFiles).length).toBeGreaterThan(0);
    expect(before["public.users"]!.rows).toBeGreaterThan(0);
    expect(before["public.books"]!.rows).toBeGreaterThan(0);

    const manifest = await backup(source, archive());
    expect(manifest).toMatchObject({
      database: databaseKind,
      lastMigration: expect.any(String),
      files: { included: true, count: Object.keys(beforeFiles).length },
    });

    const target = await newTarget("target", false);
    await restore(target, archive());

    const database = await open(target);
    try {
      expect(await contents(database.db)).toEqual(before);
    } finally {
      await database.close();
    }
    expect(await filesIn(target.uploadsDir!)).toEqual(beforeFiles);
  });

  test("restore refuses a target that holds data, and replaces it with --force", async () => {
    const target = await newTarget("occupied", true);
    const database = await open(target);
    try {
      await database.migrate();
      await seedDemoData(database.db, createDirectoryFileStore(target.uploadsDir!));
    } finally {
      await database.close();
    }

    await expect(restore(target, archive())).rejects.toThrow(RestoreRefused);
    await expect(restore(target, archive())).rejects.toThrow(/Use --force to replace them/);

    await restore(target, archive(), { force: true });
    const restored = await open(target);
    try {
      expect(await contents(restored.db)).toEqual(before);
    } finally {
      await restored.close();
    }
    expect(await filesIn(target.uploadsDir!)).toEqual(beforeFiles);
  });

  test("pnpm db:restore says why it refuses, and exits 1", async () => {
    const target = await newTarget("cli", false);
    await restore(target, archive());
    const env = {
      ...process.env,
      ...(target.database.kind === "pglite"
        ? { DATA_DIR: target.database.dataDir, DATABASE_URL: "" }
        : { DATABASE_URL: target.database.url }),
      UPLOADS_DIR: target.uploadsDir,
    };
    const result = spawnSync(process.execPath, ["src/cli/backup-cli.ts", "restore", archive()], {
      env,
      encoding: "utf8",
    });

    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/^Refusing to restore: .*Use --force to replace them\.\n$/);
  });
});
