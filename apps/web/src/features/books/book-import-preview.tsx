import { Plural, useLingui } from "@lingui/react/macro";
import {
  BOOK_FIELDS,
  type BookField,
  type BookImport,
  type BookImportRow,
} from "@rawaq/domain/book";
import { formatDate } from "@rawaq/i18n/dates";
import type { Locale } from "@rawaq/i18n/locales";
import { useCallback } from "react";
import { SheetImportPreview } from "../../components/sheet-import-preview.tsx";
import { ImportValueCell } from "../../components/sheet-import.tsx";
import { api } from "../../lib/api.ts";
import { bookImportKey, useRevalidateBooks } from "./use-books.ts";

export interface BookImportPreviewProps {
  /** The list as the upload answered it: its counts decide what is shown first. */
  bookImport: BookImport;
  /** Back to the drop zone, for another file. */
  onReset: () => void;
  /** The list was stored: `count` books are now pending review. */
  onCommitted: (count: number) => void;
  /**
   * What the fair's rules say of a row's ISBN and issue date (issue 32): shown beside the cell,
   * not errors (the list can still be added; the rules hold the parcels back).
   */
  ruleNotes?: (isbn: string, issueDate: string) => { isbn: string[]; issue_date: string[] };
}

/**
 * The preview of an uploaded list (the shared preview-then-commit flow): its counts, every row
 * with the errors of each cell, and the commit, which stores all rows or none.
 */
export function BookImportPreview({
  bookImport,
  onReset,
  onCommitted,
  ruleNotes,
}: BookImportPreviewProps) {
  const { i18n, t } = useLingui();
  const locale = i18n.locale as Locale;
  const revalidateBooks = useRevalidateBooks();
  const importId = bookImport.id;

  const fieldLabels: Record<BookField, string> = {
    title: t`Title`,
    author: t`Author`,
    author_nationality: t`Author nationality`,
    language: t`Language`,
    isbn: t`ISBN`,
    issue_date: t`Issue date`,
    publisher_name: t`Publisher`,
  };

  const commit = useCallback(
    async (id: string) => {
      const answer = await api.commitBookImport(id);
      await revalidateBooks();
      return { count: answer.data.import.valid_rows };
    },
    [revalidateBooks],
  );

  return (
    <SheetImportPreview
      sheetImport={bookImport}
      slot="book-import"
      rowsKey={(only, page) => bookImportKey(importId, only, page)}
      fetchRows={async (only, page) =>
        (
          await api.getBookImport(importId, {
            page,
            only: only === "errors" ? "errors" : undefined,
          })
        ).data
      }
      fields={BOOK_FIELDS}
      labels={fieldLabels}
      cell={(row, field) => (
        <ImportCell
          row={row}
          field={field}
          locale={locale}
          notes={
            field === "isbn" || field === "issue_date"
              ? (ruleNotes?.(row.values.isbn ?? "", row.values.issue_date ?? "")[field] ?? [])
              : []
          }
        />
      )}
      texts={{
        heading: t`Check the list before adding it`,
        ready: t`Ready to add`,
        uploadAgain: t`Upload the list again`,
        rowsFailed: t`The rows of the list could not be loaded.`,
        committing: t`Adding books…`,
      }}
      commitLabel={(ready) => {
        const readyCount = ready.text;
        return (
          <Plural
            value={ready.count}
            one={`Add ${readyCount} book`}
            other={`Add ${readyCount} books`}
          />
        );
      }}
      commit={commit}
      onRefused={(id) => revalidateBooks(id)}
      onReset={onReset}
      onCommitted={onCommitted}
    />
  );
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** One value as the server read it (a date in the reader's calendar), with its errors. */
function ImportCell({
  row,
  field,
  locale,
  notes,
}: {
  row: BookImportRow;
  field: BookField;
  locale: Locale;
  /** The fair's rules about this value. */
  notes: string[];
}) {
  const { t } = useLingui();
  const value = row.values[field] ?? "";
  const shown =
    field === "issue_date" && ISO_DATE.test(value) ? (formatDate(value, locale) ?? value) : value;
  return (
    <>
      <ImportValueCell
        value={value}
        messages={row.errors[field] ?? []}
        isLtr={field === "isbn" || field === "issue_date"}
        emptyLabel={t`Empty`}
      >
        {shown !== value ? <span className="whitespace-nowrap">{shown}</span> : undefined}
      </ImportValueCell>
      {notes.length > 0 && (
        <ul
          data-slot="rule-notes"
          className="mt-1 flex min-w-24 flex-col gap-0.5 text-xs text-amber-900"
        >
          {notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
    </>
  );
}
