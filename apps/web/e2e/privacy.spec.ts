import { readFile } from "node:fs/promises";
import { PRIVACY_NOTICE_VERSION } from "@rawaq/domain/privacy";
import { PROCESSING_RECORDS } from "@rawaq/domain/processing-records";
import { AXE_SOURCE, seriousAxeFindings } from "./axe.ts";
import { expect, test } from "./fixtures.ts";
import { PHOTO, agreeToPrivacyNotice, newExhibitor, register } from "./people.ts";
import { pickOption } from "./select.ts";
import { logIn, signIn } from "./session.ts";
import { tr } from "./texts.ts";

// Personal data under the PDPL (issue 31), in both languages: read the notice, consent at signup,
// agree to a notice not yet agreed to, download the archive, delete the account.

const PASSWORD = "a long enough passphrase";

/** Without the markup of a catalog text ("<0>privacy notice</0>"), as the screen reads it. */
const plain = (text: string) => text.replace(/<\/?\d+>/g, "");

for (const locale of ["ar", "en"] as const) {
  const t = (source: string, values?: Record<string, unknown>, context?: string) =>
    tr(locale, source, values, context);

  test(`the privacy notice arrives whole, with this server's periods, in ${locale}`, async ({
    page,
    request,
    context,
  }) => {
    // The first answer holds the notice: its records and the retention days of this server.
    const html = await (await request.get(`/${locale}/privacy`)).text();
    expect(html).toContain(t("Privacy notice"));
    expect(html).toContain(t("What we keep, why, and for how long"));

    await context.addInitScript({ path: AXE_SOURCE });
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/${locale}/privacy`);
      await expect(page.locator("html")).toHaveAttribute("dir", locale === "ar" ? "rtl" : "ltr");
      await expect(
        page.getByRole("heading", { level: 1, name: t("Privacy notice") }),
      ).toBeVisible();
      await expect(page.locator("[data-record]")).toHaveCount(PROCESSING_RECORDS.length);
      // The identity documents' period, 180 days by default, in Latin digits.
      await expect(page.locator('[data-record="identity_document"]')).toContainText("180");
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      expect(await seriousAxeFindings(page)).toEqual([]);
    }
    // Linked from the login layout's footer.
    await page.goto(`/${locale}/auth/login`);
    await page.getByRole("link", { name: t("Privacy notice") }).click();
    await expect(page).toHaveURL(`/${locale}/privacy`);
  });

  test(`signup asks for the notice's consent and records the version, in ${locale}`, async ({
    page,
    request,
  }) => {
    const email = `consent-${locale}-${Date.now()}@dar.example`;
    await page.goto(`/${locale}/auth/signup`);
    await page.getByLabel(t("Email")).fill(email);
    await page.locator('input[name="password"]').fill(PASSWORD);
    await page.getByLabel(t("Confirm password")).fill(PASSWORD);
    await page.getByLabel(t("First name")).fill(locale === "ar" ? "لمى" : "Lama");
    await page.getByLabel(t("Last name")).fill(locale === "ar" ? "العنزي" : "Alanazi");
    await page.getByRole("textbox", { name: t("Phone number") }).fill("0501234567");
    await page.getByLabel(t("Date of birth")).fill("1993-02-11");
    await pickOption(page, t("Country"), locale === "ar" ? "السعودية" : "Saudi Arabia");
    await pickOption(page, t("City"), locale === "ar" ? "الرياض" : "Riyadh");
    await page.getByLabel(t("District")).fill("الملز");
    await page.getByLabel(t("Street")).fill("شارع الستين");
    await page.getByLabel(t("National ID / Iqama number")).fill("1000000008");
    await page.getByLabel(t("Identity expiry date")).fill("2031-01-31");
    await page.locator('input[type="file"]').first().setInputFiles(PHOTO);

    // Without the consent the form is not sent, and says why at the box.
    await page.getByRole("button", { name: t("Create account") }).click();
    const consent = page.getByRole("checkbox", {
      name: plain(t("I have read the <0>privacy notice</0> and agree to it.")),
    });
    await expect(consent).toHaveAttribute("aria-invalid", "true");
    await expect(page).toHaveURL(`/${locale}/auth/signup`);

    await agreeToPrivacyNotice(page, locale);
    await page.getByRole("button", { name: t("Create account") }).click();
    await expect(page).toHaveURL(`/${locale}/auth/login`);

    const token = await logIn(request, { email, password: PASSWORD });
    const profile = await request.get("/api/profile", {
      headers: { Authorization: `Bearer ${token}` },
    });
    const { data } = (await profile.json()) as {
      data: { user: { privacy_notice_version: string } };
    };
    expect(data.user.privacy_notice_version).toBe(PRIVACY_NOTICE_VERSION);
  });

  test(`an account that never agreed is asked once at its visit, in ${locale}`, async ({
    page,
    request,
    context,
    baseURL,
  }) => {
    // Made by a client that does not know the notice (the spec's form).
    const email = `unasked-${locale}-${Date.now()}@dar.example`;
    await register(request, email, { agreed: false });
    await signIn(request, context, baseURL!, { email, password: PASSWORD });
    await page.goto(`/${locale}/auth/profile`);
    const dialog = page.getByRole("dialog", { name: t("Our privacy notice") });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator(`a[href="/${locale}/privacy"]`)).toHaveCount(1);
    await dialog.getByRole("button", { name: t("Agree", undefined, "privacy notice") }).click();
    await expect(dialog).toHaveCount(0);
    // Agreed: not asked again.
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test(`a copy of my data, then deleting my account, in ${locale}`, async ({
    page,
    consoleErrors,
    request,
    context,
    baseURL,
  }) => {
    const account = await newExhibitor(request, `leaving-${locale}`);
    await signIn(request, context, baseURL!, account);
    await page.goto(`/${locale}/auth/profile`);

    // The archive: a ZIP naming data.json and the identity document on file (its contents are
    // the API's data-export.test.ts's).
    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: t("Download a copy of my data") }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^rawaq-my-data.*\.zip$/);
    const archive = await readFile((await download.path())!);
    expect(archive.subarray(0, 2).toString("latin1")).toBe("PK");
    expect(archive.toString("latin1")).toContain("data.json");
    expect(archive.toString("latin1")).toContain("files/identity-document.png");

    // Deleting: the password is asked, a wrong one is said at its field.
    await page.getByRole("button", { name: t("Delete my account") }).click();
    const dialog = page.getByRole("dialog", { name: t("Delete my account") });
    await dialog.locator('input[name="password"]').fill("not the password");
    await dialog.getByRole("button", { name: t("Delete account") }).click();
    await expect(dialog.locator('input[name="password"]')).toHaveAttribute("aria-invalid", "true");
    // The browser logged the refused password's 422.
    consoleErrors.length = 0;
    await dialog.locator('input[name="password"]').fill(account.password);
    await dialog.getByRole("button", { name: t("Delete account") }).click();

    // Out, told so, and the account is gone.
    await expect(page).toHaveURL(`/${locale}/auth/login`);
    await expect(page.getByText(t("api.account_deleted"))).toBeVisible();
    const login = await request.post("/api/auth/login", { data: account });
    expect(login.status()).toBe(401);
  });
}
