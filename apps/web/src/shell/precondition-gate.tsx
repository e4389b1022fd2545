import type { PreconditionCode } from "@rawaq/domain/envelope";
import type { Organization } from "@rawaq/domain/organization";
import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { PreconditionNotice } from "../components/precondition.tsx";
import { useOrganization } from "../features/organizations/use-organization.ts";
import { useProfile } from "../lib/use-profile.ts";
import { type PageRequirement, useRouteHandle } from "../router/route-handle.ts";

/** The step a page's requirement still lacks, or undefined when it is met. */
export function missingPrecondition(
  requires: PageRequirement,
  organization: Organization | null,
): PreconditionCode | undefined {
  if (!organization) return "no_organization";
  if (requires === "approved_organization" && organization.status !== "approved") {
    return "organization_not_approved";
  }
  return undefined;
}

/**
 * The page, or, when the route's `requires` is not met by the caller's organization, the page's
 * title over what is missing and the link to the step that provides it (issue 26). Decided here
 * once for every page, from the route table, rather than by each page. The administration
 * passes: its console reads these pages' data through its own routes.
 */
export function PreconditionGate({ children }: { children: ReactNode }) {
  const { i18n } = useLingui();
  const handle = useRouteHandle();
  const requires = handle?.requires;
  const { data: user } = useProfile();
  const isExhibitor = user?.role === "exhibitor";
  const { data } = useOrganization(Boolean(requires) && isExhibitor);
  const missing =
    requires && isExhibitor && data ? missingPrecondition(requires, data.organization) : undefined;
  if (!missing || !handle) return children;
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 p-6" data-page-requires={requires}>
      <h1 className="text-2xl font-bold text-brand-900">{i18n._(handle.title)}</h1>
      <PreconditionNotice code={missing} />
    </div>
  );
}
