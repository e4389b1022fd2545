import type { APIRequestContext, Page, TestInfo } from "@playwright/test";
import { completeIsbn13 } from "@rawaq/domain/isbn";
import { isolate } from "@rawaq/i18n/text";
import { expect, test } from "./fixtures.ts";
import { ADMIN, approvedOrganization, newExhibitor } from "./people.ts";
import { logIn, signIn } from "./session.ts";
import { tr } from "./texts.ts";

// Issue 10, as a user meets it: pages that are never a dead end, errors said once where they
// belong, confirmations as toasts, the queue decided by filter, the menu that follows the page.

const WIDTHS = [1280, 390] as const;

/** Screenshots of a screen at desktop and phone width, kept with the test's results. */
async function snapshot(page: Page, testInfo: TestInfo, name: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function addBooks(
  request: APIRequestContext,
  manager: { email: string; password: string },
  organizationId: string,
  titles: string[],
) {
  const headers = { Authorization: `Bearer ${await logIn(request, manager)}` };
  for (const [index, title] of titles.entries()) {
    const serial = Number(String(Date.now()).slice(-8)) * 10 + index;
    const added = await request.post(`/api/organizations/${organizationId}/books`, {
      headers,
      data: {
        title,
        author: "عبدالله الغامدي",
        author_nationality: "سعودي",
        language: "العربية",
        isbn: completeIsbn13(`978${String(serial).padStart(9, "0").slice(-9)}`),
        issue_date: "2024-03-01",
        publisher_name: "دار الرواق",
      },
    });
    expect(added.status()).toBe(201);
  }
}

for (const locale of ["ar", "en"] as const) {
  const t = (source: string, values?: Record<string, unknown>) => tr(locale, source, values);

  test.describe(`polish in ${locale}`, () => {
    test("an unknown page names its path as typed and leads home, in either language", async ({
      page,
    }, testInfo) => {
      await page.goto(`/${locale}/NotFound/`);
      await expect(page.getByRole("heading", { level: 1 })).toContainText(t("Page Not Found"));
      const path = page.locator('h1 bdi[dir="ltr"]');
      await expect(path).toHaveText(`/${locale}/NotFound/`);
      await snapshot(page, testInfo, `not-found-${locale}`);

      // The same page in the other language, then home.
      const other = locale === "ar" ? "en" : "ar";
      await page.locator(`a[hreflang="${other}"]`).click();
      await expect(page).toHaveURL(`/${other}/NotFound`);
      await expect(page.locator('h1 bdi[dir="ltr"]')).toHaveText(`/${other}/NotFound`);
      await page.getByRole("link", { name: tr(other, "Go to the home page") }).click();
      // Home, or the login page it sends a visitor to.
      await expect(page).toHaveURL(new RegExp(`/${other}(/auth/login)?/?$`));
    });

    test("access denied has a way out", async ({ page, context, request, baseURL }, testInfo) => {
      await signIn(request, context, baseURL!, await newExhibitor(request, `denied-${locale}`));
      await page.goto(`/${locale}/admin/books`);
      await expect(page.getByText(t("Access denied"))).toBeVisible();
      await snapshot(page, testInfo, `access-denied-${locale}`);
      await page.getByRole("link", { name: t("Go to the home page") }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/?$`));
    });

    test("a publisher on /books sees the organization's menu", async ({
      page,
      context,
      request,
      baseURL,
    }) => {
      const manager = await newExhibitor(request, `menu-${locale}`);
      await approvedOrganization(request, manager, `Menu House ${locale} ${Date.now()}`);
      await signIn(request, context, baseURL!, manager);
      await page.goto(`/${locale}/books`);
      // The page belongs to the organization view, whatever view was last chosen.
      await expect(
        page.getByRole("radio", { name: tr(locale, "Organization", undefined, "view") }),
      ).toBeChecked();
      await expect(
        page
          .getByRole("navigation", { name: t("Main menu") })
          .getByText(tr(locale, "Organization", undefined, "view"), { exact: true }),
      ).toBeVisible();
    });

    test("contact: after a failed submit, filling the fields and pressing Send once sends", async ({
      page,
    }, testInfo) => {
      await page.goto(`/${locale}/contact`);
      const send = page.getByRole("button", { name: t("Send"), exact: true });
      await send.click();
      await expect(page.getByLabel(t("Name"))).toBeFocused();
      await page.getByLabel(t("Name")).fill("Huda");
      await page.getByLabel(t("Email")).fill("huda@dar.example");
      await page.getByLabel(t("Subject")).fill(locale === "ar" ? "جناح" : "Booth");
      await page.getByLabel(t("Message")).fill(locale === "ar" ? "سؤال عن الجناح" : "A question");
      // The last field is left by pressing Send: one press sends.
      await send.click();
      const toast = page.locator('[data-slot="toast"]');
      await expect(toast).toContainText(t("api.contact_received"));
      await expect(page.getByLabel(t("Name"))).toHaveValue("");
      await snapshot(page, testInfo, `contact-${locale}`);
    });

    test("an unknown calling code is said in the page's language", async ({ page }) => {
      await page.goto(`/${locale}/auth/signup`);
      const phone = page.getByRole("textbox", { name: t("Phone number") });
      await phone.fill("+999123");
      await expect(page.getByText(t("Unknown calling code"))).toBeVisible();
    });

    test("an invitation's refusal is said once, at the field; a sent one is a toast", async ({
      page,
      consoleErrors,
      context,
      request,
      baseURL,
    }, testInfo) => {
      const manager = await newExhibitor(request, `invite-${locale}`);
      await approvedOrganization(request, manager, `Invite House ${locale} ${Date.now()}`);
      const colleague = await newExhibitor(request, `colleague-${locale}`);
      await signIn(request, context, baseURL!, manager);
      await page.goto(`/${locale}/my-organization`);

      const address = page.getByLabel(t("Email of a registered user"));
      await address.fill(`nobody-${Date.now()}@dar.example`);
      await page.getByRole("button", { name: t("Send invitation") }).click();
      await expect(address).toHaveAttribute("aria-invalid", "true");
      consoleErrors.length = 0; // the browser logs the expected 422
      const refusal = t("validation.unknown_user", { field: t("field.email") });
      await expect(address).toHaveAccessibleDescription(new RegExp(escape(refusal)));
      await expect(page.getByText(refusal)).toHaveCount(1);
      await expect(page.getByText(t("api.validation_failed"))).toHaveCount(0);
      await expect(address).toBeFocused();
      await snapshot(page, testInfo, `invite-refused-${locale}`);

      await address.fill(colleague.email);
      await page.getByRole("button", { name: t("Send invitation") }).click();
      await expect(page.locator('[data-slot="toast"]')).toContainText(t("api.invitation_sent"));
      await expect(page.getByRole("alert")).toHaveCount(0);
    });

    test("the books queue: a publishing house's books, all approved at once with the count", async ({
      page,
      context,
      request,
      baseURL,
      browser,
    }, testInfo) => {
      test.setTimeout(90_000);
      const manager = await newExhibitor(request, `queue-${locale}`);
      const name = locale === "ar" ? `دار القائمة ${Date.now()}` : `Queue House ${Date.now()}`;
      const organizationId = await approvedOrganization(request, manager, name);
      await addBooks(request, manager, organizationId, ["الأيام", "مدن الملح", "رجال في الشمس"]);

      await signIn(request, context, baseURL!, ADMIN);
      await page.goto(`/${locale}/admin/books?status=pending`);
      const filter = page.getByRole("combobox", { name: t("Publishing house"), exact: true });
      await filter.fill(name);
      // The house's name is isolated in its option, as everywhere a name sits inside a sentence.
      await page
        .getByRole("option", { name: t("{name} ({count})", { name: isolate(name), count: 3 }) })
        .click();
      await expect(page).toHaveURL(new RegExp(`organization_id=${organizationId}`));
      const select = (title: string) =>
        page.getByRole("checkbox", { name: t("Select {bookTitle}", { bookTitle: title }) });
      await expect(select("الأيام")).toBeVisible();
      await expect(page.getByRole("checkbox", { name: /./ })).toHaveCount(4); // 3 books and "all"
      await snapshot(page, testInfo, `books-queue-${locale}`);

      await page.getByRole("button", { name: t("Approve all {count}", { count: 3 }) }).click();
      const dialog = page.getByRole("dialog");
      await expect(dialog).toContainText(
        t(
          "{count, plural, one {Approve # book matching the filter} other {Approve all # books matching the filter}}",
          { count: 3 },
        ),
      );
      await dialog.getByRole("button", { name: t("Approve"), exact: true }).click();
      await expect(page.locator('[data-slot="toast"]')).toContainText(
        t(
          "{count, plural, =0 {No book changed: they were already approved.} one {# book approved.} other {# books approved.}}",
          { count: 3 },
        ),
      );
      await expect(select("الأيام")).toHaveCount(0);
      await snapshot(page, testInfo, `books-queue-done-${locale}`);

      // The publisher's bell leads to the books the notification is about.
      const publisher = await browser.newContext();
      await signIn(request, publisher, baseURL!, manager);
      const publisherPage = await publisher.newPage();
      await publisherPage.goto(`/${locale}/books`);
      await publisherPage.locator('[data-slot="notifications-bell"]').click();
      const link = publisherPage.getByRole("dialog").getByRole("link", {
        name: new RegExp(
          escape(
            t("{count, plural, one {# book was} other {# books were}} approved.", { count: 3 }),
          ),
        ),
      });
      await link.click();
      await expect(publisherPage).toHaveURL(new RegExp(`/${locale}/books\\?status=approved`));
      await publisher.close();
    });
  });
}

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
