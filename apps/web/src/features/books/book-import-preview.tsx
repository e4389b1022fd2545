import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { ApiError } from "@rawaq/api-client/client";
import {
  BOOK_FIELDS,
  type BookField,
  type BookImport,
  type BookImportRow,
} from "@rawaq/domain/book";
import { DEFAULT_PAGE_SIZE } from "@rawaq/domain/pagination";
import { formatDate } from "@rawaq/i18n/dates";
import type { Locale } from "@rawaq/i18n/locales";
import { Alert } from "@rawaq/ui/alert";
import { Button } from "@rawaq/ui/button";
import { Checkbox } from "@rawaq/ui/checkbox";
import { DataTable, type DataTableColumn } from "@rawaq/ui/data-table";
import { EmptyState } from "@rawaq/ui/empty-state";
import { useEffect, useId, useRef, useState } from "react";
import { failureMessage } from "../../lib/api-failure.ts";
import { api } from "../../lib/api.ts";
import { formatCount } from "../../lib/format-count.ts";
import { type BookImportRowsFilter, useBookImport, useRevalidateBooks } from "./use-books.ts";
import { FailureText } from "../../components/load-state.tsx";
import {
  CommitProgress,
  ImportValueCell,
  RowNumberCell,
  SummaryItem,
} from "../../components/sheet-import.tsx";
import { useTableLabels } from "../../components/table-labels.ts";

export interface BookImportPreviewProps {
  /** The list as the upload answered it: its counts decide what is shown first. */
  bookImport: BookImport;
  /** Back to the drop zone, for another file. */
  onReset: () => void;
  /** The list was stored: `count` books are now pending review. */
  onCommitted: (count: number) => void;
}

/**
 * The preview of an uploaded list: its counts, every row with the errors of each cell, and the
 * commit, which stores all rows or none.
 */
