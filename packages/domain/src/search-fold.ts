import { compactIsbn, isbnProblem, toIsbn13 } from "./isbn.ts";

/**
 * The fair guide's search folding (decision 083), the twin of the database's `rawaq_fold`
 * (apps/api/drizzle/0014_guide.sql): a query is folded here and matched against books'
 * `search_text`, folded there. A test holds the two equal on both databases; change both or
 * neither.
 *
 * - diacritics (harakat, tanwin, shadda, sukun, the dagger alef, Quranic marks) and tatweel go;
 * - أ إ آ ٱ are ا; ى and ئ are ي; ؤ is و; ة is ه; the Persian ک and ی are ك and ي;
 * - Arabic-Indic and Persian digits are Latin ones;
 * - A–Z are lower case (only those: the database's locale must not change the answer);
 * - any other character but Latin and Arabic letters and digits is a space, spaces collapse.
 */
const MARKS = /[\u064B-\u065F\u0670\u06D6-\u06ED\u0640]/g;
const FOLDS = new Map<string, string>([
  ...[..."ABCDEFGHIJKLMNOPQRSTUVWXYZ"].map((letter) => [letter, letter.toLowerCase()] as const),
  ["أ", "ا"],
  ["إ", "ا"],
  ["آ", "ا"],
  ["ٱ", "ا"],
  ["ى", "ي"],
  ["ئ", "ي"],
  ["ؤ", "و"],
  ["ة", "ه"],
  ["ک", "ك"],
  ["ی", "ي"],
  ...[..."٠١٢٣٤٥٦٧٨٩"].map((digit, value) => [digit, String(value)] as const),
  ...[..."۰۱۲۳۴۵۶۷۸۹"].map((digit, value) => [digit, String(value)] as const),
]);
const FOLDED = /[A-Zأإآٱىئؤةکی٠-٩۰-۹]/g;
const OTHER = /[^a-z0-9\u00C0-\u024F\u0621-\u064A\u0671-\u06D3]+/g;

export function foldForSearch(text: string): string {
  return text
    .replace(MARKS, "")
    .replace(FOLDED, (char) => FOLDS.get(char) ?? char)
    .replace(OTHER, " ")
    .trim();
}

/** The longest query the guide reads, in characters; the rest is ignored. */
export const SEARCH_QUERY_MAX_LENGTH = 100;
/** At most this many words of a query must each match (the others only rank). */
export const SEARCH_MAX_WORDS = 6;

export interface SearchQuery {
  /** The whole query, folded: exact and prefix matches on it rank first. */
  folded: string;
  /** Its words, each of which must match a title, an author or a publisher (or nearly). */
  words: string[];
  /** The ISBN-13 the query is, typed with or without hyphens or as an ISBN-10; else null. */
  isbn13: string | null;
}

/** What a visitor typed, made ready for the search; null when there is nothing to look for. */
export function readSearchQuery(typed: string): SearchQuery | null {
  const text = typed.slice(0, SEARCH_QUERY_MAX_LENGTH);
  const isbn = compactIsbn(text);
  const isbn13 =
    /^[\d]{9}[\dX]$|^\d{13}$/.test(isbn) && isbnProblem(isbn) === null ? toIsbn13(isbn) : null;
  const folded = foldForSearch(text);
  if (!folded && !isbn13) return null;
  const words = [...new Set(folded.split(" ").filter(Boolean))].slice(0, SEARCH_MAX_WORDS);
  return { folded, words, isbn13 };
}
