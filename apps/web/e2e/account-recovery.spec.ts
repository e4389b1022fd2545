import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import {
  ADMIN,
  type Account,
  PHOTO,
  agreeToPrivacyNotice,
  approvedOrganization,
  newExhibitor,
} from "./people.ts";
import { pickOption } from "./select.ts";
import { logIn, signIn } from "./session.ts";
import { tr } from "./texts.ts";

// Accounts a real user can recover (issue 9), in both languages: a forgotten password through the
// outbox on the embedded default, a changed password, a passport at signup, a disabled account.

const NEW_PASSWORD = "a fresh passphrase for 2027";

/** A page of its own, signed in as the administration (its console errors are not this test's). */
async function adminPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signIn(page.request, context, baseURL, ADMIN);
  return page;
}

/** Fills the signup form for a Saudi resident; the caller chooses files and submits. */
async function fillSignup(page: Page, locale: "ar" | "en", email: string) {
  const t = (source: string) => tr(locale, source);
  await page.goto(`/${locale}/auth/signup`);
  await page.getByLabel(t("Email")).fill(email);
  await page.locator('input[name="password"]').fill("a long enough passphrase");
  await page.getByLabel(t("Confirm password")).fill("a long enough passphrase");
  await page.getByLabel(t("First name")).fill(locale === "ar" ? "ريم" : "Reem");
  await page.getByLabel(t("Last name")).fill(locale === "ar" ? "الشهري" : "Alshehri");
  await page.getByRole("textbox", { name: t("Phone number") }).fill("0501234567");
  await page.getByLabel(t("Date of birth")).fill("1991-07-09");
  await pickOption(page, t("Country"), locale === "ar" ? "السعودية" : "Saudi Arabia");
  await pickOption(page, t("City"), locale === "ar" ? "جدة" : "Jeddah");
  await page.getByLabel(t("District")).fill("الروضة");
  await page.getByLabel(t("Street")).fill("شارع الأمير سلطان");
  await page.getByLabel(t("National ID / Iqama number")).fill("1000000008");
  await page.getByLabel(t("Identity expiry date")).fill("2031-01-31");
  await agreeToPrivacyNotice(page, locale);
}

/** Logs in through the login form of the tab the test is in. */
async function logInHere(page: Page, locale: "ar" | "en", account: Account) {
  await page.getByLabel(tr(locale, "Email")).fill(account.email);
  await page.locator('input[name="password"]').fill(account.password);
  await page.getByRole("button", { name: tr(locale, "Log in"), exact: true }).click();
}

/** What the API holds for the account this tab is logged in as. */
async function apiView(page: Page) {
  const token = await page.evaluate(() => localStorage.getItem("authToken"));
  const headers = { Authorization: `Bearer ${token}` };
  const profile = await page.request.get("/api/profile", { headers });
  const document = await page.request.get("/api/profile/identity-document", { headers });
  const { data } = (await profile.json()) as { data: { user: { has_identity_document: boolean } } };
  return { hasDocument: data.user.has_identity_document, document };
}

/** The status a request with this token gets from GET /api/profile. */
async function profileStatus(page: Page, token: string): Promise<number> {
  const response = await page.request.get("/api/profile", {
    headers: { Authorization: `Bearer ${token}` },
  });
  return response.status();
}

