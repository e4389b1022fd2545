import { Trans, useLingui } from "@lingui/react/macro";
import type { Organization, OrganizationDocument } from "@rawaq/domain/organization";
import { DOCUMENT_ACCESS_PURPOSES, type DocumentAccessPurpose } from "@rawaq/domain/privacy";
import { Alert } from "@rawaq/ui/alert";
import { Card, CardBody, CardHeader, CardTitle } from "@rawaq/ui/card";
import { useState } from "react";
import { api } from "../../lib/api.ts";
import { DocumentButton } from "../../components/document-button.tsx";

export interface OrganizationDocumentsCardProps {
  organization: Organization;
  owner: { id: string; name: string; email: string; has_identity_document: boolean };
}

/** The three documents of step 2, and the owner with their identity document. */
export function OrganizationDocumentsCard({ organization, owner }: OrganizationDocumentsCardProps) {
  const { t } = useLingui();
  const [failure, setFailure] = useState<string | null>(null);
  // Why the identity document is opened: the person's access log keeps it (issue 31, the PDPL).
  const [purpose, setPurpose] = useState<DocumentAccessPurpose>("organization_review");
  const purposes: Record<DocumentAccessPurpose, string> = {
    organization_review: t`Reviewing the organization`,
    badge_check: t`Checking a badge`,
    person_request: t`Answering the person's request`,
  };
  const documents: [OrganizationDocument, string][] = [
    ["logo", t`Logo`],
    ["commercial_registration", t`Commercial registration`],
    ["publishing_licence", t`Publishing licence`],
  ];

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Documents and owner</Trans>
        </CardTitle>
      </CardHeader>
      <CardBody className="flex flex-col gap-5">
        {failure && <Alert variant="danger">{failure}</Alert>}
        <section aria-labelledby="documents-title" className="flex flex-col gap-2">
          <h3 id="documents-title" className="text-sm font-semibold text-slate-700">
            <Trans>Organization documents</Trans>
          </h3>
          <ul className="flex flex-col gap-2">
            {documents.map(([kind, label]) => (
              <li key={kind} className="flex flex-wrap items-center justify-between gap-2">
                <span className="text-slate-900">{label}</span>
                {organization.documents[kind] ? (
                  <DocumentButton
                    load={() => api.getOrganizationDocument(organization.id, kind)}
                    nameParts={[organization.name, label]}
                    onError={setFailure}
                  >
                    <Trans context="open document">View</Trans>
                    <span className="sr-only"> {label}</span>
                  </DocumentButton>
                ) : (
                  <span className="text-sm text-slate-500">
                    <Trans>Not uploaded</Trans>
                  </span>
                )}
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="owner-title" className="flex flex-col gap-2">
          <h3 id="owner-title" className="text-sm font-semibold text-slate-700">
            <Trans>Owner</Trans>
          </h3>
          <p className="text-slate-900">
            <bdi>{owner.name}</bdi>
            <br />
            <span dir="ltr" className="inline-block text-sm text-slate-600">
              {owner.email}
            </span>
          </p>
          <div className="flex flex-wrap items-end justify-between gap-2">
            <span className="text-slate-900 sm:self-center">
              <Trans>Identity document</Trans>
            </span>
            {owner.has_identity_document ? (
              <div className="flex flex-wrap items-end gap-2">
                {/* A native select: the kit's would bring Radix's to this page for one choice. */}
                <label className="flex w-full flex-col gap-1 text-sm sm:w-64">
                  <span className="font-medium text-slate-900">{t`Why are you opening it?`}</span>
                  <select
                    className="h-10 rounded-md border border-slate-300 bg-white px-2"
                    value={purpose}
                    onChange={(event) =>
                      setPurpose(
                        DOCUMENT_ACCESS_PURPOSES.find((known) => known === event.target.value) ??
                          "organization_review",
                      )
                    }
                  >
                    {DOCUMENT_ACCESS_PURPOSES.map((value) => (
                      <option key={value} value={value}>
                        {purposes[value]}
                      </option>
                    ))}
                  </select>
                </label>
                <DocumentButton
                  load={() => api.admin.getUserIdentityDocument(owner.id, purpose)}
                  nameParts={[owner.name, t`Identity document`]}
                  onError={setFailure}
                >
                  <Trans context="open document">View</Trans>
                  <span className="sr-only">
                    {" "}
                    <Trans>Identity document</Trans>
                  </span>
                </DocumentButton>
              </div>
            ) : (
              <span className="text-sm text-slate-500">
                <Trans>Not uploaded</Trans>
              </span>
            )}
          </div>
        </section>
      </CardBody>
    </Card>
  );
}
