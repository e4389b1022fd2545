import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, test } from "vitest";

// `pnpm admin:create` as an operator runs it, on PGlite in a DATA_DIR. The command is the same
// process on both databases, so it runs in the pglite project only (vitest.config.ts); the
// account it makes is tested on both in admin-account.test.ts.

const API_DIR = fileURLToPath(new URL("..", import.meta.url));
const PASSWORD = "First-Admin-Pass-2026";

describe("pnpm admin:create", () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "rawaq-admin-"));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  async function run(env: Record<string, string>, args: string[] = []) {
    const child = spawn(process.execPath, ["src/cli/create-admin.ts", ...args], {
      cwd: API_DIR,
      env: { PATH: process.env.PATH, DATA_DIR: dataDir, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout!.on("data", (chunk) => (output += chunk));
    child.stderr!.on("data", (chunk) => (output += chunk));
    const [code] = await once(child, "exit");
    return { code: code as number, output };
  }

  test("without a terminal or ADMIN_PASSWORD it says what to do and creates nothing", async () => {
    const result = await run({ ADMIN_EMAIL: "it@fair.example" });
    expect(result.code).toBe(1);
    expect(result.output).toMatch(/set ADMIN_PASSWORD/);
  });

  test("a short password is refused with the rule", async () => {
    const result = await run({ ADMIN_PASSWORD: "short" }, ["--email", "it@fair.example"]);
    expect(result.code).toBe(1);
    expect(result.output).toMatch(/password must be at least 12 characters/);
  });

  test("creates the account once; the same email again changes nothing", async () => {
    const env = { ADMIN_EMAIL: "IT@Fair.example", ADMIN_PASSWORD: PASSWORD };
    const first = await run(env, ["--first-name", "Fair", "--last-name", "IT"]);
    expect(first).toMatchObject({ code: 0 });
    expect(first.output).toMatch(/Admin account created: it@fair\.example/);

    const again = await run(env);
    expect(again.code).toBe(1);
    expect(again.output).toMatch(/already has an account/);
  }, 60_000);
});
