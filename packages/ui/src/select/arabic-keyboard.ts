import { cdp } from "vitest/browser";

/**
 * Test helper: types text as an Arabic keyboard layout does, one trusted keydown/keyup per
 * letter. NOTE: Playwright's keyboard sends characters outside the US layout as text input
 * only, without key events, and Radix's type-to-find listens to keydown.
 */
export async function typeWithArabicKeyboard(text: string) {
  for (const key of text) {
    await cdp().send("Input.dispatchKeyEvent", { type: "keyDown", key, text: key });
    await cdp().send("Input.dispatchKeyEvent", { type: "keyUp", key });
  }
}
