import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, test } from "vitest";
import { isRuntimeReady, pinnedVersions, readTask } from "../../../scripts/bootstrap-checks.mjs";

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
