import { Trans, useLingui } from "@lingui/react/macro";
import type { OrganizationDocument } from "@rawaq/domain/organization";
import { Button } from "@rawaq/ui/button";
import { useState } from "react";
import { failureMessage } from "../../lib/api-failure.ts";
import { api } from "../../lib/api.ts";
import { extensionFor, fileName, saveBlob } from "../../lib/download.ts";

/**
 * Downloads one of the organization's documents. The file is authorized (bearer token), so it
 * is fetched as a Blob and handed to the browser through an object URL; a plain link would be
 * refused by the API.
 */
export function DocumentDownloadButton({
  organizationId,
  kind,
  label,
}: {
  organizationId: string;
  kind: OrganizationDocument;
  /** The document's name, completing the button's accessible name ("Download Logo"). */
  label: string;
}) {
  const { i18n } = useLingui();
  const [isLoading, setIsLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function handleClick() {
    setIsLoading(true);
    setError(null);
    try {
      const blob = await api.getOrganizationDocument(organizationId, kind);
      // A download never meets a popup blocker, unlike a window opened after an await.
      saveBlob(blob, fileName([kind], extensionFor(blob.type)));
    } catch (failure) {
      setError(failureMessage(failure, i18n));
    } finally {
      setIsLoading(false);
    }
  }

  return (
    <span className="inline-flex flex-col items-start gap-1">
      <Button variant="secondary" size="sm" onClick={handleClick} isLoading={isLoading}>
        <Trans>Download</Trans>
        <span className="sr-only"> {label}</span>
      </Button>
      {error && (
        <span role="alert" className="text-sm text-red-700">
          {error}
        </span>
      )}
    </span>
  );
}
