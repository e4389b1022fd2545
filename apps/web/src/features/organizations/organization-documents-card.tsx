import { Trans, useLingui } from "@lingui/react/macro";
import type { Organization, OrganizationDocument } from "@rawaq/domain/organization";
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
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="text-slate-900">
              <Trans>Identity document</Trans>
            </span>
            {owner.has_identity_document ? (
              <DocumentButton
                load={() => api.admin.getUserIdentityDocument(owner.id)}
                nameParts={[owner.name, t`Identity document`]}
                onError={setFailure}
              >
                <Trans context="open document">View</Trans>
                <span className="sr-only">
                  {" "}
                  <Trans>Identity document</Trans>
                </span>
              </DocumentButton>
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
