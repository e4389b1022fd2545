import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { FairRule, FairRules, RuleBreach } from "@rawaq/domain/fair-rules";
import type { Locale } from "@rawaq/i18n/locales";
import { formatList } from "@rawaq/i18n/text";
import { useFairRuleNames } from "../../components/fair-rule-names.ts";

/**
 * The words of the fair's rules (issue 32) in the reader's language: each rule's name, the rule
 * as set for an event, and a breach as the house and the administration read it. One place, so
 * the house's page, the entry forms and the administration's screens say the same thing.
 */
export function useRuleLabels() {
  const { i18n, t } = useLingui();
  const locale = i18n.locale as Locale;

  const names = useFairRuleNames();

  /** The rule as it stands for the event ("At most 100 copies of a title"). */
  function statement(rule: FairRule, rules: FairRules): string {
    switch (rule) {
      case "copies_per_title":
        return t`${plural(rules.copies_per_title.max_copies, {
          one: "At most # copy of a title.",
          other: "At most # copies of a title.",
        })}`;
      case "parcels_per_area": {
        const { parcels, per_square_metres: area } = rules.parcels_per_area;
        return t`${plural(parcels, {
          one: "# parcel",
          other: "# parcels",
        })} for every ${area} m² of confirmed stand.`;
      }
      case "publication_age":
        return t`${plural(rules.publication_age.max_years, {
          one: "Titles issued in the fair's year or the # year before it.",
          other: "Titles issued in the fair's year or the # years before it.",
        })}`;
      case "refused_titles":
        return t`Titles the fair refuses are not admitted.`;
      case "fair_languages":
        return t`At least one title in: ${formatList(rules.fair_languages.languages, locale)}.`;
    }
  }

  /** What a breach says, with its numbers. */
  function breach(found: RuleBreach): string {
    switch (found.rule) {
      case "copies_per_title":
        return t`${plural(found.actual ?? 0, {
          one: "# copy",
          other: "# copies",
        })}: the fair allows at most ${found.allowed ?? 0}.`;
      case "parcels_per_area":
        return t`${plural(found.actual ?? 0, {
          one: "# parcel sent",
          other: "# parcels sent",
        })}: your confirmed stand allows ${found.allowed ?? 0}.`;
      case "publication_age":
        return t`Issued in ${found.actual ?? 0}: the fair admits titles from ${found.allowed ?? 0} on.`;
      case "refused_titles":
        return found.reason ? t`Refused by the fair: ${found.reason}` : t`Refused by the fair.`;
      case "fair_languages":
        return t`No title of the list is in one of the fair's languages.`;
    }
  }

  return { names, statement, breach };
}
