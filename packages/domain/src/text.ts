/**
 * The one normaliser for text that enters the system: JSON bodies, query strings, form fields,
 * file names and spreadsheet cells all pass it at the API's boundary (docs/decisions/017-…),
 * and the schemas' own text rules build on it.
 *
 * Removed, silently, because no form field means them and a person cannot see them:
 * - NUL and the other C0 and C1 control characters, except tab, line feed and carriage return
 *   (free text keeps its lines). PostgreSQL cannot store NUL at all.
 * - Bidirectional controls (LRM, RLM, ALM, embeddings, overrides, isolates): they can make a
 *   name display differently from what is stored, e.g. reversed.
 * - Zero-width spaces, joiners and non-joiners, the other invisible format characters of the
 *   General Punctuation block (word joiner, invisible operators, deprecated shaping controls)
 *   and the byte-order mark: invisible, they make two equal-looking texts differ.
 *
 * Lone UTF-16 surrogates, which no encoding can store, become U+FFFD as the database drivers
 * would make them, so the text validated is the text stored.
 */
const INVISIBLE =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u061c\u200b-\u200f\u202a-\u202e\u2060-\u206f\ufeff]/g;

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Text with the characters above removed; everything else, spacing included, kept. */
export function normalizeText(text: string): string {
  return text.replace(LONE_SURROGATE, "\ufffd").replace(INVISIBLE, "");
}

/** A name or a one-line label as stored: normalised, runs of whitespace collapsed, ends trimmed. */
export function cleanText(text: string): string {
  return normalizeText(text).replace(/\s+/g, " ").trim();
}

/** How deep a request's JSON may nest; the API's bodies are two levels deep. */
export const MAX_INPUT_DEPTH = 32;

export class InputTooDeepError extends Error {
  override name = "InputTooDeepError";
}

/**
 * A parsed JSON value with every string normalised, object keys included, at any depth up to
 * {@link MAX_INPUT_DEPTH} (deeper throws {@link InputTooDeepError}). Returns new objects and
 * arrays; a key that normalises to one already seen replaces its value, as in JSON itself.
 */
export function normalizeInput(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return normalizeText(value);
  if (typeof value !== "object" || value === null) return value;
  if (depth >= MAX_INPUT_DEPTH) throw new InputTooDeepError("The input nests too deeply.");
  if (Array.isArray(value)) return value.map((item) => normalizeInput(item, depth + 1));
  // fromEntries defines own properties, so a "__proto__" key stays a plain key.
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      normalizeText(key),
      normalizeInput(item, depth + 1),
    ]),
  );
}
