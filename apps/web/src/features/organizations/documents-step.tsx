import { Trans } from "@lingui/react/macro";
import { ORGANIZATION_DOCUMENTS, type Organization } from "@rawaq/domain/organization";
import { Button } from "@rawaq/ui/button";
import type { ReactNode } from "react";
import { DocumentUpload } from "./document-upload.tsx";
import { hasAllDocuments } from "./organization-fields.ts";

export interface DocumentsStepProps {
  organization: Organization;
  onNext: () => void;
  secondaryAction?: ReactNode;
}

/** Step 2: the logo, the commercial registration and the publishing licence, each on file. */
export function DocumentsStep({ organization, onNext, secondaryAction }: DocumentsStepProps) {
  const isComplete = hasAllDocuments(organization);
  return (
    <div className="flex flex-col gap-5">
      <p className="text-sm text-slate-600">
        <Trans>
          Each file is uploaded as soon as you choose it. The logo is an image; the commercial
          registration and the publishing licence may be PDF files or images.
        </Trans>
      </p>
      {ORGANIZATION_DOCUMENTS.map((kind) => (
        <DocumentUpload
          key={kind}
          organizationId={organization.id}
          kind={kind}
          isOnFile={organization.documents[kind]}
        />
      ))}
      {!isComplete && (
        <p id="documents-step-missing" className="text-sm text-slate-600">
          <Trans>Upload the three documents to continue.</Trans>
        </p>
      )}
      <div className="flex flex-wrap items-center justify-between gap-3">
        {secondaryAction ?? <span />}
        <Button
          onClick={onNext}
          disabled={!isComplete}
          aria-describedby={isComplete ? undefined : "documents-step-missing"}
        >
          <Trans>Next</Trans>
        </Button>
      </div>
    </div>
  );
}
