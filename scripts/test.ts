// The project's one gate (README: `pnpm test`), the same locally and in CI: lint, typecheck,
// build, unit and integration tests, the deployment behind nginx, mutation testing of the domain
// rules, then the browser suites (end-to-end and visual), one at a time because they share the
// machine's two cores with Chromium.
// Ends with `N passed, N failed`.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";

const root = new URL("..", import.meta.url).pathname;
const workspaces = ["apps", "packages"].flatMap((group) =>
  readdirSync(join(root, group)).map((name) => join(root, group, name)),
);

for (const dir of workspaces) rmSync(join(dir, "test-results"), { recursive: true, force: true });

interface Step {
  name: string;
  command: string;
  args: string[];
  /** A step that writes no test reports: it counts as one check, passed or failed. */
  isCheck?: boolean;
}

const steps: Step[] = [
  {
    name: "lint, typecheck, build, unit and integration tests",
    command: "turbo",
    args: ["run", "lint", "typecheck", "build", "test", "--continue", "--concurrency=2"],
  },
  {
    // After the build: nginx (installed from Debian's packages when missing) in front of two app
    // processes on one PostgreSQL, with deploy/'s configuration (docs/deploy.md).
    name: "deployment behind nginx (scripts/deploy-test.ts)",
    command: "node",
    args: ["scripts/deploy-test.ts"],
    isCheck: true,
  },
  {
    name: "mutation testing of the domain rules (score of at least 85 %)",
    command: "pnpm",
    args: ["run", "test:mutation"],
    isCheck: true,
  },
  {
    name: "end-to-end and visual tests",
    command: "turbo",
    args: ["run", "test:e2e", "test:visual", "--continue", "--concurrency=1"],
  },
];

const failedSteps: Step[] = [];
const stepSeconds = new Map<Step, number>();
let passedChecks = 0;
for (const step of steps) {
  console.log(`\n▶ ${step.name}`);
  const started = performance.now();
  const result = spawnSync(step.command, step.args, { cwd: root, stdio: "inherit" });
  stepSeconds.set(step, Math.round((performance.now() - started) / 1000));
  if (result.status !== 0) failedSteps.push(step);
  else if (step.isCheck) passedChecks += 1;
}

// Where the gate's time went, step by step (docs/decisions/ keeps the measured table).
console.log("\nTime per step:");
for (const [step, seconds] of stepSeconds) {
  console.log(`  ${String(seconds).padStart(5)} s  ${step.name}`);
}

let passed = 0;
let failed = 0;
for (const dir of workspaces) {
  const reports = join(dir, "test-results");
  if (!existsSync(reports)) continue;
  for (const file of readdirSync(reports).filter((name) => name.endsWith(".json"))) {
    const report = JSON.parse(readFileSync(join(reports, file), "utf8"));
    if (typeof report.numPassedTests === "number") {
      // Vitest's JSON reporter.
      passed += report.numPassedTests;
      failed += report.numFailedTests;
    } else if (report.stats) {
      // Playwright's JSON reporter; a flaky test passed on retry but is still a failure here.
      passed += report.stats.expected;
      failed += report.stats.unexpected + report.stats.flaky;
    }
  }
}

const failedChecks = failedSteps.filter((step) => step.isCheck).length;
// A step that failed before any test could report (lint, types, build) counts as a failure too.
const silentFailures = failed === 0 ? failedSteps.length - failedChecks : 0;
if (failedSteps.length > 0) {
  console.log(`\nFailed: ${failedSteps.map((step) => step.name).join("; ")}`);
}
console.log(`\n${passed + passedChecks} passed, ${failed + failedChecks + silentFailures} failed`);
process.exit(failedSteps.length > 0 || failed > 0 ? 1 : 0);
