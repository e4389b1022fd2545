import { Trans, useLingui } from "@lingui/react/macro";
import type { Organization } from "@rawaq/domain/organization";
import { Alert } from "@rawaq/ui/alert";
import { Button } from "@rawaq/ui/button";
import { type ReactNode, useState } from "react";
import { Link } from "react-router-dom";
import { serverFailure } from "../../lib/api-failure.ts";
import { api } from "../../lib/api.ts";
import { useProfile } from "../../lib/use-profile.ts";
import { OrganizationSummary } from "./organization-summary.tsx";

export interface ReviewStepProps {
  organization: Organization;
  /** Opens a step again to change it (0 legal, 1 documents, 2 bank). */
  onEditStep: (step: number) => void;
  onSubmitted: (organization: Organization) => Promise<void> | void;
  secondaryAction?: ReactNode;
}

const SECTION_STEPS = { legal: 0, contact: 0, documents: 1, bank: 2 } as const;

/** The last step: everything at a glance, then "Submit for review". */
export function ReviewStep({
  organization,
  onEditStep,
  onSubmitted,
  secondaryAction,
}: ReviewStepProps) {
  const { i18n, t } = useLingui();
  const { data: user } = useProfile();
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [failure, setFailure] = useState<{ message: string; details: string[] } | null>(null);
  // Unknown until the profile loads: the button waits rather than promising too much.
  const hasIdentityDocument = user?.has_identity_document;

  async function handleSubmit() {
    setIsSubmitting(true);
    setFailure(null);
    try {
      const answer = await api.submitOrganization(organization.id);
      await onSubmitted(answer.data.organization);
    } catch (error) {
      const { message, errors } = serverFailure(error, i18n);
      // The identity-document refusal repeats its message as its field error: say it once.
      const details = [...new Set(Object.values(errors).flat())].filter((text) => text !== message);
      setFailure({ message, details });
    } finally {
      setIsSubmitting(false);
    }
  }

  return (
    <div className="flex flex-col gap-6">
      <p className="text-sm text-slate-600">
        <Trans>
          Check your registration before you send it. Once submitted, the administration reviews it
          and you cannot change it until they decide.
        </Trans>
      </p>
      <OrganizationSummary
        organization={organization}
        headingLevel={3}
        sectionAction={(section) => (
          <Button variant="ghost" size="sm" onClick={() => onEditStep(SECTION_STEPS[section])}>
            {section === "legal" && <Trans>Edit legal data</Trans>}
            {section === "contact" && <Trans>Edit contact details</Trans>}
            {section === "bank" && <Trans>Edit bank account</Trans>}
            {section === "documents" && <Trans>Edit documents</Trans>}
          </Button>
        )}
      />
      {hasIdentityDocument === false && (
        <Alert variant="warning" title={t`Your identity document is missing`}>
          <p>
            <Trans>
              The administration needs the owner's identity document before it can review a
              registration.{" "}
              <Link
                to={`/${i18n.locale}/auth/profile#identity-document-title`}
                className="font-medium underline"
              >
                Upload it from your profile
              </Link>
              , then come back to submit.
            </Trans>
          </p>
        </Alert>
      )}
      {failure && (
        <Alert variant="danger" title={failure.message}>
          {failure.details.length > 0 && (
            <ul className="list-inside list-disc">
              {failure.details.map((detail) => (
                <li key={detail}>{detail}</li>
              ))}
            </ul>
          )}
        </Alert>
      )}
      <div className="flex flex-wrap items-center justify-between gap-3">
        {secondaryAction ?? <span />}
        <Button
          onClick={handleSubmit}
          isLoading={isSubmitting}
          disabled={hasIdentityDocument !== true}
        >
          <Trans>Submit for review</Trans>
        </Button>
      </div>
    </div>
  );
}
