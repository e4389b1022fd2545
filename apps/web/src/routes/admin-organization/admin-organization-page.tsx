import { Trans, useLingui } from "@lingui/react/macro";
import { ApiError } from "@rawaq/api-client/client";
import { findCountry } from "@rawaq/domain/geo/countries";
import type { Organization, OrganizationDocument } from "@rawaq/domain/organization";
import { formatDate } from "@rawaq/i18n/dates";
import type { Locale } from "@rawaq/i18n/locales";
import { Alert, type AlertVariant } from "@rawaq/ui/alert";
import { Button } from "@rawaq/ui/button";
import { Card, CardBody, CardHeader, CardTitle } from "@rawaq/ui/card";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { Link, useParams } from "react-router-dom";
import { AdminOnly, NoPermissionNotice, isForbidden } from "../../features/admin/admin-only.tsx";
import { AuditTable } from "../../features/admin/audit-table.tsx";
import { type Decision, DecisionDialog } from "../../features/admin/decision-dialog.tsx";
import { DocumentButton } from "../../features/admin/document-button.tsx";
import { todayStamp } from "../../lib/download.ts";
import { ExportButtons } from "../../features/admin/export-buttons.tsx";
import { ReviewStatusBadge } from "../../components/review-status.tsx";
import { useCityName } from "../../features/admin/use-city-name.ts";
import {
  useAdminAudit,
  useAdminOrganization,
  useRevalidateAdmin,
} from "../../features/admin/use-admin.ts";
import { api } from "../../lib/api.ts";

/** One organization under review: all its data and documents, the decision, and its history. */
export function AdminOrganizationPage() {
  return (
    <AdminOnly>
      <OrganizationReview />
    </AdminOnly>
  );
}

interface Notice {
  variant: AlertVariant;
  message: string;
}

