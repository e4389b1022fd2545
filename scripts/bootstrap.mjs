#!/usr/bin/env node
// The one bootstrap behind the README's two commands (`npm start`, `npm test`) and `.ci/run`.
// It runs on whatever Node the machine has (this file is plain JavaScript on purpose: the
// machines ship Node 20, which cannot run the repository's TypeScript), fetches Node 24 and the
// pinned pnpm into the git-ignored `.tools` folder when the machine lacks them, installs the
// dependencies when the lockfile or a package.json changed since the last install, provisions
// what the tests need (Chromium, a PostgreSQL server), then builds and starts the server itself
// (`serve`) or hands over to `pnpm run check`. Anything it cannot do it says in one sentence, at
// once.
//
// Signals: whatever it runs is its child, started with `spawn`, never `spawnSync` (which would
// leave the child running when this process is killed). SIGINT, SIGTERM and SIGHUP are passed on
// to the child, and the bootstrap exits when the child does, with its status (docs/decisions/068).
// package.json calls it with `exec`, so npm's shell is replaced by it and npm's own forwarding of
// a SIGTERM reaches it.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { createConnection } from "node:net";
import { constants } from "node:os";
import { delimiter, join } from "node:path";
import { fileURLToPath } from "node:url";
import {
  INSTALL_STAMP,
  installFingerprint,
  isRuntimeReady,
  pinnedVersions,
  readTask,
} from "./bootstrap-checks.mjs";

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
// The repository's own tools (turbo) after the pinned runtime, before the machine's.
env.PATH = [toolsBin, join(root, "node_modules", ".bin"), env.PATH ?? ""].join(delimiter);

const SIGNALS = ["SIGINT", "SIGTERM", "SIGHUP"];
/** The signal that asked this process to stop, if one has: nothing new starts after it. */
let stopSignal;
/** The child running now, to pass signals to. */
let current;
for (const signal of SIGNALS) {
  process.on(signal, () => {
    stopSignal ??= signal;
    current?.kill(signal);
    // With no child running (between steps), stop here as the signal would have.
    if (!current) void exitLike({ code: null, signal });
  });
}

/** `apt-get update` runs once per process, before the first install (set before any top-level call uses it). */
let aptUpdated = false;

await ensureRuntime();
if (task === "check") {
  await ensureChromium();
  await ensureXmllint();
  await ensurePostgres();
}
await ensureDependencies();
if (task === "serve") {
  // Turbo's cache makes the build of an unchanged checkout a replay of its last output.
  await run("turbo", ["run", "build", "--filter=@rawaq/web...", "--filter=@rawaq/api..."], {
    failure: "Building the web app failed (see above).",
  });
  await exitLike(await child("node", ["apps/api/src/server.ts"]));
} else {
  await exitLike(await child("pnpm", ["run", task]));
}

/** Installs the dependencies unless the last install was of this very lockfile and manifests. */
async function ensureDependencies() {
  const fingerprint = installFingerprint(root, pinned);
  const stamp = join(root, INSTALL_STAMP);
  if (fingerprint && existsSync(stamp) && readFileSync(stamp, "utf8") === fingerprint) return;
  await run("pnpm", ["install", "--frozen-lockfile", "--prefer-offline"], {
    failure:
      "Installing the dependencies failed (see above); check the network to the npm registry.",
  });
  if (fingerprint) writeFileSync(stamp, fingerprint);
}

