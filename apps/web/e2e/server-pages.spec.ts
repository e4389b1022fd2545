import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { logIn } from "./session.ts";
import { tr } from "./texts.ts";

const PUBLISHER = { email: "publisher@rawaq.local", password: "Rawaq-Publisher-2026!" };

/**
 * Issue 28 (docs/decisions/082-…): the pages a visitor opens without an account arrive as HTML.
 * With JavaScript off they are read and their forms laid out; with it on they are the same pages,
 * hydrated without a warning (fixtures.ts fails a test on any console warning).
 */
async function withoutJavaScript<T>(browser: Browser, run: (page: Page) => Promise<T>) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    return await run(await context.newPage());
  } finally {
    await context.close();
  }
}

/** Where the page's heading and its first field sit (their boxes, rounded to the pixel). */
async function layoutOf(page: Page) {
  const box = async (selector: string) => {
    const found = await page.locator(selector).first().boundingBox();
    return found && [found.x, found.y, found.width, found.height].map(Math.round);
  };
  return {
    heading: await box("h1"),
    field: await box("input"),
    button: await box("button[type=submit]"),
  };
}

for (const locale of ["ar", "en"] as const) {
  test.describe(`pages drawn by the server, in ${locale}`, () => {
    test("login, signup, forgotten password and contact are read and laid out without JavaScript", async ({
      browser,
    }) => {
      await withoutJavaScript(browser, async (page) => {
        await page.goto(`/${locale}/auth/login`);
        await expect(page.locator("html")).toHaveAttribute("dir", locale === "ar" ? "rtl" : "ltr");
        await expect(page).toHaveTitle(`${tr(locale, "Log in")} | ${tr(locale, "Rawaq")}`);
        await expect(page.getByLabel(tr(locale, "Email"))).toBeVisible();
        await expect(page.getByRole("button", { name: tr(locale, "Log in") })).toBeVisible();

        await page.goto(`/${locale}/auth/signup`);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(tr(locale, "Sign up"));
        await expect(page.getByLabel(tr(locale, "First name"))).toBeVisible();

        await page.goto(`/${locale}/auth/forgot-password`);
        await expect(page.getByLabel(tr(locale, "Email"))).toBeVisible();

        await page.goto(`/${locale}/contact`);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(tr(locale, "Contact us"));
        await expect(page.getByRole("textbox").first()).toBeVisible();
      });
    });

    test("a badge shows its verdict without JavaScript, and an unknown one is the 404 page", async ({
      browser,
      request,
    }) => {
      const token = await logIn(request, PUBLISHER);
      const mine = await request.get("/api/badges/mine", {
        headers: { Authorization: `Bearer ${token}` },
      });
      const { data } = (await mine.json()) as { data: { badges: Array<{ public_id: string }> } };
      const publicId = data.badges[0]!.public_id;
      await withoutJavaScript(browser, async (page) => {
        await page.goto(`/${locale}/badges/${publicId}`);
        await expect(page.locator('[data-slot="badge-verdict"]')).toHaveText(
          tr(locale, "This badge is valid."),
        );
        const unknown = await page.goto(`/${locale}/badges/b-unknown`);
        expect(unknown?.status()).toBe(404);
        await expect(page.getByText(tr(locale, "Page Not Found"))).toBeVisible();
        const missing = await page.goto(`/${locale}/no/such/page`);
        expect(missing?.status()).toBe(404);
        await expect(page.getByText("404", { exact: true })).toBeVisible();
      });
    });

    for (const width of [390, 1280]) {
      test(`the login page does not move when its JavaScript arrives, at ${width} px`, async ({
        browser,
        page,
      }) => {
        const drawn = await withoutJavaScript(browser, async (bare) => {
          await bare.setViewportSize({ width, height: 800 });
          await bare.goto(`/${locale}/auth/login`);
          await bare.waitForLoadState("load");
          return layoutOf(bare);
        });
        await page.setViewportSize({ width, height: 800 });
        await page.goto(`/${locale}/auth/login`);
        await page.evaluate(() => document.fonts.ready);
        await expect(page.getByLabel(tr(locale, "Email"))).toBeEditable();
        expect(await layoutOf(page)).toEqual(drawn);
      });

      test(`a signed-in page's frame does not move when the app measures its width, at ${width} px`, async ({
        browser,
        request,
        baseURL,
      }) => {
        // The server cannot know the width: below md it keeps the compact form's room (the menu
        // button's, the view switch's second row) and leaves the sidebar to the drawer.
        const token = await logIn(request, PUBLISHER);
        const frameOf = async (javaScriptEnabled: boolean) => {
          const context = await browser.newContext({
            javaScriptEnabled,
            viewport: { width, height: 800 },
          });
          await context.addCookies([
            { name: "token", value: token, url: baseURL!, sameSite: "Lax" },
          ]);
          await context.addInitScript((value) => localStorage.setItem("authToken", value), token);
          try {
            const page = await context.newPage();
            await page.goto(`/${locale}/books`);
            if (javaScriptEnabled) {
              await expect(page.locator('[data-page-state="settled"]')).toHaveCount(1);
            }
            const box = async (selector: string) => {
              const found = await page.locator(selector).first().boundingBox();
              return found && [found.x, found.y, found.width].map(Math.round);
            };
            return { topbar: await box("header"), main: await box("main") };
          } finally {
            await context.close();
          }
        };
        expect(await frameOf(true)).toEqual(await frameOf(false));
      });
    }
  });
}
