/**
 * The search's forgiveness of typos (decision 083). A word a visitor typed that is in no listed
 * title, author or publisher is replaced by the guide's words closest to it in spelling, and the
 * search looks for those. The guide's words are read once per guide version
 * (`queries.guideWords`): a few thousand folded words, searched here in a few milliseconds, where
 * pg_trgm's `<%` had to recheck every title sharing a trigram with the word (37,000 of the
 * bench's 200,000 for «الجبل»: 0.6 s a search).
 */

/** How many spellings of one word the search tries, closest first. */
export const SPELLINGS_PER_WORD = 4;

/** The edits forgiven in a word of this many letters: none under 4, one up to 7, then two. */
export function forgivenEdits(length: number): number {
  return length < 4 ? 0 : length < 8 ? 1 : 2;
}

/**
 * The optimal string alignment distance (Levenshtein with adjacent transpositions, each one
 * edit), or `limit + 1` as soon as it must exceed `limit`.
 */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowBest = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, before[j - 2]! + 1);
      }
      current.push(value);
      rowBest = Math.min(rowBest, value);
    }
    if (rowBest > limit) return limit + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * What the search looks for in place of each typed word: the word itself when some listed text
 * holds it (as `LIKE '%word%'` would find it), else the guide's words within the edits forgiven,
 * closest first (none when nothing is near: the search then finds nothing).
 */
export function spellings(words: readonly string[], guideWords: readonly string[]): string[][] {
  return words.map((word) => {
    if (guideWords.some((known) => known.includes(word))) return [word];
    const limit = forgivenEdits(word.length);
    if (limit === 0) return [word];
    return guideWords
      .map((known) => ({ known, distance: editDistance(word, known, limit) }))
      .filter(({ distance }) => distance <= limit)
      .sort((a, b) => a.distance - b.distance || a.known.localeCompare(b.known))
      .slice(0, SPELLINGS_PER_WORD)
      .map(({ known }) => known);
  });
}
