import { Trans, useLingui } from "@lingui/react/macro";
import { Alert } from "@rawaq/ui/alert";
import { Button } from "@rawaq/ui/button";
import { Card, CardBody } from "@rawaq/ui/card";
import { Link } from "react-router-dom";
import { ReviewStatusBadge } from "../../components/review-status.tsx";
import { OrganizationSummary } from "../../features/organizations/organization-summary.tsx";
import { useOrganization } from "../../features/organizations/use-organization.ts";
import { LoadError, PageLoading } from "../../components/load-state.tsx";
import { PreconditionNotice } from "../../components/precondition.tsx";

/** `/organization`: everything the organization registered, documents as authorized downloads. */
export function OrganizationPage() {
  const { i18n } = useLingui();
  const locale = i18n.locale;
  const { data, error, mutate } = useOrganization();

  // A failed fetch is logged (spec §8) and, once SWR's retries are spent, offers a Retry.
  if (!data) {
    return error ? (
      <div className="mx-auto max-w-4xl p-6">
        <LoadError error={error} onRetry={() => void mutate()} />
      </div>
    ) : (
      <PageLoading className="mx-auto w-full max-w-4xl p-6" sections={["h-96"]} />
    );
  }
  const { organization, meta } = data;

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 p-6">
      <h1 className="text-2xl font-bold text-brand-900">
        <Trans>Organization information</Trans>
      </h1>
      {!organization ? (
        // Exhibitors meet it in the shell (the route requires an organization); here for others.
        <PreconditionNotice code="no_organization" />
      ) : (
        <>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div className="flex flex-wrap items-center gap-3">
              <p className="text-lg font-semibold text-slate-900">
                <bdi>{organization.name}</bdi>
              </p>
              <ReviewStatusBadge status={organization.status} of="organization" />
            </div>
            {meta.role === "manager" && meta.editable === "documents_and_expiry" && (
              <Button asChild variant="secondary">
                <Link to={`/${locale}/organization/edit`}>
                  <Trans>Edit expiry dates and documents</Trans>
                </Link>
              </Button>
            )}
            {meta.role === "manager" && meta.editable === "all" && (
              <Button asChild variant="secondary">
                <Link to={`/${locale}/AddNewOrganization/${organization.id}`}>
                  {organization.status === "rejected" ? (
                    <Trans>Edit and resubmit</Trans>
                  ) : (
                    <Trans>Continue the registration</Trans>
                  )}
                </Link>
              </Button>
            )}
          </div>
          {organization.status === "rejected" && (
            <Alert
              variant="danger"
              title={<Trans>The administration rejected this registration</Trans>}
            >
              <Trans>Reason:</Trans> <bdi>{organization.rejection_reason ?? "-"}</bdi>
            </Alert>
          )}
          {meta.role === "staff" && (
            <Alert variant="info" role="status">
              <Trans>
                You see this organization as a staff member. Only its manager can change it.
              </Trans>
            </Alert>
          )}
          <Card>
            <CardBody>
              <OrganizationSummary organization={organization} />
            </CardBody>
          </Card>
        </>
      )}
    </div>
  );
}
