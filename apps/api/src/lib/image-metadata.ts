import { crc32 } from "node:zlib";

export type ImageType = "image/jpeg" | "image/png" | "image/webp";

/**
 * The image without what it tells about where, when and with what it was taken: EXIF (GPS
 * position, camera, dates, thumbnails), XMP, IPTC, comments, PNG text chunks, and anything else
 * that is not needed to draw it. Lossless: the compressed pixels and the colour profile are
 * copied byte for byte. The EXIF orientation is kept, alone in a one-tag EXIF block, so a photo
 * taken sideways is still shown upright. Unknown or damaged structure is dropped from the first
 * byte that cannot be read as a kept part, so nothing unread slips through.
 */
export function stripImageMetadata(bytes: Uint8Array, type: ImageType): Uint8Array {
  if (type === "image/jpeg") return stripJpeg(bytes);
  if (type === "image/png") return stripPng(bytes);
  return stripWebp(bytes);
}

// --- EXIF -------------------------------------------------------------------------------------

const ORIENTATION_TAG = 0x0112;
const SHORT = 3;

/** The orientation (2–8) in a TIFF block's first directory; undefined for none or the default 1. */
export function tiffOrientation(tiff: Uint8Array): number | undefined {
  if (tiff.length < 8) return undefined;
  const littleEndian = tiff[0] === 0x49 && tiff[1] === 0x49; // "II"
  const bigEndian = tiff[0] === 0x4d && tiff[1] === 0x4d; // "MM"
  if (!littleEndian && !bigEndian) return undefined;
  const view = new DataView(tiff.buffer, tiff.byteOffset, tiff.byteLength);
  if (view.getUint16(2, littleEndian) !== 42) return undefined;
  const directory = view.getUint32(4, littleEndian);
  if (directory + 2 > tiff.length) return undefined;
  const entries = view.getUint16(directory, littleEndian);
  for (let index = 0; index < entries; index += 1) {
    const entry = directory + 2 + index * 12;
    if (entry + 12 > tiff.length) return undefined;
    if (view.getUint16(entry, littleEndian) !== ORIENTATION_TAG) continue;
    if (view.getUint16(entry + 2, littleEndian) !== SHORT) return undefined;
    const orientation = view.getUint16(entry + 8, littleEndian);
    return orientation >= 2 && orientation <= 8 ? orientation : undefined;
  }
  return undefined;
}

/** A big-endian TIFF block whose one directory holds one tag: the orientation. */
export function orientationTiff(orientation: number): Uint8Array {
  // prettier-ignore
  return Uint8Array.from([
    0x4d, 0x4d, 0x00, 0x2a, 0x00, 0x00, 0x00, 0x08, // "MM", 42, first directory at 8
    0x00, 0x01, // one entry
    0x01, 0x12, 0x00, SHORT, 0x00, 0x00, 0x00, 0x01, 0x00, orientation, 0x00, 0x00,
    0x00, 0x00, 0x00, 0x00, // no next directory
  ]);
}

// --- JPEG -------------------------------------------------------------------------------------

const EXIF_HEADER = ascii("Exif\0\0");
const SOS = 0xda;
const EOI = 0xd9;
const COM = 0xfe;

