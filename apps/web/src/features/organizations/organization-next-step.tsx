import { Trans, useLingui } from "@lingui/react/macro";
import type { Organization, OrganizationMeta } from "@rawaq/domain/organization";
import { Button } from "@rawaq/ui/button";
import { Link } from "react-router-dom";
import { ReviewStatusBadge } from "../../components/review-status.tsx";

/** The dashboard's head: the organization's status and what to do next. */
export function OrganizationNextStep({
  organization,
  meta,
}: {
  organization: Organization;
  meta: OrganizationMeta;
}) {
  const { i18n } = useLingui();
  const locale = i18n.locale;
  const isManager = meta.role === "manager";
  const wizardPath = `/${locale}/AddNewOrganization/${organization.id}`;

  return (
    <section
      aria-labelledby="organization-status-title"
      className="flex flex-col gap-3"
      data-slot="organization-next-step"
      data-status={organization.status}
    >
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="organization-status-title" className="text-lg font-semibold text-slate-900">
          <bdi>{organization.name}</bdi>
        </h2>
        <ReviewStatusBadge status={organization.status} of="organization" />
      </div>
      {organization.status === "draft" &&
        (isManager ? (
          <div className="flex flex-col items-start gap-3">
            <p className="text-slate-700">
              <Trans>Your registration is saved as a draft and has not been sent yet.</Trans>
            </p>
            <Button asChild>
              <Link to={wizardPath}>
                <Trans>Complete and submit your registration</Trans>
              </Link>
            </Button>
          </div>
        ) : (
          <p className="text-slate-700">
            <Trans>The manager has not submitted the registration yet.</Trans>
          </p>
        ))}
      {organization.status === "pending" && (
        <p className="text-slate-700">
          <Trans>Waiting for the administration's approval</Trans>
        </p>
      )}
      {organization.status === "rejected" && (
        <div className="flex flex-col items-start gap-3">
          <p className="text-slate-700">
            <Trans>The administration rejected the registration.</Trans> <Trans>Reason:</Trans>{" "}
            <bdi>{organization.rejection_reason ?? "-"}</bdi>
          </p>
          {isManager && (
            <Button asChild>
              <Link to={wizardPath}>
                <Trans>Edit and resubmit</Trans>
              </Link>
            </Button>
          )}
        </div>
      )}
      {organization.status === "approved" && (
        <div className="flex flex-col items-start gap-3">
          <p className="text-slate-700">
            <Trans>Your publishing house is approved. Submit your book lists for review.</Trans>
          </p>
          {isManager && (
            <Button asChild>
              <Link to={`/${locale}/books/new`}>
                <Trans>Add your books</Trans>
              </Link>
            </Button>
          )}
        </div>
      )}
    </section>
  );
}
