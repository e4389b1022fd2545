import { localized } from "@rawaq/domain/bilingual";
import { Trans, useLingui } from "@lingui/react/macro";
import { FAIR_RULES } from "@rawaq/domain/fair-rules";
import { Alert } from "@rawaq/ui/alert";
import { useRuleLabels } from "./rule-labels.ts";
import { useFairRules } from "./use-fair-rules.ts";

/**
 * The fair's rules in force, where the house enters what they judge (the book list, the complete
 * data, the parcels): one line each. Nothing while they load, or when none is in force.
 */
export function RulesSummary() {
  const { i18n } = useLingui();
  const { data } = useFairRules();
  const labels = useRuleLabels();
  const inForce = data ? FAIR_RULES.filter((rule) => data.rules[rule].enabled) : [];
  if (!data || inForce.length === 0) return null;
  return (
    <Alert variant="info">
      <p className="font-medium">
        <Trans>
          The rules of <bdi>{localized(data.event.name, i18n.locale)}</bdi>:
        </Trans>
      </p>
      <ul className="mt-1 flex list-disc flex-col gap-0.5 ps-5">
        {inForce.map((rule) => (
          <li key={rule}>{labels.statement(rule, data.rules)}</li>
        ))}
      </ul>
    </Alert>
  );
}
