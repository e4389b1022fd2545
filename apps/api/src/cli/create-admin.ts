// `pnpm admin:create`: creates the fair's first administration account, so a real fair never runs
// with the demo data's published passwords. The email comes from `--email` or ADMIN_EMAIL, the
// password from ADMIN_PASSWORD or a hidden prompt (typed twice), the name from flags, the
// environment or a prompt. Runs against DATA_DIR or DATABASE_URL like the server.
import { resolve } from "node:path";
import { createInterface } from "node:readline/promises";
import { parseArgs } from "node:util";
import { EmailSchema, requiredText } from "@rawaq/domain/validation";
import { PASSWORD_MIN_LENGTH, PasswordSchema } from "@rawaq/domain/credentials";
import * as v from "valibot";
import { openDatabase } from "../db/client.ts";
import { DataDirLockedError } from "../db/lock.ts";
import { EnvError, loadAdminInputEnv, loadEnv } from "../env.ts";
import { serializeError } from "../lib/logger.ts";
import { createAdmin } from "./admin-account.ts";

const AdminInputSchema = v.object({
  email: EmailSchema,
  password: PasswordSchema,
  first_name: requiredText(100),
  last_name: requiredText(100),
});

const MESSAGES: Record<string, string> = {
  required: "is required",
  email: "is not a valid email address",
  password_too_short: `must be at least ${PASSWORD_MIN_LENGTH} characters`,
  too_long: "is too long",
};

async function main() {
  const env = loadEnv();
  const given = loadAdminInputEnv();
  const { values: flags } = parseArgs({
    options: {
      email: { type: "string" },
      "first-name": { type: "string" },
      "last-name": { type: "string" },
    },
  });
  const prompt = process.stdin.isTTY
    ? createInterface({ input: process.stdin, output: process.stdout })
    : undefined;
  const ask = async (question: string, fallback?: string) => {
    if (!prompt) return fallback ?? "";
    const answer = (
      await prompt.question(fallback ? `${question} [${fallback}]: ` : `${question}: `)
    ).trim();
    return answer || fallback || "";
  };

  const email = flags.email ?? given.ADMIN_EMAIL ?? (await ask("Email"));
  const firstName =
    flags["first-name"] ?? given.ADMIN_FIRST_NAME ?? (await ask("First name", "Fair"));
  const lastName =
    flags["last-name"] ?? given.ADMIN_LAST_NAME ?? (await ask("Last name", "Administration"));
  let password = given.ADMIN_PASSWORD;
  if (password === undefined) {
    if (!prompt) {
      throw new UsageError(
        "No password: set ADMIN_PASSWORD, or run the command in a terminal to be asked for it.",
      );
    }
    password = await askHidden(prompt, "Password (12 characters or more)");
    if ((await askHidden(prompt, "The same password again")) !== password) {
      throw new UsageError("The two passwords differ; nothing was created.");
    }
  }
  prompt?.close();

  const input = v.safeParse(AdminInputSchema, {
    email,
    password,
    first_name: firstName,
    last_name: lastName,
  });
  if (!input.success) {
    const problems = input.issues.map(
      (issue) => `${v.getDotPath(issue)} ${MESSAGES[issue.message] ?? issue.message}`,
    );
    throw new UsageError(`Nothing was created: ${problems.join("; ")}.`);
  }

  const database = env.DATABASE_URL
    ? await openDatabase({ kind: "postgres", url: env.DATABASE_URL })
    : await openDatabase({ kind: "pglite", dataDir: resolve(env.DATA_DIR) });
  try {
    await database.migrate();
    const created = await createAdmin(database.db, input.output);
    if (created === "taken") {
      throw new UsageError(
        `${input.output.email} already has an account; nothing was changed (an admin can grant the role in the console).`,
      );
    }
    console.log(`Admin account created: ${input.output.email}`);
  } finally {
    await database.close();
  }
}

class UsageError extends Error {}

/** Asks without echoing what is typed (a password). */
async function askHidden(prompt: ReturnType<typeof createInterface>, question: string) {
  const output = process.stdout;
  const write = output.write.bind(output);
  let muted = false;
  // NOTE: readline has no hidden mode; silencing its echo while the answer is typed is the
  // usual way (Node's own docs suggest overriding the output's write).
  output.write = ((chunk: string | Uint8Array, ...rest: never[]) =>
    muted ? true : write(chunk, ...rest)) as typeof output.write;
  try {
    const answer = prompt.question(`${question}: `);
    muted = true;
    return await answer;
  } finally {
    muted = false;
    output.write = write;
    write("\n");
  }
}

main().catch((error: unknown) => {
  const known =
    error instanceof UsageError || error instanceof EnvError || error instanceof DataDirLockedError;
  // A failed insert's message would carry the address and the password's hash: not on a terminal.
  console.error(
    known
      ? error.message
      : `The admin account could not be created: ${serializeError(error).message}`,
  );
  process.exit(1);
});
