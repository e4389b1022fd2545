import { Trans, useLingui } from "@lingui/react/macro";
import type { DocumentAccess, DocumentAccessPurpose } from "@rawaq/domain/privacy";
import { formatDateTime } from "@rawaq/i18n/dates";
import type { Locale } from "@rawaq/i18n/locales";
import { Alert } from "@rawaq/ui/alert";
import { Card, CardBody, CardDescription, CardHeader, CardTitle } from "@rawaq/ui/card";
import { useState } from "react";
import { Link } from "react-router-dom";
import useSWR from "swr";
import { Button } from "@rawaq/ui/button";
import { FileIcon } from "@rawaq/ui/icons";
import { failureMessage } from "../../lib/api-failure.ts";
import { fileName, saveBlob, todayStamp } from "../../lib/download.ts";
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
  const [isDownloading, setDownloading] = useState(false);

  async function download() {
    setDownloading(true);
    setFailure(null);
    try {
      saveBlob(await api.exportMyData(), fileName(["rawaq", "my-data", todayStamp()], "zip"));
    } catch (error) {
      setFailure(failureMessage(error, i18n));
    } finally {
      setDownloading(false);
    }
  }
  const purposes: Record<DocumentAccessPurpose, string> = {
    organization_review: t`Reviewing your organization`,
    badge_check: t`Checking a badge`,
    person_request: t`Answering your request`,
  };
  const viewer = (line: DocumentAccess) =>
    line.viewer_name ?? t({ context: "account", message: "Deleted account" });
  return (
    <Card role="region" aria-labelledby="your-data-title">
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
        <p className="text-sm text-slate-700">
          <Trans>
            What we keep, why and for how long is in our{" "}
            <Link to={`/${locale}/privacy`} className="font-medium text-brand-800 underline">
              privacy notice
            </Link>
            .
          </Trans>
        </p>
        <div>
          {/* A ZIP is saved, never opened in a tab: the browser could not show it anyway. */}
          <Button
            variant="secondary"
            size="sm"
            isLoading={isDownloading}
            leadingIcon={<FileIcon />}
            onClick={() => void download()}
          >
            <Trans>Download a copy of my data</Trans>
          </Button>
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
