// The project's one gate (README: `pnpm test`), the same locally and in CI: lint, typecheck,
// build, unit and integration tests; then the deployment behind nginx beside mutation testing of
// the domain rules (the first mostly waits on its servers, the second keeps both cores busy); then
// the browser suites (end-to-end and visual), one at a time because they share the machine's two
// cores with Chromium. Timings: docs/decisions/080-gate-under-twenty-minutes.md.
// Ends with `N passed, N failed`.
import { spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";

const root = new URL("..", import.meta.url).pathname;
const workspaces = ["apps", "packages"].flatMap((group) =>
  readdirSync(join(root, group)).map((name) => join(root, group, name)),
);

for (const dir of workspaces) rmSync(join(dir, "test-results"), { recursive: true, force: true });

interface Step {
  name: string;
  /** The prefix of its output lines while it runs beside another step. */
  label: string;
  command: string;
  args: string[];
  /** A step that writes no test reports: it counts as one check, passed or failed. */
  isCheck?: boolean;
}

// Turbo writes each run's per-task times to .turbo/runs/ (`--summarize`): where a step's time went.
const stages: Step[][] = [
  [
    {
      name: "lint, typecheck, build, unit and integration tests",
      label: "tests",
      command: "turbo",
      args: [
        "run",
        "lint",
        "typecheck",
        "build",
        "test",
        "--continue",
        "--concurrency=2",
        "--summarize",
      ],
    },
  ],
  [
    {
      // After the build: nginx (installed from Debian's packages when missing) in front of two app
      // processes on one PostgreSQL, with deploy/'s configuration (docs/deploy.md).
      name: "deployment behind nginx (scripts/deploy-test.ts)",
      label: "deploy",
      command: "node",
      args: ["scripts/deploy-test.ts"],
      isCheck: true,
    },
    {
      name: "mutation testing of the domain rules (score of at least 85 %)",
      label: "mutation",
      command: "pnpm",
      args: ["run", "test:mutation"],
      isCheck: true,
    },
  ],
  [
    {
      name: "end-to-end and visual tests",
      label: "browser",
      command: "turbo",
      args: ["run", "test:e2e", "test:visual", "--continue", "--concurrency=1", "--summarize"],
    },
  ],
];

/** Runs a step; beside others, each of its output lines carries its label. Resolves to its exit code. */
function run(step: Step, beside: boolean): Promise<number | null> {
  return new Promise((resolve) => {
    const child = spawn(step.command, step.args, {
      cwd: root,
      stdio: beside ? ["ignore", "pipe", "pipe"] : "inherit",
    });
    if (beside) {
      for (const [from, to] of [
        [child.stdout, process.stdout],
        [child.stderr, process.stderr],
      ] as const) {
        let rest = "";
        from?.setEncoding("utf8");
        from?.on("data", (chunk: string) => {
          const lines = (rest + chunk).split("\n");
          rest = lines.pop() ?? "";
          for (const line of lines) to.write(`[${step.label}] ${line}\n`);
        });
        from?.on("end", () => rest && to.write(`[${step.label}] ${rest}\n`));
      }
    }
    child.on("error", (error) => {
      console.error(`[${step.label}] ${error.message}`);
      resolve(null);
    });
    child.on("close", (code) => resolve(code));
  });
}

const failedSteps: Step[] = [];
const stepSeconds = new Map<Step, number>();
let passedChecks = 0;
for (const stage of stages) {
  const beside = stage.length > 1;
  for (const step of stage) console.log(`\n▶ ${step.name}${beside ? ` [${step.label}]` : ""}`);
  await Promise.all(
    stage.map(async (step) => {
      const started = performance.now();
      const status = await run(step, beside);
      stepSeconds.set(step, Math.round((performance.now() - started) / 1000));
      if (status !== 0) failedSteps.push(step);
      else if (step.isCheck) passedChecks += 1;
    }),
  );
}

// Where the gate's time went, step by step (docs/decisions/ keeps the measured table). Steps of
// one stage ran side by side: the stage took as long as its longest step.
console.log("\nTime per step:");
for (const stage of stages) {
  for (const [index, step] of stage.entries()) {
    const seconds = stepSeconds.get(step) ?? 0;
    const side = index > 0 ? "  (beside the step above)" : "";
    console.log(`  ${String(seconds).padStart(5)} s  ${step.name}${side}`);
  }
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
