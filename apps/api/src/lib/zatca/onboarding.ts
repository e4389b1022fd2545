import { X509Certificate, randomUUID } from "node:crypto";
import type { ZatcaClient } from "./client.ts";
import { stampDocument } from "./stamp.ts";
import { FIRST_PIH, type UblDocument } from "./ubl.ts";
import {
  type CsrFields,
  type LoadedUnit,
  type ZatcaMode,
  certificateOf,
  newUnitKey,
  pem,
  unitCsr,
} from "./unit.ts";

// Onboarding a signing unit (`pnpm zatca:onboard`, docs/deploy.md): a new key, a CSR with ZATCA's
// fields, the Fatoora portal's one-time password exchanged for a compliance certificate, the
// compliance checks passed with a sample invoice and credit note, and the production certificate.

export class OnboardingError extends Error {}

function certificateFrom(answer: { status: number; body: Record<string, unknown> }, step: string) {
  const token = answer.body.binarySecurityToken;
  const secret = answer.body.secret;
  if (answer.status !== 200 || typeof token !== "string" || typeof secret !== "string") {
    throw new OnboardingError(
      `${step}: ZATCA answered ${answer.status} ${JSON.stringify(answer.body)}`,
    );
  }
  return {
    certificate: certificateOf(token),
    credentials: { token, secret },
    requestId: String(answer.body.requestID ?? ""),
  };
}

/**
 * The whole exchange; returns the production unit. `sample` makes a valid document of the seller
 * for the compliance checks (the seller's data must already be complete).
 */
export async function onboardUnit(options: {
  client: ZatcaClient;
  mode: Exclude<ZatcaMode, "off">;
  otp: string;
  fields: CsrFields;
  sample: (kind: UblDocument["kind"], icv: number, pih: string) => UblDocument;
  now: Date;
}): Promise<LoadedUnit> {
  const { client } = options;
  const privateKey = newUnitKey();
  const csr = pem("CERTIFICATE REQUEST", unitCsr(privateKey, options.fields, options.mode));
  const compliance = certificateFrom(
    await client.complianceCsid(options.otp, csr),
    "compliance certificate",
  );
  const complianceUnit = { privateKey, certificate: compliance.certificate };
  let pih = FIRST_PIH;
  const kinds: UblDocument["kind"][] = ["invoice", "credit_note"];
  for (const [index, kind] of kinds.entries()) {
    const doc = { ...options.sample(kind, index + 1, pih), uuid: randomUUID() };
    const stamped = stampDocument(doc, complianceUnit, options.now);
    const answer = await client.complianceCheck(compliance.credentials, {
      uuid: doc.uuid,
      ...stamped,
    });
    if (answer.status !== 200) {
      const errors = answer.body.validationResults?.errorMessages ?? [];
      throw new OnboardingError(
        `compliance check of the sample ${kind}: ${errors.map((e) => `\n  ${e.code} ${e.message}`).join("") || answer.status}`,
      );
    }
    pih = stamped.hash;
  }
  const production = certificateFrom(
    await client.productionCsid(compliance.credentials, compliance.requestId),
    "production certificate",
  );
  if (!production.certificate.checkPrivateKey(privateKey)) {
    throw new OnboardingError("ZATCA's production certificate is not for this unit's key.");
  }
  return { privateKey, certificate: production.certificate, credentials: production.credentials };
}

/** The unit's files' contents: the key (PKCS #8), the certificate (PEM). */
export function unitFiles(unit: LoadedUnit) {
  return {
    key: unit.privateKey.export({ format: "pem", type: "pkcs8" }).toString(),
    certificate: pem("CERTIFICATE", new X509Certificate(unit.certificate.raw).raw),
    secret: unit.credentials.secret,
  };
}
