import { Trans, useLingui } from "@lingui/react/macro";
import { ApiError } from "@rawaq/api-client/client";
import { Alert } from "@rawaq/ui/alert";
import { Button } from "@rawaq/ui/button";
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { isUnauthenticated, useProfile } from "../lib/use-profile.ts";
import { LoadError, PageLoading } from "./load-state.tsx";

/** Whether a failed call was refused because the caller is not an administrator. */
export function isForbidden(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403;
}

/** Access denied, with a way out: the home page (the menu stays there too). */
export function NoPermissionNotice() {
  const { i18n } = useLingui();
  return (
    <div className="mx-auto flex max-w-3xl flex-col items-start gap-4 p-6">
      {/* The page's heading: the console's own never shows to someone it is not for. */}
      <h1 className="text-2xl font-bold text-brand-900">
        <Trans>Access denied</Trans>
      </h1>
      <Alert variant="warning">
        <Trans>You do not have permission to see this page.</Trans>
      </Alert>
      <Button asChild variant="secondary" className="self-start">
        <Link to={`/${i18n.locale}`}>
          <Trans>Go to the home page</Trans>
        </Link>
      </Button>
    </div>
  );
}

/**
 * Renders the admin page only for the administration. The router only checks that someone is
 * signed in; the API refuses everyone else with 403 anyway, and pages show the same notice then.
 */
export function AdminOnly({ children }: { children: ReactNode }) {
  const { data: user, error, mutate } = useProfile();
  // spec §8: a failed profile fetch is logged; SWR retries it while the page holds its place,
  // then says so with a Retry (decision 021). An expired session is the router's to handle.
  if (!user) {
    return error && !isUnauthenticated(error) ? (
      <LoadError
        className="mx-auto w-full max-w-7xl p-6"
        error={error}
        onRetry={() => void mutate()}
      />
    ) : (
      <PageLoading className="mx-auto w-full max-w-7xl p-6" />
    );
  }
  if (user.role !== "admin") return <NoPermissionNotice />;
  return children;
}
