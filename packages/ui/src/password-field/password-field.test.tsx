import { describe, expect, test } from "vitest";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { PasswordField } from "./password-field.tsx";

function passwordInput() {
  return document.querySelector<HTMLInputElement>('[data-slot="password-field-input"]');
}

describe("PasswordField", () => {
  test("starts hidden; the toggle shows and hides the password", async () => {
    await render(<PasswordField label="Password" defaultValue="s3cret" />);
    const toggle = page.getByRole("button", { name: "Show password" });

    expect(passwordInput()).toHaveAttribute("type", "password");
    await expect.element(toggle).toHaveAttribute("aria-pressed", "false");

    await userEvent.click(toggle);
    expect(passwordInput()).toHaveAttribute("type", "text");
    await expect.element(toggle).toHaveAttribute("aria-pressed", "true");
    await expect.element(toggle).toHaveAttribute("title", "Hide password");
    await expect.element(page.getByRole("textbox", { name: "Password" })).toHaveValue("s3cret");

    await userEvent.click(toggle);
    expect(passwordInput()).toHaveAttribute("type", "password");
    await expect.element(toggle).toHaveAttribute("aria-pressed", "false");
    await expect.element(toggle).toHaveAttribute("title", "Show password");
  });

  test("the toggle keeps its name, takes the labels as props and controls the input", async () => {
    await render(
      <PasswordField
        label="كلمة المرور"
        showPasswordLabel="إظهار كلمة المرور"
        hidePasswordLabel="إخفاء كلمة المرور"
      />,
    );
    const toggle = page.getByRole("button", { name: "إظهار كلمة المرور" });

    await userEvent.click(toggle);

    await expect
      .element(page.getByRole("button", { name: "إظهار كلمة المرور" }))
      .toBeInTheDocument();
    await expect.element(toggle).toHaveAttribute("title", "إخفاء كلمة المرور");
    await expect.element(toggle).toHaveAttribute("aria-controls", passwordInput()?.id ?? "");
  });

  test("the toggle is a plain button: it never submits the form", async () => {
    let submitted = false;
    await render(
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submitted = true;
        }}
      >
        <PasswordField label="Password" />
      </form>,
    );

    await userEvent.click(page.getByRole("button", { name: "Show password" }));

    expect(submitted).toBe(false);
  });

  test("the error is tied to the input and the field is invalid", async () => {
    await render(<PasswordField label="Password" error="The field password is required." />);
    const input = passwordInput();

    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription("The field password is required.");
    expect(input?.closest('[data-slot="password-field"]')).toHaveAttribute("data-state", "invalid");
  });

  test("disabled disables the input and the toggle", async () => {
    await render(<PasswordField label="Password" disabled />);

    expect(passwordInput()).toBeDisabled();
    await expect.element(page.getByRole("button", { name: "Show password" })).toBeDisabled();
  });

  test("is dir=ltr yet aligned to the page's start, with the toggle at the inline end, under dir=rtl", async () => {
    await render(
      <div dir="rtl" style={{ width: 300 }}>
        <PasswordField label="كلمة المرور" />
      </div>,
    );
    const input = passwordInput();
    const toggle = page.getByRole("button").element().getBoundingClientRect();

    expect(input).toHaveAttribute("dir", "ltr");
    expect(getComputedStyle(input as HTMLInputElement).textAlign).toBe("end");
    expect(toggle.right).toBeLessThanOrEqual(
      (input as HTMLInputElement).getBoundingClientRect().left + 1,
    );
  });
});
