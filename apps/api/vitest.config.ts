import { configDefaults, defineConfig } from "vitest/config";

// The same files run against both databases the API supports: PGlite (the embedded default) and
// PostgreSQL (the scale-out path). Each project tells the tests which one through `provide`, and
// its global setup prepares a migrated template that every test file copies (test/helpers.ts).
const include = ["test/**/*.test.ts", "src/**/*.test.ts"];

export default defineConfig({
  test: {
    reporters: ["default", "json"],
    outputFile: { json: "test-results/vitest.json" },
    projects: [
      {
        test: {
          name: "pglite",
          include,
          provide: { databaseKind: "pglite" },
          globalSetup: ["test/setup/pglite-template.ts"],
        },
      },
      {
        test: {
          name: "postgres",
          include,
          // The server process test is about the process (settings, data-folder lock, signals,
          // restart), which PGlite exercises fully; running it twice would only add ~10 s.
          exclude: [...configDefaults.exclude, "test/server-process.test.ts"],
          provide: { databaseKind: "postgres" },
          globalSetup: ["test/setup/postgres-database.ts"],
        },
      },
    ],
  },
});
