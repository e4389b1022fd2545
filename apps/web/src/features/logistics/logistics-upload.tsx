import { BOOK_LIST_MAX_BYTES, BOOK_LIST_MAX_ROWS } from "@rawaq/domain/limits";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { ApiError } from "@rawaq/api-client/client";

import { LOGISTICS_SHEET_FIELDS, type LogisticsSheetField } from "@rawaq/domain/logistics";
import type { SheetImport, SheetImportRow } from "@rawaq/domain/sheet-import";
import type { Locale } from "@rawaq/i18n/locales";
import { Alert } from "@rawaq/ui/alert";
import { Button } from "@rawaq/ui/button";
import { Checkbox } from "@rawaq/ui/checkbox";
import { DataTable, type DataTableColumn } from "@rawaq/ui/data-table";
import { EmptyState } from "@rawaq/ui/empty-state";
import { FileDrop } from "@rawaq/ui/file-drop";
import { useEffect, useId, useRef, useState } from "react";
import useSWR from "swr";
import { FailureText } from "../../components/load-state.tsx";
import {
  CommitProgress,
  ImportValueCell,
  RowNumberCell,
  SHEET_ACCEPT,
  type SheetProblem,
  SheetProblemAlert,
  SummaryItem,
  sheetProblem,
} from "../../components/sheet-import.tsx";
import { useTableLabels } from "../../components/table-labels.ts";
import { useToast } from "../../components/toasts.tsx";
import { fileTooLargeText } from "../../i18n/slot-messages.ts";
import { failureMessage } from "../../lib/api-failure.ts";
import { api } from "../../lib/api.ts";
import { saveBlob } from "../../lib/download.ts";
import { useFormatFileSize } from "../../lib/file-size.ts";
import { formatCount } from "../../lib/format-count.ts";
import { LOGISTICS_KEY, useRefreshLogistics } from "./use-logistics.ts";

type Rows = "all" | "errors";

type UploadStep =
  | { step: "choose" }
  /** `progress` 0-100; at 100 the file is sent and the server is checking it. */
  | { step: "uploading"; progress: number }
  | { step: "preview"; dataImport: SheetImport };

export interface LogisticsUploadProps {
  organizationId: string;
}

/**
 * Step 1 by sheet (decision 054): the template pre-filled with the approved books, the upload
 * checked row by row on the server, and the save of every row or none.
 */
