import { execFileSync, spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { createConnection } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, test } from "vitest";
import {
  installFingerprint,
  isRuntimeReady,
  pinnedVersions,
  readTask,
} from "../../../scripts/bootstrap-checks.mjs";
import { OWN_SETTINGS, START_TIMEOUT_MS, freePort } from "./processes.ts";

// The bootstrap behind the README's two commands and .ci/run (scripts/bootstrap.mjs, issue 9): it
// must run on the Node a fresh machine has (20), and a wrong call must fail at once in one
// sentence. Nothing here fetches or installs anything: the runs below stop before it would.

const root = fileURLToPath(new URL("../../../", import.meta.url));
const bootstrap = join(root, "scripts/bootstrap.mjs");

/** The Node running the tests (the pinned 24), and the machine's own (Node 20 here) when it has one. */
const nodes = [
  process.execPath,
  ...["/usr/bin/node", "/usr/local/bin/node"].filter(
    (path) => existsSync(path) && path !== process.execPath,
  ),
];

// An empty PATH: had the bootstrap gone on to look for node, pnpm or npm, it would have said
// something else (that npm is needed), so the usage sentence proves it stopped first.
const emptyBin = mkdtempSync(join(tmpdir(), "rawaq-no-tools-"));
afterAll(() => rmSync(emptyBin, { recursive: true, force: true }));

describe.each(nodes)("with %s", (node) => {
  const version = execFileSync(node, ["--version"], { encoding: "utf8" }).trim();

  // No task at all, a task that is not one, a flag, a name every object has.
  test.each(["nonsense", "", "--help", "toString"])(
    `node ${version} scripts/bootstrap.mjs %j fails at once, in one sentence that says what to do`,
    (task) => {
      const args = task === "" ? [] : [task];
      const result = spawnSync(node, [bootstrap, ...args], {
        cwd: emptyBin,
        env: { PATH: emptyBin, HOME: emptyBin },
        encoding: "utf8",
      });

      expect(result.error).toBeUndefined();
      expect(result.status).toBe(1);
      expect(result.stdout).toBe("");
      const lines = result.stderr.split("\n").filter((line) => line.trim() !== "");
      expect(lines).toHaveLength(1);
      const [sentence] = lines as [string];
      // One sentence: a capital, one final full stop, no second sentence after it.
      expect(sentence).toMatch(/^[A-Z][^\n]*\.$/);
      expect(sentence).not.toMatch(/[.!?] [A-Z]/);
      expect(sentence).toContain("node scripts/bootstrap.mjs serve");
      expect(sentence).toContain("node scripts/bootstrap.mjs check");
    },
  );
});

describe("the version checks", () => {
  const pinned = pinnedVersions(
    readFileSync(join(root, ".nvmrc"), "utf8"),
    JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { packageManager: string },
  );
  // The tools this very run uses: the gate runs on the pinned Node 24 and pnpm.
  const pnpm = execFileSync("pnpm", ["--version"], { encoding: "utf8" }).trim();

  test("accept the pinned pnpm and the Node 24 the tests run on", () => {
    expect(process.version).toMatch(/^v24\./);
    expect(pinned.nodeMajor).toBe(24);
    expect(isRuntimeReady({ node: `${process.version}\n`, pnpm: `${pnpm}\n` }, pinned)).toBe(true);
    expect(isRuntimeReady({ node: "v24.0.0", pnpm: pinned.pnpm }, pinned)).toBe(true);
  });

  test.each([
    ["Node 20", { node: "v20.20.2", pnpm: "same" }],
    ["Node 240", { node: "v240.1.0", pnpm: "same" }],
    ["no Node", { node: "", pnpm: "same" }],
    ["another pnpm", { node: "v24.3.0", pnpm: "10.12.1" }],
    ["a pnpm of the same major", { node: "v24.3.0", pnpm: "12.0.0" }],
    ["no pnpm", { node: "v24.3.0", pnpm: "" }],
  ])("refuse %s", (_name, found) => {
    const tools = { ...found, pnpm: found.pnpm === "same" ? pinned.pnpm : found.pnpm };
    expect(isRuntimeReady(tools, pinned)).toBe(false);
  });

  test("read the pins, and refuse a repository without them", () => {
    expect(pinnedVersions("24\n", { packageManager: "pnpm@12.21.0+sha512.abc" })).toEqual({
      nodeMajor: 24,
      pnpm: "12.21.0",
    });
    expect(() => pinnedVersions("lts/*", { packageManager: "pnpm@12.21.0" })).toThrow();
    expect(() => pinnedVersions("24", { packageManager: "npm@10.0.0" })).toThrow();
    expect(() => pinnedVersions("24", undefined)).toThrow();
  });

  test("know the two tasks of the README's commands, and nothing else", () => {
    expect(readTask(["node", "bootstrap.mjs", "serve"])).toEqual({ task: "serve" });
    expect(readTask(["node", "bootstrap.mjs", "check"])).toEqual({ task: "check" });
    for (const task of ["toString", "constructor", "__proto__", "Serve"]) {
      expect(readTask(["node", "bootstrap.mjs", task])).toHaveProperty("usage");
    }
  });
});

