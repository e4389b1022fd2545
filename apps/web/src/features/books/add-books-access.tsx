import { Trans, useLingui } from "@lingui/react/macro";
import type { Organization, OrganizationMeta } from "@rawaq/domain/organization";
import { Alert } from "@rawaq/ui/alert";
import { Link } from "react-router-dom";

/** Whether the caller may add books now, or why not. */
export type AddBooksAccess = "open" | "no_organization" | "not_approved" | "not_manager";

/** Books are added by the manager of an approved organization (the API checks it too). */
export function addBooksAccess(
  organization: Organization | null,
  meta: OrganizationMeta,
): AddBooksAccess {
  if (!organization) return "no_organization";
  if (organization.status !== "approved") return "not_approved";
  if (meta.role !== "manager") return "not_manager";
  return "open";
}

export interface AddBooksClosedNoticeProps {
  access: Exclude<AddBooksAccess, "open">;
}

/** Why adding books is not open to the caller, and the way forward when there is one. */
export function AddBooksClosedNotice({ access }: AddBooksClosedNoticeProps) {
  const { i18n } = useLingui();
  // Present from the first paint: a status, not an interruption.
  if (access === "no_organization") {
    return (
      <Alert
        variant="info"
        role="note"
        data-access={access}
        action={
          <Link
            to={`/${i18n.locale}/AddNewOrganization`}
            className="text-sm font-medium text-brand-800 underline"
          >
            <Trans>Register your publishing house</Trans>
          </Link>
        }
      >
        <Trans>Register your publishing house first: books are added by its manager.</Trans>
      </Alert>
    );
  }
  if (access === "not_approved") {
    return (
      <Alert
        variant="info"
        role="note"
        data-access={access}
        action={
          // Where the organization stands and what is left before its approval.
          <Link
            to={`/${i18n.locale}/my-organization`}
            className="text-sm font-medium text-brand-800 underline"
          >
            <Trans>See your organization</Trans>
          </Link>
        }
      >
        <Trans>You can add books once your organization is approved.</Trans>
      </Alert>
    );
  }
  return (
    <Alert variant="info" role="note" data-access={access}>
      <Trans>Only your organization's manager can add books.</Trans>
    </Alert>
  );
}
