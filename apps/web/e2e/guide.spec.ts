import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { AXE_SOURCE, seriousAxeFindings } from "./axe.ts";
import { expect, test } from "./fixtures.ts";
import { ADMIN } from "./people.ts";
import { logIn, signIn } from "./session.ts";
import { tr } from "./texts.ts";

/**
 * Issue 29 (docs/decisions/083-…): the fair guide for visitors, on the seeded fair (published with
 * the demo house, its titles and its booth A-14). Every page works without JavaScript (a GET form
 * searches); with it, the search box suggests titles. Both languages, a phone and a desk.
 */
const WIDTHS = [390, 1280] as const;
/** A demo title (apps/api/src/seed): its Arabic title and the words a visitor may type. */
const TITLE = "أطلس النباتات البرية في الجزيرة العربية";

async function visitor<T>(
  browser: Browser,
  options: { javaScript: boolean; width: number },
  run: (page: Page) => Promise<T>,
) {
  const context = await browser.newContext({
    javaScriptEnabled: options.javaScript,
    viewport: { width: options.width, height: 900 },
  });
  await context.addInitScript({ path: AXE_SOURCE });
  try {
    return await run(await context.newPage());
  } finally {
    await context.close();
  }
}

/** Nothing wider than the screen: the plan scrolls inside its own frame, never the page. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, page.url()).toBe(0);
}

for (const locale of ["ar", "en"] as const) {
  for (const width of WIDTHS) {
    test(`a visitor without JavaScript in ${locale} at ${width} px searches, opens a title, its house and its booth`, async ({
      browser,
    }) => {
      await visitor(browser, { javaScript: false, width }, async (page) => {
        await page.goto(`/guide/${locale}`);
        await expect(page.locator("html")).toHaveAttribute("dir", locale === "ar" ? "rtl" : "ltr");
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(
          locale === "ar" ? "معرض الرياض الدولي للكتاب" : "Riyadh International Book Fair",
        );
        await expectNoSidewaysScroll(page);

        // Typed without its hamza and ta marbuta, as on a phone: still found.
        const search = page.getByRole("searchbox", {
          name: tr(locale, "Title, author, publisher or ISBN"),
        });
        await search.fill("اطلس النباتات البريه");
        await search.press("Enter");
        await expect(page).toHaveURL(/\/books\?q=/);
        const result = page.getByRole("link", { name: TITLE });
        await expect(result).toBeVisible();
        await expectNoSidewaysScroll(page);

        await result.click();
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(TITLE);
        await expect(page.locator("#booth-A-14")).toHaveAttribute("data-highlighted", /.*/);
        await expectNoSidewaysScroll(page);

        await page
          .getByRole("link", {
            name: locale === "ar" ? "دار المعرفة للنشر" : "Al-Maarifa Publishing",
            exact: true,
          })
          .first()
          .click();
        await expect(page).toHaveURL(/\/exhibitors\/al-maarifa-publishing-[0-9a-f]{8}$/);
        await expect(page.getByRole("link", { name: TITLE })).toBeVisible();
        await expectNoSidewaysScroll(page);

        await page.goto(`/guide/${locale}/map`);
        const find = page.getByRole("searchbox", { name: tr(locale, "Booth or exhibitor") });
        await find.fill("A-14");
        await find.press("Enter");
        await expect(page.locator("#booth-A-14")).toHaveAttribute("data-highlighted", /.*/);
        await expectNoSidewaysScroll(page);
      });
    });
  }

  for (const width of WIDTHS) {
    test(`every guide page in ${locale} at ${width} px: axe finds nothing serious, nothing scrolls sideways`, async ({
      browser,
    }) => {
      await visitor(browser, { javaScript: true, width }, async (page) => {
        await page.goto(`/guide/${locale}/exhibitors`);
        const house = await page.locator("main h2 a").first().getAttribute("href");
        const paths = [
          `/guide/${locale}`,
          `/guide/${locale}/books?q=${encodeURIComponent("النباتات")}`,
          `/guide/${locale}/books/9786030910021`,
          `/guide/${locale}/exhibitors`,
          house!,
          `/guide/${locale}/map?find=A-14`,
        ];
        for (const path of paths) {
          await page.goto(path);
          await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
          await expectNoSidewaysScroll(page);
          expect(await seriousAxeFindings(page), path).toEqual([]);
        }
      });
    });
  }

  test(`with JavaScript in ${locale}, the search box suggests titles as one types`, async ({
    browser,
  }) => {
    await visitor(browser, { javaScript: true, width: 390 }, async (page) => {
      await page.goto(`/guide/${locale}`);
      const search = page.getByRole("combobox", {
        name: tr(locale, "Title, author, publisher or ISBN"),
      });
      // On a busy machine a pause between two keys can ask for "اطل" first; the list of the whole
      // word then replaces it, and a key pressed between the two would act on the old list.
      const typed = "اطلس";
      const answered = page.waitForResponse(
        (answer) =>
          new URL(answer.url()).pathname.endsWith("/suggest") &&
          new URL(answer.url()).searchParams.get("q") === typed,
      );
      await search.pressSequentially(typed, { delay: 30 });
      await answered;
      const suggestion = page.getByRole("option", { name: new RegExp(TITLE) });
      await expect(suggestion).toBeVisible();
      await search.press("ArrowDown");
      await expect(suggestion).toHaveAttribute("aria-selected", "true");
      await search.press("Enter");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(TITLE);
    });
  });
}

