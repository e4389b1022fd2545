import { Trans, useLingui } from "@lingui/react/macro";
import {
  FAIR_RULES,
  type FairRule,
  type RuleBreach,
  type RuleException,
} from "@rawaq/domain/fair-rules";
import type { PageMeta } from "@rawaq/domain/pagination";
import { formatDate } from "@rawaq/i18n/dates";
import type { Locale } from "@rawaq/i18n/locales";
import { Alert } from "@rawaq/ui/alert";
import { Button } from "@rawaq/ui/button";
import type { DataTableColumn } from "@rawaq/ui/data-table";
import { EmptyState } from "@rawaq/ui/empty-state";
import { StatusBadge } from "@rawaq/ui/status-badge";
import { useId, useState } from "react";
import { FailureText } from "../../components/load-state.tsx";
import { PagedTable } from "../../components/paged-table.tsx";
import { useToast } from "../../components/toasts.tsx";
import { useRuleLabels } from "../../features/fair-rules/rule-labels.ts";
import { failureMessage } from "../../lib/api-failure.ts";
import { api } from "../../lib/api.ts";
import { ExceptionDialog, exceptableRules } from "./exception-dialog.tsx";
import { useRevalidateFairRules } from "./use-rules-admin.ts";

/** A house in breach of the event's rules, with the exceptions it was granted. */
export interface BreachingHouse {
  organization: { id: string; name: string };
  breaches: RuleBreach[];
  exceptions: RuleException[];
}

export interface BreachesTableProps {
  eventId: string;
  /** A page of houses; `undefined` while it loads. */
  houses: BreachingHouse[] | undefined;
  meta: PageMeta | undefined;
  onPageChange: (page: number) => void;
  error: unknown;
  onRetry: () => void;
}

/**
 * The houses that break the event's rules, a page at a time: each rule a house breaks with its
 * breaches, marked when the house has an exception to it (with its reason, and a way to withdraw
 * it), and a way to grant one for the rules it breaks without.
 */
export function BreachesTable({
  eventId,
  houses,
  meta,
  onPageChange,
  error,
  onRetry,
}: BreachesTableProps) {
  const { i18n, t } = useLingui();
  const toast = useToast();
  const revalidate = useRevalidateFairRules();
  const [granting, setGranting] = useState<BreachingHouse | null>(null);
  const [withdrawing, setWithdrawing] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function handleWithdraw(house: BreachingHouse, rule: FairRule) {
    setWithdrawing(`${house.organization.id}:${rule}`);
    setFailure(null);
    try {
      const answer = await api.fairRules.admin.withdrawException(
        eventId,
        house.organization.id,
        rule,
      );
      toast(answer.message ?? t`Saved.`);
      await revalidate();
    } catch (failed) {
      setFailure(failureMessage(failed, i18n));
    } finally {
      setWithdrawing(null);
    }
  }

  async function handleGranted(message: string | undefined) {
    setFailure(null);
    toast(message ?? t`Saved.`);
    await revalidate();
  }

  const columns: DataTableColumn<BreachingHouse>[] = [
    {
      id: "house",
      header: t`Publishing house`,
      isRowHeader: true,
      className: "min-w-40",
      cell: (house) => <bdi className="font-medium">{house.organization.name}</bdi>,
    },
    {
      id: "breaches",
      header: t`Breaches`,
      className: "min-w-64",
      // On a phone the list takes the card's width; each rule names itself.
      cardLabel: false,
      cell: (house) => (
        <HouseBreaches
          house={house}
          withdrawing={withdrawing}
          onWithdraw={(rule) => void handleWithdraw(house, rule)}
        />
      ),
    },
    {
      id: "actions",
      header: t`Actions`,
      cardLabel: false,
      cell: (house) =>
        exceptableRules(house).length > 0 ? (
          <Button size="sm" variant="secondary" onClick={() => setGranting(house)}>
            <Trans>Grant an exception</Trans>
          </Button>
        ) : null,
    },
  ];

  return (
    <section aria-labelledby="rule-breaches" className="flex flex-col gap-3">
      <h2 id="rule-breaches" className="text-lg font-semibold text-brand-900">
        <Trans>Houses breaking the rules</Trans>
      </h2>
      {failure ? <Alert variant="danger">{failure}</Alert> : null}
      <PagedTable
        caption={t`Houses breaking the rules`}
        columns={columns}
        rows={houses}
        getRowId={(house) => house.organization.id}
        error={
          error ? (
            <FailureText error={error}>{t`The breaches could not be loaded.`}</FailureText>
          ) : undefined
        }
        onRetry={onRetry}
        empty={
          <EmptyState
            headingLevel={3}
            title={t`No house breaks a rule`}
            description={t`Houses show here once a rule that is on finds a breach in their data.`}
          />
        }
        meta={meta}
        onPageChange={onPageChange}
        isPagerHiddenWhenEmpty
      />
      {granting ? (
        <ExceptionDialog
          key={granting.organization.id}
          eventId={eventId}
          house={granting}
          onClose={() => setGranting(null)}
          onGranted={handleGranted}
        />
      ) : null}
    </section>
  );
}

