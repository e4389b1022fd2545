import { readFileSync } from "node:fs";
import { crc32 } from "node:zlib";
import exifr from "exifr";
import { describe, expect, it } from "vitest";
import { PNG } from "../../test/fixtures.ts";
import { orientationTiff, stripImageMetadata, tiffOrientation } from "./image-metadata.ts";

// Real images drawn by Chromium, then given metadata by ExifTool 12.57 (an independent writer;
// exifr, an independent reader, checks the result): a GPS position in EXIF and XMP, camera make
// and model, a date, a creator, an IPTC city, a comment, an EXIF thumbnail (JPEG) and PNG text
// chunks. Orientation 6 (JPEG, PNG, big-endian EXIF) and 8 (WebP, little-endian EXIF).
const fixture = (name: string) =>
  new Uint8Array(readFileSync(new URL(`../../test/images/${name}`, import.meta.url)));
const JPEG = fixture("gps.jpg");
const PNG_WITH_METADATA = fixture("gps.png");
const WEBP = fixture("gps.webp");

const SECRETS = ["RawaqCam", "Test-1", "Secret-Photographer", "Riyadh", "secret-comment", "xmp"];
const everything = { tiff: true, exif: true, gps: true, ifd1: true, xmp: true, iptc: true };

function bytesContain(bytes: Uint8Array, text: string): boolean {
  return Buffer.from(bytes).includes(Buffer.from(text, "latin1"));
}

function indexOfBytes(bytes: Uint8Array, pattern: number[]): number {
  return Buffer.from(bytes).indexOf(Buffer.from(pattern));
}

describe("the fixtures carry what the step must remove", () => {
  it.each([
    ["JPEG", JPEG],
    ["PNG", PNG_WITH_METADATA],
  ])("%s: GPS, camera, creator", async (_name, bytes) => {
    const metadata = await exifr.parse(bytes, everything);
    expect(metadata).toMatchObject({ Make: "RawaqCam", creator: "Secret-Photographer" });
    expect(await exifr.gps(bytes)).toMatchObject({ latitude: expect.closeTo(24.7136, 3) });
    expect(await exifr.orientation(bytes)).toBe(6);
  });
});

describe("JPEG", () => {
  const stripped = stripImageMetadata(JPEG, "image/jpeg");

  it("keeps no GPS position, camera, date, creator, IPTC, comment or thumbnail", async () => {
    expect(await exifr.gps(stripped)).toBeUndefined();
    expect(await exifr.thumbnail(stripped)).toBeUndefined();
    expect(await exifr.parse(stripped, everything)).toEqual({ Orientation: "Rotate 90 CW" });
    for (const secret of SECRETS) expect(bytesContain(stripped, secret)).toBe(false);
  });

  it("keeps the orientation, so the photo still shows upright", async () => {
    expect(await exifr.orientation(stripped)).toBe(6);
  });

  it("keeps the colour profile and copies the image data byte for byte", () => {
    expect(bytesContain(stripped, "ICC_PROFILE\0")).toBe(true);
    // In the fixture the comment is the last segment before the image's own tables (the EXIF
    // thumbnail has tables of its own, earlier): from there to the end is the image itself.
    const imageData = JPEG.subarray(indexOfBytes(JPEG, [...ascii("secret-comment")]) + 14);
    expect([...imageData.subarray(0, 2)]).toEqual([0xff, 0xdb]);
    expect(stripped.subarray(stripped.length - imageData.length)).toEqual(imageData);
    expect(stripped.length).toBeLessThan(JPEG.length / 2);
  });

  it("starts with the JFIF header, as the file did", () => {
    expect([...stripped.subarray(0, 4)]).toEqual([0xff, 0xd8, 0xff, 0xe0]);
    expect(bytesContain(stripped.subarray(0, 12), "JFIF")).toBe(true);
  });

  it("changes nothing the second time", () => {
    expect(stripImageMetadata(stripped, "image/jpeg")).toEqual(stripped);
  });
});

