import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { readWholeNumber } from "@rawaq/domain/numbers";
import { isFullyEditable, type Organization } from "@rawaq/domain/organization";
import { Alert } from "@rawaq/ui/alert";
import { Button } from "@rawaq/ui/button";
import { Steps } from "@rawaq/ui/steps";
import { useEffect, useRef } from "react";
import { Link, Navigate, useLocation, useNavigate } from "react-router-dom";
import { BankStep } from "./bank-step.tsx";
import { DocumentsStep } from "./documents-step.tsx";
import { LegalStep } from "./legal-step.tsx";
import { hasAllDocuments, hasBankAccount } from "./organization-fields.ts";
import { ReviewStatusBadge } from "../../components/review-status.tsx";
import { ReviewStep } from "./review-step.tsx";
import { useOrganization, useRevalidateOrganization } from "./use-organization.ts";
import { LoadError, PageLoading } from "../../components/load-state.tsx";
import { choiceParam, urlSearch, useUrlState } from "../../lib/url-state.ts";

export interface OrganizationWizardProps {
  /** `/AddNewOrganization/{id}`: the registration to resume. Absent for a new one. */
  organizationId?: string;
  /**
   * "auth": the login layout's `/AddNewOrganization[/{id}]`, where a saved draft gets its id in
   * the path; "app": `/organization/new`, which stays put (the caller's draft is the one).
   */
  layout: "auth" | "app";
}

/** The steps as the URL numbers them (`?step=2`), from one. */
const STEP_NUMBERS = ["1", "2", "3", "4"] as const;
type StepNumber = (typeof STEP_NUMBERS)[number];

/**
 * The wizard's state in the URL. Without a step (or with one that is not), the wizard opens
 * where the organization stands: its furthest open step, or the first for a rejected one.
 */
const WIZARD_PARAMS = { step: choiceParam<StepNumber | "">(["", ...STEP_NUMBERS], "") };

// The kit fills `{step}` and `{steps}` itself: the slots must reach it untouched.
const compactStepLabel = msg`Step {step} of {steps}`;

/** The furthest step an organization may open: a step opens once the ones before it are done. */
function furthestStep(organization: Organization | null): number {
  if (!organization) return 0;
  if (!hasAllDocuments(organization)) return 1;
  if (!hasBankAccount(organization)) return 2;
  return 3;
}

/**
 * The onboarding wizard (DESIGN.md journey 2): 1 legal data, 2 documents, 3 bank account, then
 * review and submit. Every step is saved on the server, and the step is in the URL (`?step=2`),
 * so a reload comes back to the same place with the saved data.
 */
