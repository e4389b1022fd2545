import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { ApiError } from "@rawaq/api-client/errors";
import { CONTACT_BODY_MAX_LENGTH } from "@rawaq/domain/contact";
import type { Locale } from "@rawaq/i18n/locales";
import { afterEach, describe, expect, test, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { activateLocale } from "../../i18n/activate-locale.ts";
import { api } from "../../lib/api.ts";
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

describe("the contact form's failed answers (useForm maps them; the page has no catch)", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  async function fillAndSend(texts: {
    name: string;
    email: string;
    subject: string;
    body: string;
    send: string;
  }) {
    await userEvent.fill(page.getByRole("textbox", { name: texts.name }), "Dar Al-Kalima");
    await userEvent.fill(page.getByRole("textbox", { name: texts.email }), "info@example.sa");
    await userEvent.fill(page.getByRole("textbox", { name: texts.subject }), "Booth");
    await userEvent.fill(page.getByRole("textbox", { name: texts.body }), "Hello");
    await userEvent.click(page.getByRole("button", { name: texts.send }));
  }

  test("a 422's field errors land on their fields, focused, the message unsaid, nothing typed lost", async () => {
    const send = vi.spyOn(api, "sendContactMessage").mockRejectedValue(
      new ApiError(422, "The given data was invalid.", {
        email: ["This address cannot receive mail."],
      }),
    );
    await renderIn("en");
    await fillAndSend({
      name: "Name",
      email: "Email",
      subject: "Subject",
      body: "Message",
      send: "Send",
    });

    const email = page.getByRole("textbox", { name: "Email" });
    await expect.element(email).toHaveAccessibleDescription("This address cannot receive mail.");
    await expect.element(email).toHaveFocus();
    expect(send).toHaveBeenCalledOnce();
    expect(document.body.textContent).not.toContain("The given data was invalid.");
    await expect.element(page.getByRole("textbox", { name: "Message" })).toHaveValue("Hello");
  });

  test("no answer says the app's sentence in the page's language", async () => {
    vi.spyOn(api, "sendContactMessage").mockRejectedValue(new ApiError(0, "Failed to fetch"));
    await renderIn("ar");
    await fillAndSend({
      name: "الاسم",
      email: "البريد الإلكتروني",
      subject: "الموضوع",
      body: "الرسالة",
      send: "إرسال",
    });

    await expect
      .element(page.getByText("حدث خطأ غير متوقع. يُرجى المحاولة لاحقًا."))
      .toBeInTheDocument();
    await expect.element(page.getByRole("textbox", { name: "الموضوع" })).toHaveValue("Booth");
  });
});
