import { Trans, useLingui } from "@lingui/react/macro";
import { InvitationInputSchema, type Invitation, type Member } from "@rawaq/domain/organization";
import { formatDate } from "@rawaq/i18n/dates";
import type { Locale } from "@rawaq/i18n/locales";
import { Alert } from "@rawaq/ui/alert";
import { Button } from "@rawaq/ui/button";
import { DataTable, type DataTableColumn, pageCount } from "@rawaq/ui/data-table";
import { Dialog, DialogClose } from "@rawaq/ui/dialog";
import { EmptyState } from "@rawaq/ui/empty-state";
import { isServerFailure, useForm } from "@rawaq/ui/form";
import { TextField } from "@rawaq/ui/text-field";
import { useState } from "react";
import { useSWRConfig } from "swr";
import { useFormMessages } from "../../i18n/form-messages.ts";
import { failureMessage } from "../../lib/api-failure.ts";
import { api } from "../../lib/api.ts";
import { useToast } from "../../components/toasts.tsx";
import { keepFieldFocus } from "./form-errors.ts";
import { MEMBERS_KEY, useMembers } from "./use-members.ts";
import { useRevalidateOrganization } from "./use-organization.ts";
import { useTableLabels } from "../../components/table-labels.ts";
import { type ShownPage, tablePagination } from "../../components/table-pagination.ts";
import { FailureText } from "../../components/load-state.tsx";

const PAGE_SIZE = 10;

/** One page of a list the API returns whole; a page emptied by a removal falls back a page. */
function pageOf<T>(items: readonly T[], requested: number): { rows: T[]; meta: ShownPage } {
  const page = Math.min(requested, pageCount(items.length, PAGE_SIZE));
  return {
    rows: items.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE),
    meta: { page, per_page: PAGE_SIZE, total: items.length },
  };
}

export interface MembersCardProps {
  organizationId: string;
  /** Only the manager invites, cancels invitations and removes staff. */
  isManager: boolean;
}

