import type { Page } from "@playwright/test";
import { expect } from "./fixtures.ts";

/**
 * Chooses an option of a Radix select with the keyboard, as a keyboard user does: open, type the
 * option's name, Enter. Pointer clicks proved flaky in CI: on its way to an option below the
 * fold the pointer crosses Radix's scroll area, the list scrolls under it, and the click lands
 * elsewhere, leaving the list open and the page behind it hidden.
 */
export async function pickOption(page: Page, name: string, option: string) {
  const combobox = page.getByRole("combobox", { name, exact: true });
  // A searchable list (the kit's Combobox) is a text box: type to narrow it, Enter to choose.
  if ((await combobox.evaluate((element) => element.tagName)) === "INPUT") {
    await combobox.fill(option);
    const listbox = page.getByRole("listbox", { name, exact: true });
    await expect(listbox.getByRole("option", { name: option, exact: true })).toBeVisible();
    await listbox.getByRole("option", { name: option, exact: true }).click();
    await expect(combobox).toHaveValue(option);
    return;
  }
  // A list filled after another choice (a country's cities load on demand) is disabled until then:
  // focusing it before would leave the keys to whatever had the focus.
  await expect(combobox).toBeEnabled();
  await combobox.focus();
  await expect(combobox).toBeFocused();
  await combobox.press("Enter");
  const listbox = page.getByRole("listbox");
  await expect(listbox).toBeVisible();
  const target = listbox.getByRole("option", { name: option, exact: true });
  // Radix forgets what was typed after a second without a key; on a busy machine the keys can
  // arrive further apart than that, and the search restarts mid-name. Then it is typed again,
  // after a pause that empties the search.
  for (let attempt = 1; ; attempt++) {
    await typeKeys(page, option);
    try {
      await expect(target).toBeFocused({ timeout: 3000 });
      break;
    } catch (error) {
      if (attempt === 3) throw error;
      await page.waitForTimeout(1200);
    }
  }
  await page.keyboard.press("Enter");
  await expect(listbox).toBeHidden();
  await expect(combobox).toContainText(option);
}

/**
 * One trusted keydown/keyup per letter, in any script. Playwright's keyboard sends letters
 * outside the US layout (Arabic) as text input without key events, and Radix's type-to-find
 * listens to keydown (the kit's tests do the same: packages/ui/src/select/arabic-keyboard.ts).
 */
async function typeKeys(page: Page, text: string) {
  const cdp = await page.context().newCDPSession(page);
  try {
    for (const key of text) {
      await cdp.send("Input.dispatchKeyEvent", { type: "keyDown", key, text: key });
      await cdp.send("Input.dispatchKeyEvent", { type: "keyUp", key });
    }
  } finally {
    await cdp.detach();
  }
}