/*
 * The guide's portal side: a house's manager writes its guide page and reads it in the guide; the
 * administration unpublishes the guide, which then says so, and publishes it again.
 */
const PUBLISHER = { email: "publisher@rawaq.local", password: "Rawaq-Publisher-2026!" };

// NOTE: unpublishing takes the whole guide away for a moment, so these tests share this file
// with the visitors' ones: a file's tests run one after another in one worker (no fullyParallel).

const toast = (page: Page) => page.locator('[data-slot="toast"]');

/** The demo fair's id, as the administration's events list gives it. */
async function demoEventId(request: APIRequestContext, token: string): Promise<string> {
  const answer = await request.get("/api/events", {
    headers: { Authorization: `Bearer ${token}` },
  });
  const { data } = (await answer.json()) as { data: { events: { id: string }[] } };
  return data.events[0]!.id;
}

test("the manager writes the house's description in both languages and reads it on its guide page", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  // Two pages of the portal and two of the guide: the time of several tests.
  test.slow();
  const headers = { Authorization: `Bearer ${await logIn(request, PUBLISHER)}` };
  const own = await request.get("/api/my-organization/guide-profile", { headers });
  const seeded = ((await own.json()) as { data: { profile: Record<string, string | null> } }).data
    .profile;
  const { data: organizations } = (await (
    await request.get("/api/organizations", { headers })
  ).json()) as { data: { organization: { id: string } } };
  try {
    await signIn(request, context, baseURL!, PUBLISHER);
    const stamp = Date.now();
    const texts = {
      en: `A Saudi house of literature and history, written ${stamp}.`,
      ar: `دار سعودية للأدب والتاريخ، كُتب هذا الوصف ${stamp}.`,
    };

    await page.goto("/en/organization/guide");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Guide page");
    await expect(page.getByText("In the guide", { exact: true })).toBeVisible();
    const english = page.getByLabel("Description in English");
    const arabic = page.getByLabel("Description in Arabic");
    // Side by side, each typed in its own language and direction.
    await expect(english).toHaveAttribute("dir", "ltr");
    await expect(english).toHaveAttribute("lang", "en");
    await expect(arabic).toHaveAttribute("dir", "rtl");
    await expect(arabic).toHaveAttribute("lang", "ar");
    await english.fill(texts.en);
    await arabic.fill(texts.ar);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(toast(page)).toContainText("Your guide page has been saved.");

    for (const locale of ["en", "ar"] as const) {
      if (locale === "ar") await page.goto("/ar/organization/guide");
      const preview = page.getByRole("link", {
        name: locale === "ar" ? /معاينة الصفحة/ : /Preview the page/,
      });
      const [guidePage] = await Promise.all([context.waitForEvent("page"), preview.click()]);
      await expect(guidePage).toHaveURL(
        new RegExp(`/guide/${locale}/exhibitors/al-maarifa-publishing-[0-9a-f]{8}$`),
      );
      await expect(guidePage.getByText(texts[locale])).toBeVisible();
      await guidePage.close();
    }
  } finally {
    // The seeded page again, for whatever reads the demo house after this file.
    const restored = await request.put(
      `/api/organizations/${organizations.organization.id}/guide-profile`,
      {
        headers,
        data: Object.fromEntries(
          Object.entries(seeded)
            .filter(([field]) => field !== "updated_at")
            .map(([field, value]) => [field, value ?? ""]),
        ),
      },
    );
    expect(restored.status()).toBe(200);
  }
});

test("the administration unpublishes the guide, which then says so in both languages, and publishes it again", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  // The event's page (its floor plan editor), the guide's console in two languages, the guide.
  test.slow();
  const token = await logIn(request, ADMIN);
  const eventId = await demoEventId(request, token);
  try {
    await signIn(request, context, baseURL!, ADMIN);
    await page.goto(`/en/admin/events/${eventId}`);
    await page.getByRole("link", { name: "Fair guide" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Fair guide");
    await expect(page.getByText("Published", { exact: true })).toBeVisible();

    await page.getByRole("button", { name: "Unpublish" }).click();
    const unpublish = page.getByRole("dialog", { name: "Unpublish the guide?" });
    await unpublish.getByRole("button", { name: "Unpublish" }).click();
    await expect(toast(page)).toContainText("The guide has been unpublished.");
    await expect(page.getByText("Not published", { exact: true })).toBeVisible();
    for (const [locale, says] of [
      ["en", "guide has not been published yet"],
      ["ar", "لم يُنشر دليل المعرض بعد"],
    ] as const) {
      const closed = await request.get(`/guide/${locale}`);
      expect(closed.status()).toBe(404);
      expect(await closed.text()).toContain(says);
    }

    // Published again from the Arabic console.
    await page.goto(`/ar/admin/events/${eventId}/guide`);
    await expect(page.getByText("غير منشور", { exact: true })).toBeVisible();
    await page.getByRole("button", { name: "نشر", exact: true }).click();
    const publish = page.getByRole("dialog", { name: "نشر الدليل؟" });
    await publish.getByRole("button", { name: "نشر", exact: true }).click();
    await expect(toast(page)).toContainText("نُشر الدليل.");
    await expect(page.getByText("منشور", { exact: true })).toBeVisible();
    const open = await request.get("/guide/en");
    expect(open.status()).toBe(200);
    expect(await open.text()).toContain("Riyadh International Book Fair");
  } finally {
    // Never leave the seeded guide unpublished for the other files, whatever failed above.
    const published = await request.post(`/api/admin/events/${eventId}/guide/publish`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(published.status()).toBe(200);
  }
});