function stripJpeg(bytes: Uint8Array): Uint8Array {
  const parts: Uint8Array[] = [bytes.subarray(0, 2)]; // SOI
  let hasOrientation = false;
  let position = 2;
  while (position < bytes.length) {
    // Where a marker should start, decoders skip stray bytes and fill bytes (0xFF) alike.
    const start = bytes.indexOf(0xff, position);
    if (start === -1) break;
    let at = start;
    while (bytes[at + 1] === 0xff) at += 1;
    const marker = bytes[at + 1];
    if (marker === undefined) break;
    if (marker === EOI) {
      // Whatever follows the image (a second picture, a depth map…) is not kept.
      parts.push(bytes.subarray(at, at + 2));
      break;
    }
    if (isStandaloneMarker(marker)) {
      parts.push(bytes.subarray(at, at + 2));
      position = at + 2;
      continue;
    }
    if (marker === 0x00) {
      position = at + 2;
      continue;
    }
    const length = at + 3 < bytes.length ? (bytes[at + 2]! << 8) | bytes[at + 3]! : 0;
    const end = at + 2 + length;
    const payload = bytes.subarray(at + 4, Math.min(end, bytes.length));
    if (length < 2 || end > bytes.length) {
      // A segment cut short by the end of the file: kept as it is if it is a kept kind.
      if (isKeptJpegSegment(marker, payload)) parts.push(bytes.subarray(at));
      break;
    }
    if (marker === SOS) {
      // The scan's header, then its entropy-coded data up to the next marker.
      const dataEnd = entropyDataEnd(bytes, end);
      parts.push(bytes.subarray(at, dataEnd));
      position = dataEnd;
      continue;
    }
    if (marker === 0xe1 && startsWith(payload, EXIF_HEADER)) {
      const orientation = tiffOrientation(payload.subarray(EXIF_HEADER.length));
      if (orientation && !hasOrientation) {
        hasOrientation = true;
        parts.push(jpegSegment(0xe1, concat([EXIF_HEADER, orientationTiff(orientation)])));
      }
    } else if (isKeptJpegSegment(marker, payload)) {
      parts.push(bytes.subarray(at, end));
    }
    position = end;
  }
  return concat(parts);
}

/** TEM and the restart markers carry no length. */
function isStandaloneMarker(marker: number): boolean {
  return marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);
}

/**
 * Everything but application segments and comments is needed to decode (tables, frame, scans).
 * Of the application segments only JFIF (APP0), the colour profile (APP2 ICC_PROFILE) and
 * Adobe's colour transform (APP14) are kept.
 */
function isKeptJpegSegment(marker: number, payload: Uint8Array): boolean {
  if (marker === COM) return false;
  if (marker < 0xe0 || marker > 0xef) return true;
  if (marker === 0xe0) return startsWith(payload, ascii("JFIF\0"));
  if (marker === 0xe2) return startsWith(payload, ascii("ICC_PROFILE\0"));
  if (marker === 0xee) return startsWith(payload, ascii("Adobe"));
  return false;
}

/** Where a scan's data ends: the first 0xFF that is neither a stuffed 0x00 nor a restart. */
function entropyDataEnd(bytes: Uint8Array, from: number): number {
  for (let at = bytes.indexOf(0xff, from); at !== -1; at = bytes.indexOf(0xff, at + 1)) {
    const next = bytes[at + 1];
    if (next === undefined) break;
    if (next === 0x00 || next === 0xff || (next >= 0xd0 && next <= 0xd7)) continue;
    return at;
  }
  return bytes.length;
}

function jpegSegment(marker: number, payload: Uint8Array): Uint8Array {
  const length = payload.length + 2;
  return concat([Uint8Array.from([0xff, marker, length >> 8, length & 0xff]), payload]);
}

// --- PNG --------------------------------------------------------------------------------------

/** What a PNG decoder draws with (critical chunks, colour, transparency, animation). */
const PNG_KEPT = new Set([
  "IHDR",
  "PLTE",
  "IDAT",
  "IEND",
  "tRNS",
  "cHRM",
  "gAMA",
  "iCCP",
  "sBIT",
  "sRGB",
  "cICP",
  "mDCV",
  "cLLI",
  "bKGD",
  "hIST",
  "pHYs",
  "sPLT",
  "acTL",
  "fcTL",
  "fdAT",
]);

function stripPng(bytes: Uint8Array): Uint8Array {
  const parts: Uint8Array[] = [bytes.subarray(0, 8)]; // signature
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let position = 8;
  while (position + 8 <= bytes.length) {
    const end = position + 12 + view.getUint32(position);
    const type = text(bytes.subarray(position + 4, position + 8));
    if (end > bytes.length) {
      if (PNG_KEPT.has(type)) parts.push(bytes.subarray(position));
      break;
    }
    if (type === "eXIf") {
      const orientation = tiffOrientation(bytes.subarray(position + 8, end - 4));
      if (orientation) parts.push(pngChunk("eXIf", orientationTiff(orientation)));
    } else if (PNG_KEPT.has(type)) {
      parts.push(bytes.subarray(position, end));
    }
    position = end;
    if (type === "IEND") break;
  }
  return concat(parts);
}

