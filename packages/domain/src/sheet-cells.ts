// Cells of a csv or xlsx file, for the server's exports and the pages' own (the dashboard's):
// texts neutralised against formula injection, CSV in UTF-8 with a byte-order mark so Excel
// reads Arabic.

/**
 * A spreadsheet may run text as a formula where a cell starts with `=`, `+`, `-` or `@` (OWASP
 * "CSV Injection"; a tab or a carriage return before one is trimmed by some). A cell does not
 * always start where our file starts one: a spreadsheet whose list separator is `;` (where the
 * decimal mark is a comma) or that splits at tabs cuts a quoted text of ours at those, and a
 * broken quote makes a line end or a comma a cell's start too. So every place a cell may start
 * inside a text (its start, and after `,` `;` tab CR LF, spaces allowed between) gets an
 * apostrophe before a formula character: the text reads the same and runs nowhere.
 * Applied in xlsx too, because people re-save exports as CSV (docs/decisions/069-…).
 */
export function neutralizeFormula(text: string): string {
  return text.replace(FORMULA_START, "'");
}

/** A place a cell may start (the text's start, or after a separator) before a formula character. */
const FORMULA_START = /(?<=^|[,;\t\r\n])(?=[ \u00a0]*[=+\-@\t\r])/g;

/** The byte-order mark that starts every csv file: Excel reads Arabic right only with it. */
export const CSV_BOM = "\ufeff";

/**
 * One RFC 4180 line (no line end): every text neutralised and quoted (OWASP's advice: a quoted
 * field is one cell to every reader that honours quotes), numbers bare so they stay numbers.
 */
export function csvLine(cells: readonly (string | number)[]): string {
  return cells
    .map((value) =>
      typeof value === "number"
        ? String(value)
        : `"${neutralizeFormula(value).replaceAll('"', '""')}"`,
    )
    .join(",");
}

/** A whole csv file: the byte-order mark, then one CRLF-ended line per row. */
export function csvText(rows: readonly (readonly (string | number)[])[]): string {
  return `${CSV_BOM}${rows.map((row) => `${csvLine(row)}\r\n`).join("")}`;
}
