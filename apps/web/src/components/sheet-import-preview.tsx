import { Trans, useLingui } from "@lingui/react/macro";
import { ApiError } from "@rawaq/api-client/client";
import { DEFAULT_PAGE_SIZE, type PageMeta } from "@rawaq/domain/pagination";
import type { SheetImport, SheetImportRow } from "@rawaq/domain/sheet-import";
import type { Locale } from "@rawaq/i18n/locales";
import { Alert } from "@rawaq/ui/alert";
import { Button } from "@rawaq/ui/button";
import { Checkbox } from "@rawaq/ui/checkbox";
import type { DataTableColumn } from "@rawaq/ui/data-table";
import { EmptyState } from "@rawaq/ui/empty-state";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import useSWR, { type Key } from "swr";
import { failureMessage } from "../lib/api-failure.ts";
import { formatCount } from "../lib/format-count.ts";
import { FailureText } from "./load-state.tsx";
import { CommitProgress, ImportValueCell, RowNumberCell, SummaryItem } from "./sheet-import.tsx";
import { PagedTable } from "./paged-table.tsx";

// The one preview-then-commit flow of every uploaded sheet (book lists, the books' logistics
// data; decision 075): the counts, every row with the errors of each cell (the rows to fix
// first), and the commit of all rows or none. A feature gives its columns, its fetch and commit,
// and the few sentences that name what it brings.

export type SheetImportRowsFilter = "all" | "errors";

export interface SheetImportPage {
  import: SheetImport;
  rows: SheetImportRow[];
  meta: PageMeta;
}

export interface SheetImportPreviewTexts {
  /** The heading: "Check the list before adding it". */
  heading: string;
  /** The count of valid rows: "Ready to add". */
  ready: string;
  /** After a refusal that only a new upload can get past: "Upload the list again". */
  uploadAgain: string;
  /** The rows' page could not be loaded. */
  rowsFailed: string;
  /** While the rows are saved: "Adding books…". */
  committing: string;
}

export interface SheetImportPreviewProps<Field extends string> {
  /** The upload's answer: its counts decide what is shown first. */
  sheetImport: SheetImport;
  /** `book-import`, `data-import`: the section's, summary's and heading's names. */
  slot: string;
  /** The SWR key of one page of rows, and its fetch (the upload's answer may fill the first). */
  rowsKey: (only: SheetImportRowsFilter, page: number) => Key;
  fetchRows: (only: SheetImportRowsFilter, page: number) => Promise<SheetImportPage>;
  /** The columns shown after the row's number, with their headers. */
  fields: readonly Field[];
  labels: Record<Field, string>;
  /** One cell; by default the value as read, with its errors, left to right for `ltrFields`. */
  cell?: (row: SheetImportRow, field: Field) => ReactNode;
  ltrFields?: readonly Field[];
  texts: SheetImportPreviewTexts;
  /** The commit button's label for `ready.count` rows (`ready.text` in the reader's digits). */
  commitLabel: (ready: { count: number; text: string }) => ReactNode;
  /** `data-action` of the commit button, for the end-to-end tests. */
  commitAction?: string;
  /** Saves every row or none; answers how many were saved and the server's sentence. */
  commit: (importId: string) => Promise<{ count: number; message?: string }>;
  /** After a refused commit (409, 422): what may have changed is refetched. */
  onRefused?: (importId: string) => Promise<unknown>;
  /** Back to the drop zone, for another file. */
  onReset: () => void;
  /** The rows were saved (here, or meanwhile in another tab). */
  onCommitted: (count: number, message?: string) => void;
}

