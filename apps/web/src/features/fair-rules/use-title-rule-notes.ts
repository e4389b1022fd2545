import { isTooOld, oldestAdmittedYear, yearOf } from "@rawaq/domain/fair-rules";
import { isbnProblem, toIsbn13 } from "@rawaq/domain/isbn";
import { readWholeNumber } from "@rawaq/domain/numbers";
import { useRuleLabels } from "./rule-labels.ts";
import { useFairRules } from "./use-fair-rules.ts";

/**
 * What the fair's rules say of a title where the house enters it (issue 32): its copies as they
 * are typed, its year and ISBN as a book list gives them, and what the server found of a saved
 * title. For comfort: the server judges again when the parcels are sent. Excepted rules are
 * quiet. Empty lists while the rules load or the house takes part in no fair.
 */
export function useTitleRuleNotes() {
  const { data } = useFairRules();
  const labels = useRuleLabels();
  const excepted = new Set(data?.exceptions.map((exception) => exception.rule) ?? []);
  const refused = new Map(data?.refused.map((title) => [title.isbn, title.reason]) ?? []);

  /** A saved title, with the copies being typed for it. */
  function forTitle(bookId: string, quantityText: string): string[] {
    if (!data) return [];
    const notes: string[] = [];
    const copies = data.rules.copies_per_title;
    const quantity = readWholeNumber(quantityText);
    if (
      copies.enabled &&
      !excepted.has("copies_per_title") &&
      quantity !== null &&
      quantity > copies.max_copies
    ) {
      notes.push(
        labels.breach({
          rule: "copies_per_title",
          book: null,
          allowed: copies.max_copies,
          actual: quantity,
          reason: null,
          excepted: false,
        }),
      );
    }
    for (const breach of data.breaches) {
      if (breach.book?.id === bookId && !breach.excepted && breach.rule !== "copies_per_title") {
        notes.push(labels.breach(breach));
      }
    }
    return notes;
  }

  /**
   * A row of a book list being previewed: its issue date and ISBN as the server read them, each
   * with what the rules say of it.
   */
  function forListRow(isbn: string, issueDate: string): { isbn: string[]; issue_date: string[] } {
    const notes = { isbn: [] as string[], issue_date: [] as string[] };
    if (!data) return notes;
    const age = data.rules.publication_age;
    if (
      age.enabled &&
      !excepted.has("publication_age") &&
      /^\d{4}-\d{2}-\d{2}$/.test(issueDate) &&
      isTooOld(issueDate, data.event.starts_on, age.max_years)
    ) {
      notes.issue_date.push(
        labels.breach({
          rule: "publication_age",
          book: null,
          allowed: oldestAdmittedYear(data.event.starts_on, age.max_years),
          actual: yearOf(issueDate),
          reason: null,
          excepted: false,
        }),
      );
    }
    const isbn13 = isbnProblem(isbn) ? null : toIsbn13(isbn);
    if (
      data.rules.refused_titles.enabled &&
      !excepted.has("refused_titles") &&
      isbn13 &&
      refused.has(isbn13)
    ) {
      notes.isbn.push(
        labels.breach({
          rule: "refused_titles",
          book: null,
          allowed: null,
          actual: null,
          reason: refused.get(isbn13) ?? null,
          excepted: false,
        }),
      );
    }
    return notes;
  }

  return { forTitle, forListRow };
}
