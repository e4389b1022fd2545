import type { Badge, MyBadges } from "@rawaq/domain/badges";
import { BadgeCardView } from "./badge-card-view.tsx";

/** Badges on one A4 sheet: two by two, 90 × 130 mm each within the page's 10 mm margins. */
export const BADGES_PER_SHEET = 4;

/** The badges in sheets of {@link BADGES_PER_SHEET}, in their order; the last may hold fewer. */
export function badgeSheets<T>(badges: readonly T[]): T[][] {
  const sheets: T[][] = [];
  for (let start = 0; start < badges.length; start += BADGES_PER_SHEET) {
    sheets.push(badges.slice(start, start + BADGES_PER_SHEET));
  }
  return sheets;
}

export interface BadgeSheetProps {
  badges: readonly Badge[];
  event: NonNullable<MyBadges["event"]>;
  organizationName: string;
}

/**
 * Every badge given, four to an A4 sheet, each sheet its own printed page: the grid is made of
 * sheets rather than left to the printer, so a card is never cut across two pages.
 */
export function BadgeSheet({ badges, event, organizationName }: BadgeSheetProps) {
  return (
    <div className="flex flex-col items-center gap-6 py-6 print:gap-0 print:py-0">
      {badgeSheets(badges).map((sheet, index) => (
        <section
          key={sheet[0]!.id}
          data-slot="badge-sheet"
          aria-label={String(index + 1)}
          className="grid h-[277mm] w-[190mm] grid-cols-2 content-start justify-items-center gap-[5mm] bg-white break-after-page print:shadow-none"
        >
          {sheet.map((badge) => (
            <BadgeCardView
              key={badge.id}
              publicId={badge.public_id}
              printedName={badge.printed_name}
              role={badge.role}
              state={badge.state}
              organizationName={organizationName}
              event={event}
              hasPhoto={badge.has_photo}
            />
          ))}
        </section>
      ))}
    </div>
  );
}
