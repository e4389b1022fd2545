// NOTE: bwip-js exports one function per symbology; importing `toSVG` pulls every encoder
// (about 200 KB gzipped), importing `qrcode` alone keeps a page that only shows a QR code small.
// The output is the same SVG `toSVG` draws.
import { code128, drawingSVG, qrcode } from "bwip-js/browser";

/** An SVG of `text` as a QR code; null when it cannot be encoded. */
export function qrCodeSvg(text: string): string | null {
  try {
    return qrcode(
      { bcid: "qrcode", text, scale: 3, paddingwidth: 8, paddingheight: 8 },
      drawingSVG(),
    );
  } catch {
    return null;
  }
}

/** An SVG of `text` as a Code 128 barcode without its human-readable line; null when it cannot be encoded. */
export function code128Svg(text: string): string | null {
  try {
    return code128(
      { bcid: "code128", text, scale: 2, height: 12, includetext: false, paddingwidth: 8 },
      drawingSVG(),
    );
  } catch {
    return null;
  }
}
