import { Trans, useLingui } from "@lingui/react/macro";
import { Alert } from "@rawaq/ui/alert";
import { Button } from "@rawaq/ui/button";
import { DownloadIcon } from "@rawaq/ui/icons";
import { useState } from "react";
import { failureMessage } from "../lib/api-failure.ts";
import { fileName, saveBlob } from "../lib/download.ts";

export type ExportFormat = "xlsx" | "csv";

export interface ExportButtonsProps {
  /** Fetches the file in a format, e.g. `(format) => api.admin.exportBooks({ format, …filters })`. */
  download: (format: ExportFormat) => Promise<Blob>;
  /** Parts of the file's name, e.g. "books", the organization's name and today's date. */
  nameParts: readonly string[];
  /** Names the group for assistive technology, e.g. "Export this organization's books". */
  label: string;
}

/**
 * Every list's export: Excel or CSV of what the list's filters show, with a pending state and a
 * translated failure. The server neutralises cells that would run as formulas.
 */
export function ExportButtons({ download, nameParts, label }: ExportButtonsProps) {
  const { i18n } = useLingui();
  const [pending, setPending] = useState<ExportFormat | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function handleExport(format: ExportFormat) {
    setPending(format);
    setFailure(null);
    try {
      const blob = await download(format);
      saveBlob(blob, fileName(nameParts, format));
    } catch (error) {
      setFailure(failureMessage(error, i18n));
    } finally {
      setPending(null);
    }
  }

  return (
    <div className="flex flex-col gap-2">
      <div role="group" aria-label={label} className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          size="sm"
          isLoading={pending === "xlsx"}
          disabled={pending !== null}
          onClick={() => void handleExport("xlsx")}
          leadingIcon={<DownloadIcon />}
        >
          <Trans>Export as Excel</Trans>
        </Button>
        <Button
          variant="secondary"
          size="sm"
          isLoading={pending === "csv"}
          disabled={pending !== null}
          onClick={() => void handleExport("csv")}
          leadingIcon={<DownloadIcon />}
        >
          <Trans>Export as CSV</Trans>
        </Button>
      </div>
      {failure && <Alert variant="danger">{failure}</Alert>}
    </div>
  );
}