interface HouseBreachesProps {
  house: BreachingHouse;
  /** The exception being withdrawn (`organization:rule`), if any. */
  withdrawing: string | null;
  onWithdraw: (rule: FairRule) => void;
}

/** A house's breaches by rule, each rule with its exception when it has one. */
function HouseBreaches({ house, withdrawing, onWithdraw }: HouseBreachesProps) {
  const { i18n, t } = useLingui();
  const labels = useRuleLabels();
  const idPrefix = useId();
  // The rules it breaks, and any it has an exception to without breaking it (now).
  const rules = FAIR_RULES.filter(
    (rule) =>
      house.breaches.some((breach) => breach.rule === rule) ||
      house.exceptions.some((exception) => exception.rule === rule),
  );
  return (
    <ul className="flex flex-col gap-3">
      {rules.map((rule) => {
        const exception = house.exceptions.find((granted) => granted.rule === rule);
        const breaches = house.breaches.filter((breach) => breach.rule === rule);
        const nameId = `${idPrefix}-${rule}`;
        const grantedOn = exception
          ? formatDate(exception.granted_at, i18n.locale as Locale)
          : null;
        const reason = exception?.reason;
        const key = `${house.organization.id}:${rule}`;
        return (
          <li
            key={rule}
            data-slot="rule-breaches"
            data-rule={rule}
            data-state={exception ? "excepted" : "enforced"}
            className="flex flex-col gap-1"
          >
            <span className="flex flex-wrap items-center gap-2">
              <span id={nameId} className="font-medium text-slate-900">
                {labels.names[rule]}
              </span>
              {exception ? (
                <StatusBadge label={t({ message: "Excepted", context: "breach" })} tone="info" />
              ) : null}
            </span>
            {breaches.length > 0 ? (
              <ul className="flex flex-col gap-1 text-sm text-slate-700">
                {breaches.map((breach, index) => (
                  <li key={breach.book?.id ?? index} className="break-words">
                    {breach.book ? (
                      <span className="block font-medium text-slate-900">
                        <bdi>{breach.book.title}</bdi>
                      </span>
                    ) : null}
                    <span className="block">{labels.breach(breach)}</span>
                  </li>
                ))}
              </ul>
            ) : null}
            {exception ? (
              <div className="flex flex-wrap items-start gap-x-3 gap-y-1 rounded-md bg-sky-50 p-2 text-sm">
                <p className="min-w-0 flex-1 basis-48 break-words">
                  <Trans>
                    Exception granted on <time dateTime={exception.granted_at}>{grantedOn}</time>:{" "}
                    <bdi>{reason}</bdi>
                  </Trans>
                </p>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-describedby={nameId}
                  isLoading={withdrawing === key}
                  disabled={withdrawing !== null && withdrawing !== key}
                  onClick={() => onWithdraw(rule)}
                >
                  <Trans context="exception">Withdraw</Trans>
                </Button>
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
