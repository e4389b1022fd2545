import { useState } from "react";
import { describe, expect, test, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { ViewToggle } from "./view-toggle.tsx";
import type { ViewMode } from "./view-toggle.tsx";

function Controlled({ onValueChange }: { onValueChange: (value: ViewMode) => void }) {
  const [value, setValue] = useState<ViewMode>("personal");
  return (
    <ViewToggle
      value={value}
      onValueChange={(next) => {
        setValue(next);
        onValueChange(next);
      }}
    />
  );
}

describe("ViewToggle", () => {
  test("is a named radio group with the spec's two views", async () => {
    await render(<ViewToggle value="personal" onValueChange={() => {}} />);

    await expect.element(page.getByRole("radiogroup", { name: "View" })).toBeVisible();
    await expect.element(page.getByRole("radio", { name: "Personal" })).toBeChecked();
    await expect.element(page.getByRole("radio", { name: "Organization" })).not.toBeChecked();
  });

  test("emits 'organization' then 'personal' as the user switches", async () => {
    const onValueChange = vi.fn();
    await render(<Controlled onValueChange={onValueChange} />);

    await userEvent.click(page.getByText("Organization"));
    expect(onValueChange).toHaveBeenLastCalledWith("organization");
    await expect.element(page.getByRole("radio", { name: "Organization" })).toBeChecked();
    await expect
      .element(page.getByRole("radiogroup"))
      .toHaveAttribute("data-value", "organization");

    await userEvent.click(page.getByText("Personal"));
    expect(onValueChange).toHaveBeenLastCalledWith("personal");
    expect(onValueChange).toHaveBeenCalledTimes(2);
  });

  test("arrow keys move between the views", async () => {
    const onValueChange = vi.fn();
    await render(<Controlled onValueChange={onValueChange} />);

    await userEvent.keyboard("{Tab}");
    await expect.element(page.getByRole("radio", { name: "Personal" })).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}");

    expect(onValueChange).toHaveBeenLastCalledWith("organization");
    await expect.element(page.getByRole("radio", { name: "Organization" })).toHaveFocus();
  });

  test("texts are props", async () => {
    await render(
      <ViewToggle
        value="organization"
        onValueChange={() => {}}
        label="نوع الحساب"
        personalLabel="الحساب الشخصي"
        organizationLabel="حساب الجهة"
      />,
    );

    await expect.element(page.getByRole("radiogroup", { name: "نوع الحساب" })).toBeVisible();
    await expect.element(page.getByRole("radio", { name: "حساب الجهة" })).toBeChecked();
  });

  test("disabled: nothing changes", async () => {
    const onValueChange = vi.fn();
    await render(<ViewToggle value="personal" onValueChange={onValueChange} isDisabled />);

    await userEvent.click(page.getByText("Organization"), { force: true });

    expect(onValueChange).not.toHaveBeenCalled();
    await expect.element(page.getByRole("radio", { name: "Organization" })).toBeDisabled();
  });
});
