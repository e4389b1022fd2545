import { Trans, useLingui } from "@lingui/react/macro";
import type { DocumentAccess, DocumentAccessPurpose } from "@rawaq/domain/privacy";
import { formatDateTime } from "@rawaq/i18n/dates";
import type { Locale } from "@rawaq/i18n/locales";
import { Alert } from "@rawaq/ui/alert";
import { Card, CardBody, CardDescription, CardHeader, CardTitle } from "@rawaq/ui/card";
import { useState } from "react";
import useSWR from "swr";
import { DocumentButton } from "../../components/document-button.tsx";
import { DataPending } from "../../components/load-state.tsx";
import { api } from "../../lib/api.ts";

/** The person's own access log: when someone else opened their identity document (issue 31). */
function useDocumentAccess() {
  return useSWR("profile/document-access", async () => (await api.getDocumentAccess()).data);
}

/**
 * The person's rights over their data (issue 31, the PDPL): a copy of all of it in one archive,
 * and who opened their identity document, when and why.
 */
export function YourDataCard() {
  const { i18n, t } = useLingui();
  const locale = i18n.locale as Locale;
  const [failure, setFailure] = useState<string | null>(null);
  const access = useDocumentAccess();
  const purposes: Record<DocumentAccessPurpose, string> = {
    organization_review: t`Reviewing your organization`,
    badge_check: t`Checking a badge`,
    person_request: t`Answering your request`,
  };
  const viewer = (line: DocumentAccess) =>
    line.viewer_name ?? t({ context: "account", message: "Deleted account" });
  return (
    <Card aria-labelledby="your-data-title">
      <CardHeader>
        <CardTitle id="your-data-title">
          <Trans>Your data</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            A copy of everything Rawaq holds about you: your account, profile, sessions,
            organizations, invitations, the messages you wrote and your own files, in one archive.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardBody className="flex flex-col gap-4">
        {failure ? <Alert variant="danger">{failure}</Alert> : null}
        <div>
          <DocumentButton
            load={() => api.exportMyData()}
            nameParts={["rawaq", "my-data"]}
            onError={setFailure}
          >
            <Trans>Download a copy of my data</Trans>
          </DocumentButton>
        </div>
        <section aria-labelledby="document-access-title" className="flex flex-col gap-2">
          <h3 id="document-access-title" className="font-semibold text-slate-900">
            <Trans>Who opened your identity document</Trans>
          </h3>
          {!access.data ? (
            <DataPending
              error={access.error}
              onRetry={() => void access.mutate()}
              className="h-12"
            />
          ) : access.data.accesses.length === 0 ? (
            <p className="text-sm text-slate-700">
              <Trans>Nobody but you has opened it.</Trans>
            </p>
          ) : (
            <ul className="flex flex-col divide-y divide-slate-200">
              {access.data.accesses.map((line) => (
                <li key={line.id} className="flex flex-wrap justify-between gap-2 py-2 text-sm">
                  <span className="flex flex-wrap gap-x-2">
                    <span className="font-medium">{viewer(line)}</span>
                    <span>{purposes[line.purpose]}</span>
                  </span>
                  <time dateTime={line.accessed_at} className="text-slate-600">
                    {formatDateTime(line.accessed_at, locale)}
                  </time>
                </li>
              ))}
            </ul>
          )}
        </section>
      </CardBody>
    </Card>
  );
}
