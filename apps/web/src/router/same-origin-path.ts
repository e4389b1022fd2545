/** Percent-decodings a target is checked through: a router or a server may decode it again. */
const MAX_DECODINGS = 3;

/**
 * The one judge of a redirect target the code did not write itself (a rule of the per-path
 * table, a link someone was sent): the path to follow, always on this origin and in the app's
 * own form (`/ar/books?page=2#top`), or null when following it could leave the origin or run
 * code. Refused: absolute URLs (`https://…`), protocol-relative ones (`//host`) and their
 * backslash spellings (`/\host`, which browsers read as `//host`), schemes (`javascript:`,
 * `data:`), relative paths without a leading slash, whitespace and control characters (browsers
 * drop tabs and newlines anywhere in a URL, so `/\t/host` is `//host`), and any of these once
 * percent-decoded.
 */
export function sameOriginPath(
  target: string,
  origin: string = globalThis.location?.origin ?? "http://localhost",
): string | null {
  let text = target;
  for (let decodings = 0; decodings <= MAX_DECODINGS; decodings += 1) {
    if (!isPlainPath(text)) return null;
    let decoded: string;
    try {
      decoded = decodeURIComponent(text);
    } catch {
      // A malformed escape names no page of ours.
      return null;
    }
    if (decoded === text) break;
    // Still encoded after the last decoding we check: too deep to be a link of ours.
    if (decodings === MAX_DECODINGS) return null;
    text = decoded;
  }
  const base = new URL(origin);
  const url = new URL(target, base);
  if (url.origin !== base.origin) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Control characters, every kind of space and invisible mark, and the backslash. */
// eslint-disable-next-line no-control-regex -- control characters are what is refused
const UNSAFE = /[\u0000-\u0020\u007f-\u00a0\u1680\u2000-\u200f\u2028-\u202f\u205f\u3000\ufeff\\]/;

function isPlainPath(text: string): boolean {
  return !UNSAFE.test(text) && text.startsWith("/") && !text.startsWith("//");
}