/** The organization's people: members, pending invitations and, for the manager, an invite form. */
export function MembersCard({ organizationId, isManager }: MembersCardProps) {
  const { i18n, t } = useLingui();
  const locale = i18n.locale as Locale;
  const tableTexts = useTableLabels();
  const { mutate } = useSWRConfig();
  const refreshOrganization = useRevalidateOrganization();
  const { data, error, isLoading } = useMembers();
  const [membersPage, setMembersPage] = useState(1);
  const [invitationsPage, setInvitationsPage] = useState(1);
  const [toRemove, setToRemove] = useState<Member | null>(null);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const [isRemoving, setIsRemoving] = useState(false);
  const [cancelling, setCancelling] = useState<string | null>(null);
  // A failed cancellation is said above the lists; what was done is a toast.
  const [listError, setListError] = useState<string | null>(null);
  const toast = useToast();

  const toRemoveName = toRemove ? `${toRemove.first_name} ${toRemove.last_name}` : "";
  const members = data?.members ?? [];
  const invitations = (data?.invitations ?? []).filter(
    (invitation) => invitation.status === "pending",
  );
  const membersShown = pageOf(members, membersPage);
  const invitationsShown = pageOf(invitations, invitationsPage);

  async function refresh() {
    await Promise.all([mutate(MEMBERS_KEY), refreshOrganization()]);
  }

  async function handleRemove() {
    if (!toRemove) return;
    setIsRemoving(true);
    setRemoveError(null);
    try {
      const answer = await api.removeMember(organizationId, toRemove.user_id);
      const name = `${toRemove.first_name} ${toRemove.last_name}`;
      toast(answer.message ?? t`${name} was removed from the staff.`);
      setToRemove(null);
      await refresh();
    } catch (failure) {
      setRemoveError(failureMessage(failure, i18n));
    } finally {
      setIsRemoving(false);
    }
  }

  async function handleCancel(invitation: Invitation) {
    setCancelling(invitation.id);
    setListError(null);
    try {
      const answer = await api.cancelInvitation(organizationId, invitation.id);
      const email = invitation.email;
      toast(answer.message ?? t`The invitation to ${email} was cancelled.`);
      await refresh();
    } catch (failure) {
      setListError(failureMessage(failure, i18n));
    } finally {
      setCancelling(null);
    }
  }

  const roleLabel = (role: Member["role"]) => (role === "manager" ? t`Manager` : t`Staff member`);
  const memberColumns: DataTableColumn<Member>[] = [
    {
      id: "name",
      header: t`Name`,
      isRowHeader: true,
      cell: (member) => (
        <bdi>
          {member.first_name} {member.last_name}
        </bdi>
      ),
    },
    { id: "email", header: t`Email`, cell: (member) => <bdi dir="ltr">{member.email}</bdi> },
    { id: "role", header: t`Role`, cell: (member) => roleLabel(member.role) },
    {
      id: "joined",
      header: t`Joined`,
      priority: "medium",
      cell: (member) => formatDate(member.joined_at, locale),
    },
  ];
  if (isManager) {
    memberColumns.push({
      id: "actions",
      header: <span className="sr-only">{t`Actions`}</span>,
      cardLabel: false,
      align: "end",
      cell: (member) =>
        member.role === "staff" ? (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              setRemoveError(null);
              setToRemove(member);
            }}
          >
            <Trans>Remove</Trans>
            <span className="sr-only">
              {" "}
              <bdi>
                {member.first_name} {member.last_name}
              </bdi>
            </span>
          </Button>
        ) : null,
    });
  }

  const invitationColumns: DataTableColumn<Invitation>[] = [
    {
      id: "email",
      header: t`Email`,
      isRowHeader: true,
      cell: (invitation) => <bdi dir="ltr">{invitation.email}</bdi>,
    },
    {
      id: "invited_by",
      header: t`Invited by`,
      cell: (invitation) => <bdi>{invitation.invited_by}</bdi>,
    },
    {
      id: "sent",
      header: t`Sent`,
      cell: (invitation) => formatDate(invitation.created_at, locale),
    },
  ];
  if (isManager) {
    invitationColumns.push({
      id: "actions",
      header: <span className="sr-only">{t`Actions`}</span>,
      cardLabel: false,
      align: "end",
      cell: (invitation) => (
        <Button
          variant="ghost"
          size="sm"
          isLoading={cancelling === invitation.id}
          onClick={() => void handleCancel(invitation)}
        >
          <Trans>Cancel invitation</Trans>
          <span className="sr-only">
            {" "}
            <bdi dir="ltr">{invitation.email}</bdi>
          </span>
        </Button>
      ),
    });
  }

  return (
    <section aria-labelledby="members-title" className="flex flex-col gap-4">
      <h2 id="members-title" className="text-lg font-semibold text-slate-900">
        <Trans>Members</Trans>
      </h2>
      {listError && <Alert variant="danger">{listError}</Alert>}
      <DataTable
        caption={t`Members`}
        columns={memberColumns}
        rows={membersShown.rows}
        getRowId={(member) => member.user_id}
        isLoading={isLoading}
        rowHeight="2.75rem"
        error={
          error ? (
            <FailureText error={error}>{t`The members could not be loaded.`}</FailureText>
          ) : undefined
        }
        onRetry={() => void mutate(MEMBERS_KEY)}
        empty={<EmptyState headingLevel={3} title={t`No members yet`} />}
        pagination={tablePagination(membersShown.meta, setMembersPage, {
          isPagerHiddenWhenEmpty: true,
        })}
        {...tableTexts}
      />

      {isManager && (
        <InviteForm
          organizationId={organizationId}
          onInvited={(text) => {
            setListError(null);
            toast(text);
            void refresh();
          }}
        />
      )}

      {(invitations.length > 0 || isManager) && (
        <div className="flex flex-col gap-3">
          <h3 className="text-base font-semibold text-slate-900">
            <Trans>Pending invitations</Trans>
          </h3>
          <DataTable
            caption={t`Pending invitations`}
            columns={invitationColumns}
            rows={invitationsShown.rows}
            getRowId={(invitation) => invitation.id}
            isLoading={isLoading}
            error={
              error ? (
                <FailureText error={error}>{t`The invitations could not be loaded.`}</FailureText>
              ) : undefined
            }
            onRetry={() => void mutate(MEMBERS_KEY)}
            empty={
              <EmptyState
                headingLevel={4}
                title={t`No pending invitations`}
                description={t`Invite a colleague who already has a Rawaq account.`}
              />
            }
            pagination={tablePagination(invitationsShown.meta, setInvitationsPage, {
              isPagerHiddenWhenEmpty: true,
            })}
            {...tableTexts}
          />
        </div>
      )}

      <Dialog
        open={toRemove !== null}
        onOpenChange={(open) => {
          if (!open) setToRemove(null);
        }}
        size="sm"
        closeLabel={t`Close`}
        title={<Trans>Remove this staff member?</Trans>}
        description={
          toRemove ? (
            <Trans>
              <bdi>{toRemoveName}</bdi> will no longer see the organization. You can invite them
              again later.
            </Trans>
          ) : undefined
        }
        footer={
          <>
            <DialogClose asChild>
              <Button variant="secondary">
                <Trans>Keep</Trans>
              </Button>
            </DialogClose>
            <Button variant="danger" isLoading={isRemoving} onClick={() => void handleRemove()}>
              <Trans>Remove</Trans>
            </Button>
          </>
        }
      >
        {removeError && <Alert variant="danger">{removeError}</Alert>}
      </Dialog>
    </section>
  );
}

function InviteForm({
  organizationId,
  onInvited,
}: {
  organizationId: string;
  onInvited: (message: string) => void;
}) {
  const { t } = useLingui();
  const formTexts = useFormMessages();
  const form = useForm({
    initialValues: { email: "" },
    schema: InvitationInputSchema,
    ...formTexts,
    // The address as the schema reads it: trimmed, in lower case.
    onSubmit: async ({ email }) => {
      try {
        const answer = await api.inviteMember(organizationId, email);
        form.reset();
        onInvited(answer.message ?? t`An invitation was sent to ${email}.`);
      } catch (error) {
        if (!isServerFailure(error) || Object.keys(error.errors).length > 0) throw error;
        // A refusal about the address that names no field (unknown user, already a member,
        // already invited) is said once, on the field, which takes the focus.
        form.setServerErrors({ email: [error.message] }, null, { shouldFocus: true });
      }
    },
  });
  return (
    <form
      onSubmit={form.handleSubmit}
      noValidate
      aria-labelledby="invite-title"
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-slate-50 p-4"
    >
      <h3 id="invite-title" className="text-base font-semibold text-slate-900">
        <Trans>Invite a staff member</Trans>
      </h3>
      {form.formMessage && <Alert variant="danger">{form.formMessage}</Alert>}
      <TextField
        label={t`Email of a registered user`}
        hint={t`They see the invitation in their profile and can accept or decline it.`}
        type="email"
        autoComplete="off"
        dir="ltr"
        required
        {...form.getFieldProps("email")}
      />
      <Button
        type="submit"
        isLoading={form.isSubmitting}
        onMouseDown={keepFieldFocus}
        className="self-start"
      >
        <Trans>Send invitation</Trans>
      </Button>
    </form>
  );
}
