import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import type { MyReservation } from "@rawaq/domain/participation";
import type { Locale } from "@rawaq/i18n/locales";
import { describe, expect, test } from "vitest";
import { render } from "vitest-browser-react";
import { activateLocale } from "../../i18n/activate-locale.ts";
import { MyReservationsCard } from "./my-reservations-card.tsx";

// 18:24 in Riyadh (UTC+3): the hour must read as evening, on the fair's clock.
const EXPIRES_AT = "2026-12-06T15:24:00.000Z";

function reservation(id: string, code: string): MyReservation["reservations"][number] {
  return {
    id,
    booth_id: `booth-${id}`,
    booth_code: code,
    zone_code: "A",
    area_square_metres: 9,
    total_halalas: 450_000,
    organization_id: "org",
    organization_name: "Al-Maarifa",
    status: "held",
    expires_at: EXPIRES_AT,
    created_at: "2026-12-06T15:00:00.000Z",
  };
}

const DATA: MyReservation = {
  events: [],
  request_id: "request",
  event_id: "event",
  approved_area: 18,
  held_area: 18,
  reservations: [reservation("fresh", "A-15"), reservation("invoiced", "A-14")],
};

async function renderIn(locale: Locale) {
  await activateLocale(locale);
  return render(
    <I18nProvider i18n={i18n}>
      <MyReservationsCard
        data={DATA}
        busyId={null}
        onCancel={() => {}}
        isInvoiced={(id) => id === "invoiced"}
      />
    </I18nProvider>,
  );
}

describe("how long a booth stays held", () => {
  test.each([
    [
      "en",
      "Held until 06 December 2026, 6:24 PM Riyadh time",
      "Held until its invoice is due: 06 December 2026, 6:24 PM Riyadh time",
    ],
    [
      "ar",
      "محجوز مؤقتًا حتى 06 ديسمبر 2026، 6:24 م بتوقيت الرياض",
      "محجوز مؤقتًا حتى موعد استحقاق فاتورته: 06 ديسمبر 2026، 6:24 م بتوقيت الرياض",
    ],
  ] as const)(
    "a fresh hold ends on the fair's clock; an invoiced one says its invoice holds it (%s)",
    async (locale, fresh, invoiced) => {
      const screen = await renderIn(locale);
      const text = (code: string) =>
        screen.container
          .querySelector(`[data-booth="${code}"] [data-slot="held-until"]`)
          ?.textContent?.replace(/[\u2066-\u2069\u200e\u200f]/g, "")
          // Intl puts a narrow no-break space before the day period.
          .replace(/\s/g, " ");
      expect(text("A-15")).toBe(fresh);
      expect(text("A-14")).toBe(invoiced);
    },
  );
});