describe("PNG", () => {
  const stripped = stripImageMetadata(PNG_WITH_METADATA, "image/png");

  it("keeps no GPS position, camera, creator, comment or text chunk", async () => {
    expect(await exifr.gps(stripped)).toBeUndefined();
    expect(await exifr.parse(stripped, { ...everything, ihdr: false })).toEqual({
      Orientation: "Rotate 90 CW",
    });
    for (const secret of SECRETS) expect(bytesContain(stripped, secret)).toBe(false);
    expect(pngChunkTypes(stripped)).toEqual(["IHDR", "eXIf", "IDAT", "IDAT", "IEND"]);
  });

  it("keeps the orientation and the image data, with valid checksums", async () => {
    expect(await exifr.orientation(stripped)).toBe(6);
    const imageData = PNG_WITH_METADATA.subarray(
      indexOfBytes(PNG_WITH_METADATA, [...ascii("IDAT")]) - 4,
    );
    expect(stripped.subarray(stripped.length - imageData.length)).toEqual(imageData);
    for (const chunk of pngChunks(stripped)) expect(chunk.crcValid).toBe(true);
  });

  it("changes nothing in a PNG without metadata", () => {
    expect(stripImageMetadata(PNG, "image/png")).toEqual(PNG);
    expect(stripImageMetadata(stripped, "image/png")).toEqual(stripped);
  });
});

describe("WebP", () => {
  const stripped = stripImageMetadata(WEBP, "image/webp");

  it("keeps no XMP and an EXIF block with the orientation alone", async () => {
    const chunks = webpChunks(stripped);
    expect(chunks.map((chunk) => chunk.fourcc)).toEqual(["VP8X", "ICCP", "VP8 ", "EXIF"]);
    const exif = chunks.find((chunk) => chunk.fourcc === "EXIF")!.data;
    expect(await exifr.parse(exif, everything)).toEqual({ Orientation: "Rotate 270 CW" });
    for (const secret of SECRETS) expect(bytesContain(stripped, secret)).toBe(false);
  });

  it("says so in its header: EXIF flag set, XMP flag cleared, colour profile flag kept", () => {
    const flags = (bytes: Uint8Array) => webpChunks(bytes)[0]!.data[0]!;
    expect(flags(WEBP) & 0b101100).toBe(0b101100);
    expect(flags(stripped)).toBe(flags(WEBP) & ~0b100);
  });

  it("copies the image data and writes a RIFF size that matches", () => {
    const image = (bytes: Uint8Array) => webpChunks(bytes).find((chunk) => chunk.fourcc === "VP8 ");
    expect(image(stripped)).toEqual(image(WEBP));
    expect(new DataView(stripped.buffer).getUint32(4, true)).toBe(stripped.length - 8);
  });

  it("changes nothing the second time", () => {
    expect(stripImageMetadata(stripped, "image/webp")).toEqual(stripped);
  });
});