function OrganizationReview() {
  const { i18n, t } = useLingui();
  const locale = i18n.locale as Locale;
  const { id = "" } = useParams();
  const { data, error, isLoading, mutate } = useAdminOrganization(id);
  const revalidateAdmin = useRevalidateAdmin();
  const [dialog, setDialog] = useState<Decision | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);

  // The decision buttons leave with the pending status: focus goes to what happened instead.
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  if (isForbidden(error)) return <NoPermissionNotice />;
  if (error instanceof ApiError && error.status === 404) {
    return (
      <div className="mx-auto max-w-3xl p-6">
        <Alert variant="warning" title={t`Organization not found`}>
          <Link to={`/${locale}/admin/organizations`} className="underline">
            <Trans>Back to the organizations queue</Trans>
          </Link>
        </Alert>
      </div>
    );
  }
  if (!data) {
    return (
      <div aria-busy={isLoading || undefined} className="mx-auto max-w-6xl p-6">
        {error && (
          <Alert
            variant="danger"
            action={
              <Button variant="secondary" size="sm" onClick={() => void mutate()}>
                <Trans>Try again</Trans>
              </Button>
            }
          >
            <Trans>The organization could not be loaded.</Trans>
          </Alert>
        )}
      </div>
    );
  }

  const { organization, owner, books } = data;
  const name = organization.name;

  async function handleDecision(decision: Decision, reason: string) {
    try {
      const answer = await api.admin.decideOrganization(organization.id, decision, reason);
      await mutate({ organization: answer.data.organization, owner, books }, { revalidate: false });
      setDialog(null);
      setNotice({
        variant: "success",
        message:
          answer.message ??
          (decision === "approve"
            ? t`The organization has been approved.`
            : t`The organization has been rejected.`),
      });
      void revalidateAdmin();
    } catch (error) {
      // Another admin decided first, or it is no longer pending: say so and show what is now true.
      if (error instanceof ApiError && error.status === 409) {
        setDialog(null);
        setNotice({ variant: "warning", message: error.message });
        void revalidateAdmin();
        return;
      }
      throw error;
    }
  }

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 p-6">
      <nav aria-label={t`Breadcrumb`}>
        <Link
          to={`/${locale}/admin/organizations`}
          className="inline-flex items-center gap-1 text-sm font-medium text-brand-800 underline"
        >
          <BackArrow />
          <Trans>Organizations to review</Trans>
        </Link>
      </nav>

      <header className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-bold text-brand-900">
            <bdi>{organization.name}</bdi>
          </h1>
          <ReviewStatusBadge status={organization.status} />
        </div>
        <p className="text-sm text-slate-600">
          <bdi>{organization.commercial_name}</bdi>
        </p>
      </header>

      <section aria-labelledby="decision-title" className="flex flex-col gap-3">
        <h2 id="decision-title" className="sr-only">
          <Trans>Decision</Trans>
        </h2>
        {notice && (
          <Alert ref={noticeRef} tabIndex={-1} variant={notice.variant}>
            {notice.message}
          </Alert>
        )}
        <DecisionPanel
          organization={organization}
          locale={locale}
          onApprove={() => setDialog("approve")}
          onReject={() => setDialog("reject")}
        />
      </section>

      <div className="grid gap-6 lg:grid-cols-2">
        <LegalCard organization={organization} locale={locale} />
        <div className="flex flex-col gap-6">
          <BankCard organization={organization} />
          <DocumentsCard organization={organization} owner={owner} />
        </div>
      </div>

      <Card>
        <CardHeader>
          <CardTitle>
            <Trans>Books</Trans>
          </CardTitle>
        </CardHeader>
        <CardBody className="flex flex-col gap-4">
          <dl className="grid grid-cols-3 gap-4 text-center">
            <Counter label={<Trans>Pending review</Trans>} value={books.pending} />
            <Counter label={<Trans>Approved</Trans>} value={books.approved} />
            <Counter label={<Trans>Rejected</Trans>} value={books.rejected} />
          </dl>
          <div className="flex flex-wrap items-start justify-between gap-3">
            <Link
              to={`/${locale}/admin/books?organization_id=${encodeURIComponent(organization.id)}`}
              className="text-sm font-medium text-brand-800 underline"
            >
              <Trans>Review this organization's books</Trans>
            </Link>
            <ExportButtons
              label={t`Export this organization's books`}
              query={{ organization_id: organization.id }}
              nameParts={["books", organization.name, todayStamp()]}
            />
          </div>
        </CardBody>
      </Card>

      <OrganizationHistory organizationId={organization.id} />

      <DecisionDialog
        key={dialog ?? "closed"}
        open={dialog !== null}
        onOpenChange={(open) => {
          if (!open) setDialog(null);
        }}
        decision={dialog ?? "approve"}
        title={
          dialog === "reject" ? (
            <Trans>Reject this organization</Trans>
          ) : (
            <Trans>Approve this organization</Trans>
          )
        }
        description={
          dialog === "reject" ? (
            <Trans>
              The exhibitor will see your reason, can correct the organization's information and
              send it again.
            </Trans>
          ) : (
            <Trans>
              <bdi>{name}</bdi> will be approved and its exhibitor notified.
            </Trans>
          )
        }
        confirmLabel={dialog === "reject" ? <Trans>Reject</Trans> : <Trans>Approve</Trans>}
        onConfirm={(reason) => handleDecision(dialog ?? "approve", reason)}
      />
    </div>
  );
}

function DecisionPanel({
  organization,
  locale,
  onApprove,
  onReject,
}: {
  organization: Organization;
  locale: Locale;
  onApprove: () => void;
  onReject: () => void;
}) {
  const reviewedAt = formatDate(organization.reviewed_at, locale, true);
  const submittedAt = formatDate(organization.submitted_at, locale, true);

  if (organization.status === "pending") {
    return (
      <div className="flex flex-col gap-3 rounded-xl border border-amber-200 bg-amber-50 p-5 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-amber-950">
          {submittedAt ? (
            <Trans>
              Sent for review on {submittedAt}. Check the data and documents, then decide.
            </Trans>
          ) : (
            <Trans>Check the data and documents, then decide.</Trans>
          )}
        </p>
        <div className="flex gap-2">
          <Button variant="danger" onClick={onReject}>
            <Trans>Reject</Trans>
          </Button>
          <Button onClick={onApprove}>
            <Trans>Approve</Trans>
          </Button>
        </div>
      </div>
    );
  }
  if (organization.status === "rejected") {
    return (
      <Alert variant="danger" role="note" title={<Trans>Rejected</Trans>}>
        {organization.rejection_reason && (
          <p>
            <Trans>Reason:</Trans>{" "}
            <bdi className="whitespace-pre-line">{organization.rejection_reason}</bdi>
          </p>
        )}
        {reviewedAt && (
          <p>
            <Trans>Decided on {reviewedAt}.</Trans>
          </p>
        )}
      </Alert>
    );
  }
  if (organization.status === "approved") {
    return (
      <Alert variant="success" role="note" title={<Trans>Approved</Trans>}>
        {reviewedAt && <Trans>Decided on {reviewedAt}.</Trans>}
      </Alert>
    );
  }
  return (
    <Alert variant="info" role="note">
      <Trans>This organization is still a draft: its exhibitor has not sent it for review.</Trans>
    </Alert>
  );
}

