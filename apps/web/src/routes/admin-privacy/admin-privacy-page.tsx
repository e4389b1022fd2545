import { Trans, useLingui } from "@lingui/react/macro";
import { PRIVACY_NOTICE_VERSION } from "@rawaq/domain/privacy";
import { formatDate } from "@rawaq/i18n/dates";
import type { Locale } from "@rawaq/i18n/locales";
import { Link } from "react-router-dom";
import { AdminOnly } from "../../components/admin-only.tsx";
import { ProcessingRecordsTable } from "./processing-records-table.tsx";
import { usePrivacyTerms } from "../../features/privacy/use-privacy-terms.ts";

/**
 * /admin/privacy: the records of processing (issue 31, PDPL art. 31), drawn from the same list
 * and words as the public privacy notice, with this server's retention periods.
 */
export function AdminPrivacyPage() {
  return (
    <AdminOnly>
      <RecordsOfProcessing />
    </AdminOnly>
  );
}

function RecordsOfProcessing() {
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const { data: terms, error, mutate } = usePrivacyTerms();
  const noticeDate = formatDate(PRIVACY_NOTICE_VERSION, locale);

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 p-4 sm:p-6">
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold text-brand-900">
          <Trans>Records of processing</Trans>
        </h1>
        <p className="max-w-3xl text-sm text-slate-700">
          <Trans>
            Every kind of personal data Rawaq holds: why, on what legal basis, for how long and who
            sees it (article 31 of the Personal Data Protection Law). The privacy notice is drawn
            from these records and speaks to the person: below, “you” is the person the data is
            about. Periods in days are this server&apos;s settings.
          </Trans>
        </p>
        <p className="flex flex-wrap items-baseline gap-x-4 gap-y-1 text-sm text-slate-700">
          <span data-slot="notice-version">
            <Trans>
              Privacy notice in force: version of{" "}
              <time dateTime={PRIVACY_NOTICE_VERSION}>{noticeDate}</time>
            </Trans>
          </span>
          <Link to={`/${locale}/privacy`} className="font-medium text-brand-800 underline">
            <Trans>View the privacy notice</Trans>
          </Link>
        </p>
      </div>
      <ProcessingRecordsTable
        retentionDays={terms?.retention_days}
        error={error}
        onRetry={() => void mutate()}
      />
    </div>
  );
}
