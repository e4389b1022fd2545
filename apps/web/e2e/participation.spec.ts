import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { ADMIN, approvedOrganization, newExhibitor } from "./people.ts";
import { pickOption } from "./select.ts";
import { logIn, signIn } from "./session.ts";
import { tr } from "./texts.ts";

// The server's clock moves in this file (the hold expires): its tests run one after the other.
test.describe.configure({ mode: "serial" });

const DAY = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);

async function pageAs(
  browser: Browser,
  request: APIRequestContext,
  baseURL: string,
  account: { email: string; password: string },
) {
  const context = await browser.newContext();
  await signIn(request, context, baseURL, account);
  return context.newPage();
}

/** A booth on the plan (the SVG) by its code. */
const planBooth = (page: Page, code: string) => page.locator(`g[data-booth="${code}"]`);

for (const locale of ["ar", "en"] as const) {
  const t = (source: string, values?: Record<string, unknown>) => tr(locale, source, values);

  test(`participation, from a new event to an expired hold, in ${locale}`, async ({
    page,
    context,
    request,
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const stamp = Date.now();
    const eventName = locale === "ar" ? `معرض الاختبار ${stamp}` : `Test Fair ${stamp}`;
    const zoneCode = `Z${String(stamp).slice(-4)}`;

    // 1. The administration creates an event, a zone and two booths on its plan.
    const admin = await pageAs(browser, request, baseURL!, ADMIN);
    await admin.goto(`/${locale}/admin/events`);
    await admin.getByRole("button", { name: t("New event") }).click();
    await admin.getByLabel(t("Name in Arabic")).fill(`معرض الاختبار ${stamp}`);
    await admin.getByLabel(t("Name in English")).fill(`Test Fair ${stamp}`);
    await admin.getByLabel(t("Venue in Arabic")).fill("واجهة الرياض");
    await admin.getByLabel(t("Venue in English")).fill("Riyadh Front");
    await admin.getByLabel(t("Address in Arabic")).fill("طريق المطار، الرياض");
    await admin.getByLabel(t("Address in English")).fill("Airport Road, Riyadh");
    await admin.getByLabel(t("Registration opens")).fill(day(-1));
    await admin.getByLabel(t("Registration closes")).fill(day(30));
    await admin.getByLabel(t("Shipping starts")).fill(day(40));
    await admin.getByLabel(t("Opening day")).fill(day(60));
    await admin.getByLabel(t("Last day")).fill(day(65));
    await admin.getByRole("button", { name: t("Create the event") }).click();
    await expect(admin).toHaveURL(/\/admin\/events\/[0-9a-f-]{36}$/);

    await admin.getByLabel(t("Zone code")).fill(zoneCode);
    await admin
      .getByRole("textbox", { name: t("Name in Arabic") })
      .last()
      .fill("القاعة أ");
    await admin
      .getByRole("textbox", { name: t("Name in English") })
      .last()
      .fill("Hall A");
    await admin.getByLabel(t("Plan width (m)")).fill("20");
    await admin.getByLabel(t("Plan length (m)")).fill("10");
    await admin.getByRole("button", { name: t("Add the zone") }).click();
    const zone = admin.locator(`section[data-zone="${zoneCode}"]`);
    await expect(zone).toBeVisible();
    await zone.getByRole("button", { name: t("Add a booth") }).click();
    await zone.getByRole("button", { name: t("Add a booth") }).click();
    await zone.getByRole("button", { name: t("Save the floor plan") }).click();
    await expect(admin.getByText(t("api.layout_saved"))).toBeVisible();
    await expect(planBooth(admin, `${zoneCode}-02`)).toBeVisible();
    const booth = `${zoneCode}-01`;

    // 2. An exhibitor requests to take part.
    const first = await newExhibitor(request, `${locale}-first`);
    await approvedOrganization(request, first, `${locale} First House ${stamp}`);
    await signIn(request, context, baseURL!, first);
    await page.goto(`/${locale}/my-requests`);
    await page.getByRole("button", { name: t("New participation request") }).click();
    await pickOption(page, t("Event"), eventName);
    await page.getByLabel(t("Requested area (m²)")).fill("9");
    await page.getByLabel(t("Number of titles")).fill("40");
    await page.getByRole("button", { name: t("Save the request") }).click();
    await expect(page).toHaveURL(/\/my-requests\/view\/[0-9a-f-]{36}$/);
    const requestUrl = page.url();
    await page.getByRole("button", { name: t("Submit the request") }).click();
    await expect(page.getByText(t("api.request_submitted"))).toBeVisible();

    // 3. The administration asks for changes; the exhibitor reads why and resubmits.
    await admin.goto(`/${locale}/admin/requests?status=submitted`);
    await admin.getByRole("link", { name: eventName }).first().click();
    await admin
      .getByLabel(t("Reason (for a rejection or for changes)"))
      .fill("40 titles, please confirm");
    await admin.getByRole("button", { name: t("Ask for changes") }).click();
    await expect(admin.getByText(t("api.request_decided"))).toBeVisible();

    await page.goto(requestUrl);
    await expect(page.locator('[data-slot="reason"]')).toContainText("40 titles, please confirm");
    await page.getByLabel(t("Number of titles")).fill("45");
    await page.getByRole("button", { name: t("Save the changes") }).click();
    await page.getByRole("button", { name: t("Resubmit the request") }).click();
    await expect(page.getByText(t("api.request_submitted"))).toBeVisible();

    // 4. The administration approves 9 m²; the history shows every step.
    await admin.reload();
    await admin.getByLabel(t("Approved area (m²)")).fill("9");
    await admin.getByRole("button", { name: t("Approve") }).click();
    await expect(admin.getByText(t("api.request_decided"))).toBeVisible();
    await page.reload();
    await expect(page.getByRole("list", { name: t("History") }).getByRole("listitem")).toHaveCount(
      5,
    );

    // 5. A second approved house opens the same plan.
    const second = await newExhibitor(request, `${locale}-second`);
    await approvedOrganization(request, second, `${locale} Second House ${stamp}`);
    const secondToken = await logIn(request, second);
    const events = await request.get("/api/events?per_page=50", {
      headers: { Authorization: `Bearer ${secondToken}` },
    });
    const eventId = (
      (await events.json()) as {
        data: { events: Array<{ id: string; name: { ar: string; en: string } }> };
      }
    ).data.events.find((event) => event.name.en === `Test Fair ${stamp}`)!.id;
    const created = await request.post("/api/participation-requests", {
      headers: { Authorization: `Bearer ${secondToken}` },
      data: { event_id: eventId, requested_area: 9, booth_type: "standard", titles_count: 10 },
    });
    const secondRequest = ((await created.json()) as { data: { request: { id: string } } }).data
      .request.id;
    await request.post(`/api/participation-requests/${secondRequest}/submit`, {
      headers: { Authorization: `Bearer ${secondToken}` },
    });
    await request.post(`/api/admin/participation-requests/${secondRequest}/decision`, {
      headers: { Authorization: `Bearer ${await logIn(request, ADMIN)}` },
      data: { decision: "approve", approved_area: 9 },
    });
    const watcher = await pageAs(browser, request, baseURL!, second);
    await watcher.goto(`/${locale}/reservation`);
    await expect(planBooth(watcher, booth)).toHaveAttribute("data-state", "available");

    // 6. The first exhibitor holds the booth; the second's open plan shows it taken, no reload.
    await page.goto(`/${locale}/reservation`);
    // The event, its venue and its hall in the reader's language, the other one nowhere (the
    // Arabic pages once named the event «Riyadh International Book Fair»).
    const main = page.locator("main");
    await expect(main.locator('[data-slot="event-name"]')).toHaveText(eventName);
    await expect(main.locator('[data-slot="event-venue"]')).toContainText(
      locale === "ar"
        ? "واجهة الرياض · طريق المطار، الرياض"
        : "Riyadh Front · Airport Road, Riyadh",
    );
    await expect(
      main.getByRole("heading", { name: locale === "ar" ? "القاعة أ" : "Hall A" }),
    ).toBeVisible();
    for (const other of locale === "ar"
      ? [`Test Fair ${stamp}`, "Riyadh Front", "Airport Road", "Hall A"]
      : [`معرض الاختبار ${stamp}`, "واجهة الرياض", "طريق المطار", "القاعة أ"]) {
      await expect(main).not.toContainText(other);
    }
    await planBooth(page, booth).click();
    await page.getByRole("button", { name: t("Hold this booth") }).click();
    await expect(page.getByText(t("api.booth_held", { minutes: 30 }))).toBeVisible();
    await expect(planBooth(page, booth)).toHaveAttribute("data-state", "held");
    await expect(planBooth(watcher, booth)).toHaveAttribute("data-state", "held", {
      timeout: 2000,
    });

    // 7. Thirty minutes later the hold has expired and the booth is free again, on both plans.
    const moved = await request.post("/api/test/clock", { data: { minutes: 31 } });
    expect(moved.status()).toBe(200);
    await expect(planBooth(watcher, booth)).toHaveAttribute("data-state", "available", {
      timeout: 2000,
    });
    await expect(planBooth(page, booth)).toHaveAttribute("data-state", "available", {
      timeout: 2000,
    });

    await admin.context().close();
    await watcher.context().close();
  });
}