export function SheetImportPreview<Field extends string>({
  sheetImport,
  slot,
  rowsKey,
  fetchRows,
  fields,
  labels,
  cell,
  ltrFields = [],
  texts,
  commitLabel,
  commitAction,
  commit,
  onRefused,
  onReset,
  onCommitted,
}: SheetImportPreviewProps<Field>) {
  const { i18n, t } = useLingui();
  const locale = i18n.locale as Locale;
  // The rows to fix come first: on a long sheet they would otherwise hide among valid ones.
  const [only, setOnly] = useState<SheetImportRowsFilter>(
    sheetImport.error_rows > 0 ? "errors" : "all",
  );
  const [page, setPage] = useState(1);
  const { data, error, isValidating, mutate } = useSWR(
    rowsKey(only, page),
    () => fetchRows(only, page),
    {
      keepPreviousData: true,
      // A preview is a snapshot of the uploaded file: refetching it on focus only costs time.
      revalidateOnFocus: false,
      revalidateIfStale: false,
    },
  );
  const [isCommitting, setIsCommitting] = useState(false);
  const [commitProblem, setCommitProblem] = useState<string | null>(null);
  // The server refused the sheet as it stands (an ISBN added meanwhile, a parcel sent): trying
  // again cannot succeed, only a new upload can.
  const [isRefused, setIsRefused] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const explanationId = useId();

  const current = data?.import ?? sheetImport;
  const hasErrors = current.error_rows > 0;
  const canCommit =
    !hasErrors && !isRefused && current.valid_rows > 0 && current.status === "preview";
  const count = (value: number) => formatCount(value, locale);
  const readyCount = count(current.valid_rows);
  const fileName = current.file_name;

  useEffect(() => {
    // The preview replaces the drop zone: reading goes on from its heading.
    headingRef.current?.focus();
  }, []);

  useEffect(() => {
    // A sheet stored meanwhile (another tab, a repeated click) is done: say so.
    if (current.status === "committed") onCommitted(current.valid_rows);
  }, [current.status, current.valid_rows, onCommitted]);

  async function handleCommit() {
    setIsCommitting(true);
    setCommitProblem(null);
    try {
      const answer = await commit(current.id);
      onCommitted(answer.count, answer.message);
    } catch (failure) {
      setCommitProblem(failureMessage(failure, i18n));
      if (failure instanceof ApiError && (failure.status === 409 || failure.status === 422)) {
        setIsRefused(true);
        // The refreshed preview says whether it was stored meanwhile (another tab).
        await onRefused?.(current.id);
      }
    } finally {
      setIsCommitting(false);
    }
  }

  const columns: DataTableColumn<SheetImportRow>[] = [
    {
      id: "row",
      header: t`Row`,
      isRowHeader: true,
      sticky: "start",
      className: "w-16 tabular-nums",
      cell: (row) => <RowNumberCell row={row} columns={fields} />,
    },
    ...fields.map((field): DataTableColumn<SheetImportRow> => ({
      id: field,
      header: labels[field],
      cell: (row) =>
        cell ? (
          cell(row, field)
        ) : (
          <ImportValueCell
            value={row.values[field] ?? ""}
            messages={row.errors[field] ?? []}
            isLtr={ltrFields.includes(field)}
            emptyLabel={t`Empty`}
          />
        ),
    })),
  ];

  return (
    <section
      aria-labelledby={`${slot}-title`}
      data-slot={`${slot}-preview`}
      className="flex flex-col gap-5"
    >
      <div className="flex flex-col gap-1">
        <h3
          id={`${slot}-title`}
          ref={headingRef}
          tabIndex={-1}
          className="text-lg font-semibold text-slate-900 outline-none"
        >
          {texts.heading}
        </h3>
        <p className="text-sm text-slate-600">
          <Trans>
            File: <bdi>{fileName}</bdi>
          </Trans>
        </p>
      </div>

      <dl data-slot={`${slot}-summary`} className="grid gap-3 sm:grid-cols-3">
        <SummaryItem label={t`Rows in the file`} value={count(current.total_rows)} />
        <SummaryItem label={texts.ready} value={readyCount} tone="success" />
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
                {texts.uploadAgain}
              </Button>
            ) : undefined
          }
        >
          {commitProblem}
        </Alert>
      )}

      {hasErrors && (
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
      )}

      <div className="flex flex-col gap-3">
        {hasErrors && (
          <Checkbox
            label={t`Show only rows with errors`}
            checked={only === "errors"}
            onCheckedChange={(checked) => {
              setOnly(checked === true ? "errors" : "all");
              setPage(1);
            }}
          />
        )}
        <div aria-busy={isValidating || undefined}>
          <PagedTable
            caption={only === "errors" ? t`Rows with errors` : t`All rows`}
            isCaptionVisible
            columns={columns}
            rows={data?.rows}
            getRowId={(row) => String(row.row)}
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
                <FailureText error={error}>{texts.rowsFailed}</FailureText>
              ) : undefined
            }
            onRetry={() => void mutate()}
            empty={
              <EmptyState
                headingLevel={4}
                title={only === "errors" ? t`No rows with errors` : t`The file has no rows`}
              />
            }
            meta={data?.meta}
            onPageChange={setPage}
            isPagerHiddenWhenEmpty
            paginationLabel={t`Pages of rows`}
          />
        </div>
      </div>

      <div className="flex flex-col gap-3 border-t border-slate-200 pt-4">
        {isCommitting && <CommitProgress label={texts.committing} />}
        <div className="flex flex-wrap items-center gap-3">
          <Button
            data-action={commitAction}
            onClick={handleCommit}
            disabled={!canCommit}
            isLoading={isCommitting}
            aria-describedby={hasErrors ? explanationId : undefined}
          >
            {commitLabel({ count: current.valid_rows, text: readyCount })}
          </Button>
          <Button variant="ghost" onClick={onReset} disabled={isCommitting}>
            <Trans>Choose another file</Trans>
          </Button>
        </div>
      </div>
    </section>
  );
}
