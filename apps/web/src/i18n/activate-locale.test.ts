import { i18n } from "@lingui/core";
import { afterAll, describe, expect, test } from "vitest";
import { activateLocale } from "./activate-locale.ts";

/** The digits of a text, of any numbering system, in order (separators dropped). */
function digitsOf(text: string): string {
  return text.replace(/[^0-9\u0660-\u0669\u06f0-\u06f9]/g, "");
}

describe("activateLocale", () => {
  afterAll(async () => {
    await activateLocale("ar");
  });

  // Lingui fills `#` with Intl.NumberFormat(locale): with a bare "ar", browsers before CLDR 46
  // write ١٢٣٤. The characters are asserted, not a runtime's formatting of them.
  test("numbers inside Arabic ICU messages are written in Latin digits", async () => {
    await activateLocale("ar");

    expect(i18n.locales).toBe("ar-u-nu-latn");
    for (const seconds of [3, 11, 1234567]) {
      const text = i18n._("api.too_many_requests_seconds", { seconds });
      expect(digitsOf(text)).toBe(String(seconds));
      expect(text).toMatch(/[\u0600-\u06ff]/); // the Arabic entry, not the English fallback
    }
    expect(i18n._("api.too_many_requests_seconds", { seconds: 2 })).toContain("ثانيتين");
  });

  test("English keeps its own locale", async () => {
    await activateLocale("en");

    expect(i18n._("api.too_many_requests_seconds", { seconds: 1234 })).toBe(
      "Too many attempts. Please try again in 1,234 seconds.",
    );
  });
});
