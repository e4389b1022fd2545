import type { Page } from "@playwright/test";
import { expect } from "./fixtures.ts";

/**
 * Chooses an option of a Radix select. The list can still be scrolling its selected item into
 * view when the click lands, and then it stays open (seen in CI in both locales), so the choice
 * is confirmed and retried.
 */
export async function pickOption(page: Page, name: string, option: string) {
  const combobox = page.getByRole("combobox", { name, exact: true });
  await expect(async () => {
    if ((await combobox.getAttribute("aria-expanded")) !== "true") await combobox.click();
    await page.getByRole("option", { name: option, exact: true }).click({ timeout: 3_000 });
    await expect(combobox).toContainText(option, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}