export function LogisticsUpload({ organizationId }: LogisticsUploadProps) {
  const { i18n, t } = useLingui();
  const locale = i18n.locale as Locale;
  const formatFileSize = useFormatFileSize();
  const [file, setFile] = useState<File | null>(null);
  const [state, setState] = useState<UploadStep>({ step: "choose" });
  const [problem, setProblem] = useState<SheetProblem | null>(null);
  const dropId = useId();

  async function handleUpload() {
    if (!file) return;
    setProblem(null);
    setState({ step: "uploading", progress: 0 });
    try {
      const { data } = await api.logistics.uploadData(organizationId, file, (fraction) =>
        setState((current) =>
          current.step === "uploading"
            ? { step: "uploading", progress: Math.round(fraction * 100) }
            : current,
        ),
      );
      setState({ step: "preview", dataImport: data.import });
    } catch (error) {
      setProblem(sheetProblem(error, t`An unexpected error occurred. Please try again later.`));
      setState({ step: "choose" });
    }
  }

  function handleReset() {
    setFile(null);
    setProblem(null);
    setState({ step: "choose" });
  }

  if (state.step === "preview") {
    return (
      <LogisticsImportPreview
        organizationId={organizationId}
        dataImport={state.dataImport}
        onReset={handleReset}
      />
    );
  }

  const isUploading = state.step === "uploading";
  const percent = isUploading ? state.progress : 0;
  const maxRows = formatCount(BOOK_LIST_MAX_ROWS, locale);
  const maxSize = formatFileSize(BOOK_LIST_MAX_BYTES);
  return (
    <section
      aria-labelledby="data-upload-title"
      data-slot="logistics-upload"
      className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h3 id="data-upload-title" className="text-base font-semibold text-slate-900">
        <Trans>Uploading the data as a sheet</Trans>
      </h3>
      <DataTemplateLinks organizationId={organizationId} />
      <FileDrop
        formatSize={formatFileSize}
        id={dropId}
        label={t`Books' data sheet`}
        hint={t`Excel (.xlsx) or CSV (UTF-8 or Windows-1256), up to ${maxSize} and ${maxRows} rows.`}
        accept={SHEET_ACCEPT}
        maxSizeBytes={BOOK_LIST_MAX_BYTES}
        file={file}
        onFileChange={(chosen) => {
          setFile(chosen);
          setProblem(null);
        }}
        disabled={isUploading}
        progress={isUploading ? state.progress : null}
        prompt={t`Drop the data sheet here, or choose a file`}
        removeLabel={t`Remove`}
        typeErrorText={t`Choose an Excel (.xlsx) or CSV file.`}
        sizeErrorText={fileTooLargeText(i18n)}
        progressLabel={t`Upload progress`}
      />
      {problem && <SheetProblemAlert problem={problem} />}
      {isUploading && (
        <p role="status" className="text-sm font-medium text-slate-800">
          {percent < 100 ? (
            <Trans>Uploading the file… {percent}%</Trans>
          ) : (
            <Trans>Checking the data…</Trans>
          )}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button
          data-action="check-data"
          onClick={handleUpload}
          disabled={!file}
          isLoading={isUploading}
        >
          <Trans>Checking the data</Trans>
        </Button>
        <p className="text-sm text-slate-600">
          <Trans>Nothing is saved until you confirm the checked data.</Trans>
        </p>
      </div>
    </section>
  );
}

/** The template in both languages, as Excel and as CSV, pre-filled with the approved books. */
function DataTemplateLinks({ organizationId }: { organizationId: string }) {
  const { i18n, t } = useLingui();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const templates = [
    { locale: "ar", format: "xlsx", label: t`Arabic template (Excel)` },
    { locale: "ar", format: "csv", label: t`Arabic template (CSV)` },
    { locale: "en", format: "xlsx", label: t`English template (Excel)` },
    { locale: "en", format: "csv", label: t`English template (CSV)` },
  ] as const;

  async function handleDownload(templateLocale: string, format: "xlsx" | "csv") {
    const key = `${templateLocale}-${format}`;
    setBusy(key);
    setFailure(null);
    try {
      const blob = await api.logistics.dataTemplate(organizationId, templateLocale, format);
      saveBlob(blob, `rawaq-books-data-${templateLocale}.${format}`);
    } catch (error) {
      setFailure(failureMessage(error, i18n));
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-slate-600">
        <Trans>
          The template lists your approved books with their current data. Fill in the quantity, the
          price in riyals, the barcode and the parcels, one book per row. Write the parcels as
          parcel number and quantity, separated by semicolons: P-01:10; P-02:5. A parcel number
          alone holds the whole quantity.
        </Trans>
      </p>
      <ul className="flex flex-wrap gap-2">
        {templates.map((template) => {
          const key = `${template.locale}-${template.format}`;
          return (
            <li key={key}>
              <Button
                variant="secondary"
                size="sm"
                isLoading={busy === key}
                onClick={() => void handleDownload(template.locale, template.format)}
              >
                {template.label}
              </Button>
            </li>
          );
        })}
      </ul>
      {failure && <Alert variant="danger">{failure}</Alert>}
    </div>
  );
}

function useDataImport(organizationId: string, importId: string, only: Rows, page: number) {
  return useSWR(
    [LOGISTICS_KEY, "import", organizationId, importId, only, page],
    async () =>
      (
        await api.logistics.getDataImport(organizationId, importId, {
          page,
          only: only === "errors" ? "errors" : undefined,
        })
      ).data,
    {
      keepPreviousData: true,
      // A preview is a snapshot of the uploaded file: refetching it on focus only costs time.
      revalidateOnFocus: false,
      revalidateIfStale: false,
    },
  );
}

interface LogisticsImportPreviewProps {
  organizationId: string;
  dataImport: SheetImport;
  onReset: () => void;
}

/** The checked sheet: its counts, every row with its errors, and the save of all rows or none. */
function LogisticsImportPreview({
  organizationId,
  dataImport,
  onReset,
}: LogisticsImportPreviewProps) {
  const { i18n, t } = useLingui();
  const locale = i18n.locale as Locale;
  const tableLabels = useTableLabels();
  const toast = useToast();
  const refresh = useRefreshLogistics();
  // The rows to fix come first: on a long sheet they would otherwise hide among valid ones.
  const [only, setOnly] = useState<Rows>(dataImport.error_rows > 0 ? "errors" : "all");
  const [page, setPage] = useState(1);
  const { data, error, isValidating, mutate } = useDataImport(
    organizationId,
    dataImport.id,
    only,
    page,
  );
  const [isCommitting, setIsCommitting] = useState(false);
  const [commitProblem, setCommitProblem] = useState<string | null>(null);
  // Refused as it stands (a parcel sent meanwhile): only a new upload can succeed.
  const [isRefused, setIsRefused] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const explanationId = useId();

  const current = data?.import ?? dataImport;
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

  async function handleCommit() {
    setIsCommitting(true);
    setCommitProblem(null);
    try {
      const answer = await api.logistics.commitDataImport(organizationId, current.id);
      // The server's sentence says how many books were saved, in the user's language.
      if (answer.message) toast(answer.message);
      onReset();
      await refresh();
    } catch (failure) {
      setCommitProblem(failureMessage(failure, i18n));
      if (failure instanceof ApiError && (failure.status === 409 || failure.status === 422)) {
        setIsRefused(true);
      }
    } finally {
      setIsCommitting(false);
    }
  }

  const fieldLabels: Record<LogisticsSheetField, string> = {
    isbn: t`ISBN`,
    book_id: t`Book ID`,
    title: t`Title`,
    quantity: t`Quantity`,
    price: t`Price (SAR)`,
    barcode: t`Barcode`,
    parcels: t`Parcels`,
  };
  // The id is there for the sheet; people read the title.
  const shown = LOGISTICS_SHEET_FIELDS.filter((field) => field !== "book_id");

  const columns: DataTableColumn<SheetImportRow>[] = [
    {
      id: "row",
      header: t`Row`,
      isRowHeader: true,
      sticky: "start",
      className: "w-16 tabular-nums",
      cell: (row) => <RowNumberCell row={row} columns={shown} />,
    },
    ...shown.map((field): DataTableColumn<SheetImportRow> => ({
      id: field,
      header: fieldLabels[field],
      cell: (row) => (
        <ImportValueCell
          value={row.values[field] ?? ""}
          // An unknown book named by id is said under the ISBN, where the book is named.
          messages={[
            ...(row.errors[field] ?? []),
            ...(field === "isbn" ? (row.errors.book_id ?? []) : []),
          ]}
          isLtr={field !== "title"}
          emptyLabel={t`Empty`}
        />
      ),
    })),
  ];

  return (
    <section
      aria-labelledby="data-import-title"
      data-slot="data-import-preview"
      className="flex flex-col gap-5"
    >
      <div className="flex flex-col gap-1">
        <h3
          id="data-import-title"
          ref={headingRef}
          tabIndex={-1}
          className="text-lg font-semibold text-slate-900 outline-none"
        >
          <Trans>Checking the data before saving it</Trans>
        </h3>
        <p className="text-sm text-slate-600">
          <Trans>
            File: <bdi>{fileName}</bdi>
          </Trans>
        </p>
      </div>

      <dl data-slot="data-import-summary" className="grid gap-3 sm:grid-cols-3">
        <SummaryItem label={t`Rows in the file`} value={count(current.total_rows)} />
        <SummaryItem label={t`Ready to save`} value={readyCount} tone="success" />
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
                <Trans>Upload the file again</Trans>
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
          <DataTable
            caption={only === "errors" ? t`Rows with errors` : t`All rows`}
            isCaptionVisible
            columns={columns}
            rows={data?.rows ?? []}
            getRowId={(row) => String(row.row)}
            isLoading={!data && !error}
            loadingRowCount={Math.max(
              1,
              Math.min(10, only === "errors" ? current.error_rows : current.total_rows),
            )}
            error={
              error && !data ? (
                <FailureText
                  error={error}
                >{t`The rows of the file could not be loaded.`}</FailureText>
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
        {isCommitting && <CommitProgress label={t`Saving the data…`} />}
        <div className="flex flex-wrap items-center gap-3">
          <Button
            data-action="commit-data"
            onClick={handleCommit}
            disabled={!canCommit}
            isLoading={isCommitting}
            aria-describedby={hasErrors ? explanationId : undefined}
          >
            <Plural
              value={current.valid_rows}
              one={`Saving the data of ${readyCount} book`}
              other={`Saving the data of ${readyCount} books`}
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
