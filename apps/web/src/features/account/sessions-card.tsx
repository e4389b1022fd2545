import { Trans, useLingui } from "@lingui/react/macro";
import type { Session } from "@rawaq/domain/user";
import { formatDateTime } from "@rawaq/i18n/dates";
import type { Locale } from "@rawaq/i18n/locales";
import { Alert } from "@rawaq/ui/alert";
import { Button } from "@rawaq/ui/button";
import { Card, CardBody, CardDescription, CardHeader, CardTitle } from "@rawaq/ui/card";
import { useState } from "react";
import { failureMessage } from "../../lib/api-failure.ts";
import { api } from "../../lib/api.ts";
import { useSessions } from "./use-sessions.ts";
import { DataPending } from "../../components/load-state.tsx";

export interface SessionsCardProps {
  /** Called once every session, this one included, has ended. */
  onLoggedOutEverywhere: () => void;
}

/** The devices where the user is logged in, with "log out" for each and for all. */
export function SessionsCard({ onLoggedOutEverywhere }: SessionsCardProps) {
  const { i18n, t } = useLingui();
  const locale = i18n.locale as Locale;
  const { data: sessions, error, mutate } = useSessions();
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

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

  const device = ({ browser, os }: Session) =>
    browser && os ? t`${browser} on ${os}` : (browser ?? os ?? t`Unknown device`);

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
                <span className="font-medium text-slate-900">
                  {/* Names of browsers and systems are Latin; each language places them in its sentence. */}
                  {device(session)}
                  {session.is_current && (
                    <span className="ms-2 rounded-full bg-brand-100 px-2 py-0.5 text-xs font-medium text-brand-800">
                      <Trans>This device</Trans>
                    </span>
                  )}
                </span>
                <span className="text-sm text-slate-600">
                  <Trans>
                    Last used{" "}
                    <time dateTime={session.last_used_at}>
                      {formatDateTime(session.last_used_at, locale)}
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
              await api.endAllSessions();
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
