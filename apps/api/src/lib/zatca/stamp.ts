import {
  type KeyObject,
  X509Certificate,
  createHash,
  createPublicKey,
  sign,
  verify,
} from "node:crypto";
import { DOMParser, type Document, type Element } from "@xmldom/xmldom";
import { encodeTlvQr } from "@rawaq/domain/payments";
import { halalasToSar } from "@rawaq/domain/money";
import { C14nCanonicalization } from "xml-crypto";
import { NS, type UblDocument, buildUbl, riyadhDateTime } from "./ubl.ts";

// The cryptographic stamp ZATCA asks of a signing unit (decision 084): the invoice hash, an
// enveloped XAdES signature with ECDSA on secp256k1, and the phase-2 QR. The digests of the
// certificate and of the signed properties are written as ZATCA's SDK writes them: base64 of the
// hexadecimal SHA-256; the invoice hash is base64 of the SHA-256 itself.

/** The unit's key and certificate: what signs every document. */
export interface SigningUnit {
  privateKey: KeyObject;
  certificate: X509Certificate;
}

const C14N11 = "http://www.w3.org/2006/12/xml-c14n11";
const SHA256 = "http://www.w3.org/2001/04/xmlenc#sha256";
const XPATH = "http://www.w3.org/TR/1999/REC-xpath-19991116";

const sha256 = (data: string | Uint8Array) => createHash("sha256").update(data).digest();
const hexDigestBase64 = (data: string | Uint8Array) =>
  Buffer.from(sha256(data).toString("hex")).toString("base64");

export function parseXml(xml: string): Document {
  const errors: string[] = [];
  const document = new DOMParser({
    onError: (level, message) => {
      if (level !== "warning") errors.push(message);
    },
  }).parseFromString(xml, "application/xml");
  if (errors.length || !document.documentElement) {
    throw new Error(`not well-formed XML: ${errors[0] ?? "no root element"}`);
  }
  return document;
}

function children(parent: Element, namespace: string, localName: string): Element[] {
  const found: Element[] = [];
  for (let node = parent.firstChild; node; node = node.nextSibling) {
    if (node.nodeType === 1) {
      const element = node as Element;
      if (element.namespaceURI === namespace && element.localName === localName)
        found.push(element);
    }
  }
  return found;
}

const canonical = (
  node: Element,
  ancestorNamespaces: { prefix: string; namespaceURI: string }[] = [],
) => new C14nCanonicalization().process(node, { ancestorNamespaces });

/**
 * The invoice hash: SHA-256 of the document's C14N 1.1 form without its UBL extensions, its
 * `cac:Signature` and its QR reference (the three XPath transforms of the signature's first
 * reference), in base64. Inclusive C14N 1.0 and 1.1 differ only on xml:id and xml:base in a
 * document subset; the whole document is canonicalised here, so they agree.
 */
export function invoiceHash(xml: string): string {
  const root = parseXml(xml).documentElement!;
  const removed = [
    ...children(root, NS.ext, "UBLExtensions"),
    ...children(root, NS.cac, "Signature"),
    ...children(root, NS.cac, "AdditionalDocumentReference").filter(
      (reference) => children(reference, NS.cbc, "ID")[0]?.textContent === "QR",
    ),
  ];
  for (const element of removed) root.removeChild(element);
  return sha256(canonical(root)).toString("base64");
}

/** The certificate as the signature's KeyInfo carries it: its DER in base64. */
export const certificateBase64 = (certificate: X509Certificate) =>
  certificate.raw.toString("base64");

/** An X.509 name as ZATCA's samples print the issuer: "CN=…, DC=…", most specific first. */
export function issuerName(certificate: X509Certificate): string {
  // eslint-disable-next-line rawaq/no-assembled-text -- an X.509 name's syntax (RFC 4514), not prose
  return certificate.issuer.split("\n").reverse().join(", ");
}

function signedProperties(signingTime: string, certificate: X509Certificate): string {
  return (
    `<xades:SignedProperties Id="xadesSignedProperties"><xades:SignedSignatureProperties>` +
    `<xades:SigningTime>${signingTime}</xades:SigningTime><xades:SigningCertificate><xades:Cert>` +
    `<xades:CertDigest><ds:DigestMethod Algorithm="${SHA256}"></ds:DigestMethod>` +
    `<ds:DigestValue>${hexDigestBase64(certificateBase64(certificate))}</ds:DigestValue></xades:CertDigest>` +
    `<xades:IssuerSerial><ds:X509IssuerName>${escapeText(issuerName(certificate))}</ds:X509IssuerName>` +
    `<ds:X509SerialNumber>${BigInt(`0x${certificate.serialNumber}`).toString()}</ds:X509SerialNumber>` +
    `</xades:IssuerSerial></xades:Cert></xades:SigningCertificate></xades:SignedSignatureProperties>` +
    `</xades:SignedProperties>`
  );
}

const escapeText = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

