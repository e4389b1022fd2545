// The bootstrap's decisions, apart from what it does (scripts/bootstrap.mjs), so a test can ask
// them without fetching or installing anything. Plain JavaScript that Node 20 runs, as the
// bootstrap itself: this is what a machine with only Node 20 and npm loads first.
import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";

/** The README's commands and what each does. */
export const TASKS = {
  serve: "build and serve the product",
  check: "run every test",
};

/**
 * The task named on the command line (`node scripts/bootstrap.mjs <task>`), or the one sentence
 * that says how to call it. Decided before anything is read or run, so a wrong call fails at once.
 */
export function readTask(argv) {
  const task = argv[2];
  if (typeof task === "string" && Object.hasOwn(TASKS, task)) return { task };
  const choices = Object.keys(TASKS)
    .map((name) => `node scripts/bootstrap.mjs ${name} (${TASKS[name]})`)
    .join(" or ");
  return { usage: `Name a task: ${choices}; npm start and npm test call it for you.` };
}

/** The versions the repository pins: Node's major from `.nvmrc`, pnpm from `packageManager`. */
export function pinnedVersions(nvmrcText, packageJson) {
  const nodeMajor = Number(String(nvmrcText).trim().replace(/^v/, ""));
  const pnpm = /^pnpm@(\d+\.\d+\.\d+)/.exec(packageJson?.packageManager ?? "")?.[1];
  if (!Number.isInteger(nodeMajor) || nodeMajor <= 0 || !pnpm) {
    throw new Error("The repository pins no Node major (.nvmrc) or pnpm version (packageManager).");
  }
  return { nodeMajor, pnpm };
}

/**
 * Whether the tools on PATH are the pinned ones: `node --version` ("v24.3.0") of the pinned
 * major, `pnpm --version` ("12.21.0") exactly. Empty texts (a tool that is missing) are not.
 */
export function isRuntimeReady(found, pinned) {
  const nodeMajor = /^v(\d+)\.\d+\.\d+/.exec(found.node.trim())?.[1];
  return Number(nodeMajor) === pinned.nodeMajor && found.pnpm.trim() === pinned.pnpm;
}

/**
 * What `pnpm install` depends on, as one hash: the lockfile, the workspace's list of packages,
 * every workspace package.json (root included), and the pinned Node major and pnpm. Written to
 * INSTALL_STAMP after an install succeeds; a start that finds the same hash skips the install
 * (a second `npm start` serves in seconds). Undefined when the workspace lists packages in a form
 * this reader does not know: then the bootstrap always installs.
 */
export function installFingerprint(root, pinned) {
  const workspace = readFileSync(join(root, "pnpm-workspace.yaml"), "utf8");
  const folders = workspaceFolders(root, workspace);
  if (!folders) return undefined;
  const hash = createHash("sha256");
  hash.update(`node ${pinned.nodeMajor}, pnpm ${pinned.pnpm}\n`);
  for (const file of ["pnpm-lock.yaml", "pnpm-workspace.yaml"]) {
    hash.update(`${file}\n`).update(readFileSync(join(root, file)));
  }
  for (const folder of ["", ...folders]) {
    const file = join(root, folder, "package.json");
    if (existsSync(file)) hash.update(`${folder}/package.json\n`).update(readFileSync(file));
  }
  return hash.digest("hex");
}

/** Where the fingerprint of the last successful install is kept: inside what it describes. */
export const INSTALL_STAMP = join("node_modules", ".rawaq-install");

/**
 * The folders `packages:` of pnpm-workspace.yaml names, sorted: plain paths and `dir/*`. Any
 * other pattern (`**`, `!exclusions`) gives undefined.
 */
function workspaceFolders(root, workspaceYaml) {
  const block = /^packages:\n((?:[ \t]+-[^\n]*\n?)*)/m.exec(workspaceYaml)?.[1] ?? "";
  const folders = [];
  for (const line of block.split("\n").filter((entry) => entry.trim() !== "")) {
    const pattern = line
      .replace(/^\s*-\s*/, "")
      .trim()
      .replace(/^["']|["']$/g, "");
    if (/^[\w.-]+(\/[\w.-]+)*$/.test(pattern)) {
      folders.push(pattern);
    } else if (/^[\w.-]+(\/[\w.-]+)*\/\*$/.test(pattern)) {
      const parent = pattern.slice(0, -2);
      if (!existsSync(join(root, parent))) continue;
      for (const entry of readdirSync(join(root, parent), { withFileTypes: true })) {
        if (entry.isDirectory()) folders.push(`${parent}/${entry.name}`);
      }
    } else {
      return undefined;
    }
  }
  return folders.sort();
}
