import { Trans, useLingui } from "@lingui/react/macro";
import { Button } from "@rawaq/ui/button";
import { FileIcon } from "@rawaq/ui/icons";
import { type ReactNode, useState } from "react";
import { failureMessage } from "../lib/api-failure.ts";
import { extensionFor, fileName, openPendingTab } from "../lib/download.ts";

export interface DocumentButtonProps {
  /** The button's text, e.g. "Commercial registration". */
  children: ReactNode;
  /** Fetches the file (documents are authorized, so never a plain link). */
  load: () => Promise<Blob>;
  /** Parts of the file name used when the browser downloads rather than shows it. */
  nameParts: readonly string[];
  /** Reports a failure to the caller, which shows it near the documents; null clears it. */
  onError: (message: string | null) => void;
}

/** Opens an uploaded document in a new tab (or downloads it where a tab cannot be opened). */
export function DocumentButton({ children, load, nameParts, onError }: DocumentButtonProps) {
  const { i18n } = useLingui();
  const [isLoading, setLoading] = useState(false);

  async function handleOpen() {
    const tab = openPendingTab();
    setLoading(true);
    onError(null);
    try {
      const blob = await load();
      tab.show(blob, fileName(nameParts, extensionFor(blob.type)));
    } catch (error) {
      tab.close();
      onError(failureMessage(error, i18n));
    } finally {
      setLoading(false);
    }
  }

  return (
    <Button
      variant="secondary"
      size="sm"
      isLoading={isLoading}
      onClick={() => void handleOpen()}
      leadingIcon={<FileIcon />}
    >
      {children}
      <span className="sr-only">
        <Trans>(opens in a new tab)</Trans>
      </span>
    </Button>
  );
}
