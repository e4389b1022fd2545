import { BOOK_LIST_MAX_BYTES, BOOK_LIST_MAX_ROWS } from "@rawaq/domain/limits";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { LOGISTICS_SHEET_FIELDS, type LogisticsSheetField } from "@rawaq/domain/logistics";
import type { SheetImport } from "@rawaq/domain/sheet-import";
import type { Locale } from "@rawaq/i18n/locales";
import { Alert } from "@rawaq/ui/alert";
import { Button } from "@rawaq/ui/button";
import { FileDrop } from "@rawaq/ui/file-drop";
import { useCallback, useId, useState } from "react";
import { SheetImportPreview } from "../../components/sheet-import-preview.tsx";
import {
  ImportValueCell,
  SHEET_ACCEPT,
  type SheetProblem,
  SheetProblemAlert,
  sheetProblem,
} from "../../components/sheet-import.tsx";
import { useToast } from "../../components/toasts.tsx";
import { fileTooLargeText } from "../../i18n/slot-messages.ts";
import { failureMessage } from "../../lib/api-failure.ts";
import { api } from "../../lib/api.ts";
import { saveBlob } from "../../lib/download.ts";
import { useFormatFileSize } from "../../lib/file-size.ts";
import { formatCount } from "../../lib/format-count.ts";
import { LOGISTICS_KEY, useRevalidateLogistics } from "./use-logistics.ts";

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
  const toast = useToast();
  const refresh = useRevalidateLogistics();

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

  const handleCommitted = useCallback(
    (_count: number, message?: string) => {
      // The server's sentence says how many books were saved, in the user's language.
      if (message) toast(message);
      setFile(null);
      setProblem(null);
      setState({ step: "choose" });
      void refresh();
    },
    [toast, refresh],
  );

  if (state.step === "preview") {
    return (
      <LogisticsImportPreview
        organizationId={organizationId}
        dataImport={state.dataImport}
        onReset={handleReset}
        onCommitted={handleCommitted}
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

interface LogisticsImportPreviewProps {
  organizationId: string;
  dataImport: SheetImport;
  onReset: () => void;
  onCommitted: (count: number, message?: string) => void;
}

/** The checked sheet in the shared preview-then-commit flow: save all rows or none. */
function LogisticsImportPreview({
  organizationId,
  dataImport,
  onReset,
  onCommitted,
}: LogisticsImportPreviewProps) {
  const { t } = useLingui();
  const importId = dataImport.id;

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

  const commit = useCallback(
    async (id: string) => {
      const answer = await api.logistics.commitDataImport(organizationId, id);
      return { count: answer.data.import.valid_rows, message: answer.message };
    },
    [organizationId],
  );

  return (
    <SheetImportPreview
      sheetImport={dataImport}
      slot="data-import"
      rowsKey={(only, page) => [LOGISTICS_KEY, "import", organizationId, importId, only, page]}
      fetchRows={async (only, page) =>
        (
          await api.logistics.getDataImport(organizationId, importId, {
            page,
            only: only === "errors" ? "errors" : undefined,
          })
        ).data
      }
      fields={shown}
      labels={fieldLabels}
      cell={(row, field) => (
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
      )}
      texts={{
        heading: t`Checking the data before saving it`,
        ready: t`Ready to save`,
        uploadAgain: t`Upload the file again`,
        rowsFailed: t`The rows of the file could not be loaded.`,
        committing: t`Saving the data…`,
      }}
      commitLabel={(ready) => {
        const readyCount = ready.text;
        return (
          <Plural
            value={ready.count}
            one={`Saving the data of ${readyCount} book`}
            other={`Saving the data of ${readyCount} books`}
          />
        );
      }}
      commitAction="commit-data"
      commit={commit}
      onReset={onReset}
      onCommitted={onCommitted}
    />
  );
}
