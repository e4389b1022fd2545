/*
 * Fitting a name into a booth without measuring it. The hall map is rendered on the server and
 * runs no script in the browser, so nothing can ask the browser how wide a text is: its width is
 * estimated from the advance widths of the kit's faces (Inter for Latin, Noto Sans Arabic for
 * Arabic, regular weight), measured in Chromium and rounded up. The estimate errs on the wide
 * side (hall-map.test.tsx holds it against the real widths), and the map clips each booth's
 * text to the booth all the same, so a face that differs on some device never draws outside it.
 */

const ELLIPSIS = "…";

/** Latin and other non-Arabic characters, in em, by classes of Inter's widths. */
const latinClasses: [characters: string, width: number][] = [
  [" iljI.,:;'|!", 0.3],
  ["frt()[]{}/\\`1", 0.43],
  ['-"_^*?', 0.52],
  ["mwMW%@", 1],
  ["ABCDEFGHJKLNOPQRSTUVXYZ&", 0.77],
  ["abcdeghknopqsuvxyz", 0.62],
  ["023456789#$+<=>~", 0.67],
  [ELLIPSIS, 0.82],
];

/**
 * Arabic letters by their shape, in em: isolated, joined to the next letter (initial or medial),
 * and joined to the previous one only (final). Right-joining letters (alif, dal, ra, waw…) never
 * join the next letter: their second width is unused. Persian letters share their Arabic base's.
 */
const arabicClasses: [letters: string, isolated: number, joinsNext: number, final: number][] = [
  ["ء", 0.41, 0.41, 0.41],
  ["آأإاٱ", 0.24, 0.24, 0.49],
  ["ؤو", 0.45, 0.45, 0.67],
  ["ة", 0.4, 0.4, 0.69],
  ["دذ", 0.48, 0.48, 0.73],
  ["رزژ", 0.37, 0.37, 0.6],
  ["ئىيی", 0.76, 0.3, 0.94],
  ["بتثپ", 0.99, 0.3, 1.29],
  ["جحخچ", 0.64, 0.59, 0.85],
  ["سش", 1.21, 0.78, 1.47],
  ["صض", 1.31, 0.9, 1.55],
  ["طظ", 0.79, 0.68, 1.03],
  ["عغ", 0.51, 0.5, 0.73],
  ["ف", 0.98, 0.45, 1.3],
  ["ق", 0.77, 0.45, 1.01],
  ["كکگ", 0.88, 0.41, 1.12],
  ["ل", 0.69, 0.26, 0.93],
  ["م", 0.48, 0.52, 0.76],
  ["ن", 0.68, 0.27, 0.93],
  ["ه", 0.67, 0.57, 0.69],
  ["ـ", 0.27, 0.27, 0.27],
];

/** Any other character: wider than most, so that an unknown script is not cut too late. */
const UNKNOWN_WIDTH = 1;

/** Bold Latin is up to 8 % wider than regular (the booth codes are bold). */
const BOLD_FACTOR = 1.08;

/** The classes above are averages of shapes that vary with their neighbours: a little room more. */
const MARGIN = 1.05;

const latinWidths = new Map<string, number>(
  latinClasses.flatMap(([characters, width]) => [...characters].map((c) => [c, width] as const)),
);

const arabicShapes = new Map(
  arabicClasses.flatMap(([letters, isolated, joinsNext, final]) =>
    [...letters].map((letter) => [letter, { isolated, joinsNext, final }] as const),
  ),
);

const rightJoining = new Set("ءآأإاٱؤوةدذرزژ");

/** Harakat and other marks: no width of their own, and the letters around them still join. */
const isArabicMark = (c: string) => /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED]/.test(c);

const joinsForward = (c: string | undefined) =>
  c !== undefined && arabicShapes.has(c) && !rightJoining.has(c);

/** The estimated width of `text` in px, at `fontSize` px. */
export function estimateTextWidth(
  text: string,
  fontSize: number,
  { isBold = false }: { isBold?: boolean } = {},
): number {
  // Marks are dropped first, so that a letter's neighbours are letters.
  const characters = [...text].filter((c) => !isArabicMark(c));
  let em = 0;
  characters.forEach((c, index) => {
    const shape = arabicShapes.get(c);
    if (shape) {
      const joinsPrevious = joinsForward(characters[index - 1]);
      const joinsNext = joinsForward(c) && arabicShapes.has(characters[index + 1] ?? "");
      em += joinsNext ? shape.joinsNext : joinsPrevious ? shape.final : shape.isolated;
      return;
    }
    em += (latinWidths.get(c) ?? UNKNOWN_WIDTH) * (isBold ? BOLD_FACTOR : 1);
  });
  return em * fontSize * MARGIN;
}

const rightToLeftLetter = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}]/u;

/** Whether a text reads right to left, by its first letter (as `dir="auto"` decides). */
export function isRightToLeft(text: string): boolean {
  const firstLetter = /\p{L}/u.exec(text)?.[0];
  return firstLetter !== undefined && rightToLeftLetter.test(firstLetter);
}

interface Piece {
  text: string;
  spaceBefore: boolean;
}

/** The pieces a line may break between: words, and the parts of a word after its hyphens. */
function breakPieces(text: string): Piece[] {
  return text
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .flatMap((word) =>
      word.split(/(?<=-)(?=.)/).map((part, index) => ({ text: part, spaceBefore: index === 0 })),
    );
}

function joinPieces(pieces: readonly Piece[]): string {
  return pieces.reduce(
    (line, piece) => (line && piece.spaceBefore ? `${line} ${piece.text}` : `${line}${piece.text}`),
    "",
  );
}

/**
 * `text` broken into at most `maxLines` lines at spaces and after hyphens (as a browser breaks
 * it), each at most `maxWidth` px wide at `fontSize` px. Where the text goes on past the lines,
 * the last one ends with an ellipsis after its last whole word. Words are never cut, so what is
 * drawn is made of the name's own words, all in the booth's accessible name (WCAG 2.5.3: a
 * speech-input user says what they see); a word wider than a line ends the lines before it. No
 * lines if the first word does not fit.
 */
export function fitLines(
  text: string,
  { maxWidth, fontSize, maxLines }: { maxWidth: number; fontSize: number; maxLines: number },
): string[] {
  const fits = (pieces: readonly Piece[], suffix = "") =>
    estimateTextWidth(`${joinPieces(pieces)}${suffix}`, fontSize) <= maxWidth;
  const pieces = breakPieces(text);
  const lines: Piece[][] = [];
  let index = 0;
  while (index < pieces.length && lines.length < maxLines) {
    const line: Piece[] = [];
    while (index < pieces.length && fits([...line, pieces[index]!])) {
      line.push(pieces[index]!);
      index += 1;
    }
    if (line.length === 0) break;
    lines.push(line);
  }
  if (index === pieces.length) return lines.map(joinPieces);
  // Some of the text is left over: the last line gives up words until the ellipsis fits.
  while (lines.length > 0) {
    const last = lines.at(-1)!;
    while (last.length > 0 && !fits(last, ELLIPSIS)) last.pop();
    if (last.length > 0) break;
    lines.pop();
  }
  return lines.map((line, lineIndex) =>
    lineIndex === lines.length - 1 ? `${joinPieces(line)}${ELLIPSIS}` : joinPieces(line),
  );
}
