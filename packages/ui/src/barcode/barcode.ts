// NOTE: lean-qr encodes a QR code about 20 times faster than the general-purpose bwip-js the kit
// used first (bench/logistics.ts: 500 labels had 1.2 s of QR drawing alone, over the print
// page's 2 s budget), and Code 128 is a table and a checksum, drawn here. Both are SVG paths
// with one sub-path per run of dark modules, so a sheet of labels stays light for the browser,
// and React draws them (barcode-svg.tsx): as HTML strings, each one cost the browser an HTML
// parser of its own (a third of a second for a sheet of 500 labels, bench/logistics.ts).
import { correction, generate } from "lean-qr";

/** Quiet zone around a QR code, in modules (ISO/IEC 18004 asks for 4). */
const QR_QUIET = 4;

/** A barcode as one SVG path: its box in modules, its dark modules, and how it fills a box. */
export interface BarcodeDrawing {
  width: number;
  height: number;
  path: string;
  /** A QR code keeps its square; Code 128's bars stretch alike, so their ratios hold across. */
  aspect: "xMidYMid meet" | "none";
}

/** `text` as a QR code (error correction M or better); null when it cannot be encoded. */
export function qrCode(text: string): BarcodeDrawing | null {
  let code;
  try {
    code = generate(text, { minCorrectionLevel: correction.M });
  } catch {
    return null;
  }
  const side = code.size + 2 * QR_QUIET;
  let path = "";
  for (let y = 0; y < code.size; y += 1) {
    let x = 0;
    while (x < code.size) {
      if (!code.get(x, y)) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < code.size && code.get(x, y)) x += 1;
      path += `M${start + QR_QUIET} ${y + QR_QUIET}h${x - start}v1h${start - x}z`;
    }
  }
  return { width: side, height: side, path, aspect: "xMidYMid meet" };
}

// Code 128's symbols as bar/space widths in modules: values 0–102, then Start A, B, C and Stop
// (ISO/IEC 15417, table 1).
const CODE128 = (
  "212222 222122 222221 121223 121322 131222 122213 122312 132212 221213 221312 231212 112232 " +
  "122132 122231 113222 123122 123221 223211 221132 221231 213212 223112 312131 311222 321122 " +
  "321221 312212 322112 322211 212123 212321 232121 111323 131123 131321 112313 132113 132311 " +
  "211313 231113 231311 112133 112331 132131 113123 113321 133121 313121 211331 231131 213113 " +
  "213311 213131 311123 311321 331121 312113 312311 332111 314111 221411 431111 111224 111422 " +
  "121124 121421 141122 141221 112214 112412 122114 122411 142112 142211 241211 221114 413111 " +
  "241112 134111 111242 121142 121241 114212 124112 124211 411212 421112 421211 212141 214121 " +
  "412121 111143 111341 131141 114113 114311 411113 411311 113141 114131 311141 411131 211412 " +
  "211214 211232 2331112"
).split(" ");
const START_B = 104;
const STOP = 106;
/** Quiet zone on each side of a Code 128 symbol, in modules (the standard asks for 10). */
const BARS_QUIET = 10;
const BARS_HEIGHT = 24;

/**
 * `text` as a Code 128 barcode (code set B: printable ASCII) without its human-readable line;
 * null when the text has a character outside code set B.
 */
export function code128(text: string): BarcodeDrawing | null {
  const values: number[] = [START_B];
  for (const character of text) {
    const code = character.charCodeAt(0);
    if (character.length !== 1 || code < 32 || code > 127) return null;
    values.push(code - 32);
  }
  const checksum = values.reduce((sum, value, index) => sum + value * Math.max(index, 1), 0) % 103;
  values.push(checksum, STOP);

  let x = BARS_QUIET;
  let path = "";
  for (const value of values) {
    const widths = CODE128[value]!;
    for (let index = 0; index < widths.length; index += 1) {
      const width = Number(widths[index]);
      // Symbols start with a bar and alternate bar, space.
      if (index % 2 === 0) path += `M${x} 0h${width}v${BARS_HEIGHT}h${-width}z`;
      x += width;
    }
  }
  return { width: x + BARS_QUIET, height: BARS_HEIGHT, path, aspect: "none" };
}