function transform(xpath: string) {
  return `<ds:Transform Algorithm="${XPATH}"><ds:XPath>${escapeText(xpath)}</ds:XPath></ds:Transform>`;
}

function extensions(parts: {
  hash: string;
  propertiesDigest: string;
  signature: string;
  certificate: X509Certificate;
  properties: string;
}): string {
  const signedInfo =
    `<ds:SignedInfo><ds:CanonicalizationMethod Algorithm="${C14N11}"></ds:CanonicalizationMethod>` +
    `<ds:SignatureMethod Algorithm="http://www.w3.org/2001/04/xmldsig-more#ecdsa-sha256"></ds:SignatureMethod>` +
    `<ds:Reference Id="invoiceSignedData" URI=""><ds:Transforms>` +
    transform("not(//ancestor-or-self::ext:UBLExtensions)") +
    transform("not(//ancestor-or-self::cac:Signature)") +
    transform("not(//ancestor-or-self::cac:AdditionalDocumentReference[cbc:ID='QR'])") +
    `<ds:Transform Algorithm="${C14N11}"></ds:Transform></ds:Transforms>` +
    `<ds:DigestMethod Algorithm="${SHA256}"></ds:DigestMethod><ds:DigestValue>${parts.hash}</ds:DigestValue>` +
    `</ds:Reference><ds:Reference Type="http://www.w3.org/2000/09/xmldsig#SignatureProperties" URI="#xadesSignedProperties">` +
    `<ds:DigestMethod Algorithm="${SHA256}"></ds:DigestMethod><ds:DigestValue>${parts.propertiesDigest}</ds:DigestValue>` +
    `</ds:Reference></ds:SignedInfo>`;
  return (
    `<ext:UBLExtensions><ext:UBLExtension><ext:ExtensionURI>urn:oasis:names:specification:ubl:dsig:enveloped:xades</ext:ExtensionURI>` +
    `<ext:ExtensionContent><sig:UBLDocumentSignatures xmlns:sig="${NS.sig}" xmlns:sac="${NS.sac}" xmlns:sbc="${NS.sbc}">` +
    `<sac:SignatureInformation><cbc:ID>urn:oasis:names:specification:ubl:signature:1</cbc:ID>` +
    `<sbc:ReferencedSignatureID>urn:oasis:names:specification:ubl:signature:Invoice</sbc:ReferencedSignatureID>` +
    `<ds:Signature xmlns:ds="${NS.ds}" Id="signature">${signedInfo}` +
    `<ds:SignatureValue>${parts.signature}</ds:SignatureValue>` +
    `<ds:KeyInfo><ds:X509Data><ds:X509Certificate>${certificateBase64(parts.certificate)}</ds:X509Certificate></ds:X509Data></ds:KeyInfo>` +
    `<ds:Object><xades:QualifyingProperties xmlns:xades="${NS.xades}" Target="signature">${parts.properties}</xades:QualifyingProperties></ds:Object>` +
    `</ds:Signature></sac:SignatureInformation></sig:UBLDocumentSignatures></ext:ExtensionContent></ext:UBLExtension></ext:UBLExtensions>`
  );
}

/** The signed properties' element in a signed document, and their digest as ZATCA writes it. */
function signedPropertiesDigest(document: Document): string {
  const element = document.getElementsByTagNameNS(NS.xades, "SignedProperties")[0];
  if (!element) throw new Error("the document has no signed properties");
  const inScope: { prefix: string; namespaceURI: string }[] = [];
  const seen = new Set<string>();
  for (let node = element.parentNode; node && node.nodeType === 1; node = node.parentNode) {
    const attributes = (node as Element).attributes;
    for (let i = 0; i < attributes.length; i++) {
      const attribute = attributes.item(i)!;
      const prefix =
        attribute.name === "xmlns"
          ? ""
          : attribute.name.startsWith("xmlns:")
            ? attribute.localName!
            : null;
      if (prefix === null || seen.has(prefix)) continue;
      seen.add(prefix);
      inScope.push({ prefix, namespaceURI: attribute.value });
    }
  }
  return hexDigestBase64(canonical(element, inScope));
}

/** The phase-2 QR of a standard document: tags 1–8. */
export function stampQr(
  doc: Pick<UblDocument, "seller" | "issued_at" | "total_halalas" | "vat_halalas">,
  hash: string,
  signature: string,
  certificate: X509Certificate,
): string {
  const issued = riyadhDateTime(doc.issued_at);
  return encodeTlvQr([
    doc.seller.name,
    doc.seller.vat_number,
    `${issued.date}T${issued.time}`,
    halalasToSar(doc.total_halalas),
    halalasToSar(doc.vat_halalas),
    hash,
    signature,
    certificate.publicKey.export({ format: "der", type: "spki" }),
  ]);
}

export interface StampedDocument {
  xml: string;
  hash: string;
  qr: string;
}

