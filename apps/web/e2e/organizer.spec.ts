import type { APIRequestContext } from "@playwright/test";
import { DEFAULT_FAIR_RULES } from "@rawaq/domain/fair-rules";
import { DEFAULT_DEADLINES } from "@rawaq/domain/deadlines";
import { AXE_SOURCE, seriousAxeFindings } from "./axe.ts";
import { expect, test } from "./fixtures.ts";
import { ADMIN } from "./people.ts";
import { pickOption } from "./select.ts";
import { logIn, signIn } from "./session.ts";
import { tr } from "./texts.ts";

// The organizer's control (issue 32), in both languages: the administration sets the fair's
// rules and deadlines on the event's page; the demo publisher's house, approved for the fair,
// reads its breaches beside its titles and its tasks, and an exception granted to it.

const PUBLISHER = { email: "publisher@rawaq.local", password: "Rawaq-Publisher-2026!" };

/** The demo fair's id and the publisher's house's, through the API. */
async function demo(request: APIRequestContext) {
  const admin = { Authorization: `Bearer ${await logIn(request, ADMIN)}` };
  const events = (await (await request.get("/api/events", { headers: admin })).json()) as {
    data: { events: { id: string }[] };
  };
  const publisher = { Authorization: `Bearer ${await logIn(request, PUBLISHER)}` };
  const houses = (await (
    await request.get("/api/organizations", { headers: publisher })
  ).json()) as {
    data: { organization: { id: string; name: string } };
  };
  return {
    admin,
    eventId: events.data.events[0]!.id,
    houseId: houses.data.organization.id,
    houseName: houses.data.organization.name,
  };
}

for (const locale of ["ar", "en"] as const) {
  const t = (source: string, values?: Record<string, unknown>, context?: string) =>
    tr(locale, source, values, context);

  test(`the fair's rules and deadlines, set by the administration and read by a house, in ${locale}`, async ({
    browser,
    request,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const { admin, eventId, houseId, houseName } = await demo(request);
    const office = await browser.newContext({ baseURL });
    const house = await browser.newContext({ baseURL, viewport: { width: 390, height: 900 } });
    try {
      await signIn(office.request, office, baseURL!, ADMIN);
      await signIn(house.request, house, baseURL!, PUBLISHER);
      await house.addInitScript({ path: AXE_SOURCE });

      // The administration: at most 20 copies of a title, and the deadline of the data.
      const page = await office.newPage();
      await page.goto(`/${locale}/admin/events/${eventId}/rules`);
      await page.getByRole("checkbox", { name: t("Copies per title") }).check();
      await page.getByLabel(t("Most copies of a title")).fill("20");
      await page.getByRole("button", { name: t("Save the rules") }).click();
      // The toast's first sentence; the second counts the houses told, whatever they are.
      const saved = t("api.fair_rules.saved", { count: 0 }).split(/[.،]/)[0]!;
      await expect(page.getByText(saved).first()).toBeVisible();
      await page.getByLabel(t("Complete data")).fill("2027-01-05");
      await page.getByRole("button", { name: t("Save the deadlines") }).click();
      await expect(page.getByText(t("api.deadlines.saved")).first()).toBeVisible();

      // The house: its breaches beside its titles, on its page and where its data is entered.
      const own = await house.newPage();
      await own.goto(`/${locale}/my-organization`);
      const rules = own.getByRole("region", { name: t("The fair's rules") });
      await expect(rules).toBeVisible();
      await expect(rules.locator('[data-rule="copies_per_title"]').first()).toBeVisible();
      const tasks = own.getByRole("region", { name: t("Deadlines") });
      await expect(tasks.locator('[data-key="complete_data"]')).toBeVisible();
      const overflow = await own.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      expect(await seriousAxeFindings(own)).toEqual([]);
      await own.goto(`/${locale}/completeData`);
      await expect(own.locator('[data-slot="rule-notes"]').first()).toBeVisible();

      // An exception for the house: its page says the administration allowed it, and why.
      await page
        .getByRole("row")
        .filter({ hasText: houseName })
        .getByRole("button", { name: t("Grant an exception") })
        .click();
      const dialog = page.getByRole("dialog");
      await pickOption(page, t("Rule"), t("Copies per title"));
      await dialog
        .getByRole("textbox")
        .last()
        .fill(locale === "ar" ? "طبعة مرجعية" : "A reference edition");
      await dialog.getByRole("button", { name: t("Grant", undefined, "exception") }).click();
      await expect(dialog).toHaveCount(0);
      await own.goto(`/${locale}/my-organization`);
      await expect(rules.getByText(t("Allowed by the administration"))).toBeVisible();
      await expect(
        rules.getByText(locale === "ar" ? "طبعة مرجعية" : "A reference edition"),
      ).toBeVisible();
    } finally {
      // The demo fair as the other tests know it: no rule, no deadline, no exception.
      await request.put(`/api/admin/fair-rules/${eventId}`, {
        headers: admin,
        data: DEFAULT_FAIR_RULES,
      });
      await request.put(`/api/admin/deadlines/${eventId}`, {
        headers: admin,
        data: DEFAULT_DEADLINES,
      });
      await request.delete(
        `/api/admin/fair-rules/${eventId}/exceptions/${houseId}/copies_per_title`,
        { headers: admin },
      );
      await office.close();
      await house.close();
    }
  });
}
