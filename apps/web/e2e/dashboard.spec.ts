import { readFile } from "node:fs/promises";
import type { Dashboard } from "@rawaq/domain/dashboard";
import { AXE_SOURCE, seriousAxeFindings } from "./axe.ts";
import { expect, test } from "./fixtures.ts";
import { ADMIN } from "./people.ts";
import { logIn, signIn } from "./session.ts";
import { tr } from "./texts.ts";

// The administration's dashboard (issue 32), in both languages: the demo fair's figures as the
// API counts them, each tile's chart with its table, a tile's figure opening its list filtered,
// the export, and the page at a phone's width and a desktop's, axe-clean and without overflow.

for (const locale of ["ar", "en"] as const) {
  const t = (source: string, values?: Record<string, unknown>, context?: string) =>
    tr(locale, source, values, context);

  test(`the fair at a glance, in ${locale}`, async ({ browser, request, baseURL }) => {
    test.setTimeout(90_000);
    const headers = { Authorization: `Bearer ${await logIn(request, ADMIN)}` };
    const events = (await (await request.get("/api/events", { headers })).json()) as {
      data: { events: { id: string }[] };
    };
    const eventId = events.data.events[0]!.id;
    const figures = (
      (await (await request.get(`/api/admin/dashboard/${eventId}`, { headers })).json()) as {
        data: Dashboard;
      }
    ).data;

    for (const width of [1280, 390]) {
      const context = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
      try {
        await signIn(context.request, context, baseURL!, ADMIN);
        await context.addInitScript({ path: AXE_SOURCE });
        const page = await context.newPage();
        await page.goto(`/${locale}/admin?event_id=${eventId}`);
        const parcels = page.getByRole("region", { name: t("Parcels") });
        await expect(parcels).toBeVisible();

        // The page says what the API counted, in Latin digits in both languages.
        await expect(parcels.locator('[data-figure="prepared"] dd')).toHaveText(
          String(figures.parcels.by_status.prepared),
        );
        const booths = page.getByRole("region", { name: t("Booths by zone") });
        await expect(booths.locator('[data-figure="area_sold"] dd')).toContainText(
          String(figures.booths.area_sold),
        );
        // Each chart is a figure named by its tile, with its table in the page.
        await expect(booths.getByRole("figure", { name: t("Booths by zone") })).toBeVisible();
        await expect(booths.getByRole("table")).toHaveCount(1);
        for (const zone of figures.booths.zones) {
          await expect(booths.getByRole("table")).toContainText(
            locale === "ar" ? zone.name.ar : zone.name.en,
          );
        }

        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
        expect(await seriousAxeFindings(page)).toEqual([]);

        if (width === 1280) {
          // The export: an xlsx workbook (a ZIP), named for the day.
          const downloading = page.waitForEvent("download");
          await page.getByRole("button", { name: t("Export as Excel") }).click();
          const download = await downloading;
          expect(download.suggestedFilename()).toBe(`rawaq-dashboard-${figures.trend.to}.xlsx`);
          const workbook = await readFile((await download.path())!);
          expect(workbook.subarray(0, 2).toString("latin1")).toBe("PK");

          // A figure opens its list, filtered by it and by its event, which is named above it.
          const note = page
            .locator("p")
            .filter({ has: page.getByRole("button", { name: t("Show every event") }) });
          await parcels.locator('[data-figure="prepared"] a').click();
          await expect(page).toHaveURL(
            new RegExp(`/${locale}/admin/parcels\\?status=prepared&event_id=${eventId}$`),
          );
          await expect(note).toContainText(figures.event.name[locale]);
          await page.goBack();
          await page
            .getByRole("region", { name: t("Money") })
            .locator('[data-figure="paid"] a')
            .click();
          await expect(page).toHaveURL(
            new RegExp(`/${locale}/admin/invoices\\?status=paid&event_id=${eventId}$`),
          );
          await expect(note).toContainText(figures.event.name[locale]);
        }
      } finally {
        await context.close();
      }
    }
  });
}
