import { Trans, useLingui } from "@lingui/react/macro";
import { Navigate } from "react-router-dom";
import { OrganizationEditForm } from "../../features/organizations/organization-edit-form.tsx";
import { useOrganization } from "../../features/organizations/use-organization.ts";
import { LoadError, PageLoading } from "../../components/load-state.tsx";

/** `/organization/edit`: what an approved organization may still change. */
export function OrganizationEditPage() {
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

  // Before approval everything is edited in the wizard (which also explains a pending review).
  if (!organization) return <Navigate to={`/${locale}/organization/new`} replace />;
  if (organization.status !== "approved") {
    return <Navigate to={`/${locale}/AddNewOrganization/${organization.id}`} replace />;
  }

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 p-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold text-brand-900">
          <Trans>Edit organization information</Trans>
        </h1>
        <p className="text-slate-700">
          <bdi>{organization.name}</bdi>
        </p>
      </div>
      <OrganizationEditForm
        organization={organization}
        isReadOnly={meta.role !== "manager" || meta.editable === "none"}
      />
    </div>
  );
}