describe("JPEG structure", () => {
  const SOI = [0xff, 0xd8];
  const EOI = [0xff, 0xd9];
  const segment = (marker: number, payload: number[] | string) => {
    const data = typeof payload === "string" ? [...ascii(payload)] : payload;
    return [0xff, marker, (data.length + 2) >> 8, (data.length + 2) & 0xff, ...data];
  };
  const exif = (tiff: Uint8Array) => segment(0xe1, [...ascii("Exif\0\0"), ...tiff]);
  const DQT = segment(0xdb, [0, ...Array<number>(64).fill(1)]);
  const SOF = segment(0xc2, [8, 0, 1, 0, 1, 1, 1, 0x11, 0]);
  const DHT = segment(0xc4, [0, ...Array<number>(16).fill(0)]);
  const SOS = segment(0xda, [1, 1, 0, 0, 63, 0]);
  // Entropy-coded data with a stuffed 0xFF00, a restart marker and fill bytes in it.
  const SCAN = [0x12, 0xff, 0x00, 0x34, 0xff, 0xd0, 0x56, 0xff, 0xff, 0x00];
  const jpeg = (...parts: number[][]) => Uint8Array.from(parts.flat());
  const strip = (bytes: Uint8Array) => [...stripImageMetadata(bytes, "image/jpeg")];

  it("keeps every scan of a progressive image, with stuffing, restarts and tables between", () => {
    const input = jpeg(SOI, DQT, SOF, DHT, SOS, SCAN, DHT, SOS, SCAN, EOI);
    expect(strip(input)).toEqual([...input]);
  });

  it("drops comments and metadata between scans too", () => {
    const comment = segment(0xfe, "taken at home");
    const xmp = segment(0xe1, "http://ns.adobe.com/xap/1.0/\0<x:xmpmeta/>");
    expect(strip(jpeg(SOI, DQT, SOF, SOS, SCAN, comment, xmp, SOS, SCAN, EOI))).toEqual([
      ...jpeg(SOI, DQT, SOF, SOS, SCAN, SOS, SCAN, EOI),
    ]);
  });

  it.each([
    ["XMP (APP1)", segment(0xe1, "http://ns.adobe.com/xap/1.0/\0<x/>")],
    ["a JFXX thumbnail (APP0)", segment(0xe0, "JFXX\0\x10thumb")],
    ["multi-picture data (APP2 MPF)", segment(0xe2, "MPF\0II*\0")],
    ["FlashPix (APP2)", segment(0xe2, "FPXR\0\0")],
    ["Photoshop and IPTC (APP13)", segment(0xed, "Photoshop 3.0\x008BIM")],
    ["JUMBF / C2PA (APP11)", segment(0xeb, "JP\x00\x00jumb")],
    ["APP15", segment(0xef, "anything")],
    ["a comment", segment(0xfe, "secret")],
  ])("drops %s", (_name, dropped) => {
    expect(strip(jpeg(SOI, dropped, DQT, SOF, SOS, SCAN, EOI))).toEqual([
      ...jpeg(SOI, DQT, SOF, SOS, SCAN, EOI),
    ]);
  });

  it.each([
    ["JFIF (APP0)", segment(0xe0, "JFIF\0\x01\x01\0\0\x01\0\x01\0\0")],
    ["an ICC colour profile (APP2)", segment(0xe2, "ICC_PROFILE\0\x01\x01profile")],
    ["Adobe's colour transform (APP14)", segment(0xee, "Adobe\0\x64\0\0\0\0\x01")],
    ["a restart interval", segment(0xdd, [0, 4])],
  ])("keeps %s", (_name, kept) => {
    const input = jpeg(SOI, kept, DQT, SOF, SOS, SCAN, EOI);
    expect(strip(input)).toEqual([...input]);
  });

  it("keeps only the orientation of EXIF, and no EXIF when the orientation is the default", () => {
    const withOrientation = (orientation: number) =>
      strip(jpeg(SOI, exif(orientationTiff(orientation)), DQT, SOF, SOS, SCAN, EOI));
    expect(withOrientation(3)).toEqual([
      ...jpeg(SOI, exif(orientationTiff(3)), DQT, SOF, SOS, SCAN, EOI),
    ]);
    expect(withOrientation(1)).toEqual([...jpeg(SOI, DQT, SOF, SOS, SCAN, EOI)]);
  });

  it("writes the orientation once, from the first EXIF block", () => {
    const input = jpeg(
      SOI,
      exif(orientationTiff(6)),
      exif(orientationTiff(8)),
      DQT,
      SOF,
      SOS,
      SCAN,
      EOI,
    );
    expect(strip(input)).toEqual([
      ...jpeg(SOI, exif(orientationTiff(6)), DQT, SOF, SOS, SCAN, EOI),
    ]);
  });

  it("drops whatever follows the end of the image (a second picture, a depth map)", () => {
    const trailer = [...SOI, ...exif(orientationTiff(6)), ...EOI, ...ascii("GPS 24.7N")];
    expect(strip(jpeg(SOI, DQT, SOF, SOS, SCAN, EOI, trailer))).toEqual([
      ...jpeg(SOI, DQT, SOF, SOS, SCAN, EOI),
    ]);
  });

  it("skips stray bytes where a marker should be, as decoders do, and collapses fill bytes", () => {
    const comment = segment(0xfe, "hidden behind junk");
    expect(strip(jpeg(SOI, [0x00, 0x42], comment, [0xff, 0xff], DQT, SOF, SOS, SCAN, EOI))).toEqual(
      [...jpeg(SOI, DQT, SOF, SOS, SCAN, EOI)],
    );
  });

  it("keeps a kept segment cut short by the end of the file, and drops a metadata one", () => {
    // The header the sign-up test sends: JFIF announced as 16 bytes, 7 present.
    const shortJfif = [0xff, 0xe0, 0x00, 0x10, ...ascii("JFIF\0")];
    expect(strip(jpeg(SOI, shortJfif))).toEqual([...jpeg(SOI, shortJfif)]);
    const shortExif = [0xff, 0xe1, 0x01, 0x00, ...ascii("Exif\0\0MM")];
    expect(strip(jpeg(SOI, DQT, shortExif))).toEqual([...jpeg(SOI, DQT)]);
    expect(strip(jpeg(SOI, DQT, [0xff]))).toEqual([...jpeg(SOI, DQT)]);
    expect(strip(jpeg(SOI, DQT, [0xff, 0xc0, 0x00]))).toEqual([
      ...jpeg(SOI, DQT, [0xff, 0xc0, 0x00]),
    ]);
  });

  it("keeps a scan that runs to the end of a file without an end marker", () => {
    const input = jpeg(SOI, DQT, SOF, SOS, SCAN);
    expect(strip(input)).toEqual([...input]);
  });

  it("keeps TEM and lone restart markers, and skips a stray 0xFF00", () => {
    expect(strip(jpeg(SOI, [0xff, 0x01], [0xff, 0x00], [0xff, 0xd3], DQT, EOI))).toEqual([
      ...jpeg(SOI, [0xff, 0x01], [0xff, 0xd3], DQT, EOI),
    ]);
  });
});

