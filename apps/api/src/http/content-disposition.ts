/**
 * The Content-Disposition of every file the API sends (RFC 6266): saved (`attachment`) unless
 * the caller asks to show it (`inline`, which sendStoredFile allows for images only). The name
 * goes twice: as RFC 5987's `filename*` (UTF-8, percent-encoded), which browsers prefer, so an
 * Arabic name is saved as written; and as a plain `filename` for older clients, with anything
 * outside printable ASCII, a quote, a backslash or a percent sign replaced. Neither form can
 * carry a character that ends the header or starts another parameter.
 */
export function contentDisposition(
  fileName: string,
  type: "attachment" | "inline" = "attachment",
): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\%]/g, "_");
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encodeRfc5987(fileName)}`;
}

/** RFC 5987's `value-chars`: encodeURIComponent leaves `'()*` as they are, which it does not allow. */
function encodeRfc5987(text: string): string {
  return encodeURIComponent(text).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}