/** Node 24 and the pinned pnpm on PATH: the machine's own, else `.tools`, fetched once. */
async function ensureRuntime() {
  const isReady = () =>
    isRuntimeReady({ node: versionOf("node"), pnpm: versionOf("pnpm") }, pinned);
  if (isReady()) return;
  if (!versionOf("npm")) {
    fail(
      `Rawaq needs Node ${NODE_MAJOR} and pnpm ${PNPM_VERSION}, and npm to fetch them: install Node (https://nodejs.org) and run the command again.`,
    );
  }
  console.log(`Fetching Node ${NODE_MAJOR} and pnpm ${PNPM_VERSION} into .tools (once)…`);
  await run(
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
async function ensureChromium() {
  const path = env.CHROMIUM_PATH ?? "/usr/bin/chromium";
  if (existsSync(path)) return;
  if (env.CHROMIUM_PATH) fail(`CHROMIUM_PATH points to ${path}, which does not exist.`);
  await aptInstall(
    ["chromium"],
    "The browser tests need Debian's Chromium: run `sudo apt-get install chromium` (or set CHROMIUM_PATH) and run the command again.",
  );
}

/**
 * libxml2's xmllint: the e-invoice tests check the invoice hash against its C14N 1.1, a second
 * canonicaliser beside the one the API uses, and OpenSSL reads the unit's CSR.
 */
async function ensureXmllint() {
  const missing = ["xmllint", "openssl"].filter(
    (command) => spawnSync(command, ["--version"]).error !== undefined,
  );
  if (!missing.length) return;
  await aptInstall(
    missing.map((command) => (command === "xmllint" ? "libxml2-utils" : "openssl")),
    "The e-invoice tests need libxml2's xmllint and OpenSSL: run `sudo apt-get install libxml2-utils openssl` and run the command again.",
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
    await aptInstall(["postgresql"], hint);
    // A throw-away test server on loopback, trusted as on the project's machines.
    const hba = `/etc/postgresql/${clusterVersion()}/main/pg_hba.conf`;
    await run("sed", ["-i", "1i host all all 127.0.0.1/32 trust", hba], { failure: hint });
  }
  console.log(`Starting PostgreSQL ${clusterVersion()}…`);
  await child("pg_ctlcluster", ["--skip-systemctl-redirect", clusterVersion(), "main", "start"]);
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
async function aptInstall(packages, hint) {
  const canInstall = process.getuid?.() === 0 && spawnSync("apt-get", ["--version"]).status === 0;
  if (!canInstall) fail(hint);
  console.log(`Installing ${packages.join(", ")} from Debian's packages…`);
  const aptEnv = { ...env, DEBIAN_FRONTEND: "noninteractive" };
  if (!aptUpdated) {
    await run("apt-get", ["update", "-qq"], { failure: hint, env: aptEnv });
    aptUpdated = true;
  }
  await run("apt-get", ["install", "-y", "-qq", ...packages], { failure: hint, env: aptEnv });
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

/** Runs a step; a step that fails, or that a signal stopped, ends the bootstrap. */
async function run(command, args, { failure, env: commandEnv = env }) {
  const result = await child(command, args, commandEnv);
  if (result.code !== 0) {
    if (stopSignal || result.signal) await exitLike(result);
    fail(failure);
  }
}

/**
 * Runs `command` as this process's child, with the terminal, and resolves with how it ended; the
 * signal handlers above pass SIGINT, SIGTERM and SIGHUP on to it meanwhile.
 */
function child(command, args, commandEnv = env) {
  if (stopSignal) return exitLike({ code: null, signal: stopSignal });
  return new Promise((resolve) => {
    const started = spawn(command, args, { cwd: root, env: commandEnv, stdio: "inherit" });
    current = started;
    started.once("error", (error) => {
      current = undefined;
      console.error(`${command} could not be started: ${error.message}`);
      resolve({ code: 127, signal: null });
    });
    started.once("exit", (code, signal) => {
      current = undefined;
      resolve({ code, signal });
    });
  });
}

/**
 * Ends this process the way its child ended: the same exit code, or the same signal (as a
 * shell's code, 128 + its number, should the signal not end it at once). Await it: it never
 * settles, so nothing after it runs.
 */
function exitLike({ code, signal }) {
  if (!signal) process.exit(code ?? 1);
  for (const name of SIGNALS) process.removeAllListeners(name);
  process.kill(process.pid, signal);
  setTimeout(() => process.exit(128 + (constants.signals[signal] ?? 0)), 1000);
  return new Promise(() => {});
}

function fail(sentence) {
  console.error(`\n${sentence}`);
  process.exit(1);
}