describe("PNG structure", () => {
  const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  const chunk = (type: string, data: number[] | string = []) => {
    const body = [...ascii(type), ...(typeof data === "string" ? ascii(data) : data)];
    const length = body.length - 4;
    const crc = crc32(Uint8Array.from(body));
    return [
      ...[length >>> 24, (length >>> 16) & 0xff, (length >>> 8) & 0xff, length & 0xff],
      ...body,
      ...[crc >>> 24, (crc >>> 16) & 0xff, (crc >>> 8) & 0xff, crc & 0xff],
    ];
  };
  const IHDR = chunk("IHDR", [0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]);
  const IDAT = chunk("IDAT", [1, 2, 3]);
  const IEND = chunk("IEND");
  const png = (...parts: number[][]) => Uint8Array.from([SIGNATURE, ...parts].flat());
  const strip = (bytes: Uint8Array) => [...stripImageMetadata(bytes, "image/png")];

  it.each(["tEXt", "zTXt", "iTXt", "tIME", "eXIf", "caBX", "prVt"])("drops %s", (type) => {
    expect(strip(png(IHDR, chunk(type, "GPS 24.7N"), IDAT, IEND))).toEqual([
      ...png(IHDR, IDAT, IEND),
    ]);
  });

  it.each(["PLTE", "tRNS", "gAMA", "cHRM", "sRGB", "iCCP", "pHYs", "acTL", "fcTL", "fdAT"])(
    "keeps %s",
    (type) => {
      const input = png(IHDR, chunk(type, [1, 2]), IDAT, IEND);
      expect(strip(input)).toEqual([...input]);
    },
  );

  it("rewrites eXIf to the orientation alone, with a valid checksum", () => {
    const exif = chunk("eXIf", [...orientationTiff(5), ...ascii("GPS")]);
    expect(strip(png(IHDR, exif, IDAT, IEND))).toEqual([
      ...png(IHDR, chunk("eXIf", [...orientationTiff(5)]), IDAT, IEND),
    ]);
  });

  it("drops what follows IEND, and a metadata chunk cut short; keeps a cut image chunk", () => {
    expect(strip(png(IHDR, IDAT, IEND, chunk("tEXt", "after")))).toEqual([
      ...png(IHDR, IDAT, IEND),
    ]);
    expect(strip(png(IHDR, IDAT, chunk("tEXt", "cut").slice(0, 10)))).toEqual([...png(IHDR, IDAT)]);
    const cutImage = IDAT.slice(0, 9);
    expect(strip(png(IHDR, cutImage))).toEqual([...png(IHDR, cutImage)]);
  });
});

