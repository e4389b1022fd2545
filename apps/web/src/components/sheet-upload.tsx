import { BOOK_LIST_MAX_BYTES, BOOK_LIST_MAX_ROWS } from "@rawaq/domain/limits";
import { Trans, useLingui } from "@lingui/react/macro";
import type { Locale } from "@rawaq/i18n/locales";
import { Button } from "@rawaq/ui/button";
import { FileDrop } from "@rawaq/ui/file-drop";
import { useEffect, useId, useState } from "react";
import { fileTooLargeText } from "../i18n/slot-messages.ts";
import { useFormatFileSize } from "../lib/file-size.ts";
import { formatCount } from "../lib/format-count.ts";
import type { SendFile } from "../lib/use-file-upload.ts";
import {
  SHEET_ACCEPT,
  type SheetProblem,
  SheetProblemAlert,
  sheetProblem,
} from "./sheet-import.tsx";

// The first step of every uploaded sheet (book lists, the books' logistics data; decision 075):
// choosing the file, sending it with its progress, and the sheet refused as a whole. The checked
// sheet's answer goes to the feature, which shows it in SheetImportPreview.

export interface SheetUploadTexts {
  /** The drop zone's label: "Book list". */
  label: string;
  /** Inside the drop zone: "Drop the book list here, or choose a file". */
  prompt: string;
  /** Once the file is sent, while the server reads it: "Checking the list…". */
  checking: string;
  /** The button that sends the file: "Check the list". */
  check: string;
  /** Beside the button: "Nothing is saved until you confirm the checked list." */
  nothingSaved: string;
}

export interface SheetUploadProps<Answer> {
  /** Sends the chosen file, reporting its progress (0–1). */
  send: SendFile<Answer>;
  /** The server checked the sheet: the feature shows its preview (this step is then left). */
  onChecked: (answer: Answer) => void | Promise<void>;
  texts: SheetUploadTexts;
  /** `data-action` of the check button, for the end-to-end tests. */
  checkAction?: string;
  /** Takes the focus when shown: set when the user comes back from the preview for another file. */
  isFocused?: boolean;
}

/**
 * The drop zone of a sheet (Excel or CSV, within the book list's size and rows), the upload's
 * progress, and the whole sheet's refusal (wrong type, missing columns) under it. Lay it out in
 * a column: its pieces are the column's items.
 */
export function SheetUpload<Answer>({
  send,
  onChecked,
  texts,
  checkAction,
  isFocused = false,
}: SheetUploadProps<Answer>) {
  const { i18n, t } = useLingui();
  const locale = i18n.locale as Locale;
  const formatFileSize = useFormatFileSize();
  const [file, setFile] = useState<File | null>(null);
  /** 0–100 while sending; at 100 the file is sent and the server is reading it. */
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<SheetProblem | null>(null);
  const dropId = useId();

  useEffect(() => {
    if (isFocused) document.getElementById(dropId)?.focus();
  }, [isFocused, dropId]);

  async function handleCheck() {
    if (!file) return;
    setProblem(null);
    setProgress(0);
    try {
      const answer = await send(file, (fraction) =>
        // A late report after a failure must not bring the progress back.
        setProgress((current) => (current === null ? null : Math.round(fraction * 100))),
      );
      await onChecked(answer);
    } catch (error) {
      setProblem(sheetProblem(error, t`An unexpected error occurred. Please try again later.`));
      setProgress(null);
    }
  }

  const isUploading = progress !== null;
  const percent = progress ?? 0;
  const maxRows = formatCount(BOOK_LIST_MAX_ROWS, locale);
  const maxSize = formatFileSize(BOOK_LIST_MAX_BYTES);
  return (
    <>
      <FileDrop
        formatSize={formatFileSize}
        id={dropId}
        label={texts.label}
        hint={t`Excel (.xlsx) or CSV (UTF-8 or Windows-1256), up to ${maxSize} and ${maxRows} rows.`}
        accept={SHEET_ACCEPT}
        maxSizeBytes={BOOK_LIST_MAX_BYTES}
        file={file}
        onFileChange={(chosen) => {
          setFile(chosen);
          setProblem(null);
        }}
        disabled={isUploading}
        progress={progress}
        prompt={texts.prompt}
        removeLabel={t`Remove`}
        typeErrorText={t`Choose an Excel (.xlsx) or CSV file.`}
        sizeErrorText={fileTooLargeText(i18n)}
        progressLabel={t`Upload progress`}
      />
      {problem && <SheetProblemAlert problem={problem} />}
      {isUploading && (
        <p role="status" className="text-sm font-medium text-slate-800">
          {percent < 100 ? <Trans>Uploading the file… {percent}%</Trans> : texts.checking}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button
          data-action={checkAction}
          onClick={handleCheck}
          disabled={!file}
          isLoading={isUploading}
        >
          {texts.check}
        </Button>
        <p className="text-sm text-slate-600">{texts.nothingSaved}</p>
      </div>
    </>
  );
}
