import { writeFile } from "node:fs/promises";
import type { APIRequestContext, Browser } from "@playwright/test";
import { completeIsbn13 } from "@rawaq/domain/isbn";
import { expect, test } from "./fixtures.ts";
import { ADMIN, newExhibitor, PHOTO } from "./people.ts";
import { pickOption } from "./select.ts";
import { signIn } from "./session.ts";
import { tr } from "./texts.ts";

/** A valid ISBN-13 for a serial number. */
const isbn = (serial: number) => completeIsbn13(`978${String(serial).padStart(9, "0")}`);

async function bookList(path: string, rows: string[][]) {
  const header = "Title,Author,Author nationality,Language,ISBN,Issue date,Publisher name";
  await writeFile(path, [header, ...rows.map((row) => row.join(","))].join("\r\n"));
  return path;
}

async function adminPage(browser: Browser, baseURL: string, request: APIRequestContext) {
  const context = await browser.newContext();
  await signIn(request, context, baseURL, ADMIN);
  return context.newPage();
}

for (const locale of ["ar", "en"] as const) {
  const t = (source: string, values?: Record<string, unknown>) => tr(locale, source, values);

  test(`organization and books, end to end, in ${locale}`, async ({
    page,
    context,
    request,
    browser,
    baseURL,
  }, testInfo) => {
    test.setTimeout(120_000);
    const account = await newExhibitor(request, locale);
    await signIn(request, context, baseURL!, account);
    const orgName = locale === "ar" ? `دار الاختبار ${Date.now()}` : `Test House ${Date.now()}`;

    // 1. The wizard: legal data, documents, bank account, submit.
    await page.goto(`/${locale}/AddNewOrganization`);
    await page.getByLabel(t("Publishing house name")).fill(orgName);
    await page.getByLabel(t("Commercial name")).fill("Test House");
    await page.getByLabel(t("CR number")).fill(String(Date.now()).slice(-10));
    await page.getByLabel(t("CR expiry date")).fill("2031-12-31");
    await page.getByLabel(t("Publishing licence number")).fill("PL-55021");
    await page.getByLabel(t("Publishing licence expiry date")).fill("2030-06-30");
    await page
      .getByRole("textbox", { name: t("Email"), exact: true })
      .fill("info@test-house.example");
    await page.getByLabel(t("Postal code")).fill("12211");
    await page.getByRole("textbox", { name: t("Phone number 1") }).fill("0112345678");
    await pickOption(page, t("Country"), locale === "ar" ? "السعودية" : "Saudi Arabia");
    await pickOption(page, t("City"), locale === "ar" ? "الرياض" : "Riyadh");
    await page.getByRole("button", { name: t("Save and continue") }).click();

    const files = page.locator('input[type="file"]');
    await expect(files).toHaveCount(3);
    await files.nth(0).setInputFiles(PHOTO);
    await files.nth(1).setInputFiles({
      name: "cr.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("%PDF-1.4\n%%EOF\n"),
    });
    await files.nth(2).setInputFiles(PHOTO);
    const next = page.getByRole("button", { name: t("Next"), exact: true });
    await expect(next).toBeEnabled();
    // A draft survives a reload: the saved step comes back from the server.
    await page.reload();
    await expect(next).toBeEnabled();
    await next.click();

    await page.getByLabel(t("IBAN")).fill("SA03 8000 0000 6080 1016 7519");
    await page.getByLabel(t("SWIFT code")).fill("RJHISARI");
    await page.getByRole("textbox", { name: t("Bank"), exact: true }).fill("Al Rajhi Bank");
    await page.getByLabel(t("Account number")).fill("608010167519");
    await page.getByRole("button", { name: t("Save and continue") }).click();
    await page.getByRole("button", { name: t("Submit for review") }).click();
    await expect(page).toHaveURL(`/${locale}/my-organization`);
    await expect(page.getByText(t("Pending review")).first()).toBeVisible();

    // 2. The administration approves it.
    const admin = await adminPage(browser, baseURL!, request);
    await admin.goto(`/${locale}/admin/organizations`);
    await admin.getByRole("link", { name: orgName }).click();
    await admin.getByRole("button", { name: t("Approve"), exact: true }).click();
    await admin
      .getByRole("dialog")
      .getByRole("button", { name: t("Approve"), exact: true })
      .click();
    await expect(
      admin.getByText(tr(locale, "Approved", undefined, "organization")).first(),
    ).toBeVisible();

    // 3. A book list with errors, then the corrected one.
    await page.goto(`/${locale}/books/new?tab=upload`);
    const base = 1_000_000 + (locale === "ar" ? 0 : 500) + (Date.now() % 400) * 1000;
    // Titles unique to this run: the admin queue is shared with the other locale's run.
    const title = {
      one: `Book one ${locale} ${base}`,
      two: `Book two ${locale} ${base}`,
      three: `Book three ${locale} ${base}`,
    };
    const wrong = await bookList(testInfo.outputPath("wrong.csv"), [
      [title.one, "Author", "Saudi", "Arabic", isbn(base + 1), "2024-01-01", "House"],
      [title.two, "Author", "Saudi", "Arabic", "9780306406158", "2024-01-01", "House"],
      [title.three, "Author", "Saudi", "Arabic", isbn(base + 3), "45292", "House"],
    ]);
    await page.locator('input[type="file"]').setInputFiles(wrong);
    await page.getByRole("button", { name: t("Check the list") }).click();
    await expect(page.getByText(t("Rows with errors")).first()).toBeVisible();
    // Two rows are fine, one is not: nothing can be added until the file is corrected.
    await expect(
      page.getByRole("button", {
        name: t("{0, plural, one {Add {readyCount} book} other {Add {readyCount} books}}", {
          0: 2,
          readyCount: "2",
        }),
      }),
    ).toBeDisabled();
    await page.getByRole("button", { name: t("Upload a corrected file") }).click();
    const right = await bookList(testInfo.outputPath("right.csv"), [
      [title.one, "Author", "Saudi", "Arabic", isbn(base + 1), "2024-01-01", "House"],
      [title.two, "Author", "Saudi", "Arabic", isbn(base + 2), "2024-01-01", "House"],
      [title.three, "Author", "Saudi", "Arabic", isbn(base + 3), "45292", "House"],
    ]);
    await page.locator('input[type="file"]').setInputFiles(right);
    await page.getByRole("button", { name: t("Check the list") }).click();
    await page
      .getByRole("button", {
        name: t("{0, plural, one {Add {readyCount} book} other {Add {readyCount} books}}", {
          0: 3,
          readyCount: "3",
        }),
      })
      .click();
    await expect(page.getByRole("link", { name: t("See your books") })).toBeVisible();

    // 4. The administration approves two and rejects one with a reason.
    await admin.goto(`/${locale}/admin/books?status=pending`);
    await admin
      .getByRole("checkbox", { name: t("Select {bookTitle}", { bookTitle: title.one }) })
      .check();
    await admin
      .getByRole("checkbox", { name: t("Select {bookTitle}", { bookTitle: title.two }) })
      .check();
    await admin
      .getByRole("button", { name: t("Approve selected ({count})", { count: 2 }) })
      .click();
    await admin
      .getByRole("dialog")
      .getByRole("button", { name: t("Approve"), exact: true })
      .click();
    await expect(
      admin.getByRole("checkbox", { name: t("Select {bookTitle}", { bookTitle: title.one }) }),
    ).toHaveCount(0);
    await admin
      .getByRole("checkbox", { name: t("Select {bookTitle}", { bookTitle: title.three }) })
      .check();
    await admin.getByRole("button", { name: t("Reject selected ({count})", { count: 1 }) }).click();
    const reason =
      locale === "ar" ? "الردمك لا يطابق العنوان" : "The ISBN does not match the title";
    await admin.getByRole("dialog").getByLabel(t("Reason for rejection")).fill(reason);
    await admin
      .getByRole("dialog")
      .getByRole("button", { name: t("Reject"), exact: true })
      .click();
    await expect(
      admin.getByRole("checkbox", { name: t("Select {bookTitle}", { bookTitle: title.three }) }),
    ).toHaveCount(0);
    await admin.context().close();

    // 5. The exhibitor sees the statuses, the reason and the notifications.
    await page.goto(`/${locale}/books`);
    await expect(page.getByText(reason)).toBeVisible();
    await expect(
      page.getByRole("table").getByText(tr(locale, "Approved", undefined, "book"), { exact: true }),
    ).toHaveCount(2);
    const bell = page.getByRole("button", { name: /3/ });
    await bell.click();
    await expect(page.getByRole("dialog").getByText(reason)).toBeVisible();
  });
}
