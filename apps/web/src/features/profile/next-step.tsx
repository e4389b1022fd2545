import { Trans } from "@lingui/react/macro";
import {
  type Organization,
  type OrganizationMeta,
  isFullyEditable,
} from "@rawaq/domain/organization";
import type { User } from "@rawaq/domain/user";
import type { Locale } from "@rawaq/i18n/locales";
import type { ReactNode } from "react";
import { Link } from "react-router-dom";

export type OrganizationsResult = { organization: Organization | null; meta: OrganizationMeta };

type Step = { title: ReactNode; description?: ReactNode; href: string };

/** What to do next, from the user's documents and their organization's standing. */
function nextStep(
  user: User,
  organizationData: OrganizationsResult | undefined,
  locale: Locale,
): Step | null {
  if (user.role === "admin") {
    return { title: <Trans>Open the review queues</Trans>, href: `/${locale}/admin` };
  }
  const uploadIdentityDocument: Step = {
    title: <Trans>Upload your identity document</Trans>,
    description: (
      <Trans>It is needed before you can submit your publishing house for review.</Trans>
    ),
    href: "#identity-document-title",
  };
  // Not known yet (or not loaded, spec §8): the document is the one thing we can advise.
  if (!organizationData) return user.has_identity_document ? null : uploadIdentityDocument;
  const { organization, meta } = organizationData;
  if (!organization) {
    return user.has_identity_document
      ? {
          title: <Trans>Register your publishing house</Trans>,
          href: `/${locale}/AddNewOrganization`,
        }
      : uploadIdentityDocument;
  }
  const isManager = meta.role === "manager";
  const reason = organization.rejection_reason ?? "-";
  // Only the manager of a registration still to be submitted needs the document on file.
  if (isManager && isFullyEditable(organization.status) && !user.has_identity_document) {
    return uploadIdentityDocument;
  }
  switch (organization.status) {
    case "draft":
      return isManager
        ? {
            title: <Trans>Continue your registration</Trans>,
            description: <Trans>Your registration is saved as a draft and not sent yet.</Trans>,
            href: `/${locale}/AddNewOrganization/${organization.id}`,
          }
        : { title: <Trans>Go to my organization</Trans>, href: `/${locale}/my-organization` };
    case "rejected":
      return isManager
        ? {
            title: <Trans>Correct and resubmit your registration</Trans>,
            description: (
              <Trans>
                The administration rejected it: <bdi>{reason}</bdi>
              </Trans>
            ),
            href: `/${locale}/AddNewOrganization/${organization.id}`,
          }
        : { title: <Trans>Go to my organization</Trans>, href: `/${locale}/my-organization` };
    case "pending":
      return {
        title: <Trans>Waiting for the administration's approval</Trans>,
        description: <Trans>You will get a notification as soon as they decide.</Trans>,
        href: `/${locale}/my-organization`,
      };
    case "approved":
      return { title: <Trans>Go to my organization</Trans>, href: `/${locale}/my-organization` };
  }
}

/**
 * The hub's "Your next step" card. While the organization loads (`isOrganizationLoading`) its
 * place is held, so the cards below do not move when it arrives.
 */
export function NextStep({
  user,
  organizationData,
  isOrganizationLoading,
  locale,
}: {
  user: User;
  organizationData: OrganizationsResult | undefined;
  isOrganizationLoading: boolean;
  locale: Locale;
}) {
  // Without the identity document the step is known before the organization arrives.
  if (isOrganizationLoading && user.role !== "admin" && user.has_identity_document) {
    // The card with a title line and no description: the usual step of a member.
    return (
      <div
        aria-hidden="true"
        data-slot="next-step-pending"
        className="h-[5.875rem] rounded-xl border border-brand-100 bg-brand-50/60 motion-safe:animate-pulse"
      />
    );
  }
  const step = nextStep(user, organizationData, locale);
  if (!step) return null;
  return (
    <section
      aria-labelledby="next-step-title"
      className="rounded-xl border border-brand-200 bg-brand-50 p-5"
    >
      <h2 id="next-step-title" className="text-sm font-semibold text-brand-800">
        <Trans>Your next step</Trans>
      </h2>
      {step.href.startsWith("#") ? (
        <a href={step.href} className="mt-1 block text-lg font-bold text-brand-900 underline">
          {step.title}
        </a>
      ) : (
        <Link to={step.href} className="mt-1 block text-lg font-bold text-brand-900 underline">
          {step.title}
        </Link>
      )}
      {step.description && <p className="mt-1 text-sm text-slate-700">{step.description}</p>}
    </section>
  );
}
