import { type KeyObject, createPublicKey, sign, verify } from "node:crypto";

// The little of ASN.1 DER that a signing unit needs: its certificate signing request (PKCS #10,
// with the fields ZATCA asks for) and, for the simulator and the demo, a certificate. Node reads
// certificates (X509Certificate) but writes neither, and OpenSSL's command line is not on every
// server; these ~150 lines are tested against `openssl req -verify` and Node's own parser.

const ECDSA_WITH_SHA256 = "1.2.840.10045.4.3.2";

/** One DER value: its tag byte and its content. */
export function tlv(tag: number, content: Uint8Array): Uint8Array {
  const length = content.length;
  let header: number[];
  if (length < 0x80) header = [tag, length];
  else {
    const bytes: number[] = [];
    for (let rest = length; rest > 0; rest = Math.floor(rest / 256)) bytes.unshift(rest % 256);
    header = [tag, 0x80 | bytes.length, ...bytes];
  }
  return Buffer.concat([Uint8Array.from(header), content]);
}

export const sequence = (...items: Uint8Array[]) => tlv(0x30, Buffer.concat(items));
export const set = (...items: Uint8Array[]) => tlv(0x31, Buffer.concat(items));
export const utf8 = (text: string) => tlv(0x0c, Buffer.from(text, "utf8"));
export const printable = (text: string) => tlv(0x13, Buffer.from(text, "latin1"));
export const octets = (bytes: Uint8Array) => tlv(0x04, bytes);
/** A BIT STRING of whole bytes. */
export const bits = (bytes: Uint8Array) => tlv(0x03, Buffer.concat([Uint8Array.of(0), bytes]));
/** `[n]` EXPLICIT, or IMPLICIT constructed when the content is already the inner value's. */
export const context = (n: number, content: Uint8Array) => tlv(0xa0 + n, content);

/** A non-negative INTEGER from its big-endian bytes (a leading zero keeps it positive). */
export function integer(value: Uint8Array | number): Uint8Array {
  let bytes = typeof value === "number" ? Buffer.from([value]) : Buffer.from(value);
  while (bytes.length > 1 && bytes[0] === 0 && bytes[1]! < 0x80) bytes = bytes.subarray(1);
  if (bytes[0]! >= 0x80) bytes = Buffer.concat([Uint8Array.of(0), bytes]);
  return tlv(0x02, bytes);
}

export function oid(dotted: string): Uint8Array {
  const [first, second, ...rest] = dotted.split(".").map(Number);
  const bytes = [first! * 40 + second!];
  for (const part of rest) {
    const groups: number[] = [];
    for (let value = part; ; value = Math.floor(value / 128)) {
      groups.unshift((value % 128) | (groups.length ? 0x80 : 0));
      if (value < 128) break;
    }
    bytes.push(...groups);
  }
  return tlv(0x06, Uint8Array.from(bytes));
}

/** UTCTime, as certificates write dates before 2050. */
export function utcTime(date: Date): Uint8Array {
  const text = date.toISOString().replace(/[-:T]/g, "").slice(2, 14) + "Z";
  return tlv(0x17, Buffer.from(text, "latin1"));
}

/** Attribute types of a distinguished name and of ZATCA's alternative name. */
export const NAME_OIDS = {
  C: "2.5.4.6",
  O: "2.5.4.10",
  OU: "2.5.4.11",
  CN: "2.5.4.3",
  SN: "2.5.4.5",
  UID: "0.9.2342.19200300.100.1.1",
  title: "2.5.4.12",
  registeredAddress: "2.5.4.26",
  businessCategory: "2.5.4.15",
} as const;

/** A distinguished name from attributes in order (the country is a PrintableString). */
export function name(attributes: readonly (readonly [keyof typeof NAME_OIDS, string])[]) {
  return sequence(
    ...attributes.map(([type, value]) =>
      set(sequence(oid(NAME_OIDS[type]), type === "C" ? printable(value) : utf8(value))),
    ),
  );
}

