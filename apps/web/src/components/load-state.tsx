import { Trans, useLingui } from "@lingui/react/macro";
import { LoadFailure, PageSkeleton } from "@rawaq/ui/load-state";
import type { ReactNode } from "react";
import { ApiError } from "@rawaq/api-client/errors";
import { requestIdOf } from "../lib/api-failure.ts";
import { preconditionOf } from "../lib/load-failure.ts";
import { PreconditionNotice } from "./precondition.tsx";

/** A page's place held while its data loads, translated (kit PageSkeleton). */
export function PageLoading({
  sections,
  hasTitle,
  className = "mx-auto w-full max-w-5xl p-6",
}: {
  sections?: string[];
  hasTitle?: boolean;
  className?: string;
}) {
  const { t } = useLingui();
  return (
    <PageSkeleton
      label={t`Loading…`}
      sections={sections}
      hasTitle={hasTitle}
      className={className}
    />
  );
}

/**
 * Small print a user can quote to support when something failed: the id the server gave the
 * failed request ("reference: 5e0f…"), which its log line carries too. Nothing without one.
 */
export function ErrorReference({ requestId }: { requestId: string | undefined }) {
  if (!requestId) return null;
  return (
    <small data-slot="error-reference" className="mt-1 block text-xs text-gray-600">
      <Trans>
        reference: <bdi dir="ltr">{requestId}</bdi>
      </Trans>
    </small>
  );
}

/**
 * A failure's text with its reference under it, for error states that take a message (the
 * DataTable's `error`): `error={<FailureText error={error}>{t\`…\`}</FailureText>}`.
 */
export function FailureText({ error, children }: { error: unknown; children: ReactNode }) {
  return (
    <>
      {children}
      <ErrorReference requestId={requestIdOf(error)} />
    </>
  );
}

/**
 * Whether a failure is the connection's or the server's, where trying again may help: no answer
 * at all, or a 5xx. A 4xx is an answer about the request, which its message explains.
 */
export function isConnectionFailure(error: unknown): boolean {
  return !(error instanceof ApiError) || error.isNetworkError || error.status >= 500;
}

/**
 * A view whose data could not be loaded (after SWR's retries): what failed, the answer's
 * reference when there is one, and a Retry. The failure is logged as well (spec §8).
 * A missing precondition is no failure: its notice says why and leads to the step (issue 26).
 * Only a lost connection or a server's failure is told to check the connection; any other
 * answer says what the server said.
 */
export function LoadError({
  message,
  error,
  onRetry,
  className,
}: {
  message?: ReactNode;
  /** The failure itself: its request id is shown as the reference. */
  error?: unknown;
  onRetry: () => void;
  className?: string;
}) {
  const { t } = useLingui();
  const precondition = preconditionOf(error);
  if (precondition) return <PreconditionNotice code={precondition} />;
  const fallback =
    error instanceof ApiError && !isConnectionFailure(error)
      ? error.message || t`This could not be loaded.`
      : t`This could not be loaded. Check your connection and try again.`;
  return (
    <LoadFailure
      message={<FailureText error={error}>{message ?? fallback}</FailureText>}
      onRetry={onRetry}
      retryLabel={t`Try again`}
      className={className}
    />
  );
}

/**
 * A section whose data has not arrived: a skeleton of its final height while it loads, the
 * failure with Retry once SWR has given up (`error` set and nothing to show).
 */
export function DataPending({
  error,
  onRetry,
  className = "min-h-40",
}: {
  error: unknown;
  onRetry: () => void;
  className?: string;
}) {
  const { t } = useLingui();
  if (error) return <LoadError error={error} onRetry={onRetry} />;
  return (
    <div
      aria-busy="true"
      aria-label={t`Loading…`}
      role="status"
      className={`animate-pulse rounded-lg bg-slate-100 ${className}`}
    />
  );
}
