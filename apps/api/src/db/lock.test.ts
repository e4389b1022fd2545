import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { DataDirLockedError, lockDataDir } from "./lock.ts";

const LOCK_MODULE = new URL("./lock.ts", import.meta.url).href;

let dataDir: string;
const children: ChildProcess[] = [];
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), "rawaq-lock-"));
});
afterEach(() => {
  for (const child of children.splice(0)) child.kill("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
});

/**
 * Another process that takes the lock and keeps it until killed. The lock is per process (a lock
 * file holding this process's own pid is taken over, see below), so "held by someone else" needs
 * a real other process.
 */
async function holdLockInAnotherProcess(folder: string): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    [
      "--input-type=module",
      "--eval",
      `import { lockDataDir } from ${JSON.stringify(LOCK_MODULE)};
       lockDataDir(${JSON.stringify(folder)});
       console.log("locked");
       setInterval(() => {}, 1000);`,
    ],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  children.push(child);
  const [chunk] = (await once(child.stdout!, "data")) as [Buffer];
  expect(chunk.toString()).toContain("locked");
  return child;
}

describe("lockDataDir", () => {
  test("refuses a folder another live process holds, naming it", async () => {
    const holder = await holdLockInAnotherProcess(dataDir);

    expect(() => lockDataDir(dataDir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dataDir)).toThrow(new RegExp(`in use .*pid ${holder.pid}`));
    // The holder's lock is left alone.
    expect(readFileSync(join(dataDir, "rawaq.lock"), "utf8")).toBe(String(holder.pid));
  });

  test("takes over the lock of a process that died without releasing it", async () => {
    const holder = await holdLockInAnotherProcess(dataDir);
    holder.kill("SIGKILL");
    await once(holder, "exit");
    expect(readFileSync(join(dataDir, "rawaq.lock"), "utf8")).toBe(String(holder.pid));

    const lock = lockDataDir(dataDir);

    expect(readFileSync(join(dataDir, "rawaq.lock"), "utf8")).toBe(String(process.pid));
    lock.release();
  });

  test("takes over a lock file that holds no pid (a crash while writing it)", () => {
    writeFileSync(join(dataDir, "rawaq.lock"), "");

    const lock = lockDataDir(dataDir);

    expect(readFileSync(join(dataDir, "rawaq.lock"), "utf8")).toBe(String(process.pid));
    lock.release();
  });

  test("takes over a lock file with its own pid (a container restarted as the same pid)", () => {
    writeFileSync(join(dataDir, "rawaq.lock"), String(process.pid));

    expect(() => lockDataDir(dataDir).release()).not.toThrow();
  });

  test("release removes the lock, and the folder can be locked again", () => {
    const lockPath = join(dataDir, "rawaq.lock");
    const lock = lockDataDir(dataDir);
    expect(existsSync(lockPath)).toBe(true);

    lock.release();

    expect(existsSync(lockPath)).toBe(false);
    lockDataDir(dataDir).release();
  });

  test("creates a folder that does not exist yet", () => {
    const nested = join(dataDir, "a", "b");

    const lock = lockDataDir(nested);

    expect(existsSync(join(nested, "rawaq.lock"))).toBe(true);
    lock.release();
  });
});
