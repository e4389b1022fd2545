import { useLingui } from "@lingui/react/macro";
import type { FairRule } from "@rawaq/domain/fair-rules";

/**
 * Each of the fair's rules by its name (issue 32): the rules' screens (features/fair-rules) and
 * the audit log, which names the rule an exception was granted for, read them here.
 */
export function useFairRuleNames(): Record<FairRule, string> {
  const { t } = useLingui();
  return {
    copies_per_title: t`Copies per title`,
    parcels_per_area: t`Parcels per stand area`,
    publication_age: t`Publication year`,
    refused_titles: t`Refused titles`,
    fair_languages: t`The fair's languages`,
  };
}

/**
 * What a `fair_rules` entry of the audit log says changed (its statuses): the rules, a refused
 * title, an exception, and the rule an exception concerns. Shared by the console's audit log and
 * the house's history.
 */
export function useFairRuleChangeLabel(): (status: string) => string {
  const { t } = useLingui();
  const names: Record<string, string> = useFairRuleNames();
  const changes: Record<string, string> = {
    rules_changed: t`Rules changed`,
    title_refused: t`Title refused`,
    title_admitted: t`Title admitted again`,
    exception_granted: t`Exception granted`,
    exception_withdrawn: t`Exception withdrawn`,
  };
  return (status) => changes[status] ?? names[status] ?? status;
}
