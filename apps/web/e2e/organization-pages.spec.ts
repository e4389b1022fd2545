import { createRequire } from "node:module";
import type { Page } from "@playwright/test";
import type { AxeResults } from "axe-core";
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

const AXE_SOURCE = createRequire(import.meta.url).resolve("axe-core/axe.min.js");

/** axe-core's serious and critical findings on the whole page, one line each. */
async function seriousAxeFindings(page: Page): Promise<string[]> {
  // Let the page's fade-in finish: half-faded text would be judged on its passing colour.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished),
    ),
  );
  const results = await page.evaluate(() =>
    (window as unknown as { axe: { run(context: Element): Promise<AxeResults> } }).axe.run(
      document.body,
    ),
  );
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(", ")}`,
    );
}

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
