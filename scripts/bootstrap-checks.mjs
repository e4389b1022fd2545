// The bootstrap's decisions, apart from what it does (scripts/bootstrap.mjs), so a test can ask
// them without fetching or installing anything. Plain JavaScript that Node 20 runs, as the
// bootstrap itself: this is what a machine with only Node 20 and npm loads first.

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
