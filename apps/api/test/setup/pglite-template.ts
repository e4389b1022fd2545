import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../../src/db/client.ts";
import "../provided-context.ts";

/**
 * Migrates one in-memory PGlite and dumps it for the test files to load. A new in-memory PGlite
 * costs 3-6 s here (initdb); loading a dump costs under 1 s, and every file still gets its own
 * database, so files never see each other's rows.
 */
export default async function setup(project: TestProject) {
  const folder = await mkdtemp(join(tmpdir(), "rawaq-pglite-template-"));
  const templatePath = join(folder, "migrated.tar");

  const database = await openDatabase({ kind: "pglite" });
  try {
    await database.migrate();
    const client = (database.db as unknown as { $client: PGlite }).$client;
    // Uncompressed: gzip makes every load twice as slow for a file that lives a few seconds.
    const dump = await client.dumpDataDir("none");
    await writeFile(templatePath, new Uint8Array(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }

  project.provide("pgliteTemplate", templatePath);
  return async () => {
    await rm(folder, { recursive: true, force: true });
  };
}
