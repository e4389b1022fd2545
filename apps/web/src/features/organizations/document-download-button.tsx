import { Trans, useLingui } from "@lingui/react/macro";
import { ApiError } from "@rawaq/api-client/client";
import type { OrganizationDocument } from "@rawaq/domain/organization";
import { Button } from "@rawaq/ui/button";
import { useState } from "react";
import { api } from "../../lib/api.ts";

const EXTENSIONS: Record<string, string> = {
  "application/pdf": "pdf",
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
};

/** How long the object URL outlives the click: long enough for the browser to start saving. */
const REVOKE_AFTER_MS = 60_000;

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
  const { t } = useLingui();
  const [isLoading, setIsLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function handleClick() {
    setIsLoading(true);
    setError(null);
    try {
      const blob = await api.getOrganizationDocument(organizationId, kind);
      const url = URL.createObjectURL(blob);
      const link = document.createElement("a");
      link.href = url;
      link.download = `${kind}.${EXTENSIONS[blob.type] ?? "bin"}`;
      // A download never meets a popup blocker, unlike a window opened after an await.
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
    } catch (failure) {
      setError(
        failure instanceof ApiError && !failure.isNetworkError
          ? failure.message
          : t`An unexpected error occurred. Please try again later.`,
      );
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
