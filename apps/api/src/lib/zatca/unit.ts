import {
  type KeyObject,
  X509Certificate,
  createPrivateKey,
  generateKeyPairSync,
  randomBytes,
} from "node:crypto";
import { readFileSync } from "node:fs";
import { certificationRequest, extension, name, printable, sequence, context } from "./der.ts";
import type { UnitCredentials, ZatcaClient } from "./client.ts";
import type { SigningUnit } from "./stamp.ts";

// The signing unit: the key that stamps the fair's documents, its certificate from ZATCA, and the
// secret that goes with the certificate when Rawaq calls ZATCA. Keys and secrets live in files
// outside the repository (or the environment), never in the database, never in a log.

export type ZatcaMode = "off" | "simulation" | "sandbox" | "production";

export interface LoadedUnit extends SigningUnit {
  credentials: UnitCredentials;
}

/** E-invoicing switched on: the mode, the signing unit, and where clearance is asked. */
export interface Zatca {
  mode: Exclude<ZatcaMode, "off">;
  unit: LoadedUnit;
  client: ZatcaClient;
}

/** ZATCA's certificate template for each environment (the CSR's 1.3.6.1.4.1.311.20.2). */
export const CERTIFICATE_TEMPLATES: Record<Exclude<ZatcaMode, "off">, string> = {
  simulation: "PREZATCA-Code-Signing",
  sandbox: "TSTZATCA-Code-Signing",
  production: "ZATCA-Code-Signing",
};

/** What ZATCA asks a CSR to say about the unit and the taxpayer. */
export interface CsrFields {
  /** The unit's name (CN), for example "Rawaq-1". */
  commonName: string;
  /** The taxpayer's legal name (O). */
  organization: string;
  /** The branch (OU); a VAT group's member writes its TIN. */
  organizationUnit: string;
  /** The seller's VAT number (UID). */
  vatNumber: string;
  /** "1-Rawaq|2-1.0|3-<unit uuid>": solution, version and the unit's serial (SN). */
  serialNumber: string;
  /** The unit's address (registeredAddress): the national address's short form. */
  address: string;
  /** The business category, for example "Book fairs". */
  category: string;
}

export function newUnitKey(): KeyObject {
  return generateKeyPairSync("ec", { namedCurve: "secp256k1" }).privateKey;
}

/**
 * The certificate signing request for a unit: subject C=SA, OU, O, CN; the template extension of
 * the environment; and the alternative name with the unit's serial, the VAT number, the invoice
 * types it issues ("1000": standard invoices only), its address and category.
 */
export function unitCsr(
  key: KeyObject,
  fields: CsrFields,
  mode: Exclude<ZatcaMode, "off">,
): Uint8Array {
  const subject = name([
    ["C", "SA"],
    ["OU", fields.organizationUnit],
    ["O", fields.organization],
    ["CN", fields.commonName],
  ]);
  const alternativeName = sequence(
    context(
      4,
      name([
        ["SN", fields.serialNumber],
        ["UID", fields.vatNumber],
        ["title", "1000"],
        ["registeredAddress", fields.address],
        ["businessCategory", fields.category],
      ]),
    ),
  );
  return certificationRequest(key, subject, [
    extension("1.3.6.1.4.1.311.20.2", printable(CERTIFICATE_TEMPLATES[mode])),
    extension("2.5.29.17", alternativeName),
  ]);
}

/** A PEM block for DER bytes. */
export function pem(label: string, der: Uint8Array): string {
  const body = Buffer.from(der)
    .toString("base64")
    .replace(/.{1,64}/g, "$&\n");
  return `-----BEGIN ${label}-----\n${body}-----END ${label}-----\n`;
}

/** ZATCA's token for a certificate, and the certificate back from a token. */
export const tokenOf = (certificate: X509Certificate) =>
  Buffer.from(certificate.raw.toString("base64")).toString("base64");
export const certificateOf = (token: string) =>
  new X509Certificate(Buffer.from(Buffer.from(token, "base64").toString("latin1"), "base64"));

/**
 * The unit from its files (ZATCA_KEY_FILE, ZATCA_CERTIFICATE_FILE as `pnpm zatca:onboard` wrote
 * them) and its secret (ZATCA_SECRET, or ZATCA_SECRET_FILE).
 */
export function loadUnit(files: {
  keyFile: string;
  certificateFile: string;
  secret: string;
}): LoadedUnit {
  const privateKey = createPrivateKey(readFileSync(files.keyFile));
  const certificate = new X509Certificate(readFileSync(files.certificateFile));
  if (!certificate.checkPrivateKey(privateKey)) {
    throw new Error("ZATCA_KEY_FILE is not the key of ZATCA_CERTIFICATE_FILE's certificate.");
  }
  return {
    privateKey,
    certificate,
    credentials: { token: tokenOf(certificate), secret: files.secret },
  };
}

export const randomSerial = () => {
  const bytes = randomBytes(16);
  bytes[0]! &= 0x7f;
  return bytes;
};
