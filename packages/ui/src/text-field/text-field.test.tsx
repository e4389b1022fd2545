import { useState } from "react";
import { describe, expect, test, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { TextField } from "./text-field.tsx";

describe("TextField", () => {
  test("the label names the input", async () => {
    await render(<TextField label="Email" />);

    await expect.element(page.getByRole("textbox", { name: "Email" })).toBeInTheDocument();
  });

  test("the error is tied to the input with aria-describedby and sets aria-invalid", async () => {
    await render(<TextField label="Email" hint="We never share it." error="Enter an email." />);
    const input = page.getByRole("textbox", { name: "Email" });

    await expect.element(input).toHaveAttribute("aria-invalid", "true");
    await expect.element(input).toHaveAccessibleDescription("We never share it. Enter an email.");
    expect(input.element().closest('[data-slot="text-field"]')).toHaveAttribute(
      "data-state",
      "invalid",
    );
  });

  test("without an error it is idle and not invalid", async () => {
    await render(<TextField label="Email" hint="We never share it." />);
    const input = page.getByRole("textbox", { name: "Email" });

    await expect.element(input).not.toHaveAttribute("aria-invalid");
    await expect.element(input).toHaveAccessibleDescription("We never share it.");
    expect(input.element().closest('[data-slot="text-field"]')).toHaveAttribute(
      "data-state",
      "idle",
    );
  });

  test("keeps ids the caller passed in aria-describedby", async () => {
    await render(
      <>
        <p id="extra">Extra help</p>
        <TextField label="Name" aria-describedby="extra" error="Required" />
      </>,
    );

    await expect
      .element(page.getByRole("textbox", { name: "Name" }))
      .toHaveAccessibleDescription("Required Extra help");
  });

  test("required marks the input required and shows a star hidden from assistive technology", async () => {
    await render(<TextField label="Name" required />);
    const input = page.getByRole("textbox", { name: "Name" });

    await expect.element(input).toBeRequired();
    const marker = document.querySelector('[data-slot="field-required-marker"]');
    expect(marker).toHaveAttribute("aria-hidden", "true");
    expect(marker).toHaveTextContent("*");
  });

  test("disabled wins over invalid in data-state", async () => {
    await render(<TextField label="Name" disabled error="Required" />);
    const input = page.getByRole("textbox", { name: "Name" });

    await expect.element(input).toBeDisabled();
    expect(input.element().closest('[data-slot="text-field"]')).toHaveAttribute(
      "data-state",
      "disabled",
    );
  });

  test("user text is dir=auto and inputMode passes through", async () => {
    await render(<TextField label="Code" inputMode="numeric" />);
    const input = page.getByRole("textbox", { name: "Code" });

    await expect.element(input).toHaveAttribute("dir", "auto");
    await expect.element(input).toHaveAttribute("inputmode", "numeric");
  });

  test('type="number" is a text input with a numeric keyboard, so Arabic digits survive', async () => {
    await render(<TextField label="Quantity" type="number" />);
    const input = page.getByRole("textbox", { name: "Quantity" });

    await expect.element(input).toHaveAttribute("type", "text");
    await expect.element(input).toHaveAttribute("inputmode", "numeric");
    await userEvent.fill(input, "١٢٣");
    await expect.element(input).toHaveValue("١٢٣");
  });

  test("normalizeDigits turns Arabic-Indic and Persian digits into Latin ones as typed", async () => {
    const onChange = vi.fn();
    function Controlled() {
      const [value, setValue] = useState("");
      return (
        <TextField
          label="CR number"
          normalizeDigits
          value={value}
          onChange={(event) => {
            onChange(event.target.value);
            setValue(event.target.value);
          }}
        />
      );
    }
    await render(<Controlled />);
    const input = page.getByRole("textbox", { name: "CR number" });

    await userEvent.type(input, "١٠۲a");

    await expect.element(input).toHaveValue("102a");
    expect(onChange).toHaveBeenLastCalledWith("102a");
  });

  test("normalizeDigits keeps the caret where the user typed", async () => {
    function Controlled() {
      const [value, setValue] = useState("1234");
      return (
        <TextField
          label="Number"
          normalizeDigits
          value={value}
          onChange={(event) => setValue(event.target.value)}
        />
      );
    }
    await render(<Controlled />);
    const input = page.getByRole("textbox", { name: "Number" }).element() as HTMLInputElement;

    input.focus();
    input.setSelectionRange(2, 2);
    await userEvent.keyboard("٥");

    expect(input.value).toBe("12534");
    expect(input.selectionStart).toBe(3);
  });

  test("the end adornment sits at the inline end in both directions", async () => {
    for (const dir of ["rtl", "ltr"] as const) {
      const screen = await render(
        <div dir={dir} style={{ width: 300 }}>
          <TextField label="Price" endAdornment={<span data-testid={`unit-${dir}`}>SAR</span>} />
        </div>,
      );
      const input = screen.getByRole("textbox").element().getBoundingClientRect();
      const unit = page.getByTestId(`unit-${dir}`).element().getBoundingClientRect();
      if (dir === "rtl") expect(unit.right).toBeLessThanOrEqual(input.left + 1);
      else expect(unit.left).toBeGreaterThanOrEqual(input.right - 1);
      await screen.unmount();
    }
  });

  test("the label starts at the inline start under dir=rtl", async () => {
    const screen = await render(
      <div dir="rtl" style={{ width: 300 }}>
        <TextField label="الاسم" />
      </div>,
    );
    const field = screen.getByRole("textbox").element().getBoundingClientRect();
    const label = page.getByText("الاسم").element().getBoundingClientRect();

    expect(Math.abs(label.right - field.right)).toBeLessThan(2);
  });

  test("forwards its ref to the input", async () => {
    let element: HTMLInputElement | null = null;
    await render(<TextField label="Name" ref={(node) => void (element = node)} />);

    expect(element).toBeInstanceOf(HTMLInputElement);
  });
});
