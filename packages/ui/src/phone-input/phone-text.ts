import { normalizeDigits } from "@rawaq/domain/rules";
import { PHONE_INPUT_LIMITS } from "./constants.ts";

// Pure text helpers of the phone input: no libphonenumber here, so they stay cheap to test.

/** Digits, spaces, parentheses, plus and hyphen: what `validCharactersOnly` lets through. */
const VALID_CHARACTERS = /^[0-9\s()+-]*$/;

export function hasOnlyValidCharacters(text: string): boolean {
  return VALID_CHARACTERS.test(normalizeDigits(text));
}

/** Digits and the plus sign carry the number; everything else is formatting. */
function isSignificant(character: string): boolean {
  return character === "+" || (character >= "0" && character <= "9");
}

export function significantCharacters(text: string): string {
  return [...text].filter(isSignificant).join("");
}

export function countSignificantBefore(text: string, index: number): number {
  return significantCharacters(text.slice(0, index)).length;
}

/** The caret position just after the `count`-th significant character of `text`. */
export function caretAfterSignificant(text: string, count: number): number {
  if (count <= 0) return 0;
  let seen = 0;
  for (let index = 0; index < text.length; index += 1) {
    if (isSignificant(text[index] ?? "")) seen += 1;
    if (seen === count) return index + 1;
  }
  return text.length;
}

/**
 * Backspace (or Delete) that only removed formatting — a space or parenthesis the formatter put
 * back at once — would leave the caret stuck; remove the digit beyond it instead, as the user meant.
 */
export function deleteThroughFormatting(
  previous: string,
  next: string,
  caret: number,
  direction: "backward" | "forward",
): { text: string; caret: number } | undefined {
  if (next.length >= previous.length) return undefined;
  if (significantCharacters(previous) !== significantCharacters(next)) return undefined;
  if (direction === "backward") {
    for (let index = caret - 1; index >= 0; index -= 1) {
      if (isSignificant(next[index] ?? "")) {
        return { text: next.slice(0, index) + next.slice(index + 1), caret: index };
      }
    }
    return undefined;
  }
  for (let index = caret; index < next.length; index += 1) {
    if (isSignificant(next[index] ?? "")) {
      return { text: next.slice(0, index) + next.slice(index + 1), caret };
    }
  }
  return undefined;
}

/** Where two texts differ: the common prefix's length and the common suffix's length. */
function changedRange(previous: string, next: string): { start: number; end: number } {
  let start = 0;
  while (start < previous.length && start < next.length && previous[start] === next[start]) {
    start += 1;
  }
  let end = 0;
  while (
    end < previous.length - start &&
    end < next.length - start &&
    previous[previous.length - 1 - end] === next[next.length - 1 - end]
  ) {
    end += 1;
  }
  return { start, end };
}

/** The characters a change inserted, from the common prefix and suffix of the two texts. */
export function insertedText(previous: string, next: string): string {
  const { start, end } = changedRange(previous, next);
  return next.slice(start, next.length - end);
}

/**
 * What the user has typed after they edited the field. The field shows `typed` with its own
 * formatting added (spaces, parentheses, hyphens), so the edit of `shown` into `edited` is carried
 * over to `typed` by the digits before each end of it. When the field rewrote the number itself
 * (a display mode that added the calling code), the shown text is what the user is editing.
 */
export function typedAfterEdit(typed: string, shown: string, edited: string): string {
  const base = significantCharacters(typed) === significantCharacters(shown) ? typed : shown;
  const { start, end } = changedRange(shown, edited);
  const removedEnd = shown.length - end;
  const toBase = (index: number) =>
    index >= shown.length
      ? base.length
      : caretAfterSignificant(base, countSignificantBefore(shown, index));
  const from = toBase(start);
  const to = Math.max(from, toBase(removedEnd));
  return base.slice(0, from) + edited.slice(start, edited.length - end) + base.slice(to);
}

const EXTENSION = /^(.*?\d[^a-z#;~]*?)\s*(?:;\s*ext=|e?xt(?:ension|n|\.)?|x|#|~)\s*(\d*)\s*$/i;

/** Splits a trailing extension (`ext. 12`, `x12`, `#12`, `;ext=12`) from the number. */
export function splitExtension(text: string): { main: string; extension: string | undefined } {
  const match = EXTENSION.exec(text);
  if (!match) return { main: text, extension: undefined };
  return { main: match[1] ?? "", extension: match[2] ?? "" };
}

const NUMBER_CHARACTERS = /[0-9\s().\-/]/;

/**
 * The phone number found in pasted text ("Call +971 50 123 4567 today"): normalised digits, at
 * most `maxExtractedLength` characters looked at, a leading `00` read as `+`.
 */
export function extractPhoneNumber(text: string): string {
  const capped = normalizeDigits(text).slice(0, PHONE_INPUT_LIMITS.maxExtractedLength);
  const start = capped.search(/[+0-9]/);
  if (start === -1) return "";
  let end = start + 1;
  while (end < capped.length && NUMBER_CHARACTERS.test(capped[end] ?? "")) end += 1;
  let number = capped.slice(start, end);
  const rest = /^\s*(?:;\s*ext=|e?xt(?:ension|n|\.)?|x|#)\s*\d+/i.exec(capped.slice(end));
  if (rest) number += rest[0];
  number = number.replace(/[\s().\-/]+$/, "").trim();
  return number.startsWith("00") ? `+${number.slice(2)}` : number;
}