describe("WebP structure", () => {
  const chunk = (fourcc: string, data: number[] | string) => {
    const bytes = typeof data === "string" ? [...ascii(data)] : data;
    const size = bytes.length;
    return [
      ...ascii(fourcc),
      ...[size & 0xff, (size >>> 8) & 0xff, (size >>> 16) & 0xff, size >>> 24],
      ...bytes,
      ...(size % 2 === 1 ? [0] : []),
    ];
  };
  const webp = (...chunks: number[][]) => {
    const body = [...ascii("WEBP"), ...chunks.flat()];
    const size = body.length;
    return Uint8Array.from([
      ...ascii("RIFF"),
      ...[size & 0xff, (size >>> 8) & 0xff, (size >>> 16) & 0xff, size >>> 24],
      ...body,
    ]);
  };
  const VP8X = (flags: number) => chunk("VP8X", [flags, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
  const VP8L = chunk("VP8L", [0x2f, 0, 0, 0, 0x10]); // odd size: padded
  const strip = (bytes: Uint8Array) => [...stripImageMetadata(bytes, "image/webp")];

  it("drops XMP and unknown chunks and clears the XMP flag", () => {
    expect(
      strip(webp(VP8X(0x04), VP8L, chunk("XMP ", "<x:xmpmeta/>"), chunk("JUNK", "a"))),
    ).toEqual([...webp(VP8X(0x00), VP8L)]);
  });

  it("keeps animation chunks", () => {
    const input = webp(VP8X(0x02), chunk("ANIM", [0, 0, 0, 0, 0, 0]), chunk("ANMF", [1, 2, 3]));
    expect(strip(input)).toEqual([...input]);
  });

  it("reads an EXIF chunk with or without the Exif header, and drops it without orientation", () => {
    const withHeader = chunk("EXIF", [...ascii("Exif\0\0"), ...orientationTiff(7)]);
    expect(strip(webp(VP8X(0x08), VP8L, withHeader))).toEqual([
      ...webp(VP8X(0x08), VP8L, chunk("EXIF", [...orientationTiff(7)])),
    ]);
    expect(strip(webp(VP8X(0x08), VP8L, chunk("EXIF", [...orientationTiff(1)])))).toEqual([
      ...webp(VP8X(0x00), VP8L),
    ]);
  });

  it("drops EXIF from a simple (not extended) WebP, which cannot carry it", () => {
    expect(strip(webp(VP8L, chunk("EXIF", [...orientationTiff(6)])))).toEqual([...webp(VP8L)]);
  });

  it("keeps an image chunk cut short, and drops a metadata chunk cut short", () => {
    const cut = (bytes: number[]) => bytes.slice(0, bytes.length - 2);
    expect(strip(webp(VP8X(0), cut(VP8L)))).toEqual([...webp(VP8X(0), cut(VP8L))]);
    expect(strip(webp(VP8X(0), VP8L, cut(chunk("XMP ", "xmp-data"))))).toEqual([
      ...webp(VP8X(0), VP8L),
    ]);
  });
});

describe("tiffOrientation", () => {
  const littleEndian = (orientation: number, type = 3) =>
    Uint8Array.from([
      0x49,
      0x49,
      42,
      0,
      8,
      0,
      0,
      0,
      2,
      0,
      0x0f,
      0x01,
      2,
      0,
      4,
      0,
      0,
      0,
      0x41,
      0x42,
      0x43,
      0, // Make: "ABC"
      0x12,
      0x01,
      type,
      0,
      1,
      0,
      0,
      0,
      orientation,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
    ]);

  it.each([2, 3, 4, 5, 6, 7, 8])("reads orientation %i in either byte order", (orientation) => {
    expect(tiffOrientation(orientationTiff(orientation))).toBe(orientation);
    expect(tiffOrientation(littleEndian(orientation))).toBe(orientation);
  });

  it.each([
    ["the default orientation", orientationTiff(1)],
    ["an orientation out of range", orientationTiff(9)],
    ["orientation 0", orientationTiff(0)],
    ["an orientation of the wrong type", littleEndian(6, 4)],
    ["no orientation tag", littleEndian(6).map((byte, index) => (index === 22 ? 0x13 : byte))],
    ["a bad byte-order mark", Uint8Array.from([0x49, 0x4d, ...orientationTiff(6).subarray(2)])],
    ["a bad magic number", orientationTiff(6).map((byte, index) => (index === 3 ? 43 : byte))],
    [
      "a directory past the end",
      orientationTiff(6).map((byte, index) => (index === 7 ? 200 : byte)),
    ],
    ["an entry past the end", orientationTiff(6).subarray(0, 20)],
    ["a header cut short", orientationTiff(6).subarray(0, 7)],
  ])("finds none in %s", (_name, tiff) => {
    expect(tiffOrientation(tiff)).toBeUndefined();
  });
});

function ascii(text: string): Uint8Array {
  return Uint8Array.from(text, (character) => character.charCodeAt(0));
}

function pngChunks(bytes: Uint8Array) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const chunks: { type: string; crcValid: boolean }[] = [];
  for (let position = 8; position + 12 <= bytes.length;) {
    const length = view.getUint32(position);
    const typeAndData = bytes.subarray(position + 4, position + 8 + length);
    chunks.push({
      type: Buffer.from(typeAndData.subarray(0, 4)).toString("latin1"),
      crcValid: crc32(typeAndData) === view.getUint32(position + 8 + length),
    });
    position += 12 + length;
  }
  return chunks;
}

function pngChunkTypes(bytes: Uint8Array): string[] {
  return pngChunks(bytes).map((chunk) => chunk.type);
}

function webpChunks(bytes: Uint8Array) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const chunks: { fourcc: string; data: Uint8Array }[] = [];
  for (let position = 12; position + 8 <= bytes.length;) {
    const size = view.getUint32(position + 4, true);
    chunks.push({
      fourcc: Buffer.from(bytes.subarray(position, position + 4)).toString("latin1"),
      data: bytes.subarray(position + 8, position + 8 + size),
    });
    position += 8 + size + (size % 2);
  }
  return chunks;
}