describe("the install fingerprint (a second start skips `pnpm install`)", () => {
  const pinned = { nodeMajor: 24, pnpm: "12.21.0" };
  const workspace = mkdtempSync(join(tmpdir(), "rawaq-fingerprint-"));
  afterAll(() => rmSync(workspace, { recursive: true, force: true }));
  const write = (path: string, text: string) => {
    mkdirSync(join(workspace, path, ".."), { recursive: true });
    writeFileSync(join(workspace, path), text);
  };
  write(
    "pnpm-workspace.yaml",
    "packages:\n  - apps/*\n  - bench\n\nallowBuilds:\n  esbuild: true\n",
  );
  write("pnpm-lock.yaml", "lockfileVersion: '9.0'\n");
  write("package.json", "{}");
  write("apps/api/package.json", '{"dependencies":{"hono":"^4"}}');
  write("bench/package.json", "{}");
  const fingerprint = () => installFingerprint(workspace, pinned);

  test("stays the same while nothing the install reads changes", () => {
    const first = fingerprint();
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    write("apps/api/src/server.ts", "// not read by pnpm install");
    expect(fingerprint()).toBe(first);
  });

  test.each([
    ["the lockfile", "pnpm-lock.yaml", "lockfileVersion: '9.0'\nimporters: {}\n"],
    ["a workspace package.json", "apps/api/package.json", '{"dependencies":{"hono":"^5"}}'],
    ["a new workspace package", "apps/web/package.json", "{}"],
    ["the root package.json", "package.json", '{"packageManager":"pnpm@12.21.1"}'],
  ])("changes with %s", (_name, path, text) => {
    const before = fingerprint();
    write(path, text);
    expect(fingerprint()).not.toBe(before);
  });

  test("changes with the pinned Node or pnpm, and is absent for a workspace it cannot read", () => {
    expect(installFingerprint(workspace, { ...pinned, pnpm: "12.22.0" })).not.toBe(fingerprint());
    const other = mkdtempSync(join(tmpdir(), "rawaq-fingerprint-"));
    cpSync(workspace, other, { recursive: true });
    writeFileSync(join(other, "pnpm-workspace.yaml"), "packages:\n  - '**'\n");
    expect(installFingerprint(other, pinned)).toBeUndefined();
    rmSync(other, { recursive: true, force: true });
  });
});

// Issue 26: SIGTERM to `npm start` left `node apps/api/src/server.ts` listening. Through
// `npm start` itself, as the README says to run and stop it: npm, its shell, the bootstrap, turbo
// and the server. The web app is already built (turbo.json: this package's tests wait for its
// build), so the start replays turbo's cache instead of building.

/** Every process below `pid`, from /proc: the tree `npm start` made. */
function descendants(pid: number): number[] {
  const parents = new Map<number, number>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // "pid (command) state ppid …": the command may hold spaces and parentheses.
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]));
    } catch {
      // It ended while we looked.
    }
  }
  const found: number[] = [];
  const visit = (parent: number) => {
    for (const [child, itsParent] of parents) {
      if (itsParent === parent) {
        found.push(child);
        visit(child);
      }
    }
  };
  visit(pid);
  return found;
}

/** Whether `pid` still runs (a zombie waiting for its parent to read its status has ended). */
function isRunning(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2)[0] !== "Z";
  } catch {
    return false;
  }
}

function commandOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").join(" ").trim();
  } catch {
    return "";
  }
}

function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: "127.0.0.1", port });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

describe.runIf(process.platform === "linux")("npm start", () => {
  /** Every process a test saw `npm start` make: a failed test may have left some running. */
  const seen = new Set<number>();
  const dataDir = mkdtempSync(join(tmpdir(), "rawaq-npm-start-"));
  afterAll(() => {
    for (const pid of [...seen].filter(isRunning)) {
      try {
        process.kill(pid, "SIGKILL");
      } catch {
        // Already gone.
      }
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  test.each([
    ["SIGTERM to npm (as a service manager stops it)", "SIGTERM", "npm"],
    ["SIGINT to the whole process group (Ctrl-C in a terminal)", "SIGINT", "group"],
  ] as const)(
    "%s stops the server: npm exits 0, the port closes, and nothing it started is left",
    { timeout: START_TIMEOUT_MS + 120_000 },
    async (_name, signal, target) => {
      const port = await freePort();
      const env: NodeJS.ProcessEnv = { ...process.env };
      for (const name of OWN_SETTINGS) delete env[name];
      // Its own process group, as a terminal gives a command: a group signal reaches only it.
      const npm = spawn("npm", ["start"], {
        cwd: root,
        env: { ...env, PORT: String(port), DATA_DIR: dataDir, SEED_DEMO_DATA: "false" },
        detached: true,
        stdio: ["ignore", "pipe", "pipe"],
      });
      seen.add(npm.pid!);
      let output = "";
      npm.stdout!.setEncoding("utf8").on("data", (chunk: string) => (output += chunk));
      npm.stderr!.setEncoding("utf8").on("data", (chunk: string) => (output += chunk));
      const exited = once(npm, "exit") as Promise<[number | null, NodeJS.Signals | null]>;
      let hasExited = false;
      void exited.then(() => (hasExited = true));

      // Serving: /api/health answers.
      const deadline = Date.now() + START_TIMEOUT_MS + 60_000;
      for (;;) {
        const health = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined);
        if (health?.status === 200) break;
        if (hasExited || Date.now() > deadline) {
          throw new Error(
            `npm start did not serve (${hasExited ? "it exited" : "timed out"}):\n${output}`,
          );
        }
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      const tree = descendants(npm.pid!);
      for (const pid of tree) seen.add(pid);
      expect(tree.map(commandOf)).toContainEqual(expect.stringContaining("apps/api/src/server.ts"));

      process.kill(target === "npm" ? npm.pid! : -npm.pid!, signal);
      const [code, killedBy] = await exited;

      // The server stopped as it does on the signal ("Stopped.", exit 0), and so did the rest.
      expect({ code, killedBy }, output).toEqual({ code: 0, killedBy: null });
      expect(output).toContain("Stopped.");
      expect(await answers(port)).toBe(false);
      expect(tree.filter(isRunning).map((pid) => `${pid} ${commandOf(pid)}`)).toEqual([]);
    },
  );
});
