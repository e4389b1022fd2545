import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { CONTACT_BODY_MAX_LENGTH } from "@rawaq/domain/contact";
import type { Locale } from "@rawaq/i18n/locales";
import { describe, expect, test } from "vitest";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { activateLocale } from "../../i18n/activate-locale.ts";
import { ContactPage } from "./contact-page.tsx";

async function renderIn(locale: Locale) {
  await activateLocale(locale);
  return render(
    <I18nProvider i18n={i18n}>
      <ContactPage />
    </I18nProvider>,
  );
}

/** The counter the message field names in its aria-describedby. */
function counterOf(field: Element) {
  const ids = field.getAttribute("aria-describedby")?.split(" ") ?? [];
  return ids
    .map((id) => document.getElementById(id))
    .find((element) => element?.dataset.slot === "field-counter");
}

describe("the contact form's message", () => {
  // Issue 26: the limit was said only by an error after sending.
  test("shows its length against the API's limit while typing, tied to the field", async () => {
    const screen = await renderIn("en");
    const body = screen.getByRole("textbox", { name: "Message" });

    expect(counterOf(body.element())?.textContent).toBe("0 / 5,000 characters");
    await userEvent.type(body, "Hello");
    expect(counterOf(body.element())?.textContent).toBe("5 / 5,000 characters");

    await userEvent.fill(body, "x".repeat(CONTACT_BODY_MAX_LENGTH + 1));
    const counter = counterOf(body.element())!;
    expect(counter.textContent).toBe("5,001 / 5,000 characters");
    expect(counter.dataset.state).toBe("over");
  });

  test("says it in Arabic with Latin digits", async () => {
    await renderIn("ar");
    const body = page.getByRole("textbox", { name: "الرسالة" });
    await userEvent.fill(body, "x".repeat(1250));
    expect(counterOf(body.element())?.textContent).toBe("1,250 / 5,000 حرف");
  });
});
