import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import type { Badge } from "@rawaq/domain/badges";
import { describe, expect, test } from "vitest";
import { render } from "vitest-browser-react";
import { activateLocale } from "../../i18n/activate-locale.ts";
// The app's stylesheet: the test measures the sheets as the browser lays them out.
import "../../index.css";
import { BadgeSheet, badgeSheets } from "./badge-sheet.tsx";

const EVENT = {
  id: "5b0c2a4e-0000-4000-8000-000000000001",
  name: { ar: "معرض الرياض الدولي للكتاب", en: "Riyadh International Book Fair" },
  starts_on: "2026-11-01",
  ends_on: "2026-11-10",
};

function badge(index: number): Badge {
  return {
    id: `00000000-0000-4000-8000-${String(index).padStart(12, "0")}`,
    public_id: `badge${String(index).padStart(17, "0")}`,
    printed_name: `موظف ${index}`,
    role: "staff",
    state: "valid",
    member_user_id: null,
    has_photo: false,
    organization_id: "00000000-0000-4000-8000-00000000aaaa",
    organization_name: "دار الرواق",
    event_id: EVENT.id,
    created_at: "2026-10-01T09:00:00Z",
  };
}

/** One millimetre in CSS pixels (96 per inch). */
const MM = 96 / 25.4;

describe("the print sheet of badges", () => {
  test("groups badges four to a sheet, in their order, the last with the rest", () => {
    expect(badgeSheets([])).toEqual([]);
    expect(badgeSheets([1, 2, 3, 4])).toEqual([[1, 2, 3, 4]]);
    expect(badgeSheets([1, 2, 3, 4, 5, 6, 7, 8, 9])).toEqual([[1, 2, 3, 4], [5, 6, 7, 8], [9]]);
  });

  test.each(["ar", "en"] as const)(
    "nine badges print on three A4 pages, each card whole on its page (%s)",
    async (locale) => {
      await activateLocale(locale);
      const badges = Array.from({ length: 9 }, (_, index) => badge(index + 1));
      const screen = await render(
        <I18nProvider i18n={i18n}>
          <div dir={locale === "ar" ? "rtl" : "ltr"}>
            <BadgeSheet badges={badges} event={EVENT} organizationName="دار الرواق" />
          </div>
        </I18nProvider>,
      );
      const sheets = [
        ...screen.container.querySelectorAll<HTMLElement>('[data-slot="badge-sheet"]'),
      ];
      expect(
        sheets.map((sheet) => sheet.querySelectorAll('[data-slot="badge-card"]').length),
      ).toEqual([4, 4, 1]);
      expect(
        sheets.map((sheet) =>
          [...sheet.querySelectorAll('[data-slot="badge-name"]')].map((n) => n.textContent),
        ),
      ).toEqual([
        ["موظف 1", "موظف 2", "موظف 3", "موظف 4"],
        ["موظف 5", "موظف 6", "موظف 7", "موظف 8"],
        ["موظف 9"],
      ]);
      for (const sheet of sheets) {
        // A new printed page after each sheet.
        expect(getComputedStyle(sheet).breakAfter).toBe("page");
        const page = sheet.getBoundingClientRect();
        // A4 within 10 mm margins: 190 × 277 mm.
        expect(page.width).toBeCloseTo(190 * MM, 0);
        expect(page.height).toBeCloseTo(277 * MM, 0);
        for (const card of sheet.querySelectorAll('[data-slot="badge-card"]')) {
          const box = card.getBoundingClientRect();
          expect(box.left).toBeGreaterThanOrEqual(page.left - 0.5);
          expect(box.right).toBeLessThanOrEqual(page.right + 0.5);
          expect(box.top).toBeGreaterThanOrEqual(page.top - 0.5);
          expect(box.bottom).toBeLessThanOrEqual(page.bottom + 0.5);
        }
      }
    },
  );
});
