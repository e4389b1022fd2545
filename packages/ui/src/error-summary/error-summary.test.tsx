import { createRef } from "react";
import { describe, expect, test } from "vitest";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { TextField } from "../text-field/index.ts";
import { ErrorSummary } from "./error-summary.tsx";

const errors = [
  { fieldId: "email", message: "The field email is required." },
  { fieldId: "phone", message: "The field phone is invalid." },
];

describe("ErrorSummary", () => {
  test("is an alert with a title and one link per error", async () => {
    await render(<ErrorSummary title="There is a problem" errors={errors} />);
    const summary = page.getByRole("alert");

    await expect
      .element(summary.getByRole("heading", { name: "There is a problem" }))
      .toBeInTheDocument();
    const links = summary.getByRole("link").all();
    expect(links.map((link) => link.element().textContent)).toEqual(
      errors.map((error) => error.message),
    );
    await expect.element(links[0]!).toHaveAttribute("href", "#email");
  });

  test("a link moves focus to its field", async () => {
    await render(
      <>
        <ErrorSummary errors={errors} />
        <TextField id="email" label="Email" error={errors[0]!.message} />
        <TextField id="phone" label="Phone" error={errors[1]!.message} />
      </>,
    );

    await userEvent.click(page.getByRole("link", { name: "The field phone is invalid." }));

    expect(document.activeElement).toBe(page.getByRole("textbox", { name: "Phone" }).element());
  });

  test("the keyboard reaches the links and Enter focuses the field", async () => {
    await render(
      <>
        <ErrorSummary errors={errors.slice(0, 1)} />
        <TextField id="email" label="Email" />
      </>,
    );

    await userEvent.keyboard("{Tab}");
    expect(document.activeElement).toBe(page.getByRole("link").element());
    await userEvent.keyboard("{Enter}");

    expect(document.activeElement).toBe(page.getByRole("textbox", { name: "Email" }).element());
  });

  test("is programmatically focusable (tabIndex -1) through its ref, not a tab stop", async () => {
    const ref = createRef<HTMLDivElement>();
    await render(<ErrorSummary ref={ref} errors={errors} />);

    await expect.element(page.getByRole("alert")).toHaveAttribute("tabindex", "-1");
    ref.current?.focus();
    expect(document.activeElement).toBe(ref.current);
  });

  test("shows a form-level description, and nothing at all without errors", async () => {
    const screen = await render(<ErrorSummary errors={[]} description="An error occurred" />);
    await expect
      .element(page.getByRole("alert").getByText("An error occurred"))
      .toBeInTheDocument();
    await screen.unmount();

    await render(<ErrorSummary errors={[]} />);
    expect(document.querySelector('[data-slot="error-summary"]')).toBeNull();
  });

  test("the default title is English and can be replaced", async () => {
    const screen = await render(<ErrorSummary errors={errors} />);
    await expect
      .element(page.getByRole("heading", { name: "There is a problem" }))
      .toBeInTheDocument();
    await screen.unmount();

    await render(<ErrorSummary errors={errors} title="يوجد خطأ" />);
    await expect.element(page.getByRole("heading", { name: "يوجد خطأ" })).toBeInTheDocument();
  });
});

describe("ErrorSummary's order", () => {
  test("lists the errors in the order of the fields on the page, whatever order it is given", async () => {
    // Issue 26: the signup summary listed its errors in the order of its values, not its fields.
    const given = [
      { fieldId: "city", message: "The field city is required." },
      { fieldId: "given-email", message: "The field email is required." },
      { fieldId: "birth", message: "The field date of birth is required." },
    ];
    // As a form shows it: the fields first, the summary once a submit fails.
    const form = (errors: typeof given) => (
      <>
        <ErrorSummary errors={errors} />
        <TextField id="given-email" label="Email" />
        <fieldset>
          <TextField id="birth" label="Date of birth" />
        </fieldset>
        <TextField id="city" label="City" />
      </>
    );
    const screen = await render(form([]));
    await screen.rerender(form(given));

    const links = page.getByRole("alert").getByRole("link").all();
    expect(links.map((link) => link.element().getAttribute("href"))).toEqual([
      "#given-email",
      "#birth",
      "#city",
    ]);
  });
});
