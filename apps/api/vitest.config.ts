import { configDefaults, defineConfig } from "vitest/config";

// The same files run against both databases the API supports: PGlite (the embedded default) and
// PostgreSQL (the scale-out path). Each project tells the tests which one through `provide`, and
// its global setup prepares a migrated template that every test file copies (test/helpers.ts).
const include = ["test/**/*.test.ts", "src/**/*.test.ts"];

export default defineConfig({
  test: {
    reporters: ["default", "json"],
    outputFile: { json: "test-results/vitest.json" },
    // Speed on two cores. Vitest defaults to one worker there; the server-process test mostly
    // waits on its child, so a second worker keeps the other files going meanwhile. Files of a
    // worker share loaded modules (`isolate: false`), which halves the time spent importing Hono,
    // drizzle and PGlite once per file; no test here mocks modules or keeps state in one, and
    // workers never mix projects.
    maxWorkers: 2,
    isolate: false,
    // Loading a PGlite copy takes ~1 s alone, several when CI runs other packages beside us.
    hookTimeout: 30_000,
    // Integration tests over real databases and HTTP: on two cores shared with the gate's other
    // packages a request can wait seconds for a core. Speed is measured in bench/, not here.
    testTimeout: 20_000,
    projects: [
      {
        test: {
          name: "pglite",
          include,
          // Losing a server connection is PostgreSQL's concern; PGlite runs in the process (and
          // is one process, so its plan changes never leave it).
          exclude: [
            ...configDefaults.exclude,
            "test/postgres-connection.test.ts",
            "test/postgres-operations.test.ts",
            "test/plan-changes-across-processes.test.ts",
            "test/faults-processes.test.ts",
            "test/zatca-across-processes.test.ts",
            // A page read while a change is half-written: PGlite runs one transaction at a time.
            "test/guide-while-written.test.ts",
          ],
          provide: { databaseKind: "pglite" },
          globalSetup: ["test/setup/pglite-template.ts"],
        },
      },
      {
        test: {
          name: "postgres",
          include,
          // The process tests are about the process (settings, data-folder lock, signals,
          // restart, the admin command), which PGlite exercises fully; running them twice would
          // only add time.
          exclude: [
            ...configDefaults.exclude,
            "test/server-process.test.ts",
            "test/admin-cli.test.ts",
            // The repository's bootstrap and the e-invoice's stamp and rules use no database.
            "test/bootstrap.test.ts",
            "test/zatca-stamp.test.ts",
            "test/zatca-rules.test.ts",
          ],
          provide: { databaseKind: "postgres" },
          globalSetup: ["test/setup/postgres-database.ts"],
        },
      },
    ],
  },
});