export function BookImportPreview({ bookImport, onReset, onCommitted }: BookImportPreviewProps) {
  const { i18n, t } = useLingui();
  const locale = i18n.locale as Locale;
  const tableLabels = useTableLabels();
  // The rows to fix come first: on a long list they would otherwise hide among valid ones.
  const [only, setOnly] = useState<BookImportRowsFilter>(
    bookImport.error_rows > 0 ? "errors" : "all",
  );
  const [page, setPage] = useState(1);
  const { data, error, isValidating, mutate } = useBookImport(bookImport.id, only, page);
  const [isCommitting, setIsCommitting] = useState(false);
  const [commitProblem, setCommitProblem] = useState<string | null>(null);
  // The server refused this list as it stands (e.g. one of its ISBNs was added meanwhile):
  // trying again cannot succeed, only a new upload can.
  const [isRefused, setIsRefused] = useState(false);
  const revalidateBooks = useRevalidateBooks();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const explanationId = useId();

  const current = data?.import ?? bookImport;
  const hasErrors = current.error_rows > 0;
  const canCommit =
    !hasErrors && !isRefused && current.valid_rows > 0 && current.status === "preview";
  const count = (value: number) => formatCount(value, locale);
  const fileName = current.file_name;
  const readyCount = count(current.valid_rows);

  useEffect(() => {
    // The preview replaces the drop zone: reading goes on from its heading.
    headingRef.current?.focus();
  }, []);

  useEffect(() => {
    // A list stored meanwhile (another tab, a repeated click) is done: say so.
    if (current.status === "committed") onCommitted(current.valid_rows);
  }, [current.status, current.valid_rows, onCommitted]);

  function handleShowOnlyErrors(checked: boolean) {
    setOnly(checked ? "errors" : "all");
    setPage(1);
  }

  async function handleCommit() {
    setIsCommitting(true);
    setCommitProblem(null);
    try {
      const answer = await api.commitBookImport(current.id);
      await revalidateBooks();
      onCommitted(answer.data.import.valid_rows);
    } catch (error) {
      setCommitProblem(failureMessage(error, i18n));
      if (error instanceof ApiError && (error.status === 409 || error.status === 422)) {
        setIsRefused(true);
        // The refreshed preview says whether it was stored meanwhile (another tab).
        await revalidateBooks(current.id);
      }
    } finally {
      setIsCommitting(false);
    }
  }

  const fieldLabels: Record<BookField, string> = {
    title: t`Title`,
    author: t`Author`,
    author_nationality: t`Author nationality`,
    language: t`Language`,
    isbn: t`ISBN`,
    issue_date: t`Issue date`,
    publisher_name: t`Publisher`,
  };

  const columns: DataTableColumn<BookImportRow>[] = [
    {
      id: "row",
      header: t`Row`,
      isRowHeader: true,
      sticky: "start",
      className: "w-16 tabular-nums",
      cell: (row) => <RowNumberCell row={row} columns={BOOK_FIELDS} />,
    },
    ...BOOK_FIELDS.map((field): DataTableColumn<BookImportRow> => ({
      id: field,
      header: fieldLabels[field],
      cell: (row) => <ImportCell row={row} field={field} locale={locale} />,
    })),
  ];

  return (
    <section aria-labelledby="book-import-title" className="flex flex-col gap-5">
      <div className="flex flex-col gap-1">
        <h3
          id="book-import-title"
          ref={headingRef}
          tabIndex={-1}
          className="text-lg font-semibold text-slate-900 outline-none"
        >
          <Trans>Check the list before adding it</Trans>
        </h3>
        <p className="text-sm text-slate-600">
          <Trans>
            File: <bdi>{fileName}</bdi>
          </Trans>
        </p>
      </div>

      <dl data-slot="book-import-summary" className="grid gap-3 sm:grid-cols-3">
        <SummaryItem label={t`Rows in the file`} value={count(current.total_rows)} />
        <SummaryItem label={t`Ready to add`} value={readyCount} tone="success" />
        <SummaryItem
          label={t`With errors`}
          value={count(current.error_rows)}
          tone={hasErrors ? "danger" : "neutral"}
        />
      </dl>

      {commitProblem && (
        <Alert
          variant="danger"
          action={
            isRefused && !hasErrors ? (
              <Button variant="secondary" size="sm" onClick={onReset}>
                <Trans>Upload the list again</Trans>
              </Button>
            ) : undefined
          }
        >
          {commitProblem}
        </Alert>
      )}

      {hasErrors ? (
        <Alert
          id={explanationId}
          variant="warning"
          role="status"
          action={
            <Button variant="secondary" size="sm" onClick={onReset} disabled={isCommitting}>
              <Trans>Upload a corrected file</Trans>
            </Button>
          }
        >
          <Trans>
            Fix the rows with errors in your file and upload it again. Nothing has been saved.
          </Trans>
        </Alert>
      ) : null}

      <div className="flex flex-col gap-3">
        {hasErrors && (
          <Checkbox
            label={t`Show only rows with errors`}
            checked={only === "errors"}
            onCheckedChange={(checked) => handleShowOnlyErrors(checked === true)}
          />
        )}
        <div aria-busy={isValidating || undefined}>
          <DataTable
            caption={only === "errors" ? t`Rows with errors` : t`All rows`}
            isCaptionVisible
            columns={columns}
            rows={data?.rows ?? []}
            getRowId={(row) => String(row.row)}
            isLoading={!data && !error}
            // The upload's counts say how many rows the first page holds: as many skeletons.
            loadingRowCount={Math.max(
              1,
              Math.min(
                DEFAULT_PAGE_SIZE,
                only === "errors" ? current.error_rows : current.total_rows,
              ),
            )}
            error={
              error && !data ? (
                <FailureText
                  error={error}
                >{t`The rows of the list could not be loaded.`}</FailureText>
              ) : undefined
            }
            onRetry={() => void mutate()}
            retryLabel={tableLabels.retryLabel}
            loadingLabel={t`Loading…`}
            empty={
              <EmptyState
                headingLevel={4}
                title={only === "errors" ? t`No rows with errors` : t`The file has no rows`}
              />
            }
            pagination={
              data && data.meta.total > 0
                ? {
                    page: data.meta.page,
                    pageSize: data.meta.per_page,
                    total: data.meta.total,
                    onPageChange: setPage,
                  }
                : undefined
            }
            paginationLabel={t`Pages of rows`}
            previousLabel={tableLabels.previousLabel}
            nextLabel={tableLabels.nextLabel}
            pageLabel={tableLabels.pageLabel}
          />
        </div>
      </div>

      <div className="flex flex-col gap-3 border-t border-slate-200 pt-4">
        {isCommitting && <CommitProgress label={t`Adding books…`} />}
        <div className="flex flex-wrap items-center gap-3">
          <Button
            onClick={handleCommit}
            disabled={!canCommit}
            isLoading={isCommitting}
            aria-describedby={hasErrors ? explanationId : undefined}
          >
            <Plural
              value={current.valid_rows}
              one={`Add ${readyCount} book`}
              other={`Add ${readyCount} books`}
            />
          </Button>
          <Button variant="ghost" onClick={onReset} disabled={isCommitting}>
            <Trans>Choose another file</Trans>
          </Button>
        </div>
      </div>
    </section>
  );
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** One value as the server read it (a date in the reader's calendar), with its errors. */
function ImportCell({
  row,
  field,
  locale,
}: {
  row: BookImportRow;
  field: BookField;
  locale: Locale;
}) {
  const { t } = useLingui();
  const value = row.values[field] ?? "";
  const shown =
    field === "issue_date" && ISO_DATE.test(value) ? (formatDate(value, locale) ?? value) : value;
  return (
    <ImportValueCell
      value={value}
      messages={row.errors[field] ?? []}
      isLtr={field === "isbn" || field === "issue_date"}
      emptyLabel={t`Empty`}
    >
      {shown !== value ? <span className="whitespace-nowrap">{shown}</span> : undefined}
    </ImportValueCell>
  );
}