/** An extension: its OID and its DER value, wrapped in an OCTET STRING. */
export const extension = (id: string, value: Uint8Array) => sequence(oid(id), octets(value));

function signed(body: Uint8Array, key: KeyObject): Uint8Array {
  const signature = sign("sha256", body, { key, dsaEncoding: "der" });
  return sequence(body, sequence(oid(ECDSA_WITH_SHA256)), bits(signature));
}

/** A PKCS #10 request for `subject` with `extensions`, signed by the key it asks a certificate for. */
export function certificationRequest(
  privateKey: KeyObject,
  subject: Uint8Array,
  extensions: Uint8Array[],
): Uint8Array {
  const spki = createPublicKey(privateKey).export({ format: "der", type: "spki" });
  const extensionRequest = sequence(oid("1.2.840.113549.1.9.14"), set(sequence(...extensions)));
  return signed(sequence(integer(0), subject, spki, context(0, extensionRequest)), privateKey);
}

/** A certificate for `spki` named `subject`, signed by `issuerKey` in the name of `issuer`. */
export function certificate(options: {
  serial: Uint8Array;
  issuer: Uint8Array;
  subject: Uint8Array;
  spki: Uint8Array;
  notBefore: Date;
  notAfter: Date;
  extensions: Uint8Array[];
  issuerKey: KeyObject;
}): Uint8Array {
  const tbs = sequence(
    context(0, integer(2)),
    integer(options.serial),
    sequence(oid(ECDSA_WITH_SHA256)),
    options.issuer,
    sequence(utcTime(options.notBefore), utcTime(options.notAfter)),
    options.subject,
    options.spki,
    ...(options.extensions.length ? [context(3, sequence(...options.extensions))] : []),
  );
  return signed(tbs, options.issuerKey);
}

/** One parsed DER value: its tag, its whole bytes and, for a constructed one, its children. */
export interface DerNode {
  tag: number;
  bytes: Uint8Array;
  content: Uint8Array;
  children: DerNode[];
}

/** Reads a DER value (a request the simulator receives); throws on anything malformed. */
export function readDer(bytes: Uint8Array, at = 0): DerNode {
  const tag = bytes[at];
  let length = bytes[at + 1];
  if (tag === undefined || length === undefined) throw new Error("truncated DER");
  let start = at + 2;
  if (length & 0x80) {
    const count = length & 0x7f;
    if (count < 1 || count > 4) throw new Error("unsupported DER length");
    length = 0;
    for (let i = 0; i < count; i++) length = length * 256 + bytes[start + i]!;
    start += count;
  }
  const end = start + length;
  if (end > bytes.length) throw new Error("truncated DER");
  const content = bytes.subarray(start, end);
  const children: DerNode[] = [];
  if (tag & 0x20) {
    for (let offset = 0; offset < content.length;) {
      const child = readDer(content, offset);
      children.push(child);
      offset += child.bytes.length;
    }
  }
  return { tag, bytes: bytes.subarray(at, end), content, children };
}

/** A certification request's parts, once its signature is checked with its own key. */
export function readCertificationRequest(der: Uint8Array) {
  const [info, , signature] = readDer(der).children;
  const [, subject, spki, attributes] = info?.children ?? [];
  if (!info || !subject || !spki || !signature) throw new Error("not a certification request");
  const publicKey = createPublicKey({ key: Buffer.from(spki.bytes), format: "der", type: "spki" });
  const isSigned = verify(
    "sha256",
    info.bytes,
    { key: publicKey, dsaEncoding: "der" },
    signature.content.subarray(1),
  );
  if (!isSigned) throw new Error("the request's signature does not match its key");
  const extensions =
    attributes?.children[0]?.children[1]?.children[0]?.children.map((item) => item.bytes) ?? [];
  return { subject: subject.bytes, spki: spki.bytes, publicKey, extensions };
}