function pngChunk(type: string, data: Uint8Array): Uint8Array {
  const typeAndData = concat([ascii(type), data]);
  const chunk = new Uint8Array(typeAndData.length + 8);
  const view = new DataView(chunk.buffer);
  view.setUint32(0, data.length);
  chunk.set(typeAndData, 4);
  view.setUint32(chunk.length - 4, crc32(typeAndData));
  return chunk;
}

// --- WebP -------------------------------------------------------------------------------------

/** The chunks a WebP decoder draws with; EXIF is rewritten, XMP and unknown chunks dropped. */
const WEBP_KEPT = new Set(["VP8 ", "VP8L", "VP8X", "ALPH", "ANIM", "ANMF", "ICCP"]);
const VP8X_XMP = 0x04;
const VP8X_EXIF = 0x08;

function stripWebp(bytes: Uint8Array): Uint8Array {
  const chunks: Uint8Array[] = [];
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let extendedHeader: Uint8Array | undefined;
  let hasOrientation = false;
  let position = 12; // "RIFF", size, "WEBP"
  while (position + 8 <= bytes.length) {
    const fourcc = text(bytes.subarray(position, position + 4));
    const size = view.getUint32(position + 4, true);
    const dataEnd = position + 8 + size;
    // Chunks are padded to an even length.
    const end = Math.min(dataEnd + (size % 2), bytes.length);
    if (dataEnd > bytes.length) {
      if (WEBP_KEPT.has(fourcc) && fourcc !== "VP8X") chunks.push(bytes.subarray(position));
      break;
    }
    const data = bytes.subarray(position + 8, dataEnd);
    if (fourcc === "VP8X") {
      extendedHeader = bytes.slice(position, end);
      chunks.push(extendedHeader);
    } else if (fourcc === "EXIF") {
      const tiff = startsWith(data, EXIF_HEADER) ? data.subarray(EXIF_HEADER.length) : data;
      const orientation = tiffOrientation(tiff);
      // EXIF belongs to the extended format only.
      if (orientation && extendedHeader && !hasOrientation) {
        hasOrientation = true;
        chunks.push(webpChunk("EXIF", orientationTiff(orientation)));
      }
    } else if (WEBP_KEPT.has(fourcc)) {
      chunks.push(bytes.subarray(position, end));
    }
    position = end;
  }
  if (extendedHeader && extendedHeader.length > 8) {
    const flags = extendedHeader[8]! & ~(VP8X_XMP | VP8X_EXIF);
    extendedHeader[8] = hasOrientation ? flags | VP8X_EXIF : flags;
  }
  const body = concat([ascii("WEBP"), ...chunks]);
  const header = new Uint8Array(8);
  header.set(ascii("RIFF"));
  new DataView(header.buffer).setUint32(4, body.length, true);
  return concat([header, body]);
}

function webpChunk(fourcc: string, data: Uint8Array): Uint8Array {
  const chunk = new Uint8Array(8 + data.length + (data.length % 2));
  chunk.set(ascii(fourcc));
  new DataView(chunk.buffer).setUint32(4, data.length, true);
  chunk.set(data, 8);
  return chunk;
}

// --- bytes ------------------------------------------------------------------------------------

function ascii(value: string): Uint8Array {
  return Uint8Array.from(value, (character) => character.charCodeAt(0));
}

function text(bytes: Uint8Array): string {
  return String.fromCharCode(...bytes);
}

function startsWith(bytes: Uint8Array, prefix: Uint8Array): boolean {
  return prefix.length <= bytes.length && prefix.every((byte, index) => bytes[index] === byte);
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const result = new Uint8Array(parts.reduce((total, part) => total + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    result.set(part, offset);
    offset += part.length;
  }
  return result;
}
