import { Trans, useLingui } from "@lingui/react/macro";
import type { Invitation } from "@rawaq/domain/organization";
import { formatDate } from "@rawaq/i18n/dates";
import type { Locale } from "@rawaq/i18n/locales";
import { Alert } from "@rawaq/ui/alert";
import { Button } from "@rawaq/ui/button";
import { Card, CardBody, CardDescription, CardHeader, CardTitle } from "@rawaq/ui/card";
import { useState } from "react";
import { useSWRConfig } from "swr";
import { failureMessage } from "../../lib/api-failure.ts";
import { api } from "../../lib/api.ts";
import { PROFILE_KEY } from "../../lib/use-profile.ts";
import { MY_INVITATIONS_KEY, useMyInvitations } from "./use-my-invitations.ts";

/** A list the API returns whole, shown a few at a time. */
const PAGE_SIZE = 5;

export interface InvitationsCardProps {
  /**
   * Called once an invitation is accepted: the caller now has an organization, and the page
   * refreshes what depends on it (features do not reach into each other's data).
   */
  onAccepted?: () => unknown;
}

/**
 * The invitations waiting for the caller's answer, on the profile (the personal view). Hidden
 * when there are none.
 */
export function InvitationsCard({ onAccepted }: InvitationsCardProps) {
  const { i18n, t } = useLingui();
  const locale = i18n.locale as Locale;
  const { mutate } = useSWRConfig();
  const { data } = useMyInvitations();
  const [busy, setBusy] = useState<{ id: string; answer: "accept" | "decline" } | null>(null);
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const [requestedPage, setRequestedPage] = useState(1);

  const pending = (data ?? []).filter((invitation) => invitation.status === "pending");
  if (pending.length === 0 && !outcome) return null;
  const pages = Math.max(1, Math.ceil(pending.length / PAGE_SIZE));
  const page = Math.min(requestedPage, pages);
  const shown = pending.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);

  async function handleAnswer(invitation: Invitation, answer: "accept" | "decline") {
    setBusy({ id: invitation.id, answer });
    setOutcome(null);
    const name = invitation.organization.name;
    try {
      const result = await api.respondToInvitation(invitation.id, answer);
      setOutcome({
        ok: true,
        message:
          result.message ??
          (answer === "accept"
            ? t`You joined ${name}.`
            : t`You declined the invitation from ${name}.`),
      });
      await Promise.all([
        mutate(MY_INVITATIONS_KEY),
        // Joining gives the caller an organization: their hub and menus change with it.
        ...(answer === "accept" ? [mutate(PROFILE_KEY), onAccepted?.()] : []),
      ]);
    } catch (error) {
      setOutcome({
        ok: false,
        message: failureMessage(error, i18n),
      });
    } finally {
      setBusy(null);
    }
  }

  return (
    <Card data-slot="invitations-card">
      <CardHeader>
        <CardTitle id="invitations-title">
          <Trans>Invitations</Trans>
        </CardTitle>
        {pending.length > 0 && (
          <CardDescription>
            <Trans>A publishing house invited you to join its staff.</Trans>
          </CardDescription>
        )}
      </CardHeader>
      <CardBody className="flex flex-col gap-4">
        {outcome && <Alert variant={outcome.ok ? "success" : "danger"}>{outcome.message}</Alert>}
        {shown.length > 0 && (
          <ul aria-labelledby="invitations-title" className="flex flex-col gap-3">
            {shown.map((invitation) => {
              const organizationName = invitation.organization.name;
              const invitedBy = invitation.invited_by;
              return (
                <li
                  key={invitation.id}
                  data-slot="invitation"
                  className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 p-4"
                >
                  <div className="flex flex-col gap-1">
                    <p className="font-semibold text-slate-900">
                      <bdi>{organizationName}</bdi>
                    </p>
                    <p className="text-sm text-slate-600">
                      <Trans>
                        Invited by <bdi>{invitedBy}</bdi>
                      </Trans>
                      {" · "}
                      {formatDate(invitation.created_at, locale)}
                    </p>
                  </div>
                  <div className="flex gap-2">
                    <Button
                      variant="secondary"
                      size="sm"
                      disabled={busy !== null}
                      isLoading={busy?.id === invitation.id && busy.answer === "decline"}
                      onClick={() => void handleAnswer(invitation, "decline")}
                    >
                      <Trans>Decline</Trans>
                      <span className="sr-only">
                        {" "}
                        <bdi>{organizationName}</bdi>
                      </span>
                    </Button>
                    <Button
                      size="sm"
                      disabled={busy !== null}
                      isLoading={busy?.id === invitation.id && busy.answer === "accept"}
                      onClick={() => void handleAnswer(invitation, "accept")}
                    >
                      <Trans>Accept</Trans>
                      <span className="sr-only">
                        {" "}
                        <bdi>{organizationName}</bdi>
                      </span>
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
        {pages > 1 && (
          <nav
            aria-label={t`Pagination`}
            className="flex items-center justify-between gap-3 text-sm"
          >
            <Button
              variant="secondary"
              size="sm"
              disabled={page <= 1}
              onClick={() => setRequestedPage(page - 1)}
            >
              <Trans>Previous</Trans>
            </Button>
            <span className="text-slate-700">
              <Trans>
                Page {page} of {pages}
              </Trans>
            </span>
            <Button
              variant="secondary"
              size="sm"
              disabled={page >= pages}
              onClick={() => setRequestedPage(page + 1)}
            >
              <Trans>Next</Trans>
            </Button>
          </nav>
        )}
      </CardBody>
    </Card>
  );
}
