import { Trans, useLingui } from "@lingui/react/macro";
import type { AdminUser } from "@rawaq/domain/user";
import { Alert } from "@rawaq/ui/alert";
import { Button } from "@rawaq/ui/button";
import { TextField } from "@rawaq/ui/text-field";
import { type FormEvent, useState } from "react";
import { useToast } from "../../components/toasts.tsx";
import { DeleteAccountDialog } from "../../features/users/delete-account-dialog.tsx";
import { USER_LIST_PARAMS } from "../../features/users/user-list-params.ts";
import { AdminOnly, NoPermissionNotice, isForbidden } from "../../components/admin-only.tsx";
import { useAdminUsers } from "../../features/users/use-users.ts";
import { type UserChange, UsersTable } from "../../features/users/users-table.tsx";
import { failureMessage } from "../../lib/api-failure.ts";
import { api } from "../../lib/api.ts";
import { useProfile } from "../../lib/use-profile.ts";
import { useUrlState } from "../../lib/url-state.ts";
import { FailureText } from "../../components/load-state.tsx";

/** User management: search accounts, disable or enable them, grant or remove the admin role. */
export function AdminUsersPage() {
  return (
    <AdminOnly>
      <Users />
    </AdminOnly>
  );
}

function Users() {
  const { i18n, t } = useLingui();
  const [query, setQuery] = useUrlState(USER_LIST_PARAMS);
  const { data, error, isLoading, mutate } = useAdminUsers(query);
  const { data: me } = useProfile();
  const [draft, setDraft] = useState(query.q);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const [deleting, setDeleting] = useState<AdminUser | null>(null);
  const toast = useToast();

  if (isForbidden(error)) return <NoPermissionNotice />;

  async function handleChange(user: AdminUser, change: UserChange) {
    setBusyId(user.id);
    setOutcome(null);
    try {
      const answer = await api.admin.changeUser(user.id, change);
      setOutcome({ ok: true, message: answer.message ?? "" });
      await mutate();
    } catch (problem) {
      setOutcome({ ok: false, message: failureMessage(problem, i18n) });
    } finally {
      setBusyId(null);
    }
  }

  async function handleDeleted(message: string) {
    setDeleting(null);
    setOutcome(null);
    toast(message);
    await mutate();
  }

  function handleSearch(event: FormEvent) {
    event.preventDefault();
    setQuery({ q: draft.trim() });
  }

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 p-6">
      <h1 className="text-2xl font-bold text-brand-900">
        <Trans>Users</Trans>
      </h1>
      <p className="text-sm text-slate-600">
        <Trans>
          A disabled account is logged out at once and cannot log in. At least one active
          administrator always remains.
        </Trans>
      </p>
      <form
        role="search"
        onSubmit={handleSearch}
        className="flex flex-col gap-2 sm:flex-row sm:items-end"
      >
        <TextField
          type="search"
          label={t`Search by name or email`}
          value={draft}
          onChange={(event) => setDraft(event.currentTarget.value)}
          wrapperClassName="flex-1"
        />
        <Button type="submit" variant="secondary">
          <Trans>Search</Trans>
        </Button>
      </form>
      {outcome && (
        <Alert variant={outcome.ok ? "success" : "danger"} role="status">
          {outcome.message}
        </Alert>
      )}
      <UsersTable
        users={data?.users ?? []}
        meta={data?.meta}
        isLoading={isLoading}
        error={
          error && !data ? (
            <FailureText error={error}>{t`The accounts could not be loaded.`}</FailureText>
          ) : undefined
        }
        onRetry={() => void mutate()}
        onPageChange={(page) => setQuery({ page })}
        busyId={busyId}
        selfId={me?.id}
        onChange={(user, change) => void handleChange(user, change)}
        onDelete={(user) => {
          setOutcome(null);
          setDeleting(user);
        }}
      />
      <DeleteAccountDialog
        user={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={handleDeleted}
      />
    </div>
  );
}
