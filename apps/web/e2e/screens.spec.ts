import type { APIRequestContext, Locator, Page, Route } from "@playwright/test";
import { completeIsbn13 } from "@rawaq/domain/isbn";
import { expect, test } from "./fixtures.ts";
import {
  ADMIN,
  PHOTO,
  agreeToPrivacyNotice,
  approvedOrganization,
  newExhibitor,
} from "./people.ts";
import { pickOption } from "./select.ts";
import { logIn, signIn } from "./session.ts";
import { tr } from "./texts.ts";

// Issue 10 on the shared pieces and the older screens: failures that say so (with the answer's
// reference) and recover, errors said once, tables and empty states that fit their screen.

const PUBLISHER = { email: "publisher@rawaq.local", password: "Rawaq-Publisher-2026!" };
/** What the server names a failed request in these tests' answers. */
const REQUEST_ID = "e2e-5e0f6b0c";
/** The reference as each language writes it (small print under an error). */
const REFERENCE = { ar: `المرجع: ${REQUEST_ID}`, en: `reference: ${REQUEST_ID}` };

/**
 * Answers every matching request with a 503 that carries a request id, until `release()`.
 * `settled()` waits until the app has stopped asking: its first try and SWR's 3 retries.
 */
async function failRequests(page: Page, pattern: string | RegExp) {
  let calls = 0;
  const handler = (route: Route) => {
    calls += 1;
    return route.fulfill({
      status: 503,
      contentType: "application/json",
      body: JSON.stringify({ message: "Service Unavailable", requestId: REQUEST_ID }),
    });
  };
  await page.route(pattern, handler);
  return {
    settled: async () => {
      // No new call for 5 s (longer than SWR's last wait, 4 s) after at least four.
      let previous = -1;
      await expect
        .poll(
          () => {
            const isQuiet = calls >= 4 && calls === previous;
            previous = calls;
            return isQuiet;
          },
          { intervals: [5_000], timeout: 60_000 },
        )
        .toBe(true);
    },
    release: () => page.unroute(pattern, handler),
  };
}

/** Whether a box lies within the viewport's width (no sideways scrolling needed to see it). */
async function expectWithinWidth(locator: Locator, width: number) {
  const box = await locator.boundingBox();
  expect(box, "laid out").not.toBeNull();
  expect(box!.x, "starts inside the screen").toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, "ends inside the screen").toBeLessThanOrEqual(width + 0.5);
}

/** A book of the demo publisher waiting for review, with a long title. */
async function addPendingBook(request: APIRequestContext, title: string) {
  const headers = { Authorization: `Bearer ${await logIn(request, PUBLISHER)}` };
  const mine = await request.get("/api/organizations", { headers });
  const { data } = (await mine.json()) as { data: { organization: { id: string } } };
  const serial = String(Date.now() * 1000 + Math.floor(Math.random() * 1000)).slice(-9);
  const added = await request.post(`/api/organizations/${data.organization.id}/books`, {
    headers,
    data: {
      title,
      author: "عبدالرحمن منيف",
      author_nationality: "سعودي",
      language: "العربية",
      isbn: completeIsbn13(`978${serial}`),
      issue_date: "2024-03-01",
      publisher_name: "دار المعرفة للنشر",
    },
  });
  expect(added.status()).toBe(201);
}

