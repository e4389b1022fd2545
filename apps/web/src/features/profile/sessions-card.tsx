import { Trans, useLingui } from "@lingui/react/macro";
import type { Session } from "@rawaq/domain/user";
import { formatTimeWithZone } from "@rawaq/i18n/dates";
import type { Locale } from "@rawaq/i18n/locales";
import { Alert } from "@rawaq/ui/alert";
import { Button } from "@rawaq/ui/button";
import { Card, CardBody, CardDescription, CardHeader, CardTitle } from "@rawaq/ui/card";
import { useSetAtom } from "jotai";
import { useState } from "react";
import { failureMessage } from "../../lib/api-failure.ts";
import { api } from "../../lib/api.ts";
import { endingSessionAtom } from "../../state/auth.ts";
import { useSessions } from "./use-sessions.ts";
import { DataPending } from "../../components/load-state.tsx";

export interface SessionsCardProps {
  /** Called once every session, this one included, has ended. */
  onLoggedOutEverywhere: () => void;
}

/** The devices where the user is logged in, with "log out" for each and for all. */
export function SessionsCard({ onLoggedOutEverywhere }: SessionsCardProps) {
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const { data: sessions, error, mutate } = useSessions();
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const endSession = useSetAtom(endingSessionAtom);

  async function run(id: string, work: () => Promise<unknown>) {
    setBusy(id);
    setFailure(null);
    try {
      await work();
    } catch (problem) {
      setFailure(failureMessage(problem, i18n));
    } finally {
      setBusy(null);
    }
  }

  return (
    <Card aria-labelledby="sessions-title">
      <CardHeader>
        <CardTitle id="sessions-title">
          <Trans>Where you are logged in</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>Log out of a device you no longer use, or of every device at once.</Trans>
        </CardDescription>
      </CardHeader>
      <CardBody className="flex flex-col gap-4">
        {failure && <Alert variant="danger">{failure}</Alert>}
        {!sessions && (
          // One device's line while it loads; the failure with a Retry once SWR gives up.
          <DataPending error={error} onRetry={() => void mutate()} className="h-[4.5rem]" />
        )}
        <ul className="flex flex-col divide-y divide-slate-200" aria-busy={!sessions || undefined}>
          {sessions?.map((session) => (
            <li
              key={session.id}
              data-slot="session"
              className="flex flex-wrap items-center justify-between gap-3 py-3"
            >
              <div className="flex flex-col">
                {/* The badge wraps whole under a long device name, never across lines. */}
                <span className="flex flex-wrap items-center gap-x-2 gap-y-1 font-medium text-slate-900">
                  <span>
                    <DeviceName session={session} />
                  </span>
                  {session.is_current && (
                    <span className="rounded-full bg-brand-100 px-2 py-0.5 text-xs font-medium whitespace-nowrap text-brand-800">
                      <Trans>This device</Trans>
                    </span>
                  )}
                </span>
                <span className="text-sm text-slate-600">
                  <Trans>
                    Last used{" "}
                    <time dateTime={session.last_used_at}>
                      {formatTimeWithZone(session.last_used_at, locale)}
                    </time>
                  </Trans>
                </span>
              </div>
              {!session.is_current && (
                <Button
                  variant="secondary"
                  size="sm"
                  isLoading={busy === session.id}
                  onClick={() =>
                    void run(session.id, async () => {
                      await api.endSession(session.id);
                      await mutate();
                    })
                  }
                >
                  <Trans>End the session</Trans>
                </Button>
              )}
            </li>
          ))}
        </ul>
        <Button
          variant="danger"
          className="self-start"
          isLoading={busy === "all"}
          onClick={() =>
            void run("all", async () => {
              await endSession(async () => {
                await api.endAllSessions();
              });
              onLoggedOutEverywhere();
            })
          }
        >
          <Trans>Log out of every device</Trans>
        </Button>
      </CardBody>
    </Card>
  );
}

/**
 * "Chrome on Linux", «Chrome على Linux»: one sentence per language, the Latin names isolated so
 * they keep their place in Arabic. A name the User-Agent did not give is said so, not left out.
 */
function DeviceName({ session: { browser, os } }: { session: Session }) {
  if (browser && os) {
    return (
      <Trans>
        <bdi>{browser}</bdi> on <bdi>{os}</bdi>
      </Trans>
    );
  }
  if (browser) return <bdi>{browser}</bdi>;
  if (os) {
    return (
      <Trans>
        A browser on <bdi>{os}</bdi>
      </Trans>
    );
  }
  return <Trans>Unknown device</Trans>;
}
