import { Trans, useLingui } from "@lingui/react/macro";
import { IMAGE_CONTENT_TYPES } from "@rawaq/domain/files";
import {
  DOCUMENT_CONTENT_TYPES,
  DOCUMENT_MAX_BYTES,
  type OrganizationDocument,
} from "@rawaq/domain/organization";
import { FileDrop } from "@rawaq/ui/file-drop";
import { CheckIcon } from "@rawaq/ui/icons";
import { api } from "../../lib/api.ts";
import { DocumentDownloadButton } from "./document-download-button.tsx";
import { DOCUMENT_LABELS } from "./organization-fields.ts";
import { useRevalidateOrganization } from "./use-organization.ts";
import { useFileDropTexts, useFileUpload } from "../../lib/use-file-upload.ts";
import { useToast } from "../../components/toasts.tsx";

export interface DocumentUploadProps {
  organizationId: string;
  kind: OrganizationDocument;
  /** The server already holds this document (`organization.documents[kind]`). */
  isOnFile: boolean;
  disabled?: boolean;
}

/**
 * One of the organization's three documents: choosing a file uploads it at once, with progress;
 * the server's answer (its `documents` flags) says whether it is on file.
 */
export function DocumentUpload({
  organizationId,
  kind,
  isOnFile,
  disabled = false,
}: DocumentUploadProps) {
  const { i18n, t } = useLingui();
  const refreshOrganization = useRevalidateOrganization();
  const toast = useToast();
  const dropTexts = useFileDropTexts();
  const maxSize = dropTexts.formatSize(DOCUMENT_MAX_BYTES);
  const label = i18n._(DOCUMENT_LABELS[kind]);
  const isLogo = kind === "logo";
  const documentFile = useFileUpload((file: File, onProgress: (fraction: number) => void) =>
    api.uploadOrganizationDocument(organizationId, kind, file, onProgress),
  );

  // Choosing a file uploads it at once.
  async function handleFileChange(chosen: File | null) {
    documentFile.choose(chosen);
    if (!chosen) return;
    if (!(await documentFile.upload(chosen))) return;
    await refreshOrganization();
    toast(t`${label} has been uploaded.`);
  }

  return (
    <div className="flex flex-col gap-2" data-slot="document-upload" data-document={kind}>
      <FileDrop
        {...dropTexts}
        label={label}
        hint={
          isLogo
            ? t`JPEG, PNG or WebP, up to ${maxSize}.`
            : t`PDF, JPEG, PNG or WebP, up to ${maxSize}.`
        }
        accept={isLogo ? IMAGE_CONTENT_TYPES : DOCUMENT_CONTENT_TYPES}
        maxSizeBytes={DOCUMENT_MAX_BYTES}
        file={documentFile.file}
        onFileChange={(chosen) => void handleFileChange(chosen)}
        progress={documentFile.progress}
        error={documentFile.failure ?? undefined}
        disabled={disabled || documentFile.progress !== null}
        required
        prompt={
          isOnFile
            ? t`Drop a new file here to replace it, or choose a file`
            : t`Drop the file here, or choose a file`
        }
      />
      {isOnFile && (
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <span
            role="status"
            data-slot="document-on-file"
            className="inline-flex items-center gap-1.5 font-medium text-emerald-800"
          >
            <CheckIcon className="size-4 shrink-0" />
            <Trans>{label} is on file.</Trans>
          </span>
          <DocumentDownloadButton organizationId={organizationId} kind={kind} label={label} />
        </div>
      )}
    </div>
  );
}
