import { Trans, useLingui } from "@lingui/react/macro";
import { Alert } from "@rawaq/ui/alert";
import { Card, CardBody } from "@rawaq/ui/card";
import { useLocation } from "react-router-dom";
import { BOOK_LIST_PARAMS } from "../../features/books/book-list-params.ts";
import { NotificationsList } from "../../features/notifications/notifications-list.tsx";
import { HouseRulesCard } from "../../features/fair-rules/house-rules-card.tsx";
import { TaskListCard } from "../../features/deadlines/task-list-card.tsx";
import { BookCounters } from "../../features/organizations/book-counters.tsx";
import { MembersCard } from "../../features/organizations/members-card.tsx";
import { OrganizationHistory } from "../../features/organizations/organization-history.tsx";
import { useOrganizationAudit } from "../../features/organizations/use-organization-audit.ts";
import { useMembers } from "../../features/organizations/use-members.ts";
import { OrganizationNextStep } from "../../features/organizations/organization-next-step.tsx";
import { useOrganization } from "../../features/organizations/use-organization.ts";
import { LoadError, PageLoading } from "../../components/load-state.tsx";
import { PreconditionNotice } from "../../components/precondition.tsx";
import { urlSearch } from "../../lib/url-state.ts";

/** `/my-organization`: the organization's dashboard (DESIGN.md journey 3). */
export function MyOrganizationPage() {
  const { i18n } = useLingui();
  const locale = i18n.locale;
  const { state } = useLocation();
  const { data, error, mutate } = useOrganization();
  // The sections' data starts with the page, beside GET organizations, not after it (decision
  // 079): the same keys as the members card's and the history's first page.
  useMembers();
  useOrganizationAudit(1);
  const isJustSubmitted = (state as { submitted?: boolean } | null)?.submitted === true;

  // A failed fetch is logged (spec §8) and, once SWR's retries are spent, offers a Retry.
  if (!data) {
    return error ? (
      <div className="mx-auto max-w-5xl p-6">
        <LoadError error={error} onRetry={() => void mutate()} />
      </div>
    ) : (
      <PageLoading sections={["h-36", "h-28", "h-72"]} />
    );
  }
  const { organization, meta } = data;

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 p-6">
      <h1 className="text-2xl font-bold text-brand-900">
        <Trans>My organization</Trans>
      </h1>
      {!organization ? (
        // Exhibitors meet it in the shell (the route requires an organization); here for others.
        <PreconditionNotice code="no_organization" />
      ) : (
        <>
          {isJustSubmitted && organization.status === "pending" && (
            <Alert variant="success">
              <Trans>
                Your registration was sent to the administration. You will get a notification as
                soon as they decide.
              </Trans>
            </Alert>
          )}
          <Card>
            <CardBody>
              <OrganizationNextStep organization={organization} meta={meta} />
            </CardBody>
          </Card>
          <Card>
            <CardBody className="flex flex-col gap-4">
              <BookCounters
                books={meta.books}
                listHref={(status) => `/${locale}/books${urlSearch(BOOK_LIST_PARAMS, { status })}`}
              />
            </CardBody>
          </Card>
          <TaskListCard />
          <HouseRulesCard />
          <Card>
            <CardBody>
              <MembersCard organizationId={organization.id} isManager={meta.role === "manager"} />
            </CardBody>
          </Card>
          <Card>
            <CardBody className="flex flex-col gap-3">
              <h2 className="text-lg font-semibold text-slate-900">
                <Trans>Notifications</Trans>
              </h2>
              <NotificationsList />
            </CardBody>
          </Card>
          <Card>
            <CardBody>
              <OrganizationHistory />
            </CardBody>
          </Card>
        </>
      )}
    </div>
  );
}
