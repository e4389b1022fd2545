import { useState } from "react";
import { describe, expect, test, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { DirectionProvider } from "../direction/index.ts";
import { Combobox, searchKey } from "./combobox.tsx";
import type { ComboboxOption, ComboboxProps } from "./combobox.tsx";

const countries: ComboboxOption[] = [
  { value: "SA", label: "السعودية" },
  { value: "EG", label: "مصر" },
  { value: "AE", label: "الإمارات العربية المتحدة" },
  { value: "DE", label: "ألمانيا" },
  { value: "FR", label: "فرنسا" },
];

function Controlled(props: Partial<ComboboxProps>) {
  const [value, setValue] = useState(props.value ?? "");
  return (
    <Combobox
      label="Country"
      options={countries}
      placeholder="Select the country"
      noResultsText="No match"
      {...props}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        props.onValueChange?.(next);
      }}
    />
  );
}

const box = () => page.getByRole("combobox", { name: "Country" });
const optionNames = () =>
  page
    .getByRole("option")
    .elements()
    .map((option) => option.textContent);

describe("Combobox", () => {
  test("typing filters the list in its order; Enter chooses the first match", async () => {
    const onValueChange = vi.fn();
    await render(<Controlled onValueChange={onValueChange} />);

    await userEvent.click(box());
    await userEvent.keyboard("ال");
    expect(optionNames()).toEqual(["السعودية", "الإمارات العربية المتحدة", "ألمانيا"]);
    await userEvent.keyboard("{Enter}");

    expect(onValueChange).toHaveBeenCalledExactlyOnceWith("SA");
    await expect.element(box()).toHaveValue("السعودية");
    await expect.element(box()).toHaveAttribute("aria-expanded", "false");
  });

  test("the arrow keys move the active option, which the box points at", async () => {
    const onValueChange = vi.fn();
    await render(<Controlled onValueChange={onValueChange} />);

    await userEvent.click(box());
    await userEvent.keyboard("{ArrowDown}{ArrowDown}");
    const active = box().element().getAttribute("aria-activedescendant");
    expect(document.getElementById(active!)?.textContent).toBe("الإمارات العربية المتحدة");
    await expect.element(box()).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    expect(onValueChange).toHaveBeenCalledExactlyOnceWith("AE");
  });

  test("a click chooses; Escape puts back the chosen name", async () => {
    await render(<Controlled value="EG" />);
    await expect.element(box()).toHaveValue("مصر");

    await userEvent.click(box());
    await userEvent.click(page.getByRole("option", { name: "فرنسا" }));
    await expect.element(box()).toHaveValue("فرنسا");

    await userEvent.click(box());
    await userEvent.keyboard("{Control>}a{/Control}xyz");
    await expect.element(page.getByText("No match")).toBeVisible();
    expect(optionNames()).toEqual([]);
    await userEvent.keyboard("{Escape}");
    await expect.element(box()).toHaveValue("فرنسا");
  });

  test("leaving the box closes the list without choosing", async () => {
    const onValueChange = vi.fn();
    await render(
      <>
        <Controlled onValueChange={onValueChange} />
        <button type="button">Next</button>
      </>,
    );
    await userEvent.click(box());
    await userEvent.keyboard("مص");
    await userEvent.tab();
    await expect.element(page.getByRole("button", { name: "Next" })).toHaveFocus();

    expect(onValueChange).not.toHaveBeenCalled();
    await expect.element(box()).toHaveValue("");
    await expect.element(page.getByRole("listbox", { includeHidden: true })).not.toBeVisible();
  });

  test("the error and the required state are tied to the box", async () => {
    await render(<Controlled error="The field country is required." required />);
    await expect.element(box()).toHaveAccessibleDescription("The field country is required.");
    await expect.element(box()).toHaveAttribute("aria-invalid", "true");
    await expect.element(box()).toHaveAttribute("aria-required", "true");
  });

  test("a disabled box cannot be changed", async () => {
    await render(<Controlled value="EG" disabled />);
    await expect.element(box()).toBeDisabled();
    await expect.element(box()).toHaveValue("مصر");
  });

  test("works the same in an Arabic (rtl) page", async () => {
    await render(
      <DirectionProvider dir="rtl">
        <div dir="rtl">
          <Controlled />
        </div>
      </DirectionProvider>,
    );
    await userEvent.click(box());
    await userEvent.keyboard("فر{Enter}");
    await expect.element(box()).toHaveValue("فرنسا");
  });
});

describe("searchKey", () => {
  test("folds case, accents and interchangeable Arabic letters", () => {
    expect(searchKey("Côte d'Ivoire")).toBe("cote d'ivoire");
    expect(searchKey("ألمانيا")).toBe(searchKey("المانيا"));
    expect(searchKey("إسبانيا")).toBe(searchKey("اسبانيا"));
    expect(searchKey("القاهرة")).toBe(searchKey("القاهره"));
    expect(searchKey("مستشفى")).toBe(searchKey("مستشفي"));
    expect(searchKey("عُمان")).toBe(searchKey("عمان"));
  });
});
