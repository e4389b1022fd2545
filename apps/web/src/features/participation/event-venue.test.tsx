import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import type { Locale } from "@rawaq/i18n/locales";
import { describe, expect, test } from "vitest";
import { render } from "vitest-browser-react";
import { activateLocale } from "../../i18n/activate-locale.ts";
import { EventVenue, type EventVenueProps } from "./event-venue.tsx";

const VENUE: EventVenueProps["event"] = {
  venue: { ar: "واجهة الرياض", en: "Riyadh Front" },
  address: { ar: "طريق المطار، الرياض", en: "Airport Road, Riyadh" },
  latitude: 24.8126,
  longitude: 46.6401,
};

async function renderIn(locale: Locale, event: EventVenueProps["event"]) {
  await activateLocale(locale);
  return render(
    <I18nProvider i18n={i18n}>
      <EventVenue event={event} />
    </I18nProvider>,
  );
}

describe("where the fair is, for exhibitors", () => {
  test.each([
    ["en", "Venue: Riyadh Front · Airport Road, Riyadh", "Open in maps (opens in a new tab)"],
    [
      "ar",
      "المكان: واجهة الرياض · طريق المطار، الرياض",
      "فتح في الخرائط (يُفتح في علامة تبويب جديدة)",
    ],
  ] as const)(
    "names the venue and links its pin to the maps service (%s)",
    async (locale, venue, link) => {
      const screen = await renderIn(locale, VENUE);

      const place = screen.container.querySelector('[data-slot="event-venue"] > span');
      expect(place?.textContent).toBe(venue);
      const maps = screen.getByRole("link", { name: link });
      const url = new URL(maps.element().getAttribute("href")!);
      expect(url.origin + url.pathname).toBe("https://www.google.com/maps/search/");
      expect(url.searchParams.get("api")).toBe("1");
      expect(url.searchParams.get("query")).toBe("24.8126,46.6401");
      await expect.element(maps).toHaveAttribute("target", "_blank");
    },
  );

  test("offers no map link for an event without a pin", async () => {
    const screen = await renderIn("en", { ...VENUE, latitude: null, longitude: null });

    await expect
      .element(screen.getByText("Venue: Riyadh Front", { exact: false }))
      .toHaveTextContent("Venue: Riyadh Front · Airport Road, Riyadh");
    expect(screen.container.querySelector("a")).toBeNull();
  });
});
