import { Trans } from "@lingui/react/macro";
import { Card, CardBody } from "@rawaq/ui/card";
import { OrganizationWizard } from "../../features/organizations/organization-wizard.tsx";

/** `/organization/new`: the same wizard inside the app layout. */
export function OrganizationNewPage() {
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 p-6">
      <h1 className="text-2xl font-bold text-brand-900">
        <Trans>Register your publishing house</Trans>
      </h1>
      <Card>
        <CardBody>
          <OrganizationWizard layout="app" />
        </CardBody>
      </Card>
    </div>
  );
}
