import { createRequire } from "node:module";
import type { Page } from "@playwright/test";
import type { AxeResults } from "axe-core";

/**
 * axe-core for a page: add it with `context.addInitScript({ path: AXE_SOURCE })` (an init script,
 * because the app's Content-Security-Policy rightly refuses inline ones), then ask for its findings.
 */
export const AXE_SOURCE = createRequire(import.meta.url).resolve("axe-core/axe.min.js");

/** axe-core's serious and critical findings on the whole page, one line each. */
export async function seriousAxeFindings(page: Page): Promise<string[]> {
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
