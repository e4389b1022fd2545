import { execFileSync } from "node:child_process";
import { X509Certificate, createHash, randomUUID } from "node:crypto";
import { secp256k1 } from "@noble/curves/secp256k1.js";
import { beforeAll, describe, expect, it } from "vitest";
import { zatcaClient } from "../src/lib/zatca/client.ts";
import { onboardUnit } from "../src/lib/zatca/onboarding.ts";
import { sampleDocument } from "../src/lib/zatca/parties.ts";
import { SIMULATOR_OTP, createSimulator } from "../src/lib/zatca/simulator.ts";
import { decodeTlv, invoiceHash, stampDocument, stampFaults } from "../src/lib/zatca/stamp.ts";
import { FIRST_PIH, type UblDocument, buildUbl } from "../src/lib/zatca/ubl.ts";
import { type LoadedUnit, newUnitKey, pem, unitCsr } from "../src/lib/zatca/unit.ts";
import { sellerData } from "./fixtures.ts";

const seller = { ...sellerData, updated_at: null };
const now = new Date("2026-12-07T09:30:00Z");
const fields = {
  commonName: "Rawaq-1",
  organization: "Literature, Publishing and Translation Commission",
  organizationUnit: "Riyadh Book Fair",
  vatNumber: seller.vat_number,
  serialNumber: "1-Rawaq|2-1.0|3-6f4d20e0-6bfe-4a80-9389-7dabe6620f12",
  address: "RRRD2929",
  category: "Book fairs",
};

let unit: LoadedUnit;
const simulator = createSimulator();
const client = zatcaClient("http://zatca.simulator", simulator.app.fetch);

beforeAll(async () => {
  unit = await onboardUnit({
    client,
    mode: "simulation",
    otp: SIMULATOR_OTP,
    fields,
    sample: (kind, icv, pih) => sampleDocument(seller, kind, icv, pih, now),
    now,
  });
});

function doc(overrides: Partial<UblDocument> = {}): UblDocument {
  return {
    ...sampleDocument(seller, "invoice", 1, FIRST_PIH, now),
    uuid: randomUUID(),
    ...overrides,
  };
}

/** libxml2's canonicaliser, not the one the code uses (xml-crypto). */
function xmllintC14n11(xml: string): Buffer {
  return execFileSync("xmllint", ["--c14n11", "-"], { input: xml });
}

