import { useLingui } from "@lingui/react/macro";
import type { GuideMapHall } from "@rawaq/domain/guide";
import { HallMap } from "@rawaq/ui/hall-map";
import { guidePaths } from "../paths.ts";
import { houseName } from "./offers.tsx";

/**
 * A hall's plan in the guide: every booth with its code, the exhibitor's name where it fits and a
 * link to its page; `highlighted` booths stand out (a title's sellers, a house, what was found).
 */
export function HallPlan({
  hall,
  highlighted = [],
}: {
  hall: GuideMapHall;
  highlighted?: readonly string[];
}) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as "ar" | "en";
  const hallName = hall.name[locale];
  return (
    <HallMap
      width={hall.width}
      height={hall.height}
      title={t`Plan of ${hallName}`}
      highlighted={highlighted}
      legend={{
        taken: t({ message: "Exhibitor", context: "map legend" }),
        free: t({ message: "Free", context: "map legend" }),
        highlighted: t({ message: "Found", context: "map legend" }),
      }}
      booths={hall.booths.map((booth) => {
        const code = booth.code;
        const name = booth.house ? houseName(booth.house, locale) : null;
        return {
          code,
          x: booth.x,
          y: booth.y,
          width: booth.width,
          height: booth.height,
          name,
          href: booth.house ? guidePaths.exhibitor(locale, booth.house.slug) : null,
          label: name ? t`Booth ${code}: ${name}` : t`Booth ${code}: free`,
        };
      })}
    />
  );
}
