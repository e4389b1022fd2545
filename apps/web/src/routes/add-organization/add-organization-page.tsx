import { Trans, useLingui } from "@lingui/react/macro";
import { Link, useParams } from "react-router-dom";
import { OrganizationWizard } from "../../features/organizations/organization-wizard.tsx";

/** `/AddNewOrganization[/{id}]` in the login layout, which shows the title above the wizard. */
export function AddOrganizationPage() {
  const { i18n } = useLingui();
  const { id } = useParams();
  return (
    <div className="flex flex-col gap-6">
      <OrganizationWizard organizationId={id} layout="auth" />
      <Link
        to={`/${i18n.locale}/auth/profile`}
        className="self-center text-sm font-medium text-brand-800 underline"
      >
        <Trans>Back to your profile</Trans>
      </Link>
    </div>
  );
}
