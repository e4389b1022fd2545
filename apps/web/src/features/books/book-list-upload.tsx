import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { type BookImport } from "@rawaq/domain/book";
import type { Locale } from "@rawaq/i18n/locales";
import { Button } from "@rawaq/ui/button";
import { useCallback, useEffect, useRef, useState } from "react";
import { Link } from "react-router-dom";
import { useSWRConfig } from "swr";
import { api } from "../../lib/api.ts";
import { BookImportPreview, type BookImportPreviewProps } from "./book-import-preview.tsx";
import { formatCount } from "../../lib/format-count.ts";
import { BookTemplateLinks } from "./book-templates.tsx";
import { bookImportKey } from "./use-books.ts";
import { useToast } from "../../components/toasts.tsx";
import type { SheetImportPage } from "../../components/sheet-import-preview.tsx";
import { SheetUpload } from "../../components/sheet-upload.tsx";

type UploadStep =
  | {
      step: "choose";
      /** Back from the preview or the stored list: the drop zone takes the focus. */
      isBack?: boolean;
    }
  | { step: "preview"; bookImport: BookImport }
  | { step: "committed"; count: number };

export interface BookListUploadProps {
  organizationId: string;
  /** Where "See your books" leads after the list is stored. */
  booksHref: string;
  /** What the fair's rules say of a row's ISBN and issue date (issue 32), for the preview. */
  ruleNotes?: BookImportPreviewProps["ruleNotes"];
}

/** Upload a book list → preview with every row's errors → store all rows or none. */
export function BookListUpload({ organizationId, booksHref, ruleNotes }: BookListUploadProps) {
  const { i18n, t } = useLingui();
  const locale = i18n.locale as Locale;
  const { mutate } = useSWRConfig();
  const [state, setState] = useState<UploadStep>({ step: "choose" });
  const successRef = useRef<HTMLDivElement>(null);
  const toast = useToast();

  useEffect(() => {
    if (state.step === "committed") successRef.current?.focus();
  }, [state.step]);

  async function handleChecked({ data }: { data: SheetImportPage }) {
    // The answer is the preview's first page (of the rows with errors when there are some,
    // of all rows otherwise): the preview starts from it without asking again.
    const only = data.import.error_rows > 0 ? "errors" : "all";
    await mutate(bookImportKey(data.import.id, only, data.meta.page), data, {
      revalidate: false,
    });
    setState({ step: "preview", bookImport: data.import });
  }

  function handleReset() {
    setState({ step: "choose", isBack: true });
  }

  const handleCommitted = useCallback(
    (count: number) => {
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
        ruleNotes={ruleNotes}
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

  return (
    <div className="flex flex-col gap-6">
      <BookTemplateLinks />
      <div className="flex flex-col gap-3">
        <SheetUpload
          send={(file, onProgress) => api.uploadBookList(organizationId, file, onProgress)}
          onChecked={handleChecked}
          isFocused={state.isBack}
          texts={{
            label: t`Book list`,
            prompt: t`Drop the book list here, or choose a file`,
            checking: t`Checking the list…`,
            check: t`Check the list`,
            nothingSaved: t`Nothing is saved until you confirm the checked list.`,
          }}
        />
      </div>
    </div>
  );
}
