import { useState } from "react";
import { describe, expect, test, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { DirectionProvider } from "../direction/index.ts";
import { typeWithArabicKeyboard } from "./arabic-keyboard.ts";
import { Select } from "./select.tsx";
import type { SelectOption, SelectProps } from "./select.tsx";

const countries: SelectOption[] = [
  { value: "BH", label: "البحرين" },
  { value: "SA", label: "السعودية" },
  { value: "SY", label: "سوريا" },
  { value: "OM", label: "عُمان" },
  { value: "EG", label: "مصر" },
  { value: "MA", label: "المغرب" },
];

const english: SelectOption[] = [
  { value: "BH", label: "Bahrain" },
  { value: "EG", label: "Egypt" },
  { value: "SA", label: "Saudi Arabia", disabled: true },
];

function ControlledSelect(props: Partial<SelectProps>) {
  const [value, setValue] = useState(props.value ?? "");
  return (
    <Select
      label="Country"
      options={countries}
      placeholder="Select the country"
      {...props}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        props.onValueChange?.(next);
      }}
    />
  );
}

describe("Select", () => {
  test("its button is named by the label and shows the placeholder until a value is chosen", async () => {
    await render(<ControlledSelect />);
    const trigger = page.getByRole("combobox", { name: "Country" });

    await expect.element(trigger).toHaveTextContent("Select the country");
    await expect.element(trigger).toHaveAttribute("data-placeholder");
    await expect.element(trigger).toHaveAttribute("aria-expanded", "false");
  });

  test("choosing an option reports its value and shows its label", async () => {
    const onValueChange = vi.fn();
    await render(<ControlledSelect onValueChange={onValueChange} />);
    const trigger = page.getByRole("combobox", { name: "Country" });

    await userEvent.click(trigger);
    await expect.element(page.getByRole("listbox")).toBeVisible();
    await userEvent.click(page.getByRole("option", { name: "مصر" }));

    expect(onValueChange).toHaveBeenCalledExactlyOnceWith("EG");
    await expect.element(trigger).toHaveTextContent("مصر");
    await expect.element(trigger).not.toHaveAttribute("data-placeholder");
  });

  test("the chosen option is selected and carries the check indicator", async () => {
    await render(<ControlledSelect value="SA" />);

    await userEvent.click(page.getByRole("combobox", { name: "Country" }));
    const chosen = page.getByRole("option", { name: "السعودية" });

    await expect.element(chosen).toHaveAttribute("aria-selected", "true");
    await expect.element(chosen).toHaveAttribute("data-state", "checked");
    expect(
      chosen.element().querySelector('[data-slot="select-item-indicator"] svg'),
    ).not.toBeNull();
    const other = page.getByRole("option", { name: "مصر" }).element();
    expect(other.querySelector('[data-slot="select-item-indicator"]')).toBeNull();
  });

  test("a disabled option cannot be chosen", async () => {
    const onValueChange = vi.fn();
    await render(<ControlledSelect options={english} onValueChange={onValueChange} />);

    await userEvent.click(page.getByRole("combobox"));
    const disabled = page.getByRole("option", { name: "Saudi Arabia" });
    await expect.element(disabled).toHaveAttribute("aria-disabled", "true");
    await userEvent.click(disabled, { force: true });

    expect(onValueChange).not.toHaveBeenCalled();
  });

  test("type-to-find on the closed select picks the option starting with an Arabic letter", async () => {
    const onValueChange = vi.fn();
    await render(<ControlledSelect onValueChange={onValueChange} />);

    page.getByRole("combobox").element().focus();
    await typeWithArabicKeyboard("م");

    expect(onValueChange).toHaveBeenLastCalledWith("EG");
    await expect.element(page.getByRole("combobox")).toHaveTextContent("مصر");
  });

  test("type-to-find in the open list matches several Arabic letters", async () => {
    const onValueChange = vi.fn();
    await render(<ControlledSelect onValueChange={onValueChange} />);

    await userEvent.click(page.getByRole("combobox"));
    await expect.element(page.getByRole("listbox")).toBeVisible();
    // "الس" skips البحرين and lands on السعودية; "س" alone would find سوريا.
    await typeWithArabicKeyboard("الس");
    await expect.element(page.getByRole("option", { name: "السعودية" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");

    expect(onValueChange).toHaveBeenCalledExactlyOnceWith("SA");
  });

  test("the keyboard opens the list and moves through the options", async () => {
    const onValueChange = vi.fn();
    await render(<ControlledSelect onValueChange={onValueChange} />);

    await userEvent.keyboard("{Tab}");
    await userEvent.keyboard("{ArrowDown}");
    await expect.element(page.getByRole("listbox")).toBeVisible();
    await userEvent.keyboard("{ArrowDown}");
    await userEvent.keyboard("{Enter}");

    expect(onValueChange).toHaveBeenCalledExactlyOnceWith("SA");
    await expect.element(page.getByRole("combobox")).toHaveFocus();
  });

  test("keyboard focus shows a visible focus ring", async () => {
    await render(<ControlledSelect />);

    await userEvent.keyboard("{Tab}");
    const trigger = page.getByRole("combobox").element();

    expect(trigger.matches(":focus-visible")).toBe(true);
    expect(getComputedStyle(trigger).outlineStyle).toBe("solid");
  });

  test("an error marks it invalid and is read with it", async () => {
    await render(<ControlledSelect hint="Where you live" error="Choose a country" />);
    const trigger = page.getByRole("combobox", { name: "Country" });

    await expect.element(trigger).toHaveAttribute("aria-invalid", "true");
    await expect.element(trigger).toHaveAccessibleDescription("Where you live Choose a country");
    expect(trigger.element().closest('[data-slot="select"]')).toHaveAttribute(
      "data-state",
      "invalid",
    );
  });

  test("without an error it is idle and not invalid", async () => {
    await render(<ControlledSelect />);
    const trigger = page.getByRole("combobox");

    await expect.element(trigger).not.toHaveAttribute("aria-invalid");
    await expect.element(trigger).not.toHaveAttribute("aria-describedby");
    expect(trigger.element().closest('[data-slot="select"]')).toHaveAttribute("data-state", "idle");
  });

  test("disabled: it cannot open and shows its placeholder", async () => {
    await render(<ControlledSelect disabled placeholder="Please select a country first!" />);
    const trigger = page.getByRole("combobox", { name: "Country" });

    await expect.element(trigger).toBeDisabled();
    await expect.element(trigger).toHaveTextContent("Please select a country first!");
    expect(trigger.element().closest('[data-slot="select"]')).toHaveAttribute(
      "data-state",
      "disabled",
    );
    await userEvent.click(trigger, { force: true });
    await expect.element(page.getByRole("listbox")).not.toBeInTheDocument();
  });

  test("loading: busy, disabled and showing a spinner", async () => {
    await render(<ControlledSelect isLoading placeholder="Loading…" />);
    const trigger = page.getByRole("combobox");

    await expect.element(trigger).toBeDisabled();
    await expect.element(trigger).toHaveAttribute("aria-busy", "true");
    expect(trigger.element().closest('[data-slot="select"]')).toHaveAttribute(
      "data-state",
      "loading",
    );
    expect(trigger.element().querySelector('[data-slot="select-spinner"]')).not.toBeNull();
  });

  test("a long list scrolls inside a content of limited height", async () => {
    const many = Array.from({ length: 60 }, (_, index) => ({
      value: `S${index}`,
      label: `State ${index}`,
    }));
    await render(<ControlledSelect options={many} />);

    await userEvent.click(page.getByRole("combobox"));
    await expect.element(page.getByRole("listbox")).toBeVisible();
    const content = document.querySelector<HTMLElement>('[data-slot="select-content"]')!;
    const viewport = document.querySelector<HTMLElement>('[data-slot="select-viewport"]')!;

    expect(content.getBoundingClientRect().height).toBeLessThanOrEqual(18 * 16 + 1);
    expect(viewport.scrollHeight).toBeGreaterThan(viewport.clientHeight);
  });

  test("reads the direction from the DirectionProvider, in the button and in the list", async () => {
    await render(
      <DirectionProvider dir="rtl">
        <div dir="rtl" className="w-80">
          <ControlledSelect />
        </div>
      </DirectionProvider>,
    );
    const trigger = page.getByRole("combobox");
    await expect.element(trigger).toHaveAttribute("dir", "rtl");

    const box = trigger.element().getBoundingClientRect();
    const icon = trigger.element().querySelector('[data-slot="select-icon"]')!;
    // The chevron sits at the inline end: the left in Arabic.
    expect(icon.getBoundingClientRect().right).toBeLessThan(box.left + box.width / 2);

    await userEvent.click(trigger);
    await expect.element(page.getByRole("listbox")).toBeVisible();
    const content = document.querySelector('[data-slot="select-content"]')!;
    expect(content.getAttribute("dir")).toBe("rtl");
  });

  test("submits its value under its name in a form", async () => {
    let submitted: FormData | undefined;
    await render(
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submitted = new FormData(event.currentTarget);
        }}
      >
        <ControlledSelect name="country" value="EG" />
        <button type="submit">Send</button>
      </form>,
    );

    await userEvent.click(page.getByRole("button", { name: "Send" }));

    expect(submitted?.get("country")).toBe("EG");
  });
});
