import { useState } from "react";
import { describe, expect, test, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { DateField } from "./date-field.tsx";

function dateInput() {
  return document.querySelector<HTMLInputElement>(
    '[data-slot="date-field-input"]',
  ) as HTMLInputElement;
}

describe("DateField", () => {
  test("is a text input named by its label, never the browser's date control", async () => {
    // Issue 26: the browser's own control drew "mm/dd/yyyy" on Arabic pages.
    await render(
      <div dir="rtl" lang="ar">
        <DateField label="تاريخ الانتهاء" placeholder={"سنة\u200e-\u200eشهر\u200e-\u200eيوم"} />
      </div>,
    );

    expect(dateInput()).toHaveAttribute("type", "text");
    expect(dateInput()).toHaveAccessibleName("تاريخ الانتهاء");
    expect(dateInput()).toHaveAttribute("placeholder", "سنة\u200e-\u200eشهر\u200e-\u200eيوم");
    expect(dateInput()).toHaveAttribute("dir", "ltr");
  });

  test("keeps the Latin-digit ISO value; Arabic-Indic digits and other separators become it", async () => {
    const onChange = vi.fn();
    function Controlled() {
      const [value, setValue] = useState("2026-03-15");
      return (
        <div dir="rtl" lang="ar">
          <DateField
            label="تاريخ الانتهاء"
            value={value}
            onChange={(event) => {
              onChange(event.target.value);
              setValue(event.target.value);
            }}
          />
        </div>
      );
    }
    await render(<Controlled />);

    expect(dateInput().value).toBe("2026-03-15");

    await userEvent.fill(dateInput(), "2027-01-09");
    expect(onChange).toHaveBeenLastCalledWith("2027-01-09");

    await userEvent.clear(dateInput());
    await userEvent.type(dateInput(), "٢٠٢٧/٠١.٠٩");
    expect(dateInput().value).toBe("2027-01-09");
    expect(onChange).toHaveBeenLastCalledWith("2027-01-09");
  });

  test("the error is tied to the input and the field is invalid", async () => {
    await render(
      <DateField
        label="Date of birth"
        hint="As on your ID."
        error="The field date of birth is required."
      />,
    );

    expect(dateInput()).toHaveAttribute("aria-invalid", "true");
    expect(dateInput()).toHaveAccessibleDescription(
      "As on your ID. The field date of birth is required.",
    );
    expect(dateInput().closest('[data-slot="date-field"]')).toHaveAttribute(
      "data-state",
      "invalid",
    );
  });

  test("required and disabled reach the input", async () => {
    await render(<DateField label="Date" required disabled />);

    expect(dateInput()).toBeRequired();
    expect(dateInput()).toBeDisabled();
    expect(dateInput().closest('[data-slot="date-field"]')).toHaveAttribute(
      "data-state",
      "disabled",
    );
  });

  test("the label stays at the inline start of the page under dir=rtl", async () => {
    await render(
      <div dir="rtl" style={{ width: 320 }}>
        <DateField label="التاريخ" />
      </div>,
    );
    const box = dateInput().getBoundingClientRect();
    const label = page.getByText("التاريخ").element().getBoundingClientRect();

    expect(Math.abs(label.right - box.right)).toBeLessThan(2);
  });
});