/**
 * Signs a document: hashes it, signs the hash with the unit's key (SHA256withECDSA over the hash's
 * bytes, as ZATCA's SDK does), writes the XAdES signature and the QR into it.
 */
export function stampDocument(
  doc: UblDocument,
  unit: SigningUnit,
  signingTime: Date,
): StampedDocument {
  const hash = invoiceHash(buildUbl(doc));
  const signature = sign("sha256", Buffer.from(hash, "base64"), {
    key: unit.privateKey,
    dsaEncoding: "der",
  }).toString("base64");
  const time = riyadhDateTime(signingTime);
  const properties = signedProperties(`${time.date}T${time.time}`, unit.certificate);
  const qr = stampQr(doc, hash, signature, unit.certificate);
  const draft = (propertiesDigest: string) =>
    buildUbl(doc, {
      qr,
      extensions: extensions({
        hash,
        propertiesDigest,
        signature,
        certificate: unit.certificate,
        properties,
      }),
    });
  // The properties' canonical form depends on their place (the namespaces in scope), not on the
  // digest written beside them: measured in a draft, then written.
  const xml = draft(signedPropertiesDigest(parseXml(draft(""))));
  return { xml, hash, qr };
}

/** What a signed document carries, read back; what the simulator and the tests check. */
export function readStamp(xml: string) {
  const document = parseXml(xml);
  const value = (namespace: string, name: string, index = 0) =>
    document.getElementsByTagNameNS(namespace, name)[index]?.textContent ?? "";
  const references = document.getElementsByTagNameNS(NS.ds, "Reference");
  const referenceDigest = (index: number) =>
    references[index]?.getElementsByTagNameNS(NS.ds, "DigestValue")[0]?.textContent ?? "";
  const attachments = Array.from(
    document.getElementsByTagNameNS(NS.cac, "AdditionalDocumentReference"),
  );
  const attachment = (id: string) => {
    const reference = attachments.find(
      (item) => children(item, NS.cbc, "ID")[0]?.textContent === id,
    );
    return (
      reference?.getElementsByTagNameNS(
        NS.cbc,
        id === "ICV" ? "UUID" : "EmbeddedDocumentBinaryObject",
      )[0]?.textContent ?? ""
    );
  };
  return {
    document,
    hashDigest: referenceDigest(0),
    propertiesDigest: referenceDigest(1),
    signature: value(NS.ds, "SignatureValue"),
    certificate: value(NS.ds, "X509Certificate"),
    certificateDigest: value(NS.ds, "DigestValue", 2),
    icv: attachment("ICV"),
    pih: attachment("PIH"),
    qr: attachment("QR"),
    uuid: children(document.documentElement!, NS.cbc, "UUID")[0]?.textContent ?? "",
  };
}

/**
 * Checks a signed document's stamp as ZATCA does; returns what is wrong (empty when it holds):
 * the hash against the document, the signature against the certificate it carries, the digests
 * of the certificate and of the signed properties, and the QR's hash, signature and key.
 */
export function stampFaults(xml: string): string[] {
  let stamp: ReturnType<typeof readStamp>;
  try {
    stamp = readStamp(xml);
  } catch (error) {
    return [(error as Error).message];
  }
  const faults: string[] = [];
  const hash = invoiceHash(xml);
  if (stamp.hashDigest !== hash) faults.push("invoice hash");
  let certificate: X509Certificate | undefined;
  try {
    certificate = new X509Certificate(Buffer.from(stamp.certificate, "base64"));
  } catch {
    faults.push("certificate");
  }
  if (certificate) {
    const isSigned = verify(
      "sha256",
      Buffer.from(hash, "base64"),
      {
        key: createPublicKey(certificate.publicKey.export({ format: "pem", type: "spki" })),
        dsaEncoding: "der",
      },
      Buffer.from(stamp.signature, "base64"),
    );
    if (!isSigned) faults.push("signature");
    if (stamp.certificateDigest !== hexDigestBase64(stamp.certificate))
      faults.push("certificate digest");
    const qr = decodeTlv(stamp.qr);
    if (qr.get(6)?.toString() !== hash || qr.get(7)?.toString() !== stamp.signature)
      faults.push("QR");
    const key = certificate.publicKey.export({ format: "der", type: "spki" });
    if (!qr.get(8)?.equals(key)) faults.push("QR public key");
  }
  if (stamp.propertiesDigest !== signedPropertiesDigest(stamp.document))
    faults.push("signed properties");
  return faults;
}

/** A QR's fields by tag, as bytes. */
export function decodeTlv(base64: string): Map<number, Buffer> {
  const bytes = Buffer.from(base64, "base64");
  const fields = new Map<number, Buffer>();
  for (let at = 0; at + 2 <= bytes.length; at += 2 + bytes[at + 1]!) {
    fields.set(bytes[at]!, bytes.subarray(at + 2, at + 2 + bytes[at + 1]!));
  }
  return fields;
}
