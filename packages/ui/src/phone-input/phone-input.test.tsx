import axe from "axe-core";
import { useState } from "react";
import { afterEach, describe, expect, test, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import type { Locator } from "vitest/browser";
import { render } from "vitest-browser-react";
import { PHONE_INPUT_ERRORS, PHONE_INPUT_LIMITS } from "./constants.ts";
import { allowedCountries, guessCountry } from "./countries.ts";
import { PhoneInput } from "./phone-input.tsx";
import type { PhoneInputChange, PhoneInputProps } from "./phone-input.tsx";

async function renderPhone(props: Partial<PhoneInputProps> = {}, dir: "ltr" | "rtl" = "ltr") {
  const onChange = vi.fn<(change: PhoneInputChange) => void>();
  const onError = vi.fn();
  const screen = await render(
    <div dir={dir} className="w-96 p-4">
      <PhoneInput
        defaultCountry="SA"
        locale="en"
        onChange={onChange}
        onError={onError}
        {...props}
      />
    </div>,
  );
  const input = page.getByRole("textbox", { name: "Phone number" });
  const combobox = page.getByRole("combobox", { name: /^Country/ });
  return { screen, input, combobox, onChange, onError };
}

function element(locator: Locator): HTMLInputElement {
  return locator.element() as HTMLInputElement;
}

/** Puts the caret at `position` (no click: a click lands wherever the text is drawn). */
function placeCaret(locator: Locator, position: number) {
  const input = element(locator);
  input.focus();
  input.setSelectionRange(position, position);
}

async function typeAtEnd(locator: Locator, text: string) {
  placeCaret(locator, element(locator).value.length);
  await userEvent.keyboard(text);
}

function paste(locator: Locator, text: string) {
  const input = element(locator);
  input.focus();
  const clipboardData = new DataTransfer();
  clipboardData.setData("text/plain", text);
  input.dispatchEvent(
    new ClipboardEvent("paste", { clipboardData, bubbles: true, cancelable: true }),
  );
}

function lastChange(onChange: { mock: { calls: [PhoneInputChange][] } }) {
  return onChange.mock.calls.at(-1)?.[0];
}

function options() {
  return [...document.querySelectorAll<HTMLElement>('[role="option"]')];
}

afterEach(() => {
  vi.useRealTimers();
});

describe("PhoneInput: the field", () => {
  test("is a labelled tel input named telephone, maxlength 25, with the spec's placeholder", async () => {
    const { input } = await renderPhone();

    await expect.element(input).toHaveAttribute("type", "tel");
    await expect.element(input).toHaveAttribute("name", "telephone");
    await expect.element(input).toHaveAttribute("maxlength", "25");
    await expect.element(input).toHaveAttribute("placeholder", "Enter a phone number");
    await expect.element(input).toHaveAttribute("dir", "ltr");
    expect(PHONE_INPUT_LIMITS.maxInputLength).toBe(25);
  });

  test("name, type, placeholder and label can be replaced", async () => {
    await render(
      <PhoneInput
        defaultCountry="SA"
        label="رقم الجوال"
        placeholder="أدخل رقم الهاتف"
        name="phone"
        type="text"
      />,
    );
    const input = page.getByLabelText("رقم الجوال");

    await expect.element(input).toHaveAttribute("name", "phone");
    await expect.element(input).toHaveAttribute("type", "text");
    await expect.element(input).toHaveAttribute("placeholder", "أدخل رقم الهاتف");
  });

  test("required: the input says so, and the label shows the kit's star like every field", async () => {
    await renderPhone({ required: true });

    // The star is for the eye only: the accessible name stays the label's text.
    await expect
      .element(page.getByRole("textbox", { name: "Phone number", exact: true }))
      .toBeRequired();
    expect(document.querySelector('[data-slot="field-required-marker"]')?.textContent).toBe("*");
  });

  test("error text is shown and tied to the input with aria-describedby", async () => {
    const { input } = await renderPhone({ error: "Enter a valid number" });
    const describedBy = element(input).getAttribute("aria-describedby");

    expect(describedBy).toBeTruthy();
    expect(document.getElementById(describedBy ?? "")?.textContent).toBe("Enter a valid number");
    await expect.element(input).toHaveAttribute("aria-invalid", "true");
    await expect.element(input).toHaveAccessibleDescription("Enter a valid number");
  });

  test("disabled disables the number and the country button", async () => {
    const { input, combobox } = await renderPhone({ disabled: true });

    await expect.element(input).toBeDisabled();
    await expect.element(combobox).toBeDisabled();
  });
});

describe("PhoneInput: validation", () => {
  test("a Saudi mobile typed nationally is valid and emitted as E.164", async () => {
    const { input, onChange } = await renderPhone();

    await typeAtEnd(input, "0501234567");

    await expect.element(input).toHaveValue("050 123 4567");
    expect(lastChange(onChange)).toEqual({
      e164: "+966501234567",
      country: "SA",
      isValid: true,
      formatted: "050 123 4567",
      raw: "050 123 4567",
    });
    expect(element(input).closest('[data-slot="phone-input"]')).toHaveAttribute(
      "data-state",
      "valid",
    );
  });

  test("a number of a possible length that matches no Saudi range is invalid", async () => {
    const { input, onChange } = await renderPhone();

    await typeAtEnd(input, "0212345678");

    expect(lastChange(onChange)).toMatchObject({ isValid: false, country: "SA" });
    expect(element(input).closest('[data-slot="phone-input"]')).toHaveAttribute(
      "data-state",
      "invalid",
    );
  });

  test("full metadata: a UAE number of a possible length but no real range is invalid", async () => {
    const { input, onChange } = await renderPhone();

    // Valid with libphonenumber's `min` metadata (length only), invalid with `max`.
    paste(input, "+971 90 123 4567");

    await expect.poll(() => lastChange(onChange)?.isValid).toBe(false);
    expect(lastChange(onChange)?.country).toBe("AE");
  });

  test("nothing is a number below 2 national digits", async () => {
    const { input, onChange } = await renderPhone();

    await typeAtEnd(input, "05");
    expect(lastChange(onChange)?.e164).toBe("");
    await userEvent.keyboard("0");
    expect(lastChange(onChange)?.e164).toBe("+96650");
    expect(PHONE_INPUT_LIMITS.minDigits).toBe(2);
  });

  test("the national number stops at 17 digits", async () => {
    const { input, onChange } = await renderPhone();

    await typeAtEnd(input, "+96612345678901234567890");

    expect(lastChange(onChange)?.e164).toBe("+96612345678901234567");
    expect(element(input).value.replace(/\D/g, "")).toBe("96612345678901234567");
    expect(PHONE_INPUT_LIMITS.maxNationalDigits).toBe(17);
  });

  test("an extension of up to 20 digits is accepted, a longer one makes the number invalid", async () => {
    const twenty = "12345678901234567890";
    await renderPhone({ defaultValue: `+966501234567 ext. ${twenty}` });
    const field = () => document.querySelector('[data-slot="phone-input"]');
    expect(field()).toHaveAttribute("data-state", "valid");
    expect((document.querySelector("input") as HTMLInputElement).value).toBe(
      `+966 50 123 4567 ext. ${twenty}`,
    );

    document.body.replaceChildren();
    await renderPhone({ defaultValue: `+966501234567 ext. ${twenty}1` });
    expect(field()).toHaveAttribute("data-state", "invalid");
    expect(PHONE_INPUT_LIMITS.maxExtensionDigits).toBe(20);
  });

  test("a pasted text is searched for a number in its first 250 characters only", async () => {
    const { input, onChange } = await renderPhone();

    paste(input, `${"x".repeat(251)} +971501234567`);
    expect(onChange).not.toHaveBeenCalled();
    await expect.element(input).toHaveValue("");

    paste(input, `${"x".repeat(230)} +971501234567`);
    await expect.element(input).toHaveValue("+971 50 123 4567");
    expect(PHONE_INPUT_LIMITS.maxExtractedLength).toBe(250);
  });

  test("paste respects the 25-character maxlength", async () => {
    const { input } = await renderPhone({ autoFormat: false });

    paste(input, "0501234567 0501234567 0501234567");

    expect(element(input).value.length).toBeLessThanOrEqual(25);
  });

  test("validCharactersOnly refuses letters and keeps digits, spaces, ( ) + -", async () => {
    const { input, onChange } = await renderPhone({ validCharactersOnly: true, autoFormat: false });

    await typeAtEnd(input, "(050) 123-4567");
    await expect.element(input).toHaveValue("(050) 123-4567");
    const calls = onChange.mock.calls.length;
    await userEvent.keyboard("a");
    await expect.element(input).toHaveValue("(050) 123-4567");
    expect(onChange).toHaveBeenCalledTimes(calls);
  });

  test("without validCharactersOnly an extension can be typed", async () => {
    const { input, onChange } = await renderPhone();

    await typeAtEnd(input, "0501234567 x12");

    expect(lastChange(onChange)).toMatchObject({ isValid: true, raw: "050 123 4567 x12" });
    expect(lastChange(onChange)?.formatted).toBe("050 123 4567 ext. 12");
  });

  test("rfc3966 carries a valid number's extension as ;ext=", async () => {
    const { input, onChange } = await renderPhone({ mode: "rfc3966" });

    await typeAtEnd(input, "0501234567 x12");

    await expect.element(input).toHaveValue("tel:+966501234567 x12");
    expect(lastChange(onChange)?.formatted).toBe("tel:+966501234567;ext=12");
  });

  test("customValidate refuses a change its pattern does not match", async () => {
    const { input } = await renderPhone({ customValidate: /^[0-9 ]*$/ });

    await typeAtEnd(input, "+050");

    await expect.element(input).toHaveValue("050");
  });

  test("customValidate judges what the user typed, not the field's formatting", async () => {
    // A digits-only pattern with the default auto-format: the field adds spaces as it formats,
    // and the user must still be able to type the whole number digit by digit.
    const { input, onChange } = await renderPhone({ customValidate: /^\d*$/ });

    await typeAtEnd(input, "0501234567");

    await expect.element(input).toHaveValue("050 123 4567");
    expect(lastChange(onChange)).toMatchObject({ e164: "+966501234567", isValid: true });
  });

  test("customValidate still refuses what the user typed against it, anywhere in the number", async () => {
    // At most ten typed digits: an eleventh is refused, a letter is refused, a deleted digit
    // makes room again.
    const { input } = await renderPhone({ customValidate: /^\d{0,10}$/ });

    await typeAtEnd(input, "05012345678");
    await expect.element(input).toHaveValue("050 123 4567");

    placeCaret(input, 3);
    await userEvent.keyboard("x");
    await expect.element(input).toHaveValue("050 123 4567");

    await userEvent.keyboard("{Backspace}");
    await expect.element(input).toHaveValue("051 234 567");
    await typeAtEnd(input, "8");
    await expect.element(input).toHaveValue("051 234 5678");
  });

  test("an international number can be typed under a pattern for + and digits", async () => {
    const { input, onChange } = await renderPhone({ customValidate: /^\+?\d*$/ });

    await typeAtEnd(input, "+971501234567");

    await expect.element(input).toHaveValue("+971 50 123 4567");
    expect(lastChange(onChange)).toMatchObject({ country: "AE", isValid: true });
  });
});

describe("PhoneInput: countries allowed", () => {
  test("the allow-list limits the list and makes other countries' numbers invalid", async () => {
    const { input, combobox, onChange } = await renderPhone({ onlyCountries: ["SA", "AE", "KW"] });

    await userEvent.click(combobox);
    expect(options().map((option) => option.dataset["code"])).toEqual(["KW", "SA", "AE"]);
    await userEvent.keyboard("{Escape}");

    paste(input, "+20 100 123 4567");
    await expect.poll(() => lastChange(onChange)).toMatchObject({ isValid: false, country: "SA" });

    paste(input, "+971 50 123 4567");
    await expect.poll(() => lastChange(onChange)).toMatchObject({ isValid: true, country: "AE" });
  });

  test("the ignore-list hides a country and makes its numbers invalid", async () => {
    const { input, combobox, onChange } = await renderPhone({ ignoredCountries: ["AE"] });

    await userEvent.click(combobox);
    const codes = options().map((option) => option.dataset["code"]);
    expect(codes).not.toContain("AE");
    expect(codes).toContain("SA");
    await userEvent.keyboard("{Escape}");

    paste(input, "+971501234567");
    await expect.poll(() => lastChange(onChange)).toMatchObject({ isValid: false, country: "SA" });
  });

  test("about 240 countries are listed", async () => {
    const { combobox } = await renderPhone();

    await userEvent.click(combobox);

    expect(options().length).toBeGreaterThanOrEqual(240);
  });
});

describe("PhoneInput: display modes", () => {
  const cases = [
    ["auto", "+966501234567", "+966 50 123 4567"],
    ["auto", "0501234567", "050 123 4567"],
    ["national", "+966501234567", "050 123 4567"],
    ["international", "0501234567", "+966 50 123 4567"],
    ["e.164", "0501234567", "+966501234567"],
    ["rfc3966", "0501234567", "tel:+966501234567"],
    ["idd", "+971501234567", "00 971 50 123 4567"],
    ["idd", "+966501234567", "050 123 4567"],
    ["no-such-mode", "0501234567", "+966 50 123 4567"],
  ] as const;

  for (const [mode, typed, shown] of cases) {
    test(`${mode}: ${typed} shows ${shown}`, async () => {
      const { input, onChange } = await renderPhone({ mode: mode as PhoneInputProps["mode"] });

      await typeAtEnd(input, typed);

      await expect.element(input).toHaveValue(shown);
      expect(lastChange(onChange)?.formatted).toBe(shown);
    });
  }

  test("auto follows what was typed: + stays international, national stays national", async () => {
    const { input } = await renderPhone();

    await typeAtEnd(input, "+9665012");
    await expect.element(input).toHaveValue("+966 50 12");
  });

  test("e.164 stays compact while the number is incomplete", async () => {
    const { input } = await renderPhone({ mode: "e.164" });

    await typeAtEnd(input, "+966 50 12");
    await expect.element(input).toHaveValue("+9665012");
  });

  test("a controlled E.164 value is shown in the display mode", async () => {
    await renderPhone({ value: "+966501234567", mode: "national" });

    await expect.element(page.getByRole("textbox")).toHaveValue("050 123 4567");
  });

  test("autoFormat={false} leaves the text as typed", async () => {
    const { input, onChange } = await renderPhone({ autoFormat: false });

    await typeAtEnd(input, "0501234567");

    await expect.element(input).toHaveValue("0501234567");
    expect(lastChange(onChange)?.isValid).toBe(true);
  });
});

describe("PhoneInput: paste, digits and country switching", () => {
  test("a pasted +971 number switches the country to the UAE", async () => {
    const { input, combobox, onChange } = await renderPhone();

    paste(input, "+971 50 123 4567");

    await expect.element(combobox).toHaveAccessibleName(/United Arab Emirates/);
    await expect.element(input).toHaveValue("+971 50 123 4567");
    expect(lastChange(onChange)).toMatchObject({
      e164: "+971501234567",
      country: "AE",
      isValid: true,
    });
  });

  test("a pasted 00971 number switches the country too", async () => {
    const { input, combobox } = await renderPhone();

    paste(input, "00971501234567");

    await expect.element(combobox).toHaveAccessibleName(/United Arab Emirates/);
    await expect.element(input).toHaveValue("+971 50 123 4567");
  });

  test("a number is found inside pasted text", async () => {
    const { input, onChange } = await renderPhone();

    paste(input, "Call me on +971-50-123-4567, thanks");

    await expect.poll(() => lastChange(onChange)?.e164).toBe("+971501234567");
  });

  test("typing + and a calling code switches the country", async () => {
    const { input, combobox } = await renderPhone();

    await typeAtEnd(input, "+965");

    await expect.element(combobox).toHaveAccessibleName(/Kuwait/);
  });

  test("a shared calling code keeps a chosen country that has it (+1 in Canada)", async () => {
    const { input, combobox } = await renderPhone({ defaultCountry: "CA" });

    await typeAtEnd(input, "+1");

    await expect.element(combobox).toHaveAccessibleName(/Canada/);
  });

  test("Arabic-Indic digits are typed as Latin digits", async () => {
    const { input, onChange } = await renderPhone();

    await typeAtEnd(input, "٠٥٠١٢٣٤٥٦٧");

    await expect.element(input).toHaveValue("050 123 4567");
    expect(lastChange(onChange)?.isValid).toBe(true);
  });

  test("Persian digits are typed as Latin digits", async () => {
    const { input } = await renderPhone();

    await typeAtEnd(input, "۰۵۰۱۲۳۴۵۶۷");

    await expect.element(input).toHaveValue("050 123 4567");
  });

  test("pasted Arabic-Indic digits are normalised and switch the country", async () => {
    const { input, combobox } = await renderPhone();

    paste(input, "+٩٧١ ٥٠ ١٢٣ ٤٥٦٧");

    await expect.element(input).toHaveValue("+971 50 123 4567");
    await expect.element(combobox).toHaveAccessibleName(/United Arab Emirates/);
  });

  test("an unknown calling code is reported, marked invalid and kept as typed", async () => {
    const { input, onChange, onError } = await renderPhone();

    await typeAtEnd(input, "+99912");

    expect(onError).toHaveBeenCalledExactlyOnceWith("Unknown calling code");
    await expect.element(input).toHaveAttribute("aria-invalid", "true");
    await expect.element(input).toHaveValue("+99912");
    expect(lastChange(onChange)).toMatchObject({ isValid: false, e164: "" });
  });

  test("a pasted unknown calling code is reported", async () => {
    const { input, onError } = await renderPhone();

    paste(input, "+999 123 456");

    await expect.poll(() => onError.mock.calls).toEqual([[PHONE_INPUT_ERRORS.unknownCallingCode]]);
  });

  test("choosing a country keeps the national digits under the new calling code", async () => {
    const { input, combobox, onChange } = await renderPhone();
    paste(input, "+966501234567");

    await userEvent.click(combobox);
    await userEvent.click(page.getByRole("option", { name: /United Arab Emirates/ }));

    await expect.element(input).toHaveValue("+971 50 123 4567");
    expect(lastChange(onChange)).toMatchObject({ country: "AE", isValid: true });
    expect(document.activeElement).toBe(element(input));
  });
});

describe("PhoneInput: caret", () => {
  test("stays after the inserted digit when formatting moves spaces (dir=rtl)", async () => {
    const { input } = await renderPhone({ defaultValue: "0501234567" }, "rtl");
    await expect.element(input).toHaveValue("050 123 4567");

    // Delete the 1 of "050 1|23 4567": the digits after it shift left past a space.
    placeCaret(input, 5);
    await userEvent.keyboard("{Backspace}");
    await expect.element(input).toHaveValue("050 234 567");
    expect(element(input).selectionStart).toBe(3);

    // Type 9 there: "050|" → "050 9|23 4567".
    await userEvent.keyboard("9");
    await expect.element(input).toHaveValue("050 923 4567");
    expect(element(input).selectionStart).toBe(5);
  });

  test("inserting in the middle keeps the caret after the new digit", async () => {
    const { input } = await renderPhone({ defaultValue: "050123567" }, "rtl");
    await expect.element(input).toHaveValue("050 123 567");

    placeCaret(input, 7);
    await userEvent.keyboard("4");

    await expect.element(input).toHaveValue("050 123 4567");
    expect(element(input).selectionStart).toBe(9);
  });

  test("backspace just after a space deletes the digit before it", async () => {
    const { input } = await renderPhone({ defaultValue: "0501234567" }, "rtl");

    placeCaret(input, 4);
    await userEvent.keyboard("{Backspace}");

    await expect.element(input).toHaveValue("051 234 567");
    expect(element(input).selectionStart).toBe(2);
  });

  test("delete just before a space deletes the digit after it", async () => {
    const { input } = await renderPhone({ defaultValue: "0501234567" });

    placeCaret(input, 3);
    await userEvent.keyboard("{Delete}");

    await expect.element(input).toHaveValue("050 234 567");
    expect(element(input).selectionStart).toBe(3);
  });

  test("typing at the end keeps the caret at the end", async () => {
    const { input } = await renderPhone({}, "rtl");

    await typeAtEnd(input, "05012");

    expect(element(input).selectionStart).toBe(element(input).value.length);
  });
});

describe("PhoneInput: country list", () => {
  test("is a combobox controlling a listbox of options; the selected one is active", async () => {
    const { combobox } = await renderPhone();

    await expect.element(combobox).toHaveAttribute("aria-expanded", "false");
    await expect.element(combobox).toHaveAttribute("aria-haspopup", "listbox");
    await userEvent.click(combobox);

    await expect.element(combobox).toHaveAttribute("aria-expanded", "true");
    const listbox = page.getByRole("listbox");
    await expect.element(listbox).toBeVisible();
    expect(element(combobox).getAttribute("aria-controls")).toBe(listbox.element().id);
    const active = element(combobox).getAttribute("aria-activedescendant") ?? "";
    expect(document.getElementById(active)).toHaveAccessibleName(/Saudi Arabia/);
    await expect
      .element(page.getByRole("option", { name: /Saudi Arabia/ }))
      .toHaveAttribute("aria-selected", "true");
  });

  test("arrow keys, Home and End move; Enter chooses and focuses the number", async () => {
    const { combobox, input, onChange } = await renderPhone();
    element(combobox).focus();

    await userEvent.keyboard("{ArrowDown}");
    await expect.element(combobox).toHaveAttribute("aria-expanded", "true");
    const activeName = () =>
      document
        .getElementById(element(combobox).getAttribute("aria-activedescendant") ?? "")
        ?.getAttribute("data-code");
    expect(activeName()).toBe("SA");

    await userEvent.keyboard("{ArrowDown}");
    const next = activeName();
    expect(next).not.toBe("SA");
    await userEvent.keyboard("{ArrowUp}");
    expect(activeName()).toBe("SA");
    await userEvent.keyboard("{Home}");
    expect(activeName()).toBe(options()[0]?.dataset["code"]);
    await userEvent.keyboard("{End}");
    expect(activeName()).toBe(options().at(-1)?.dataset["code"]);

    await userEvent.keyboard("{Home}{Enter}");
    await expect.element(combobox).toHaveAttribute("aria-expanded", "false");
    expect(lastChange(onChange)?.country).toBe("AF");
    expect(document.activeElement).toBe(element(input));
  });

  test("Space chooses the active option", async () => {
    const { combobox, onChange } = await renderPhone();
    element(combobox).focus();

    await userEvent.keyboard("{Enter}{ArrowDown} ");

    await expect.element(combobox).toHaveAttribute("aria-expanded", "false");
    expect(lastChange(onChange)?.country).not.toBe("SA");
  });

  test("Escape closes and returns focus to the country button", async () => {
    const { combobox, onChange } = await renderPhone();

    await userEvent.click(combobox);
    await userEvent.keyboard("{ArrowDown}{Escape}");

    await expect.element(combobox).toHaveAttribute("aria-expanded", "false");
    expect(document.activeElement).toBe(combobox.element());
    expect(onChange).not.toHaveBeenCalled();
  });

  test("a click outside closes the list", async () => {
    const { combobox, input } = await renderPhone();

    await userEvent.click(combobox);
    await userEvent.click(input);

    await expect.element(combobox).toHaveAttribute("aria-expanded", "false");
  });

  test("type-to-find accumulates letters and forgets them after 700 ms", async () => {
    const { combobox } = await renderPhone();
    await userEvent.click(combobox);
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const active = () =>
      document
        .getElementById(element(combobox).getAttribute("aria-activedescendant") ?? "")
        ?.getAttribute("data-code");

    await userEvent.keyboard("sw");
    expect(active()).toBe("SE"); // Sweden
    vi.advanceTimersByTime(PHONE_INPUT_LIMITS.typeToFindResetMs - 1);
    await userEvent.keyboard("i");
    expect(active()).toBe("CH"); // "swi": Switzerland

    vi.advanceTimersByTime(PHONE_INPUT_LIMITS.typeToFindResetMs);
    await userEvent.keyboard("i");
    expect(active()).toBe("IS"); // a fresh "i": Iceland
    expect(PHONE_INPUT_LIMITS.typeToFindResetMs).toBe(700);
  });

  test("typing a calling code finds its country", async () => {
    const { combobox } = await renderPhone();
    await userEvent.click(combobox);

    await userEvent.keyboard("971");

    const id = element(combobox).getAttribute("aria-activedescendant") ?? "";
    expect(document.getElementById(id)?.dataset["code"]).toBe("AE");
  });

  test("opens below with room, above when less than 200 px remain under the field", async () => {
    const { combobox } = await renderPhone();
    const popup = () => document.querySelector('[data-slot="phone-input-popup"]');

    await userEvent.click(combobox);
    expect(popup()).toHaveAttribute("data-side", "bottom");
    await userEvent.keyboard("{Escape}");

    // Push the field down until 199 px remain below it, then 200 px.
    const field = document.querySelector('[data-slot="phone-input-field"]') as HTMLElement;
    const spacer = document.createElement("div");
    field.closest("div.w-96")?.prepend(spacer);
    const place = (below: number) => {
      spacer.style.height = "0px";
      const bottom = field.getBoundingClientRect().bottom;
      spacer.style.height = `${window.innerHeight - below - bottom}px`;
    };

    place(199);
    await userEvent.click(combobox);
    expect(popup()).toHaveAttribute("data-side", "top");
    const list = page.getByRole("listbox").element().getBoundingClientRect();
    expect(list.bottom).toBeLessThanOrEqual(field.getBoundingClientRect().top);
    await userEvent.keyboard("{Escape}");

    place(200);
    await userEvent.click(combobox);
    expect(popup()).toHaveAttribute("data-side", "bottom");
    expect(PHONE_INPUT_LIMITS.minSpaceBelowPx).toBe(200);
  });

  test("the search box is hidden by default", async () => {
    const { combobox } = await renderPhone();

    await userEvent.click(combobox);

    expect(document.querySelector('[data-slot="phone-input-search"]')).toBeNull();
  });

  test("showSearchBox filters by name, ISO code or calling code", async () => {
    const { combobox, onChange } = await renderPhone({ showSearchBox: true });
    await userEvent.click(combobox);
    const search = page.getByRole("combobox", { name: "Search countries" });
    await expect.element(search).toHaveFocus();

    await userEvent.keyboard("emir");
    expect(options().map((option) => option.dataset["code"])).toEqual(["AE"]);
    await userEvent.fill(search, "+965");
    expect(options().map((option) => option.dataset["code"])).toEqual(["KW"]);
    await userEvent.fill(search, "zzz");
    await expect.element(page.getByRole("status")).toHaveTextContent("No country found");

    await userEvent.fill(search, "kuw");
    await userEvent.keyboard("{Enter}");
    expect(lastChange(onChange)?.country).toBe("KW");
  });

  test("names come in the UI locale (the product's own names), sorted by its collation", async () => {
    await renderPhone({ locale: "ar", countryLabel: "الدولة" });
    const combobox = page.getByRole("combobox", { name: /^الدولة/ });

    await expect.element(combobox).toHaveAccessibleName(/السعودية/);
    await userEvent.click(combobox);
    const names = options().map((option) => option.textContent?.replace(/\+\d+$/, "") ?? "");
    expect(names).toContain("الإمارات العربية المتحدة");
    expect(names).toEqual([...names].sort(new Intl.Collator("ar").compare));
  });

  test("dial codes appear in the list only, never beside the number", async () => {
    const { combobox } = await renderPhone();

    expect(element(combobox).textContent).not.toContain("+966");
    expect(document.querySelector('[data-slot="phone-input-field"]')?.textContent).toBe("");
    await userEvent.click(combobox);
    const option = page.getByRole("option", { name: /Saudi Arabia/ });
    await expect.element(option).toBeVisible();
    expect(option.element().textContent).toBe("Saudi Arabia+966");
  });

  test("flags are SVG images, not emoji, loaded only for rows in view", async () => {
    const { combobox } = await renderPhone();
    const selectedFlag = element(combobox).querySelector("img");

    await expect
      .poll(() => selectedFlag?.getAttribute("src") ?? "")
      .toMatch(/^data:image\/svg\+xml,/);
    expect(element(combobox).textContent).not.toMatch(/\p{Regional_Indicator}/u);

    await userEvent.click(combobox);
    const list = page.getByRole("listbox").element().getBoundingClientRect();
    const flagsInView = () =>
      options()
        .filter((option) => {
          const row = option.getBoundingClientRect();
          return row.bottom > list.top && row.top < list.bottom;
        })
        .map((option) => option.querySelector('[data-slot="country-flag"]'));
    await expect
      .poll(() => flagsInView().every((flag) => flag?.getAttribute("data-state") === "ready"))
      .toBe(true);
    expect(flagsInView().length).toBeGreaterThan(5);
    // Rows far from view have not fetched their flag (earlier tests may have cached a few).
    const idle = document.querySelectorAll('[role="option"] [data-state="idle"]');
    expect(idle.length).toBeGreaterThan(100);
  });
});

describe("PhoneInput: RTL", () => {
  test("the country button sits at the inline start and the number aligns to it", async () => {
    for (const dir of ["rtl", "ltr"] as const) {
      const { screen, input, combobox } = await renderPhone({}, dir);
      const button = element(combobox).getBoundingClientRect();
      const field = element(input).getBoundingClientRect();

      if (dir === "rtl") expect(button.left).toBeGreaterThan(field.left);
      else expect(button.right).toBeLessThanOrEqual(field.left);
      await expect.element(input).toHaveAttribute("dir", "ltr");
      // The input is ltr: "end" is its visual right, the field's start in Arabic.
      expect(getComputedStyle(element(input)).textAlign).toBe(dir === "rtl" ? "end" : "start");
      await screen.unmount();
    }
  });

  test("in RTL a typed number still reads ltr, digit by digit", async () => {
    const { input } = await renderPhone({}, "rtl");

    await typeAtEnd(input, "+966501234567");

    await expect.element(input).toHaveValue("+966 50 123 4567");
    expect(getComputedStyle(element(input)).direction).toBe("ltr");
  });
});

describe("PhoneInput: value and default country", () => {
  test("controlled: echoing onChange keeps the text; a new value replaces it", async () => {
    function Controlled() {
      const [value, setValue] = useState("");
      return (
        <>
          <PhoneInput
            defaultCountry="SA"
            value={value}
            onChange={(change) => setValue(change.e164)}
          />
          <output data-testid="value">{value}</output>
          <button type="button" onClick={() => setValue("+971501234567")}>
            set
          </button>
          <button type="button" onClick={() => setValue("")}>
            clear
          </button>
        </>
      );
    }
    await render(<Controlled />);
    const input = page.getByRole("textbox");

    await typeAtEnd(input, "050123");
    await expect.element(input).toHaveValue("050 123");
    await expect.element(page.getByTestId("value")).toHaveTextContent("+96650123");

    await userEvent.click(page.getByRole("button", { name: "set" }));
    await expect.element(input).toHaveValue("+971 50 123 4567");
    await expect.element(page.getByRole("combobox")).toHaveAccessibleName(/United Arab Emirates/);

    await userEvent.click(page.getByRole("button", { name: "clear" }));
    await expect.element(input).toHaveValue("");
  });

  test("an unknown defaultCountry reports 'Unknown country' and falls back to a guess", async () => {
    const { combobox, onError } = await renderPhone({ defaultCountry: "XX" });

    expect(onError).toHaveBeenCalledWith("Unknown country");
    await expect.element(combobox).toHaveAccessibleName(/Country: .+/);
  });

  test("a defaultCountry outside the allow-list is unknown too", async () => {
    const { onError } = await renderPhone({ defaultCountry: "US", onlyCountries: ["SA"] });

    expect(onError).toHaveBeenCalledWith(PHONE_INPUT_ERRORS.unknownCountry);
  });

  test("the default guess is the browser locale's region, then SA", () => {
    const all = allowedCountries(undefined, undefined);

    expect(guessCountry(all, ["ar-EG"])).toBe("EG");
    expect(guessCountry(all, ["ar"])).toBe("EG"); // Intl likely subtags: ar → ar-Arab-EG
    expect(guessCountry(all, ["en-US", "ar-SA"])).toBe("US");
    expect(guessCountry(allowedCountries(["SA", "AE"], undefined), ["en-US", "ar-AE"])).toBe("AE");
    expect(guessCountry(all, [])).toBe("SA");
    expect(guessCountry(all, ["not a locale"])).toBe("SA");
  });

  test("without defaultCountry the browser's locale picks the country", async () => {
    await render(<PhoneInput locale="en" />);
    const region = new Intl.Locale(navigator.languages[0] ?? "en").maximize().region;

    await expect
      .element(page.getByRole("combobox"))
      .toHaveAccessibleName(
        new RegExp(new Intl.DisplayNames(["en"], { type: "region" }).of(region ?? "SA") ?? ""),
      );
  });

  test("detectCountry's answer becomes the country", async () => {
    const detectCountry = vi.fn(() => Promise.resolve("ae"));
    const { combobox } = await renderPhone({ defaultCountry: undefined, detectCountry });

    await expect.element(combobox).toHaveAccessibleName(/United Arab Emirates/);
    expect(detectCountry).toHaveBeenCalledOnce();
  });

  test("no lookup happens without detectCountry, nor when defaultCountry is given", async () => {
    const detectCountry = vi.fn(() => Promise.resolve("AE"));
    const fetchSpy = vi.spyOn(window, "fetch");
    await renderPhone({ defaultCountry: undefined });
    await renderPhone({ defaultCountry: "SA", detectCountry });

    expect(detectCountry).not.toHaveBeenCalled();
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });

  test("a late answer does not override a country the user already chose", async () => {
    let answer: (code: string) => void = () => undefined;
    const detectCountry = () => new Promise<string>((resolve) => (answer = resolve));
    const { combobox } = await renderPhone({ defaultCountry: undefined, detectCountry });

    await userEvent.click(combobox);
    await userEvent.click(page.getByRole("option", { name: /Kuwait/ }));
    answer("AE");

    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect.element(combobox).toHaveAccessibleName(/Kuwait/);
  });

  test("an unknown detected country reports 'Unknown country'", async () => {
    const { onError } = await renderPhone({
      defaultCountry: undefined,
      detectCountry: () => Promise.resolve("XX"),
    });

    await expect.poll(() => onError.mock.calls).toEqual([["Unknown country"]]);
  });

  test("a failed lookup reports 'unable to fetch the country'", async () => {
    const { onError } = await renderPhone({
      defaultCountry: undefined,
      detectCountry: () => Promise.reject(new Error("offline")),
    });

    await expect.poll(() => onError.mock.calls).toEqual([["unable to fetch the country"]]);
  });
});

describe("PhoneInput: accessibility", () => {
  async function violations(container: HTMLElement) {
    const result = await axe.run(container);
    return result.violations.map((violation) => violation.id);
  }

  test("no axe violations with an error, in RTL", async () => {
    const { screen } = await renderPhone(
      { locale: "ar", defaultValue: "+999123", error: "رمز الاتصال الدولي غير معروف" },
      "rtl",
    );

    expect(await violations(screen.container)).toEqual([]);
  });

  test("no axe violations with the list and its search box open", async () => {
    const { screen, combobox } = await renderPhone({ showSearchBox: true });

    await userEvent.click(combobox);

    expect(await violations(screen.container)).toEqual([]);
  });
});