/** The page itself does not scroll sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, "page wider than the screen").toBeLessThanOrEqual(0);
}

for (const locale of ["ar", "en"] as const) {
  const t = (source: string, values?: Record<string, unknown>) => tr(locale, source, values);

  test.describe(`screens in ${locale}`, () => {
    test("a table whose fetch fails says so with the reference, and Retry recovers it", async ({
      page,
      context,
      request,
      baseURL,
      consoleErrors,
    }) => {
      test.setTimeout(120_000);
      await signIn(request, context, baseURL!, PUBLISHER);
      // The books page asks for its own organization's books by membership (decision 079).
      const failure = await failRequests(page, /\/api\/my-organization\/books(\?|$)/);
      await page.goto(`/${locale}/books`);

      // After SWR's retries (1 s, 2 s, 4 s) the table gives up and says so.
      const table = page.locator('[data-slot="data-table"]');
      const alert = table.getByRole("alert");
      await expect(alert).toContainText(t("The books could not be loaded."), { timeout: 20_000 });
      await expect(alert.locator('[data-slot="error-reference"]')).toHaveText(REFERENCE[locale]);
      await expect(page.locator('[data-slot="data-table-row"]')).toHaveCount(0);

      // Once SWR has given up, only Retry asks again.
      await failure.settled();
      await failure.release();
      await table.getByRole("button", { name: t("Try again") }).click();
      await expect(page.locator('[data-slot="data-table-row"]').first()).toBeVisible({
        timeout: 15_000,
      });
      await expect(alert).toHaveCount(0);
      consoleErrors.length = 0; // the browser logs the failed answers
    });

    test("the profile page says its fetch failed instead of loading for ever, then recovers", async ({
      page,
      context,
      request,
      baseURL,
      consoleErrors,
    }) => {
      test.setTimeout(120_000);
      await signIn(request, context, baseURL!, PUBLISHER);
      const failure = await failRequests(page, /\/api\/profile$/);
      await page.goto(`/${locale}/auth/profile`);

      const alert = page.getByRole("main").getByRole("alert");
      await expect(alert).toContainText(REFERENCE[locale], { timeout: 20_000 });
      await failure.settled();
      await failure.release();
      await page
        .getByRole("main")
        .getByRole("button", { name: t("Try again") })
        .click();
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByText(PUBLISHER.email).first()).toBeVisible();
      await expect(alert).toHaveCount(0);
      consoleErrors.length = 0;
    });

    test("signing up with a registered email says so once, at the email field", async ({
      page,
      consoleErrors,
    }) => {
      test.setTimeout(60_000);
      await page.goto(`/${locale}/auth/signup`);
      const email = page.getByLabel(t("Email"));
      await email.fill(PUBLISHER.email);
      await page.locator('input[name="password"]').fill("a long enough passphrase");
      await page.getByLabel(t("Confirm password")).fill("a long enough passphrase");
      await page.getByLabel(t("First name")).fill(locale === "ar" ? "نورة" : "Noura");
      await page.getByLabel(t("Last name")).fill(locale === "ar" ? "القحطاني" : "Alqahtani");
      await page.getByRole("textbox", { name: t("Phone number") }).fill("0501234567");
      await page.getByLabel(t("National ID / Iqama number")).fill("1000000008");
      await page.getByLabel(t("Identity expiry date")).fill("2031-01-31");
      await page.getByLabel(t("Date of birth")).fill("1990-05-01");
      await pickOption(page, t("Country"), locale === "ar" ? "السعودية" : "Saudi Arabia");
      await pickOption(page, t("City"), locale === "ar" ? "الرياض" : "Riyadh");
      await page.getByLabel(t("District")).fill("العليا");
      await page.getByLabel(t("Street")).fill("طريق الملك فهد");
      await page.locator('input[type="file"]').first().setInputFiles(PHOTO);
      await agreeToPrivacyNotice(page, locale);
      await page.getByRole("button", { name: t("Create account") }).click();

      await expect(email).toHaveAttribute("aria-invalid", "true");
      // The answer's message and the field's error are the same sentence: it is shown once.
      const refusal = t("api.email_taken");
      await expect(email).toHaveAccessibleDescription(refusal);
      await expect(page.getByText(refusal, { exact: true })).toHaveCount(1);
      await expect(page.locator('[data-slot="error-summary"]')).toHaveCount(0);
      await expect(email).toBeFocused();
      consoleErrors.length = 0; // the browser logs the expected 409
    });

    test("the books queue at 1280: titles and the first row's actions in view without scrolling", async ({
      page,
      context,
      request,
      baseURL,
    }) => {
      await addPendingBook(request, `مدن الملح: التيه والأخدود وتقاسيم الليل والنهار ${locale}`);
      await signIn(request, context, baseURL!, ADMIN);
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(`/${locale}/admin/books?status=pending`);

      const row = page.locator('[data-slot="data-table-row"]').first();
      await expect(row).toBeVisible({ timeout: 15_000 });
      const actions = row.getByRole("button");
      expect(await actions.count()).toBeGreaterThan(0);
      for (const action of await actions.all()) await expectWithinWidth(action, 1280);
      await expectWithinWidth(row.getByRole("rowheader"), 1280);
      // Nothing was scrolled to get there.
      const region = page.locator('[data-slot="data-table-region"]');
      expect(await region.evaluate((element) => element.scrollLeft)).toBe(0);
      await expectNoSidewaysScroll(page);
    });

    test("on a phone, /books and the organization's history and empty invitations fit the width", async ({
      page,
      context,
      request,
      baseURL,
      browser,
    }) => {
      test.setTimeout(60_000);
      await page.setViewportSize({ width: 390, height: 844 });
      await signIn(request, context, baseURL!, PUBLISHER);
      await page.goto(`/${locale}/books`);
      const bookRows = page.locator('[data-slot="data-table-row"]');
      await expect(bookRows.first()).toBeVisible({ timeout: 15_000 });
      for (const row of (await bookRows.all()).slice(0, 3)) await expectWithinWidth(row, 390);
      await expectWithinWidth(bookRows.first().locator('[data-slot="status-badge"]'), 390);
      await expectNoSidewaysScroll(page);

      // A manager of a new house: its history has the approval, no invitation is pending.
      const manager = await newExhibitor(request, `phone-${locale}`);
      await approvedOrganization(request, manager, `Phone House ${locale} ${Date.now()}`);
      const managerContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
      await signIn(request, managerContext, baseURL!, manager);
      const other = await managerContext.newPage();
      await other.goto(`/${locale}/my-organization`);
      const history = other.locator("section", {
        has: other.getByRole("heading", { level: 2, name: t("Recent history") }),
      });
      await expect(history.locator('[data-slot="data-table-row"]').first()).toBeVisible({
        timeout: 15_000,
      });
      await expectWithinWidth(history.locator('[data-slot="data-table-row"]').first(), 390);
      const empty = other.getByText(t("No pending invitations"));
      await expect(empty).toBeVisible();
      await expectWithinWidth(empty, 390);
      await expectWithinWidth(
        other.getByText(t("Invite a colleague who already has a Rawaq account.")),
        390,
      );
      await expectNoSidewaysScroll(other);
      await managerContext.close();
    });
  });
}
