import { Trans } from "@lingui/react/macro";
import { ApiError } from "@rawaq/api-client/client";
import { Alert } from "@rawaq/ui/alert";
import type { ReactNode } from "react";
import { useProfile } from "../../lib/use-profile.ts";

/** Whether a failed call was refused because the caller is not an administrator. */
export function isForbidden(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403;
}

export function NoPermissionNotice() {
  return (
    <div className="mx-auto max-w-3xl p-6">
      <Alert variant="warning" title={<Trans>Access denied</Trans>}>
        <Trans>You do not have permission to see this page.</Trans>
      </Alert>
    </div>
  );
}

/**
 * Renders the admin page only for the administration. The router only checks that someone is
 * signed in; the API refuses everyone else with 403 anyway, and pages show the same notice then.
 */
export function AdminOnly({ children }: { children: ReactNode }) {
  const { data: user } = useProfile();
  // spec §8: a failed profile fetch is only logged; the page stays quiet until it is known.
  if (!user) return <div aria-busy="true" className="p-6" />;
  if (user.role !== "admin") return <NoPermissionNotice />;
  return children;
}
