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
  test("is a native date input named by its label", async () => {
    await render(<DateField label="Expiry date" />);

    expect(dateInput()).toHaveAttribute("type", "date");
    expect(dateInput()).toHaveAccessibleName("Expiry date");
  });

  test("keeps the Latin-digit ISO value under dir=rtl, with the input dir=ltr", async () => {
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
    expect(dateInput()).toHaveAttribute("dir", "ltr");

    await userEvent.fill(dateInput(), "2027-01-09");

    expect(dateInput().value).toBe("2027-01-09");
    expect(onChange).toHaveBeenLastCalledWith("2027-01-09");
    expect(dateInput().valueAsDate?.toISOString().slice(0, 10)).toBe("2027-01-09");
  });

  test("passes min and max to the input, which flags dates outside them", async () => {
    await render(
      <DateField label="Issue date" min="2020-01-01" max="2026-12-31" defaultValue="2019-05-01" />,
    );

    expect(dateInput()).toHaveAttribute("min", "2020-01-01");
    expect(dateInput()).toHaveAttribute("max", "2026-12-31");
    expect(dateInput().validity.rangeUnderflow).toBe(true);
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