export function OrganizationWizard({ organizationId, layout }: OrganizationWizardProps) {
  const { i18n, t } = useLingui();
  const locale = i18n.locale;
  const navigate = useNavigate();
  const { search, state } = useLocation();
  const [{ step: requested }] = useUrlState(WIZARD_PARAMS);
  const { data, error, mutate } = useOrganization();
  const refreshOrganization = useRevalidateOrganization();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef<number | null>(null);

  const organization = data?.organization ?? null;
  const maxStep = furthestStep(organization);
  // A rejected registration opens on its first step: it is there to be corrected.
  const defaultStep = organization?.status === "rejected" ? 0 : maxStep;
  // A step the URL names badly (`?step=0x2`) is no step: the default one opens.
  const wanted = readWholeNumber(requested);
  const step = wanted === null ? defaultStep : Math.min(wanted - 1, maxStep);

  // Focus follows the step, so keyboard and screen-reader users start at its heading; not on a
  // page's first render, unless the wizard itself came here (the first save changes the path,
  // which mounts the wizard afresh).
  const isStepNavigation = (state as { isStepNavigation?: boolean } | null)?.isStepNavigation;
  useEffect(() => {
    if (!data) return;
    const isNewStep = shownStep.current === null ? isStepNavigation : shownStep.current !== step;
    if (isNewStep) headingRef.current?.focus();
    shownStep.current = step;
  }, [data, step, isStepNavigation]);

  // spec §8: a failed organization fetch is logged; SWR retries it while the page holds its
  // place, then says so with a Retry (decision 021).
  if (!data) {
    return error ? (
      <LoadError error={error} onRetry={() => void mutate()} />
    ) : (
      // The steps and the first step's form (1,282 px at either width): the page around it, and
      // the login layout's decoration sized by it, do not move when it arrives.
      <PageLoading className="" hasTitle={false} sections={["h-16", "h-[74rem]"]} />
    );
  }

  if (organizationId !== undefined && organization?.id !== organizationId) {
    return <WizardNotFound />;
  }
  if (organization && data.meta.role === "staff") {
    return <StaffNotice organization={organization} />;
  }
  if (organization && !isFullyEditable(organization.status)) {
    return <AlreadySubmitted organization={organization} />;
  }
  if (layout === "auth" && organizationId === undefined && organization) {
    // One organization per user: the draft or the rejected registration is resumed.
    return <Navigate to={`/${locale}/AddNewOrganization/${organization.id}${search}`} replace />;
  }

  function stepPath(index: number, id: string | undefined) {
    const query = urlSearch(WIZARD_PARAMS, { step: STEP_NUMBERS[index] ?? "" });
    return layout === "auth" && id
      ? `/${locale}/AddNewOrganization/${id}${query}`
      : `/${locale}/organization/new${query}`;
  }

  function goTo(index: number, id = organization?.id) {
    navigate(stepPath(index, id), { state: { isStepNavigation: true } });
  }

  async function handleSaved(saved: Organization, next: number) {
    // The wizard reads the organization from GET organizations: wait for it before moving on.
    await refreshOrganization();
    goTo(next, saved.id);
  }

  async function handleSubmitted() {
    await refreshOrganization();
    navigate(`/${locale}/my-organization`, { state: { submitted: true } });
  }

  const backButton = step > 0 && (
    <Button variant="secondary" onClick={() => goTo(step - 1)}>
      <Trans>Back</Trans>
    </Button>
  );
  const steps = [
    { id: "legal", label: t`Legal data` },
    { id: "documents", label: t`Documents` },
    { id: "bank", label: t`Bank account` },
    { id: "review", label: t`Review and submit` },
  ];

  return (
    <div className="@container flex flex-col gap-6" data-slot="organization-wizard">
      <Steps
        steps={steps}
        currentStep={step}
        label={t`Registration steps`}
        completedLabel={t({ message: "Completed", context: "step state" })}
        compactLabel={i18n._({ ...compactStepLabel, values: { step: "{step}", steps: "{steps}" } })}
      />
      {organization?.status === "rejected" && (
        <Alert variant="danger" title={t`The administration rejected this registration`}>
          <p>
            <Trans>Reason:</Trans> <bdi>{organization.rejection_reason ?? "-"}</bdi>
          </p>
          <p>
            <Trans>Correct what is needed, then submit it again.</Trans>
          </p>
        </Alert>
      )}
      <h2
        ref={headingRef}
        tabIndex={-1}
        className="text-xl font-semibold text-slate-900 outline-none"
      >
        {steps[step]?.label}
      </h2>
      {step === 0 && (
        <LegalStep
          // A different organization (created, or another draft) starts a fresh form.
          key={organization?.id ?? "new"}
          organization={organization}
          onSaved={(saved) => handleSaved(saved, 1)}
        />
      )}
      {step === 1 && organization && (
        <DocumentsStep
          organization={organization}
          onNext={() => goTo(2)}
          secondaryAction={backButton}
        />
      )}
      {step === 2 && organization && (
        <BankStep
          organization={organization}
          onSaved={(saved) => handleSaved(saved, 3)}
          secondaryAction={backButton}
        />
      )}
      {step === 3 && organization && (
        <ReviewStep
          organization={organization}
          onEditStep={goTo}
          onSubmitted={handleSubmitted}
          secondaryAction={backButton}
        />
      )}
    </div>
  );
}

function WizardNotFound() {
  const { i18n } = useLingui();
  return (
    <div className="flex flex-col gap-4" data-slot="organization-wizard" data-state="not-found">
      <Alert variant="warning" role="status" title={<Trans>Registration not found</Trans>}>
        <Trans>
          There is no registration at this address for your account. It may have been removed, or it
          belongs to another account.
        </Trans>
      </Alert>
      <Link
        to={`/${i18n.locale}/AddNewOrganization`}
        className="self-start font-medium text-brand-800 underline"
      >
        <Trans>Go to your registration</Trans>
      </Link>
    </div>
  );
}

function StaffNotice({ organization }: { organization: Organization }) {
  const { i18n } = useLingui();
  const name = organization.name;
  return (
    <div className="flex flex-col gap-4" data-slot="organization-wizard" data-state="staff">
      <Alert variant="info" role="status" title={<Trans>Read-only access</Trans>}>
        <Trans>
          You are a staff member of <bdi>{name}</bdi>. Only its manager can change the
          organization's registration.
        </Trans>
      </Alert>
      <Link
        to={`/${i18n.locale}/organization`}
        className="self-start font-medium text-brand-800 underline"
      >
        <Trans>View the organization's information</Trans>
      </Link>
    </div>
  );
}

function AlreadySubmitted({ organization }: { organization: Organization }) {
  const { i18n } = useLingui();
  const name = organization.name;
  return (
    <div className="flex flex-col gap-4" data-slot="organization-wizard" data-state="submitted">
      <div className="flex flex-wrap items-center gap-3">
        <p className="font-medium text-slate-900">
          <bdi>{name}</bdi>
        </p>
        <ReviewStatusBadge status={organization.status} of="organization" />
      </div>
      <p className="text-slate-700">
        {organization.status === "pending" ? (
          <Trans>
            Your publishing house is registered and waiting for the administration's approval.
          </Trans>
        ) : (
          <Trans>Your publishing house is registered and approved.</Trans>
        )}
      </p>
      <Link
        to={`/${i18n.locale}/my-organization`}
        className="self-start font-medium text-brand-800 underline"
      >
        <Trans>Go to my organization</Trans>
      </Link>
    </div>
  );
}
