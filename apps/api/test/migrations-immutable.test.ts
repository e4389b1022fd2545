import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { MIGRATIONS_FOLDER } from "../src/db/client.ts";
import { committedMigrations } from "../src/db/migrations.ts";

// Migrations are forward-only (docs/deploy.md, "Upgrades"): once released, a migration's file
// and its journal entry never change — databases in the field have run it, and drizzle decides
// what to run by the journal's `when`. A change to the schema is a new migration.
//
// RELEASED holds every migration that has reached main, with the SHA-256 of its file. A new
// migration needs nothing here to land; once it is on main, add its line (the digest is printed
// below when a test run sees a migration missing from the list).

const RELEASED: { tag: string; when: number; sha256: string }[] = [
  {
    tag: "0000_init",
    when: 1795314026114,
    sha256: "247a440339cc798be5b65f08e2bdb02135f644bfeb07c72956f2bbc96ac597e9",
  },
  {
    tag: "0001_accounts",
    when: 1795315513659,
    sha256: "e4d1657a58ae0a7d1d1ea6ed60fe6de391adb72eee806788034ac1fd8075dfeb",
  },
  {
    tag: "0002_organizations_books",
    when: 1795322042140,
    sha256: "ceb89337d9ec3d3bf6c66ea74801b8dd7a6edd5684482ea6a9a2b9fd89f855f1",
  },
  {
    tag: "0003_accounts_recovery",
    when: 1795574637787,
    sha256: "1f411ac4f97a960069655b6fa796f989590f180b3d2cd9e10c5172b581090e46",
  },
  {
    tag: "0004_participation",
    when: 1795581297985,
    sha256: "77ba7d5879a61a179585669596b19299edb7c2faa9f8c28875ab6365ebec6c04",
  },
  {
    tag: "0005_logistics",
    when: 1795583694341,
    sha256: "4c877a8f8c6692ef8ba4a064695960b959fc40b8a011c331538a0528356058b7",
  },
  {
    tag: "0006_payments",
    when: 1795594215736,
    sha256: "db3a7a38d33a554122fc72b8bc4d3a8a0581850a0c26b39221f3a6b0a872169d",
  },
  {
    tag: "0007_payments_gaps",
    when: 1795783466830,
    sha256: "c73c1e23c79688a56cca3d1660b6d6aa33538a01d956f431ea4d333d59c82d32",
  },
  {
    tag: "0008_logistics_imports",
    when: 1795807544855,
    sha256: "927f543168ae1704a75e04f30c54d19f460b48f6d354b16d5ee4b4b9c3f1195d",
  },
  {
    tag: "0009_charming_marten_broadcloak",
    when: 1795809452741,
    sha256: "af4019744389a1980b77d554c043836abdcc9aabc0b8d0c0d1cc2a68a7b93c84",
  },
  {
    tag: "0010_books_trigram_search",
    when: 1795822585344,
    sha256: "a825d9ffec57e6a195d558eb4d65a5ec34d5abd8ee080687409abf1e3875a4c3",
  },
  {
    tag: "0011_booth_retirement",
    when: 1795833521355,
    sha256: "a058fae29f82c1fc3dfcff8dae94656fc4bc07497bd784a571652016e94a4aeb",
  },
  {
    tag: "0012_bilingual_texts",
    when: 1796587605285,
    sha256: "47e96dcfa860667444d96acfc0449cd6509e8a05c396b2eb2c7c07c1132c2a43",
  },
  {
    tag: "0013_sheet_imports",
    when: 1796601015975,
    sha256: "4def41aa4ec8d0e50d7fbea9390229eec4be2fd4817a13b0730913e230ed7960",
  },
];

const sqlFile = (tag: string) => join(MIGRATIONS_FOLDER, `${tag}.sql`);
const digest = (path: string) => createHash("sha256").update(readFileSync(path)).digest("hex");
const journal = committedMigrations(MIGRATIONS_FOLDER);

describe("released migrations are never edited", () => {
  test.each(RELEASED)("$tag: same file, same journal entry", ({ tag, when, sha256 }) => {
    const path = sqlFile(tag);

    expect(
      existsSync(path),
      `${tag}.sql was removed or renamed; a released migration stays (undo it with a new one)`,
    ).toBe(true);
    expect(
      digest(path),
      `${tag}.sql changed after release; restore it and put the change in a new migration`,
    ).toBe(sha256);
    expect(
      journal.find((entry) => entry.tag === tag)?.when,
      `the journal entry of ${tag} changed or is gone (drizzle runs migrations by this time)`,
    ).toBe(when);
  });

  test("migrations added since come after every released one", () => {
    const released = new Set(RELEASED.map((migration) => migration.tag));
    const latestReleased = Math.max(...RELEASED.map((migration) => migration.when));
    const added = journal.filter((entry) => !released.has(entry.tag));
    const unlisted = readdirSync(MIGRATIONS_FOLDER)
      .filter((name) => name.endsWith(".sql"))
      .map((name) => name.slice(0, -".sql".length))
      .filter((tag) => !released.has(tag));

    // Drizzle skips a migration older than the last one a database has run: a new one made
    // with an earlier time would never run where the released ones already have.
    for (const entry of added) {
      expect(entry.when, `${entry.tag} is dated before a released migration`).toBeGreaterThan(
        latestReleased,
      );
    }
    expect(unlisted.sort()).toEqual(added.map((entry) => entry.tag).sort());
    for (const tag of unlisted) {
      console.info(
        `${tag} is not in RELEASED (test/migrations-immutable.test.ts) yet. Once it is on main, ` +
          `add: { tag: "${tag}", when: ${journal.find((entry) => entry.tag === tag)?.when}, ` +
          `sha256: "${digest(sqlFile(tag))}" }`,
      );
    }
  });
});
