import { Trans } from "@lingui/react/macro";
import { Card, CardBody } from "@rawaq/ui/card";
import { Suspense, lazy } from "react";
import { LoadError, PageLoading } from "../../components/load-state.tsx";
import { PreconditionNotice } from "../../components/precondition.tsx";
import { GuidePresenceCard } from "../../features/guide/guide-presence-card.tsx";
import { useGuideProfile } from "../../features/guide/use-guide.ts";
import { useOrganization } from "../../features/organizations/use-organization.ts";

// The form carries the phone metadata (decision 008): the page shows where the house stands in
// the guide without waiting for it.
const GuideProfileForm = lazy(() =>
  import("../../features/guide/guide-profile-form.tsx").then((module) => ({
    default: module.GuideProfileForm,
  })),
);

/**
 * `/organization/guide`: the house's page in the fair guide — whether visitors find it, a
 * preview, the booth poster to print, and what it says, written by the house's manager.
 */
export function OrganizationGuidePage() {
  const organization = useOrganization();
  // Asked with the page, beside GET organizations, not after it (decision 079).
  const guide = useGuideProfile();

  const failed = organization.error ?? guide.error;
  if (!organization.data || !guide.data) {
    return failed ? (
      <div className="mx-auto max-w-5xl p-6">
        <LoadError
          error={failed}
          onRetry={() => {
            void organization.mutate();
            void guide.mutate();
          }}
        />
      </div>
    ) : (
      <PageLoading className="mx-auto w-full max-w-5xl p-6" sections={["h-44", "h-96"]} />
    );
  }
  const { organization: house, meta } = organization.data;

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 p-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold text-brand-900">
          <Trans>Guide page</Trans>
        </h1>
        <p className="text-slate-700">
          <Trans>
            Visitors of the fair find your publishing house, its booth and its titles in the fair
            guide, in Arabic and English.
          </Trans>
        </p>
      </div>
      {!house ? (
        <PreconditionNotice code="no_organization" />
      ) : (
        <>
          <Card>
            <CardBody>
              <GuidePresenceCard guide={guide.data.guide} />
            </CardBody>
          </Card>
          <Card>
            <CardBody>
              <Suspense
                fallback={<div aria-busy="true" className="h-96 rounded-lg bg-slate-100" />}
              >
                <GuideProfileForm
                  // A new form once the saved profile changes, so it starts from what is stored.
                  key={guide.data.profile.updated_at ?? "new"}
                  organizationId={house.id}
                  profile={guide.data.profile}
                  isManager={meta.role === "manager"}
                />
              </Suspense>
            </CardBody>
          </Card>
        </>
      )}
    </div>
  );
}