for (const locale of ["ar", "en"] as const) {
  const t = (source: string, values?: Record<string, unknown>) => tr(locale, source, values);

  test(`a forgotten password: the link from the outbox sets a new one and ends old sessions, in ${locale}`, async ({
    page,
    request,
    browser,
    baseURL,
  }) => {
    const person: Account = await newExhibitor(request, `forgot-${locale}`);
    const oldSession = await logIn(request, person);
    // Mail is written in the account's language, which follows the one it reads the app in.
    const changed = await request.put("/api/profile/locale", {
      headers: { Authorization: `Bearer ${oldSession}` },
      data: { locale },
    });
    expect(changed.status()).toBe(200);

    await page.goto(`/${locale}/auth/login`);
    await page.getByRole("link", { name: t("Forgot password?") }).click();
    await expect(page).toHaveURL(`/${locale}/auth/forgot-password`);
    await page.getByLabel(t("Email")).fill(person.email);
    await page.getByRole("button", { name: t("Send the reset link") }).click();
    // The link's lifetime is the rule's own (RESET_LINK_LIFETIME_MS, 30 minutes).
    await expect(page.getByRole("status")).toHaveText(t("api.reset_requested", { minutes: 30 }));

    // The embedded default has no mail server: the administration reads the link in the outbox.
    const console = await adminPage(browser, baseURL!);
    await console.goto(`/${locale}/admin/outbox`);
    const row = console.getByRole("row").filter({ hasText: person.email }).first();
    await expect(row).toBeVisible();
    // The mail's address is a link there (issue 26), not text to copy.
    const link = await row.getByRole("link", { name: /#token=[\w-]{43}$/ }).getAttribute("href");
    expect(link).toContain(`/${locale}/auth/reset-password#token=`);
    await console.context().close();

    await page.goto(link!);
    await page.getByRole("textbox", { name: t("New password"), exact: true }).fill(NEW_PASSWORD);
    await page
      .getByRole("textbox", { name: t("Confirm the new password"), exact: true })
      .fill(NEW_PASSWORD);
    await page.getByRole("button", { name: t("Reset password") }).click();

    await expect(page).toHaveURL(`/${locale}/auth/login`);
    expect(await profileStatus(page, oldSession)).toBe(401);
    await page.getByLabel(t("Email")).fill(person.email);
    await page.locator('input[name="password"]').fill(NEW_PASSWORD);
    await page.getByRole("button", { name: t("Log in"), exact: true }).click();
    await expect(page).toHaveURL(`/${locale}/auth/profile`);

    // The used link, and one that never was, say so when they open: no form to fill in vain.
    for (const unusable of [link!, `/${locale}/auth/reset-password#token=${"A".repeat(43)}`]) {
      // A fresh load, as from the mail: not a jump to a fragment of the page already open.
      await page.goto("about:blank");
      await page.goto(unusable);
      await expect(page.getByRole("alert")).toHaveText(
        t("This link has already been used or has expired. Ask for a new one."),
      );
      await expect(page.getByRole("textbox", { name: t("New password"), exact: true })).toHaveCount(
        0,
      );
      await expect(page.getByRole("link", { name: t("Ask for a new link") })).toHaveAttribute(
        "href",
        `/${locale}/auth/forgot-password`,
      );
    }
  });

  test(`an email-change link is checked when it opens: usable once, then used, in ${locale}`, async ({
    page,
    request,
  }) => {
    const person = await newExhibitor(request, `move-${locale}`);
    const headers = { Authorization: `Bearer ${await logIn(request, person)}` };
    const newEmail = `moved-${person.email}`;
    const asked = await request.post("/api/profile/email", { headers, data: { email: newEmail } });
    expect(asked.status()).toBe(202);
    const outbox = await request.get("/api/admin/outbox?per_page=50", {
      headers: { Authorization: `Bearer ${await logIn(request, ADMIN)}` },
    });
    const mail = (
      (await outbox.json()) as { data: { messages: { recipient: string; body: string }[] } }
    ).data.messages.find((message) => message.recipient === newEmail);
    const token = /#token=([\w-]{43})/.exec(mail?.body ?? "")?.[1];
    expect(token, "an email-change link in the outbox").toBeDefined();
    // The mail is in the account's language; the page is opened in this test's.
    const link = `/${locale}/auth/confirm-email#token=${token}`;

    await page.goto(link);
    await page.getByRole("button", { name: t("Confirm the new address") }).click();
    await expect(page.getByRole("status")).toHaveText(t("api.email_changed"));

    // Opened again later (from the mail, not as a jump within this page).
    await page.goto("about:blank");
    await page.goto(link);
    await expect(page.getByRole("alert")).toHaveText(
      t("This link has already been used or has expired. Ask for a new one from your profile."),
    );
    await expect(page.getByRole("button", { name: t("Confirm the new address") })).toHaveCount(0);
  });

  test(`changing the password keeps this session and ends the others, in ${locale}`, async ({
    page,
    request,
    context,
    baseURL,
  }) => {
    const person = await newExhibitor(request, `change-${locale}`);
    const otherDevice = await logIn(request, person);
    await signIn(request, context, baseURL!, person);

    await page.goto(`/${locale}/auth/profile`);
    const sessions = page.locator('[data-slot="session"]');
    await expect(sessions.first()).toBeVisible();
    expect(await sessions.count()).toBeGreaterThan(1);
    await page
      .getByRole("textbox", { name: t("Current password"), exact: true })
      .fill(person.password);
    await page.getByRole("textbox", { name: t("New password"), exact: true }).fill(NEW_PASSWORD);
    await page
      .getByRole("textbox", { name: t("Confirm the new password"), exact: true })
      .fill(NEW_PASSWORD);
    await page.getByRole("button", { name: t("Change password") }).click();

    await expect(page.locator('[data-slot="toast"]')).toContainText(t("api.password_changed"));
    expect(await profileStatus(page, otherDevice)).toBe(401);
    await expect(sessions).toHaveCount(1);
    await page.reload();
    await expect(page).toHaveURL(`/${locale}/auth/profile`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test(`a publisher outside Saudi Arabia signs up with a passport, in ${locale}`, async ({
    page,
  }) => {
    const email = `cairo-${locale}-${Date.now()}@dar.example`;
    await page.goto(`/${locale}/auth/signup`);
    await page.getByLabel(t("Email")).fill(email);
    await page.locator('input[name="password"]').fill("a long enough passphrase");
    await page.getByLabel(t("Confirm password")).fill("a long enough passphrase");
    await page.getByLabel(t("First name")).fill(locale === "ar" ? "سلمى" : "Salma");
    await page.getByLabel(t("Last name")).fill(locale === "ar" ? "المصري" : "Elmasry");
    await page.getByRole("textbox", { name: t("Phone number") }).fill("0501234567");
    await page.getByLabel(t("Date of birth")).fill("1988-03-14");
    await pickOption(page, t("Country"), locale === "ar" ? "مصر" : "Egypt");
    await pickOption(page, t("City"), locale === "ar" ? "القاهرة" : "Cairo");
    await page.getByLabel(t("District")).fill("الزمالك");
    await page.getByLabel(t("Street")).fill("شارع 26 يوليو");
    // Outside Saudi Arabia the identity is a passport, with the country that issued it.
    await expect(page.getByLabel(t("National ID / Iqama number"))).toHaveCount(0);
    await page.getByLabel(t("Passport number")).fill("A12345678");
    await pickOption(page, t("Passport issued by"), locale === "ar" ? "مصر" : "Egypt");
    await page.getByLabel(t("Identity expiry date")).fill("2031-01-31");
    await agreeToPrivacyNotice(page, locale);
    await page.getByRole("button", { name: t("Create account") }).click();

    await expect(page).toHaveURL(`/${locale}/auth/login`);
    await page.getByLabel(t("Email")).fill(email);
    await page.locator('input[name="password"]').fill("a long enough passphrase");
    await page.getByRole("button", { name: t("Log in"), exact: true }).click();
    await expect(page).toHaveURL(`/${locale}/auth/profile`);
    await expect(page.getByText(t("Passport number"), { exact: true })).toBeVisible();
    await expect(page.getByText("•••••• 5678")).toBeVisible();
  });

  test(`the identity document chosen at signup is uploaded at the first login in that tab, in ${locale}`, async ({
    page,
  }) => {
    const account = {
      email: `held-${locale}-${Date.now()}@dar.example`,
      password: "a long enough passphrase",
    };
    await fillSignup(page, locale, account.email);
    // The document is the second file of the form, after the personal photo.
    await page.locator('input[type="file"]').nth(1).setInputFiles(PHOTO);
    // The user's consent is asked, and given unless they untick it.
    await expect(
      page.getByRole("checkbox", { name: t("Upload this document to my profile after I log in") }),
    ).toBeChecked();
    await page.getByRole("button", { name: t("Create account") }).click();

    await expect(page).toHaveURL(`/${locale}/auth/login`);
    await logInHere(page, locale, account);
    await expect(page).toHaveURL(`/${locale}/auth/profile`);
    await expect(
      page.getByText(
        t("The identity document you chose when signing up has been uploaded to your account."),
      ),
    ).toBeVisible();
    await expect(
      page.getByText(t("Your identity document is on file. You can replace it with a newer copy.")),
    ).toBeVisible();
    const held = await apiView(page);
    expect(held.hasDocument).toBe(true);
    expect(held.document.status()).toBe(200);
    expect(held.document.headers()["content-type"]).toBe("image/png");
  });

  test(`a publisher with an organization lands on its dashboard after login, in ${locale}`, async ({
    page,
    request,
  }) => {
    const manager = await newExhibitor(request, `lands-${locale}`);
    await approvedOrganization(request, manager, `Dar Al-Wusul ${locale} ${Date.now()}`);

    await page.goto(`/${locale}/auth/login`);
    await logInHere(page, locale, manager);
    await expect(page).toHaveURL(`/${locale}/my-organization`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("My organization"));
  });

  test(`an administrator disables an account: its next request is 401, in ${locale}`, async ({
    page,
    request,
    browser,
    baseURL,
  }) => {
    const person = await newExhibitor(request, `disabled-${locale}`);
    const token = await logIn(request, person);

    await page.goto(`/${locale}/auth/login`);
    await page.getByLabel(t("Email")).fill(ADMIN.email);
    await page.locator('input[name="password"]').fill(ADMIN.password);
    await page.getByRole("button", { name: t("Log in"), exact: true }).click();
    // Each role lands where its work is: the administration on its console.
    await expect(page).toHaveURL(`/${locale}/admin`);

    await page.getByRole("link", { name: t("Users") }).click();
    await page.getByRole("searchbox", { name: t("Search by name or email") }).fill(person.email);
    await page.getByRole("button", { name: t("Search"), exact: true }).click();
    const row = page.getByRole("row").filter({ hasText: person.email });
    await expect(row).toHaveCount(1);
    await row.getByRole("button", { name: t("Disable the account") }).click();
    await expect(page.getByRole("status").filter({ hasText: t("api.user_updated") })).toBeVisible();
    await expect(
      row.getByText(tr(locale, "Disabled", undefined, "account"), { exact: true }),
    ).toBeVisible();

    expect(await profileStatus(page, token)).toBe(401);
    // In the user's own browser, the next page sends them to log in.
    const userContext = await browser.newContext({ baseURL });
    const userPage = await userContext.newPage();
    await userContext.addCookies([{ name: "token", value: token, url: baseURL!, sameSite: "Lax" }]);
    await userContext.addInitScript((value) => localStorage.setItem("authToken", value), token);
    await userPage.goto(`/${locale}/auth/profile`);
    await expect(userPage).toHaveURL(`/${locale}/auth/login`);
    await userContext.close();
  });
}

test("unticking the consent at signup keeps the identity document off the account", async ({
  page,
}) => {
  const account = {
    email: `unheld-${Date.now()}@dar.example`,
    password: "a long enough passphrase",
  };
  await fillSignup(page, "ar", account.email);
  await page.locator('input[type="file"]').nth(1).setInputFiles(PHOTO);
  const consent = page.getByRole("checkbox", {
    name: tr("ar", "Upload this document to my profile after I log in"),
  });
  await consent.click();
  await expect(consent).not.toBeChecked();
  await page.getByRole("button", { name: tr("ar", "Create account") }).click();

  await expect(page).toHaveURL("/ar/auth/login");
  await logInHere(page, "ar", account);
  await expect(page).toHaveURL("/ar/auth/profile");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(
    page.getByText(
      tr(
        "ar",
        "The identity document you chose when signing up has been uploaded to your account.",
      ),
    ),
  ).toHaveCount(0);
  const held = await apiView(page);
  expect(held.hasDocument).toBe(false);
  expect(held.document.status()).toBe(404);
});
