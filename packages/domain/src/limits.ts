// Limits that a message states (@rawaq/i18n fills the text from the constant, so the two can
// never disagree). Kept apart from the schemas that enforce them: this module imports nothing,
// so a page can word a message without loading the phone metadata or the country data that the
// signup and participation schemas need.

/** A passport number's length in letters and digits; the `passport` message states it. */
export const PASSPORT_MIN_LENGTH = 6;
export const PASSPORT_MAX_LENGTH = 12;

/** The youngest account holder; the `too_young` message states it. */
export const MINIMUM_AGE_YEARS = 18;

/** Book list uploads (issue 5). */
export const BOOK_LIST_MAX_BYTES = 10 * 1024 * 1024;
export const BOOK_LIST_MAX_ROWS = 10_000;

/** Largest booth sheet: the `booth_sheet_too_large` message states it. */
export const BOOTH_SHEET_MAX_BYTES = 1024 * 1024;
