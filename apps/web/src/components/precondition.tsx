import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { PreconditionCode } from "@rawaq/domain/envelope";
import { Button } from "@rawaq/ui/button";
import { Card } from "@rawaq/ui/card";
import { EmptyState } from "@rawaq/ui/empty-state";
import { Link } from "react-router-dom";

/**
 * A step the reader has still to take before a page can show anything (issue 26): why, in their
 * language, and the way to the step that fixes it. One entry per code the API can answer
 * (`PRECONDITION_CODES`), so a new code does not compile until it says where it leads.
 */
export const PRECONDITIONS: Record<
  PreconditionCode,
  {
    title: MessageDescriptor;
    description: MessageDescriptor;
    action: MessageDescriptor;
    path: string;
  }
> = {
  no_organization: {
    title: msg`You have no publishing house yet`,
    description: msg`This page shows a publishing house's work. Register yours, or accept an invitation from one in your profile.`,
    action: msg`Register your publishing house`,
    path: "/AddNewOrganization",
  },
  organization_not_approved: {
    title: msg`Your publishing house is not approved yet`,
    description: msg`This page opens once the administration approves your publishing house. Its page says where it stands and what remains to be done.`,
    action: msg`See your organization`,
    path: "/my-organization",
  },
  national_address_missing: {
    title: msg`Your national address is needed`,
    description: msg`A Saudi house's tax invoice names its national address. Your organization's manager adds the building number, street and district on the payment information page, then confirms the booth.`,
    action: msg`Add the national address`,
    path: "/payment-information",
  },
};

export interface PreconditionNoticeProps {
  code: PreconditionCode;
  /** The title's level, to fit the page's outline (2 under the page's own title). */
  headingLevel?: 2 | 3 | 4;
}

/** What is missing, why, and a link to the step that provides it. */
export function PreconditionNotice({ code, headingLevel = 2 }: PreconditionNoticeProps) {
  const { i18n } = useLingui();
  const { title, description, action, path } = PRECONDITIONS[code];
  return (
    <Card data-precondition={code}>
      <EmptyState
        headingLevel={headingLevel}
        title={i18n._(title)}
        description={i18n._(description)}
        action={
          <Button asChild>
            <Link to={`/${i18n.locale}${path}`}>{i18n._(action)}</Link>
          </Button>
        }
      />
    </Card>
  );
}