describe("the stamp, checked by other implementations", () => {
  it("ZATCA's first PIH is base64 of the hexadecimal SHA-256 of 0", () => {
    const hex = createHash("sha256").update("0").digest("hex");
    expect(Buffer.from(hex).toString("base64")).toBe(FIRST_PIH);
  });

  it("the invoice hash is libxml2's C14N 1.1 of the document without the stamp's three parts", () => {
    const stamped = stampDocument(doc(), unit, now);
    const withoutStamp = stamped.xml
      .replace(/<ext:UBLExtensions>.*<\/ext:UBLExtensions>/s, "")
      .replace(/<cac:Signature>.*?<\/cac:Signature>/s, "")
      .replace(
        /<cac:AdditionalDocumentReference><cbc:ID>QR<\/cbc:ID>.*?<\/cac:AdditionalDocumentReference>/s,
        "",
      );
    expect(withoutStamp).not.toContain("ds:Signature");
    const expected = createHash("sha256").update(xmllintC14n11(withoutStamp)).digest("base64");
    expect(stamped.hash).toBe(expected);
    expect(invoiceHash(stamped.xml)).toBe(expected);
  });

  it("the signature verifies with another secp256k1 library, over the hash's bytes", () => {
    const stamped = stampDocument(doc(), unit, now);
    const signature = /<ds:SignatureValue>([^<]+)</.exec(stamped.xml)![1]!;
    const publicKey = unit.certificate.publicKey
      .export({ format: "der", type: "spki" })
      .subarray(-65);
    const message = createHash("sha256").update(Buffer.from(stamped.hash, "base64")).digest();
    expect(
      secp256k1.verify(Buffer.from(signature, "base64"), message, publicKey, {
        prehash: false,
        format: "der",
        lowS: false,
      }),
    ).toBe(true);
    const other = createHash("sha256")
      .update(Buffer.from(invoiceHash(buildUbl(doc({ total_halalas: 1 }))), "base64"))
      .digest();
    expect(
      secp256k1.verify(Buffer.from(signature, "base64"), other, publicKey, {
        prehash: false,
        format: "der",
        lowS: false,
      }),
    ).toBe(false);
  });

  it("the QR holds tags 1 to 8: seller, VAT number, time, totals, hash, signature, public key", () => {
    const stamped = stampDocument(doc(), unit, now);
    const tags = decodeTlv(stamped.qr);
    expect([...tags.keys()]).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(tags.get(1)!.toString()).toBe(seller.name_ar);
    expect(tags.get(2)!.toString()).toBe(seller.vat_number);
    expect(tags.get(3)!.toString()).toBe("2026-12-07T12:30:00");
    expect(tags.get(4)!.toString()).toBe("1150.00");
    expect(tags.get(5)!.toString()).toBe("150.00");
    expect(tags.get(6)!.toString()).toBe(stamped.hash);
    expect(
      tags.get(8)!.equals(unit.certificate.publicKey.export({ format: "der", type: "spki" })),
    ).toBe(true);
    expect(stamped.xml).toContain(
      `<cbc:EmbeddedDocumentBinaryObject mimeCode="text/plain">${stamped.qr}<`,
    );
  });

  it("a stamped document holds; any change to what was signed is found", () => {
    const stamped = stampDocument(doc(), unit, now);
    expect(stampFaults(stamped.xml)).toEqual([]);
    expect(
      stampFaults(
        stamped.xml.replace(
          '<cbc:PayableAmount currencyID="SAR">1150.00',
          '<cbc:PayableAmount currencyID="SAR">1.00',
        ),
      ),
    ).toContain("invoice hash");
    expect(
      stampFaults(
        stamped.xml.replace(
          /<ds:SignatureValue>[^<]+/,
          `<ds:SignatureValue>${stampDocument(doc(), unit, now).xml.match(/<ds:SignatureValue>([^<]+)/)![1]}`,
        ),
      ),
    ).toContain("signature");
    expect(
      stampFaults(
        stamped.xml.replace(/<xades:SigningTime>[^<]+/, "<xades:SigningTime>2020-01-01T00:00:00"),
      ),
    ).toContain("signed properties");
  });

  it("the certificate names the unit, and its key is the unit's", () => {
    expect(unit.certificate.subject).toContain("CN=Rawaq-1");
    expect(unit.certificate.checkPrivateKey(unit.privateKey)).toBe(true);
    expect(new X509Certificate(unit.certificate.raw).subjectAltName).toContain("310122393500003");
  });
});

describe("the certificate signing request", () => {
  it("OpenSSL verifies it and reads ZATCA's fields in it", () => {
    const csr = pem("CERTIFICATE REQUEST", unitCsr(newUnitKey(), fields, "production"));
    const text = execFileSync("openssl", ["req", "-verify", "-noout", "-text"], {
      input: csr,
      stdio: ["pipe", "pipe", "pipe"],
    }).toString();
    expect(text).toMatch(
      /Subject: C = SA, OU = Riyadh Book Fair, O = "Literature, Publishing and Translation Commission", CN = Rawaq-1/,
    );
    expect(text).toContain("secp256k1");
    expect(text).toContain("ZATCA-Code-Signing");
    expect(text).toContain("310122393500003");
    expect(text).toContain("1-Rawaq|2-1.0|3-6f4d20e0-6bfe-4a80-9389-7dabe6620f12");
    expect(text).toContain("ecdsa-with-SHA256");
  });
});
