/**
 * Uploads the Storybook to Chromatic, for teams that have a project token.
 *
 *   CHROMATIC_PROJECT_TOKEN=… node scripts/chromatic.ts
 *
 * Without the token it exits 0 and does nothing. Nothing in CI calls it: the visual gate is the
 * offline Vitest screenshot project (`pnpm --filter @rawaq/ui test:visual`).
 *
 * NOTE: Chromatic needs its cloud for everything (even --dry-run); when it cannot reach or
 * authenticate against it, the CLI never exits (shared/STACK.md). Hence the hard timeout, which
 * kills the whole process group.
 */
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const BUILD_DIR = "storybook-static";
const BUILD_TIMEOUT_MS = 5 * 60 * 1000;
const CHROMATIC_TIMEOUT_MS = Number(process.env.CHROMATIC_TIMEOUT_MS ?? 10 * 60 * 1000);
const KILL_GRACE_MS = 10 * 1000;

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log(
    "chromatic: CHROMATIC_PROJECT_TOKEN is not set — skipping the Chromatic upload (exit 0). " +
      "Set it to publish the Storybook; offline visual tests run with `pnpm --filter @rawaq/ui test:visual`.",
  );
  process.exit(0);
}

process.chdir(fileURLToPath(new URL("..", import.meta.url)));

await run(
  "storybook build",
  "pnpm",
  ["exec", "storybook", "build", "--disable-telemetry", "-o", BUILD_DIR],
  BUILD_TIMEOUT_MS,
);
// The CLI reads CHROMATIC_PROJECT_TOKEN from the environment: the token never appears in argv.
await run(
  "chromatic",
  "pnpm",
  ["exec", "chromatic", "--storybook-build-dir", BUILD_DIR, "--exit-zero-on-changes"],
  CHROMATIC_TIMEOUT_MS,
);

/** Runs a command in its own process group; exits this script on failure or timeout. */
function run(label: string, command: string, args: string[], timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    console.log(`chromatic: ${label} (timeout ${Math.round(timeoutMs / 1000)} s)`);
    const child = spawn(command, args, { stdio: "inherit", detached: true });
    let timedOut = false;

    const killGroup = (signal: NodeJS.Signals) => {
      try {
        if (child.pid !== undefined) process.kill(-child.pid, signal);
      } catch {
        // The group is already gone.
      }
    };

    const timer = setTimeout(() => {
      timedOut = true;
      console.error(`chromatic: ${label} did not finish within ${timeoutMs / 1000} s — killing it`);
      killGroup("SIGTERM");
      setTimeout(() => killGroup("SIGKILL"), KILL_GRACE_MS).unref();
    }, timeoutMs);

    const forward = (signal: NodeJS.Signals) => killGroup(signal);
    process.on("SIGINT", forward);
    process.on("SIGTERM", forward);

    child.on("error", (error) => {
      clearTimeout(timer);
      console.error(`chromatic: could not start ${label}: ${error.message}`);
      process.exit(1);
    });

    child.on("exit", (code, signal) => {
      clearTimeout(timer);
      process.off("SIGINT", forward);
      process.off("SIGTERM", forward);
      if (timedOut) process.exit(124);
      if (code !== 0) {
        console.error(`chromatic: ${label} failed (${signal ?? `exit ${code}`})`);
        process.exit(code ?? 1);
      }
      resolve();
    });
  });
}
