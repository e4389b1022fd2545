import { Trans } from "@lingui/react/macro";
import { Button } from "@rawaq/ui/button";
import { isRouteErrorResponse, useRouteError } from "react-router-dom";
import { ErrorReference } from "../../components/load-state.tsx";
import { requestIdOf } from "../../lib/api-failure.ts";
import { isChunkLoadError, reloadForChunkError } from "../../platform/chunk-reload.ts";
import { NotFoundPage } from "../not-found/not-found-page.tsx";

/**
 * A message an error deliberately carries for users (spec §8: "unless the error carries its own
 * message"): a thrown Response with `{ message }`, or an error with a `statusMessage`. A plain
 * exception's text is for developers and stays in the console.
 */
function ownMessage(error: unknown): string | undefined {
  if (isRouteErrorResponse(error)) {
    const data = error.data as { message?: unknown } | undefined;
    return typeof data?.message === "string" ? data.message : undefined;
  }
  const statusMessage = (error as { statusMessage?: unknown } | null)?.statusMessage;
  return typeof statusMessage === "string" && statusMessage ? statusMessage : undefined;
}

/** Any fatal error of a route (spec §2): the not-found variant for 404, the server error otherwise. */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isChunkLoadError(error) && reloadForChunkError()) return null;

  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (status === 404) return <NotFoundPage />;

  console.error(error);
  const message = ownMessage(error);
  const requestId = requestIdOf(isRouteErrorResponse(error) ? (error.data as unknown) : error);
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center gap-3 px-4 text-center">
      <p className="text-6xl font-bold text-brand-700">{status}</p>
      <h1 className="text-2xl font-semibold text-gray-900">
        {message ?? <Trans>Internal Server Error</Trans>}
      </h1>
      <Button asChild className="mt-2">
        <a href={location.pathname}>
          <Trans>Try again</Trans>
        </a>
      </Button>
      {/* Small print a user can quote to support; the server's log line carries the same id. */}
      {requestId && (
        <p className="mt-4">
          <ErrorReference requestId={requestId} />
        </p>
      )}
    </main>
  );
}
