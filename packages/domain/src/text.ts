/**
 * Bidirectional control characters (LRM, RLM, ALM, embeddings, overrides, isolates) and other
 * invisible format characters that spreadsheets and copy-paste carry into text. They can make
 * a title display differently from what is stored, so they are removed from every text field.
 */
const INVISIBLE_FORMAT_CHARACTERS = /[\u200b-\u200f\u202a-\u202e\u2066-\u2069\u061c\ufeff]/g;

export function stripBidiControls(text: string): string {
  return text.replace(INVISIBLE_FORMAT_CHARACTERS, "");
}

/** Text as stored: invisible controls removed, runs of whitespace collapsed, ends trimmed. */
export function cleanText(text: string): string {
  return stripBidiControls(text).replace(/\s+/g, " ").trim();
}
