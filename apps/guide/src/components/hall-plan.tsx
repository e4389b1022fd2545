import { useLingui } from "@lingui/react/macro";
import type { GuideMapHall } from "@rawaq/domain/guide";
import { HallMap } from "@rawaq/ui/hall-map";
import { guidePaths } from "../paths.ts";
import { houseName } from "./offers.tsx";

/** Metres of the hall shown around a house's booth on its page: a phone's screen or two. */
const NEIGHBOURHOOD_METRES = 12;

/**
 * The part of a hall around one booth, as a plan of its own (the booths that lie wholly inside,
 * moved to its corner). A house's page shows where its booth is without drawing the whole hall:
 * 220 booths are 400 KB of markup, a phone's worth of parsing for one booth; the map has them all.
 */
export function aroundBooth(hall: GuideMapHall, code: string): GuideMapHall {
  const booth = hall.booths.find((candidate) => candidate.code === code);
  if (!booth) return hall;
  const span = (start: number, size: number, whole: number) => {
    const from = Math.max(0, Math.min(start + size / 2 - NEIGHBOURHOOD_METRES, whole));
    return { from, to: Math.min(whole, from + 2 * NEIGHBOURHOOD_METRES) };
  };
  const x = span(booth.x, booth.width, hall.width);
  const y = span(booth.y, booth.height, hall.height);
  return {
    ...hall,
    width: x.to - x.from,
    height: y.to - y.from,
    booths: hall.booths
      .filter(
        (other) =>
          other.x >= x.from &&
          other.y >= y.from &&
          other.x + other.width <= x.to &&
          other.y + other.height <= y.to,
      )
      .map((other) => ({ ...other, x: other.x - x.from, y: other.y - y.from })),
  };
}

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
