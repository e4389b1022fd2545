import { localized } from "@rawaq/domain/bilingual";
import { Trans, useLingui } from "@lingui/react/macro";
import { FAIR_RULES, type HouseRules, type RuleBreach } from "@rawaq/domain/fair-rules";
import { Card, CardBody, CardDescription, CardHeader, CardTitle } from "@rawaq/ui/card";
import { DataPending } from "../../components/load-state.tsx";
import { useRuleLabels } from "./rule-labels.ts";
import { useFairRules } from "./use-fair-rules.ts";

/**
 * The fair's rules as the house obeys them (issue 32): each rule in force, every breach next to
 * its title with what to change, and the exceptions the administration granted, with why. Shown
 * on the house's page; nothing when it takes part in no fair.
 */
export function HouseRulesCard() {
  const { i18n } = useLingui();
  const { data, error, mutate } = useFairRules();
  if (data === null) return null;
  return (
    <Card role="region" aria-labelledby="house-rules-title">
      <CardHeader>
        <CardTitle id="house-rules-title">
          <Trans>The fair's rules</Trans>
        </CardTitle>
        {data ? (
          <CardDescription>
            <bdi>{localized(data.event.name, i18n.locale)}</bdi>
          </CardDescription>
        ) : null}
      </CardHeader>
      <CardBody>
        {data ? (
          <HouseRulesBody rules={data} />
        ) : (
          <DataPending error={error} onRetry={() => void mutate()} className="h-24" />
        )}
      </CardBody>
    </Card>
  );
}

function HouseRulesBody({ rules }: { rules: HouseRules }) {
  const { t } = useLingui();
  const labels = useRuleLabels();
  const inForce = FAIR_RULES.filter((rule) => rules.rules[rule].enabled);
  if (inForce.length === 0) {
    return (
      <p className="text-sm text-slate-700">
        <Trans>This fair has set no rules of its own.</Trans>
      </p>
    );
  }
  const open = rules.breaches.filter((breach) => !breach.excepted);
  const excepted = rules.breaches.filter((breach) => breach.excepted);
  return (
    <div className="flex flex-col gap-4 text-sm">
      <ul className="flex flex-col gap-1">
        {inForce.map((rule) => (
          <li key={rule} className="flex flex-wrap gap-x-2">
            <span className="font-medium text-slate-900">{labels.names[rule]}</span>
            <span className="text-slate-700">{labels.statement(rule, rules.rules)}</span>
          </li>
        ))}
      </ul>
      {open.length === 0 ? (
        <p className="rounded-md bg-emerald-50 p-3 text-emerald-900" role="status">
          <Trans>Your data keeps every rule of the fair.</Trans>
        </p>
      ) : (
        <BreachList
          title={t`To change before sending your parcels`}
          breaches={open}
          tone="danger"
        />
      )}
      {excepted.length > 0 ? (
        <div className="flex flex-col gap-2">
          <BreachList title={t`Allowed by the administration`} breaches={excepted} tone="info" />
          <ul className="flex flex-col gap-1 text-slate-700">
            {rules.exceptions.map((exception) => (
              <li key={exception.rule}>
                <span className="font-medium">{labels.names[exception.rule]}</span>
                {": "}
                <bdi>{exception.reason}</bdi>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

function BreachList({
  title,
  breaches,
  tone,
}: {
  title: string;
  breaches: RuleBreach[];
  tone: "danger" | "info";
}) {
  const labels = useRuleLabels();
  return (
    <section className="flex flex-col gap-2">
      <h3 className={`font-semibold ${tone === "danger" ? "text-red-800" : "text-slate-900"}`}>
        {title}
      </h3>
      <ul className="flex flex-col divide-y divide-slate-200">
        {breaches.map((breach) => (
          <li
            key={`${breach.rule}-${breach.book?.id ?? "house"}`}
            data-rule={breach.rule}
            className="flex flex-col gap-0.5 py-2"
          >
            <span className="font-medium text-slate-900">
              {breach.book ? <bdi>{breach.book.title}</bdi> : labels.names[breach.rule]}
            </span>
            <span className={tone === "danger" ? "text-red-800" : "text-slate-700"}>
              {labels.breach(breach)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
