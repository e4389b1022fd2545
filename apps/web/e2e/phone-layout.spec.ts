import { expect, test } from "./fixtures.ts";
import { ADMIN } from "./people.ts";
import { signIn } from "./session.ts";

/** The seeded approved publishing house (apps/api/src/db/seed.ts), visited read-only. */
const PUBLISHER = { email: "publisher@rawaq.local", password: "Rawaq-Publisher-2026!" };

const PAGES = {
  publisher: ["/books", "/books/new", "/organization", "/organization/edit", "/my-organization"],
  admin: ["/admin", "/admin/organizations", "/admin/books", "/admin/audit"],
} as const;

test.use({ viewport: { width: 390, height: 844 } });

for (const locale of ["ar", "en"] as const) {
  for (const [who, account] of [
    ["publisher", PUBLISHER],
    ["admin", ADMIN],
  ] as const) {
    test(`the ${who}'s pages fit a phone screen in ${locale}: tables scroll, the page does not`, async ({
      page,
      context,
      request,
      baseURL,
    }) => {
      await signIn(request, context, baseURL!, account);
      for (const path of PAGES[who]) {
        await page.goto(`/${locale}${path}`);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        // Wait for the data: a loading table has no rows with cells yet.
        await expect(page.locator("main [aria-busy=true]")).toHaveCount(0);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, path).toBe(0);
      }
    });
  }
}