type Row = [label: string, value: string | null, dir?: "ltr" | "auto"];

function DataList({ rows }: { rows: Row[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
      {rows.map(([label, value, dir = "auto"]) => (
        <div key={label}>
          <dt className="text-sm text-slate-500">{label}</dt>
          <dd className="break-words text-slate-900">
            {value === null || value === "" ? (
              "-"
            ) : (
              <bdi dir={dir} className={dir === "ltr" ? "inline-block" : undefined}>
                {value}
              </bdi>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function LegalCard({ organization, locale }: { organization: Organization; locale: Locale }) {
  const { t } = useLingui();
  const country = findCountry(organization.country);
  const city = useCityName(organization.country, organization.city, locale);
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Legal information</Trans>
        </CardTitle>
      </CardHeader>
      <CardBody>
        <DataList
          rows={[
            [t`Name`, organization.name],
            [t`Commercial name`, organization.commercial_name],
            [t`CR number`, organization.commercial_registration_number, "ltr"],
            [
              t`Commercial registration expiry date`,
              formatDate(organization.commercial_registration_expires_on, locale),
            ],
            [t`Publishing licence number`, organization.publishing_licence_number, "ltr"],
            [
              t`Publishing licence expiry date`,
              formatDate(organization.publishing_licence_expires_on, locale),
            ],
            [t`Email`, organization.email, "ltr"],
            [t`Zip code`, organization.zip, "ltr"],
            [t`Phone number`, organization.phone1, "ltr"],
            [t`Second phone number`, organization.phone2, "ltr"],
            [t`Country`, country ? country.name[locale] : organization.country],
            [t`City`, city],
          ]}
        />
      </CardBody>
    </Card>
  );
}

/** IBANs read in groups of four, as printed on bank documents. */
function groupIban(iban: string): string {
  return iban.replace(/(.{4})(?=.)/g, "$1 ");
}

function BankCard({ organization }: { organization: Organization }) {
  const { t } = useLingui();
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Bank account</Trans>
        </CardTitle>
      </CardHeader>
      <CardBody>
        <DataList
          rows={[
            [t`IBAN`, organization.iban ? groupIban(organization.iban) : null, "ltr"],
            [t`SWIFT code`, organization.swift, "ltr"],
            [t`Bank`, organization.bank_name],
            [t`Account number`, organization.account_number, "ltr"],
          ]}
        />
      </CardBody>
    </Card>
  );
}

function DocumentsCard({
  organization,
  owner,
}: {
  organization: Organization;
  owner: { id: string; name: string; email: string; has_identity_document: boolean };
}) {
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
                    <Trans>View</Trans>
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
                <Trans>View</Trans>
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

function Counter({ label, value }: { label: ReactNode; value: number }) {
  return (
    <div className="flex flex-col-reverse gap-1 rounded-lg bg-slate-50 p-3">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="text-2xl font-bold text-slate-900 tabular-nums">{value}</dd>
    </div>
  );
}

function OrganizationHistory({ organizationId }: { organizationId: string }) {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const { data, error, isLoading, mutate } = useAdminAudit({ organizationId, page });
  return (
    <section aria-labelledby="history-title" className="flex flex-col gap-3">
      <h2 id="history-title" className="text-lg font-semibold text-slate-900">
        <Trans>History</Trans>
      </h2>
      <AuditTable
        caption={t`Decisions about this organization and its books`}
        entries={data?.entries ?? []}
        meta={data?.meta}
        isLoading={isLoading}
        error={error && !data ? t`The history could not be loaded.` : undefined}
        onRetry={() => void mutate()}
        onPageChange={setPage}
        hasOrganizationLinks={false}
      />
    </section>
  );
}

/** Points back along the reading direction: left in English, right in Arabic. */
function BackArrow() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className="size-4 rtl:-scale-x-100"
    >
      <path d="M13 8H3m4-4L3 8l4 4" />
    </svg>
  );
}
