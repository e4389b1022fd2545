import { AXE_SOURCE, seriousAxeFindings } from "./axe.ts";
import { expect, test } from "./fixtures.ts";
import { ADMIN } from "./people.ts";
import { EXHIBITOR, signIn } from "./session.ts";

/** The seeded approved publishing house (apps/api/src/seed/seed.ts), visited read-only. */
const PUBLISHER = { email: "publisher@rawaq.local", password: "Rawaq-Publisher-2026!" };

const PAGES = {
  // The demo exhibitor has no organization yet: the wizard's first step (nothing is saved).
  exhibitor: ["/AddNewOrganization", "/organization/new"],
  publisher: ["/books", "/books/new", "/organization", "/organization/edit", "/my-organization"],
  admin: ["/admin", "/admin/organizations", "/admin/books", "/admin/audit"],
} as const;

test.use({ viewport: { width: 390, height: 844 } });

for (const locale of ["ar", "en"] as const) {
  for (const [who, account] of [
    ["exhibitor", EXHIBITOR],
    ["publisher", PUBLISHER],
    ["admin", ADMIN],
  ] as const) {
    test(`the ${who}'s pages on a phone in ${locale}: tables scroll, the page does not, and axe finds nothing serious`, async ({
      page,
      context,
      request,
      baseURL,
    }) => {
      // One test walks several pages and runs axe on each: give it the time of several tests.
      test.slow();
      await signIn(request, context, baseURL!, account);
      // An init script, because the app's Content-Security-Policy rightly refuses inline ones.
      await context.addInitScript({ path: AXE_SOURCE });
      for (const path of PAGES[who]) {
        await page.goto(`/${locale}${path}`);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        // Wait for the data: a loading table is marked busy.
        await expect(page.locator("main [aria-busy=true]")).toHaveCount(0);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, path).toBe(0);
        expect(await seriousAxeFindings(page), path).toEqual([]);
      }
    });
  }
}
