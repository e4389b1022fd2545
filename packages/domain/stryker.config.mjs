// @ts-check
// Mutation testing of the domain rules (`pnpm test:mutation`, part of `pnpm test`): every rule a
// test cannot tell from a broken copy shows up as a survivor, and a score under 85 % fails the
// gate. Choices and the known equivalent mutants: docs/decisions/016-mutation-testing-the-domain.md.
/** @type {import("@stryker-mutator/api/core").PartialStrykerOptions} */
export default {
  testRunner: "vitest",
  // NOTE: pnpm does not hoist the runner where Stryker's own plugin search looks; name it.
  plugins: ["@stryker-mutator/vitest-runner"],
  // The generated geo data is data, not rules (its shape is tested in geo/countries.test.ts); so
  // are the records of processing, a table the notice prints (privacy.test.ts checks that every
  // retention it names is one the job keeps).
  mutate: ["src/**/*.ts", "!src/**/*.test.ts", "!src/geo/data/**", "!src/processing-records.ts"],
  coverageAnalysis: "perTest",
  concurrency: 2,
  reporters: ["clear-text", "progress-append-only"],
  clearTextReporter: { allowColor: false, logTests: false, reportScoreTable: true },
  thresholds: { high: 95, low: 85, break: 85 },
  tempDirName: ".stryker-tmp",
  // Incremental (the script passes --incremental): a mutant whose code and covering tests are
  // unchanged since the committed results keeps its result; every other one runs. The file is
  // committed so a clean clone starts from it (docs/decisions/080-…); `--force` runs them all.
  incrementalFile: "stryker-incremental.json",
};
