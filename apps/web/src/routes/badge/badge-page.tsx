import { Trans } from "@lingui/react/macro";
import { ApiError } from "@rawaq/api-client/client";
import { Button } from "@rawaq/ui/button";
import { useLoaderData, useParams } from "react-router-dom";
import { DataPending } from "../../components/load-state.tsx";
import { BadgeCardView } from "../../features/badges/badge-card-view.tsx";
import { usePublicBadge } from "../../features/badges/use-badges.ts";
import { NotFoundPage } from "../not-found/not-found-page.tsx";
import type { BadgeLoaderData } from "./loader.ts";

/**
 * /badges/{id} (public, no layout): a printable badge anyone can check, saying clearly whether
 * it is valid, revoked or expired. It shows nothing else about the person; an unknown id is 404.
 */
export function BadgePage() {
  const { id } = useParams();
  const fromServer = useLoaderData() as BadgeLoaderData | null;
  // The server found no such badge (its answer was a 404 page): nothing to ask again.
  const unknown = fromServer?.badge === null;
  const {
    data: badge,
    error,
    mutate,
  } = usePublicBadge(unknown ? undefined : id, fromServer?.badge ?? undefined);
  if (unknown || (error instanceof ApiError && error.status === 404)) return <NotFoundPage />;
  return (
    <main className="flex min-h-dvh flex-col items-center gap-6 bg-slate-100 p-6 print:bg-white print:p-0">
      <style>{"@page { size: A4; margin: 15mm; }"}</style>
      {!badge ? (
        // The verdict and the card's height, so nothing jumps when the badge arrives.
        <DataPending
          error={error}
          onRetry={() => void mutate()}
          className="h-[calc(130mm+6.5rem)] w-[90mm] max-w-full"
        />
      ) : (
        <>
          <h1
            data-slot="badge-verdict"
            data-state={badge.state}
            className={`rounded-md px-4 py-2 text-xl font-bold print:hidden ${
              badge.state === "valid" ? "bg-emerald-50 text-emerald-800" : "bg-red-50 text-red-800"
            }`}
          >
            {badge.state === "valid" ? (
              <Trans>This badge is valid.</Trans>
            ) : badge.state === "revoked" ? (
              <Trans>This badge has been revoked and is no longer valid.</Trans>
            ) : (
              <Trans>This badge has expired: its event is over.</Trans>
            )}
          </h1>
          <BadgeCardView
            publicId={badge.id}
            printedName={badge.printed_name}
            role={badge.role}
            state={badge.state}
            organizationName={badge.organization_name}
            event={badge.event}
            hasPhoto={badge.has_photo}
          />
          <Button variant="secondary" className="print:hidden" onClick={() => window.print()}>
            <Trans>Print</Trans>
          </Button>
        </>
      )}
    </main>
  );
}
