import type { DatabaseKind } from "@rawaq/domain/health";

// What the projects in vitest.config.ts and their global setups hand to the tests (`inject`).
declare module "vitest" {
  export interface ProvidedContext {
    /** Which database this project runs against. */
    databaseKind: DatabaseKind;
    /** pglite project: a migrated data folder dumped as a tar file, loaded by each test file. */
    pgliteTemplate?: string;
    /** postgres project: the migrated database created for this run. */
    postgresUrl?: string;
    /** postgres project: a connection that may create and drop databases. */
    postgresAdminUrl?: string;
  }
}
