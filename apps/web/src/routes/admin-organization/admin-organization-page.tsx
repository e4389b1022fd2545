import { Trans, useLingui } from "@lingui/react/macro";
import { ApiError } from "@rawaq/api-client/client";
import type { Locale } from "@rawaq/i18n/locales";
import { Alert } from "@rawaq/ui/alert";
import { useEffect, useRef, useState } from "react";
import { Link, useParams } from "react-router-dom";
import { BackLink } from "../../components/back-link.tsx";
import { ReviewStatusBadge } from "../../components/review-status.tsx";
import { AdminOnly, NoPermissionNotice, isForbidden } from "../../components/admin-only.tsx";
import type { Decision } from "../../components/decision-dialog.tsx";
import { OrganizationBooksCard } from "../../features/books/organization-books-card.tsx";
import {
  OrganizationBankCard,
  OrganizationLegalCard,
} from "../../features/organizations/organization-data-cards.tsx";
import {
  OrganizationDecisionDialog,
  OrganizationDecisionPanel,
} from "../../features/organizations/organization-decision.tsx";
import { OrganizationDocumentsCard } from "../../features/organizations/organization-documents-card.tsx";
import { OrganizationReviewHistory } from "../../features/audit/organization-review-history.tsx";
import { useAdminOrganization } from "../../features/organizations/use-organization-queue.ts";
import { useRevalidateAdmin } from "../../lib/admin-keys.ts";
import { LoadError, PageLoading } from "../../components/load-state.tsx";
import { useToast } from "../../components/toasts.tsx";
import { api } from "../../lib/api.ts";

/** One organization under review: all its data and documents, the decision, and its history. */
export function AdminOrganizationPage() {
  return (
    <AdminOnly>
      <OrganizationReview />
    </AdminOnly>
  );
}

function OrganizationReview() {
  const { i18n, t } = useLingui();
  const locale = i18n.locale as Locale;
  const { id = "" } = useParams();
  const { data, error, isLoading, mutate } = useAdminOrganization(id);
  const revalidateAdmin = useRevalidateAdmin();
  const [dialog, setDialog] = useState<Decision | null>(null);
  // Why a decision could not be made (another admin decided first); successes are toasts.
  const [conflict, setConflict] = useState<string | null>(null);
  const conflictRef = useRef<HTMLDivElement>(null);
  const decisionTitleRef = useRef<HTMLHeadingElement>(null);
  const toast = useToast();

  useEffect(() => {
    if (conflict) conflictRef.current?.focus();
  }, [conflict]);

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
    if (error && !isLoading) {
      return (
        <LoadError
          className="mx-auto max-w-6xl p-6"
          message={t`The organization could not be loaded.`}
          error={error}
          onRetry={() => void mutate()}
        />
      );
    }
    return <PageLoading className="mx-auto w-full max-w-6xl p-6" sections={["h-28", "h-96"]} />;
  }

  const { organization, owner, books } = data;

  async function handleDecision(decision: Decision, reason: string) {
    try {
      const answer = await api.admin.decideOrganization(organization.id, decision, reason);
      await mutate({ organization: answer.data.organization, owner, books }, { revalidate: false });
      setDialog(null);
      setConflict(null);
      toast(
        answer.message ??
          (decision === "approve"
            ? t`The organization has been approved.`
            : t`The organization has been rejected.`),
      );
      // The decision buttons leave with the pending status: the keyboard stays at the decision.
      decisionTitleRef.current?.focus();
      void revalidateAdmin();
    } catch (error) {
      // Another admin decided first, or it is no longer pending: say so and show what is now true.
      if (error instanceof ApiError && error.status === 409) {
        setDialog(null);
        setConflict(error.message);
        void revalidateAdmin();
        return;
      }
      throw error;
    }
  }

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 p-6">
      <nav aria-label={t`Breadcrumb`}>
        <BackLink to={`/${locale}/admin/organizations`}>
          <Trans>Organizations to review</Trans>
        </BackLink>
      </nav>

      <header className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-bold text-brand-900">
            <bdi>{organization.name}</bdi>
          </h1>
          <ReviewStatusBadge status={organization.status} of="organization" />
        </div>
        <p className="text-sm text-slate-600">
          <bdi>{organization.commercial_name}</bdi>
        </p>
      </header>

      <section aria-labelledby="decision-title" className="flex flex-col gap-3">
        <h2 id="decision-title" ref={decisionTitleRef} tabIndex={-1} className="sr-only">
          <Trans>Decision</Trans>
        </h2>
        {conflict && (
          <Alert ref={conflictRef} tabIndex={-1} variant="warning">
            {conflict}
          </Alert>
        )}
        <OrganizationDecisionPanel
          organization={organization}
          locale={locale}
          onApprove={() => setDialog("approve")}
          onReject={() => setDialog("reject")}
        />
      </section>

      <div className="grid gap-6 lg:grid-cols-2">
        <OrganizationLegalCard organization={organization} locale={locale} />
        <div className="flex flex-col gap-6">
          <OrganizationBankCard organization={organization} />
          <OrganizationDocumentsCard organization={organization} owner={owner} />
        </div>
      </div>

      <OrganizationBooksCard organization={organization} books={books} />

      <OrganizationReviewHistory organizationId={organization.id} />

      <OrganizationDecisionDialog
        decision={dialog}
        name={organization.name}
        onCancel={() => setDialog(null)}
        onConfirm={handleDecision}
      />
    </div>
  );
}
