import { expect, test } from "./fixtures.ts";
import { signIn } from "./session.ts";

const TEXT = {
  ar: {
    heading: "جناحكم في معرض الكتاب",
    healthy: "الخدمة تعمل",
    dir: "rtl",
    switchTo: "English",
    login: "تسجيل الدخول",
  },
  en: {
    heading: "Your pavilion at the book fair",
    healthy: "The service is running",
    dir: "ltr",
    switchTo: "العربية",
    login: "Log in",
  },
} as const;

for (const [browserLocale, locale] of [
  ["ar-SA", "ar"],
  ["en-US", "en"],
] as const) {
  test.describe(`a visitor whose browser speaks ${browserLocale}`, () => {
    test.use({ locale: browserLocale });

    test(`is sent from / to /${locale}, then to its login page, in ${TEXT[locale].dir}`, async ({
      page,
    }) => {
      await page.goto("/");
      await expect(page).toHaveURL(`/${locale}/auth/login`);
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      await expect(page.locator("html")).toHaveAttribute("dir", TEXT[locale].dir);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(TEXT[locale].login);
    });

    test("once signed in, sees the home page with the API health read through the client", async ({
      page,
      request,
      context,
      baseURL,
    }) => {
      await signIn(request, context, baseURL!);
      await page.goto(`/${locale}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(TEXT[locale].heading);
      // Page transitions settle after 100 ms (spec §2).
      await expect(page.locator("[data-page-state]")).toHaveAttribute("data-page-state", "settled");
      const status = page.getByRole("status").filter({ hasText: TEXT[locale].healthy });
      await expect(status).toBeVisible();
      // Which database serves the app is the operators' business, not the users'.
      await expect(page.locator("body")).not.toContainText("PGlite");
    });

    test("switches language on the same page and remembers it in the cookie", async ({
      page,
      context,
    }) => {
      await page.goto(`/${locale}/contact`);
      await page.getByRole("link", { name: TEXT[locale].switchTo }).click();
      const other = locale === "ar" ? "en" : "ar";
      await expect(page).toHaveURL(`/${other}/contact`);
      await expect(page.locator("html")).toHaveAttribute("dir", TEXT[other].dir);

      const cookie = (await context.cookies()).find((c) => c.name === "locale");
      expect(cookie).toMatchObject({ value: other, path: "/", sameSite: "Lax" });
      const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86_400;
      expect(days).toBeGreaterThan(364);
      expect(days).toBeLessThanOrEqual(365);

      // The cookie now wins over the browser's language.
      await page.goto("/");
      await expect(page).toHaveURL(`/${other}/auth/login`);
    });

    test("shows Page Not Found with the path for an unknown route", async ({
      page,
      consoleErrors,
    }) => {
      const answer = await page.goto(`/${locale}/no-such-page`);
      // The server draws the page with its status (docs/decisions/082-…).
      expect(answer?.status()).toBe(404);
      const heading = page.getByRole("heading", { level: 1 });
      await expect(heading).toContainText(locale === "ar" ? "الصفحة غير موجودة" : "Page Not Found");
      await expect(heading).toContainText(`/${locale}/no-such-page`);
      // The browser logs the document's 404 itself; the app logs nothing of its own.
      expect(consoleErrors).toEqual([
        "Failed to load resource: the server responded with a status of 404 (Not Found)",
      ]);
      consoleErrors.length = 0;
    });
  });
}

test("the server sends each locale's page with its language and direction already set", async ({
  request,
}) => {
  for (const [path, lang, dir] of [
    ["/ar", "ar", "rtl"],
    ["/en/books", "en", "ltr"],
  ] as const) {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain(`<html lang="${lang}" dir="${dir}">`);
    expect(response.headers()["content-security-policy"]).toContain("script-src 'self'");
  }
});

test("/ sends a first-time visitor with no usable language to Arabic", async ({ request }) => {
  const response = await request.get("/", {
    headers: { "Accept-Language": "fr-FR" },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toBe("/ar");
});
