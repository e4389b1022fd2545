// `pnpm zatca:onboard`: onboards the fair's e-invoicing unit with ZATCA (docs/deploy.md). Makes
// the unit's key and a CSR from the seller the administration set, exchanges the Fatoora
// portal's one-time password (ZATCA_OTP, or asked) for a compliance certificate, passes the
// compliance checks with a sample invoice and credit note, and writes the production certificate,
// the key and the secret into --out (or ZATCA_DIR): a folder outside the repository, readable by
// the server's user only. ZATCA_MODE says where: simulation, sandbox or production.
import { randomUUID } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import { relative, resolve } from "node:path";
import { createInterface } from "node:readline/promises";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { isSellerComplete } from "@rawaq/domain/seller";
import { readSeller } from "../core/seller.ts";
import { openDatabase } from "../db/client.ts";
import { DataDirLockedError } from "../db/lock.ts";
import { EnvError, loadEnv } from "../env.ts";
import { serializeError } from "../lib/logger.ts";
import { ZATCA_URLS, zatcaClient } from "../lib/zatca/client.ts";
import { OnboardingError, onboardUnit, unitFiles } from "../lib/zatca/onboarding.ts";
import { sampleDocument } from "../lib/zatca/parties.ts";
import { createSimulator } from "../lib/zatca/simulator.ts";

const REPOSITORY = fileURLToPath(new URL("../../../../", import.meta.url));

class UsageError extends Error {}

async function main() {
  const env = loadEnv();
  const { values: flags } = parseArgs({
    options: {
      out: { type: "string" },
      "unit-name": { type: "string" },
      branch: { type: "string" },
      "short-address": { type: "string" },
      category: { type: "string" },
    },
  });
  const mode = env.ZATCA_MODE;
  if (mode === "off") {
    throw new UsageError("Set ZATCA_MODE to simulation, sandbox or production first.");
  }
  const out = flags.out ?? process.env.ZATCA_DIR;
  if (!out) throw new UsageError("Say where the unit's files go: --out <folder> or ZATCA_DIR.");
  const folder = resolve(out);
  const inside = relative(REPOSITORY, folder);
  if (!inside.startsWith("..") && !inside.startsWith("/")) {
    throw new UsageError(`${folder} is inside the repository: keys never go there.`);
  }

  const database = env.DATABASE_URL
    ? await openDatabase({ kind: "postgres", url: env.DATABASE_URL })
    : await openDatabase({ kind: "pglite", dataDir: resolve(env.DATA_DIR) });
  const seller = await readSeller(database.db).finally(() => database.close());
  if (!isSellerComplete(seller)) {
    throw new UsageError(
      "The seller is not complete: the administration sets its names, VAT number, commercial registration and national address at /admin/seller first.",
    );
  }

  let otp = process.env.ZATCA_OTP;
  if (!otp) {
    if (!process.stdin.isTTY) throw new UsageError("No one-time password: set ZATCA_OTP.");
    const prompt = createInterface({ input: process.stdin, output: process.stdout });
    otp = (await prompt.question("One-time password from the Fatoora portal: ")).trim();
    prompt.close();
  }

  const inProcess = mode === "simulation" && !env.ZATCA_API_URL ? createSimulator() : null;
  const client = inProcess
    ? zatcaClient("http://zatca.simulator", inProcess.app.fetch)
    : zatcaClient(env.ZATCA_API_URL ?? ZATCA_URLS[mode as keyof typeof ZATCA_URLS]);
  const now = new Date();
  const unit = await onboardUnit({
    client,
    mode,
    otp,
    fields: {
      commonName: flags["unit-name"] ?? "Rawaq-1",
      organization: seller.name_en,
      organizationUnit: flags.branch ?? seller.city,
      vatNumber: seller.vat_number,
      serialNumber: `1-Rawaq|2-1.0|3-${randomUUID()}`,
      address: flags["short-address"] ?? `${seller.building_number} ${seller.zip}`,
      category: flags.category ?? "Book fairs",
    },
    sample: (kind, icv, pih) => sampleDocument(seller, kind, icv, pih, now),
    now,
  });
  const files = unitFiles(unit);
  await mkdir(folder, { recursive: true, mode: 0o700 });
  await writeFile(resolve(folder, "key.pem"), files.key, { mode: 0o600 });
  await writeFile(resolve(folder, "certificate.pem"), files.certificate, { mode: 0o644 });
  await writeFile(resolve(folder, "secret"), `${files.secret}\n`, { mode: 0o600 });
  console.log(
    `The unit is onboarded (${mode}); its certificate's serial is ${unit.certificate.serialNumber}.`,
  );
  console.log("Start the servers with:");
  console.log(`  ZATCA_MODE=${mode}`);
  console.log(`  ZATCA_KEY_FILE=${resolve(folder, "key.pem")}`);
  console.log(`  ZATCA_CERTIFICATE_FILE=${resolve(folder, "certificate.pem")}`);
  console.log(`  ZATCA_SECRET_FILE=${resolve(folder, "secret")}`);
}

main().catch((error: unknown) => {
  const known =
    error instanceof UsageError ||
    error instanceof EnvError ||
    error instanceof DataDirLockedError ||
    error instanceof OnboardingError;
  console.error(known ? error.message : `Onboarding failed: ${serializeError(error).message}`);
  process.exit(1);
});
