import { BOOK_LIST_MAX_BYTES, BOOK_LIST_MAX_ROWS } from "@rawaq/domain/limits";
import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { type BookImport } from "@rawaq/domain/book";
import type { Locale } from "@rawaq/i18n/locales";
import { Button } from "@rawaq/ui/button";
import { FileDrop } from "@rawaq/ui/file-drop";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router-dom";
import { useSWRConfig } from "swr";
import { fileTooLargeText } from "../../i18n/slot-messages.ts";
import { api } from "../../lib/api.ts";
import { BookImportPreview } from "./book-import-preview.tsx";
import { formatCount } from "../../lib/format-count.ts";
import { BookTemplateLinks } from "./book-templates.tsx";
import { bookImportKey } from "./use-books.ts";
import { useFormatFileSize } from "../../lib/file-size.ts";
import { useToast } from "../../components/toasts.tsx";
import {
  SHEET_ACCEPT,
  type SheetProblem,
  SheetProblemAlert,
  sheetProblem,
} from "../../components/sheet-import.tsx";

type UploadStep =
  | { step: "choose" }
  /** `progress` 0-100; at 100 the file is sent and the server is reading it. */
  | { step: "uploading"; progress: number }
  | { step: "preview"; bookImport: BookImport }
  | { step: "committed"; count: number };

export interface BookListUploadProps {
  organizationId: string;
  /** Where "See your books" leads after the list is stored. */
  booksHref: string;
}

/** Upload a book list → preview with every row's errors → store all rows or none. */
export function BookListUpload({ organizationId, booksHref }: BookListUploadProps) {
  const { i18n, t } = useLingui();
  const formatFileSize = useFormatFileSize();
  const locale = i18n.locale as Locale;
  const { mutate } = useSWRConfig();
  const [file, setFile] = useState<File | null>(null);
  const [state, setState] = useState<UploadStep>({ step: "choose" });
  const [problem, setProblem] = useState<SheetProblem | null>(null);
  const dropId = useId();
  const successRef = useRef<HTMLDivElement>(null);
  const toast = useToast();
  // Set when the user goes back to the drop zone: it then takes the focus.
  const shouldFocusDrop = useRef(false);

  useEffect(() => {
    if (state.step === "committed") successRef.current?.focus();
  }, [state.step]);

  useEffect(() => {
    if (!shouldFocusDrop.current || state.step !== "choose") return;
    shouldFocusDrop.current = false;
    document.getElementById(dropId)?.focus();
  }, [state.step, dropId]);

  async function handleUpload() {
    if (!file) return;
    setProblem(null);
    setState({ step: "uploading", progress: 0 });
    try {
      const { data } = await api.uploadBookList(organizationId, file, (fraction) =>
        setState((current) =>
          current.step === "uploading"
            ? { step: "uploading", progress: Math.round(fraction * 100) }
            : current,
        ),
      );
      // The answer is the preview's first page (of the rows with errors when there are some,
      // of all rows otherwise): the preview starts from it without asking again.
      const only = data.import.error_rows > 0 ? "errors" : "all";
      await mutate(bookImportKey(data.import.id, only, data.meta.page), data, {
        revalidate: false,
      });
      setState({ step: "preview", bookImport: data.import });
    } catch (error) {
      setProblem(sheetProblem(error, t`An unexpected error occurred. Please try again later.`));
      setState({ step: "choose" });
    }
  }

  function handleReset() {
    setFile(null);
    setProblem(null);
    setState({ step: "choose" });
    shouldFocusDrop.current = true;
  }

  const handleCommitted = useCallback(
    (count: number) => {
      setFile(null);
      setState({ step: "committed", count });
      const countText = formatCount(count, locale);
      toast(
        plural(count, {
          one: `${countText} book was added and is waiting for review.`,
          other: `${countText} books were added and are waiting for review.`,
        }),
      );
    },
    [locale, toast],
  );

  if (state.step === "preview") {
    return (
      <BookImportPreview
        bookImport={state.bookImport}
        onReset={handleReset}
        onCommitted={handleCommitted}
      />
    );
  }

  if (state.step === "committed") {
    // What was added is said by a toast; here, where to go next.
    return (
      <div ref={successRef} tabIndex={-1} className="flex flex-col gap-4 outline-none">
        <div className="flex flex-wrap gap-3">
          <Button asChild>
            <Link to={booksHref}>
              <Trans>See your books</Trans>
            </Link>
          </Button>
          <Button variant="secondary" onClick={handleReset}>
            <Trans>Upload another list</Trans>
          </Button>
        </div>
      </div>
    );
  }

  const isUploading = state.step === "uploading";
  const maxRows = formatCount(BOOK_LIST_MAX_ROWS, locale);
  const maxSize = formatFileSize(BOOK_LIST_MAX_BYTES);
  const percent = isUploading ? state.progress : 0;
  return (
    <div className="flex flex-col gap-6">
      <BookTemplateLinks />
      <div className="flex flex-col gap-3">
        <FileDrop
          formatSize={formatFileSize}
          id={dropId}
          label={t`Book list`}
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
          prompt={t`Drop the book list here, or choose a file`}
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
              <Trans>Checking the list…</Trans>
            )}
          </p>
        )}
        <Button
          onClick={handleUpload}
          disabled={!file}
          isLoading={isUploading}
          className="self-start"
        >
          <Trans>Check the list</Trans>
        </Button>
        <p className="text-sm text-slate-600">
          <Trans>Nothing is saved until you confirm the checked list.</Trans>
        </p>
      </div>
    </div>
  );
}
