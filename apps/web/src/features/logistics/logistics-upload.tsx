import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { LOGISTICS_SHEET_FIELDS, type LogisticsSheetField } from "@rawaq/domain/logistics";
import type { SheetImport } from "@rawaq/domain/sheet-import";
import { Alert } from "@rawaq/ui/alert";
import { Button } from "@rawaq/ui/button";
import { useCallback, useState } from "react";
import { SheetImportPreview } from "../../components/sheet-import-preview.tsx";
import { ImportValueCell } from "../../components/sheet-import.tsx";
import { SheetUpload } from "../../components/sheet-upload.tsx";
import { useToast } from "../../components/toasts.tsx";
import { failureMessage } from "../../lib/api-failure.ts";
import { api } from "../../lib/api.ts";
import { saveBlob } from "../../lib/download.ts";
import { LOGISTICS_KEY, useRevalidateLogistics } from "./use-logistics.ts";

type UploadStep =
  | {
      step: "choose";
      /** Back from the preview for another file: the drop zone takes the focus. */
      isBack?: boolean;
    }
  | { step: "preview"; dataImport: SheetImport };

export interface LogisticsUploadProps {
  organizationId: string;
}

/**
 * Step 1 by sheet (decision 054): the template pre-filled with the approved books, the upload
 * checked row by row on the server, and the save of every row or none.
 */
export function LogisticsUpload({ organizationId }: LogisticsUploadProps) {
  const { t } = useLingui();
  const [state, setState] = useState<UploadStep>({ step: "choose" });
  const toast = useToast();
  const refresh = useRevalidateLogistics();

  function handleReset() {
    setState({ step: "choose", isBack: true });
  }

  const handleCommitted = useCallback(
    (_count: number, message?: string) => {
      // The server's sentence says how many books were saved, in the user's language.
      if (message) toast(message);
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
      <SheetUpload
        send={(file, onProgress) => api.logistics.uploadData(organizationId, file, onProgress)}
        onChecked={({ data }) => setState({ step: "preview", dataImport: data.import })}
        isFocused={state.isBack}
        checkAction="check-data"
        texts={{
          label: t`Books' data sheet`,
          prompt: t`Drop the data sheet here, or choose a file`,
          checking: t`Checking the data…`,
          check: t`Checking the data`,
          nothingSaved: t`Nothing is saved until you confirm the checked data.`,
        }}
      />
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
