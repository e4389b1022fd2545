#!/usr/bin/env node
// The one bootstrap behind the README's two commands (`npm start`, `npm test`) and `.ci/run`.
// It runs on whatever Node the machine has (this file is plain JavaScript on purpose: the
// machines ship Node 20, which cannot run the repository's TypeScript), fetches Node 24 and the
// pinned pnpm into the git-ignored `.tools` folder when the machine lacks them, installs the
// dependencies, provisions what the tests need (Chromium, a PostgreSQL server), then hands over
// to `pnpm run <task>`. Anything it cannot do it says in one sentence, at once.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { createConnection } from "node:net";
import { delimiter, join } from "node:path";
import { fileURLToPath } from "node:url";
import { isRuntimeReady, pinnedVersions, readTask } from "./bootstrap-checks.mjs";

// First, before reading or running anything: a wrong call fails at once, in one sentence.
const { task, usage } = readTask(process.argv);
if (usage) fail(usage);

const root = fileURLToPath(new URL("..", import.meta.url));
const pinned = pinnedVersions(
  readFileSync(join(root, ".nvmrc"), "utf8"),
  JSON.parse(readFileSync(join(root, "package.json"), "utf8")),
);
const NODE_MAJOR = pinned.nodeMajor;
const PNPM_VERSION = pinned.pnpm;
const toolsBin = join(root, ".tools", "node_modules", ".bin");

const env = { ...process.env, TURBO_TELEMETRY_DISABLED: "1", STORYBOOK_DISABLE_TELEMETRY: "1" };
env.PATH = `${toolsBin}${delimiter}${env.PATH ?? ""}`;

/** `apt-get update` runs once per process, before the first install (set before any top-level call uses it). */
let aptUpdated = false;

ensureRuntime();
if (task === "check") {
  ensureChromium();
  await ensurePostgres();
}
run("pnpm", ["install", "--frozen-lockfile", "--prefer-offline"], {
  failure: "Installing the dependencies failed (see above); check the network to the npm registry.",
});
const result = spawnSync("pnpm", ["run", task], { cwd: root, env, stdio: "inherit" });
process.exit(result.status ?? 1);

/** Node 24 and the pinned pnpm on PATH: the machine's own, else `.tools`, fetched once. */
function ensureRuntime() {
  const isReady = () =>
    isRuntimeReady({ node: versionOf("node"), pnpm: versionOf("pnpm") }, pinned);
  if (isReady()) return;
  if (!versionOf("npm")) {
    fail(
      `Rawaq needs Node ${NODE_MAJOR} and pnpm ${PNPM_VERSION}, and npm to fetch them: install Node (https://nodejs.org) and run the command again.`,
    );
  }
  console.log(`Fetching Node ${NODE_MAJOR} and pnpm ${PNPM_VERSION} into .tools (once)…`);
  run(
    "npm",
    [
      "install",
      "--prefix",
      ".tools",
      "--no-audit",
      "--no-fund",
      "--loglevel=error",
      `node@${NODE_MAJOR}`,
      `pnpm@${PNPM_VERSION}`,
    ],
    {
      failure: `Could not fetch Node ${NODE_MAJOR} and pnpm ${PNPM_VERSION} from the npm registry: check the network, or install them yourself and run the command again.`,
    },
  );
  if (!isReady()) {
    fail(
      `Node ${NODE_MAJOR} and pnpm ${PNPM_VERSION} were fetched into .tools but do not run: delete .tools and run the command again.`,
    );
  }
}

/** Debian's Chromium for the end-to-end and visual tests; the tests never download a browser. */
function ensureChromium() {
  const path = env.CHROMIUM_PATH ?? "/usr/bin/chromium";
  if (existsSync(path)) return;
  if (env.CHROMIUM_PATH) fail(`CHROMIUM_PATH points to ${path}, which does not exist.`);
  aptInstall(
    ["chromium"],
    "The browser tests need Debian's Chromium: run `sudo apt-get install chromium` (or set CHROMIUM_PATH) and run the command again.",
  );
}

/** A PostgreSQL server for the API's second test database (TEST_DATABASE_URL or 127.0.0.1:5432). */
async function ensurePostgres() {
  const target = env.TEST_DATABASE_URL ? new URL(env.TEST_DATABASE_URL) : undefined;
  const host = target?.hostname || "127.0.0.1";
  const port = Number(target?.port || 5432);
  if (await answers(host, port)) return;
  if (target)
    fail(
      `No PostgreSQL answers at ${host}:${port} (TEST_DATABASE_URL): start it and run the command again.`,
    );

  const hint =
    "The API's tests need a PostgreSQL server on 127.0.0.1:5432: start one (or set TEST_DATABASE_URL) and run the command again.";
  if (!clusterVersion()) {
    aptInstall(["postgresql"], hint);
    // A throw-away test server on loopback, trusted as on the project's machines.
    const hba = `/etc/postgresql/${clusterVersion()}/main/pg_hba.conf`;
    run("sed", ["-i", "1i host all all 127.0.0.1/32 trust", hba], { failure: hint });
  }
  console.log(`Starting PostgreSQL ${clusterVersion()}…`);
  spawnSync("pg_ctlcluster", ["--skip-systemctl-redirect", clusterVersion(), "main", "start"], {
    stdio: "inherit",
  });
  for (let attempt = 0; attempt < 30; attempt++) {
    if (await answers(host, port)) return;
    await new Promise((done) => setTimeout(done, 1000));
  }
  fail(hint);
}

function clusterVersion() {
  if (!existsSync("/etc/postgresql")) return undefined;
  const versions = spawnSync("ls", ["/etc/postgresql"], { encoding: "utf8" }).stdout.split(/\s+/);
  return versions
    .filter(Boolean)
    .sort((a, b) => Number(a) - Number(b))
    .at(-1);
}

/** Installs Debian packages when this process may (root with apt-get), else fails with `hint`. */
function aptInstall(packages, hint) {
  const canInstall = process.getuid?.() === 0 && spawnSync("apt-get", ["--version"]).status === 0;
  if (!canInstall) fail(hint);
  console.log(`Installing ${packages.join(", ")} from Debian's packages…`);
  const aptEnv = { ...env, DEBIAN_FRONTEND: "noninteractive" };
  if (!aptUpdated) {
    run("apt-get", ["update", "-qq"], { failure: hint, env: aptEnv });
    aptUpdated = true;
  }
  run("apt-get", ["install", "-y", "-qq", ...packages], { failure: hint, env: aptEnv });
}

function answers(host, port) {
  return new Promise((done) => {
    const socket = createConnection({ host, port, timeout: 1000 });
    const settle = (isAnswering) => {
      socket.destroy();
      done(isAnswering);
    };
    socket.once("connect", () => settle(true));
    socket.once("timeout", () => settle(false));
    socket.once("error", () => settle(false));
  });
}

function versionOf(command) {
  const result = spawnSync(command, ["--version"], { env, encoding: "utf8" });
  return result.status === 0 ? result.stdout.trim() : "";
}

function run(command, args, { failure, env: commandEnv = env }) {
  const result = spawnSync(command, args, { cwd: root, env: commandEnv, stdio: "inherit" });
  if (result.status !== 0) fail(failure);
}

function fail(sentence) {
  console.error(`\n${sentence}`);
  process.exit(1);
}
