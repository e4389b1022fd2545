import { describe, expect, test } from "vitest";
import { page } from "vitest/browser";
import { render } from "vitest-browser-react";
import { Alert } from "./alert.tsx";
import type { AlertVariant } from "./alert.tsx";

describe("Alert", () => {
  test.each<[AlertVariant, "alert" | "status"]>([
    ["danger", "alert"],
    ["warning", "alert"],
    ["info", "status"],
    ["success", "status"],
  ])("%s is role=%s", async (variant, role) => {
    await render(<Alert variant={variant}>Message</Alert>);

    const alert = page.getByRole(role);
    await expect.element(alert).toHaveTextContent("Message");
    await expect.element(alert).toHaveAttribute("data-variant", variant);
  });

  test("is info by default", async () => {
    await render(<Alert>Saved as draft</Alert>);

    await expect.element(page.getByRole("status")).toHaveAttribute("data-variant", "info");
  });

  test("shows the title, the message and the action", async () => {
    await render(
      <Alert
        variant="danger"
        title="An error occurred"
        action={<button type="button">Try again</button>}
      >
        The server did not answer.
      </Alert>,
    );
    const alert = page.getByRole("alert");

    await expect.element(alert.getByText("An error occurred")).toBeInTheDocument();
    await expect.element(alert.getByText("The server did not answer.")).toBeInTheDocument();
    await expect.element(alert.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });

  test("an explicit role wins", async () => {
    await render(
      <Alert variant="warning" role="note">
        Read me
      </Alert>,
    );

    await expect.element(page.getByRole("note")).toBeInTheDocument();
    expect(document.querySelector('[role="alert"]')).toBeNull();
  });

  test("the icon is decorative and can be removed", async () => {
    const screen = await render(<Alert variant="success">Done</Alert>);
    expect(document.querySelector('[data-slot="alert-icon"]')).toHaveAttribute(
      "aria-hidden",
      "true",
    );
    await screen.unmount();

    await render(
      <Alert variant="success" icon={null}>
        Done
      </Alert>,
    );
    expect(document.querySelector('[data-slot="alert-icon"]')).toBeNull();
  });

  test("the icon sits at the inline start and the action at the inline end under dir=rtl", async () => {
    await render(
      <div dir="rtl" style={{ width: 400 }}>
        <Alert variant="danger" action={<button type="button">أعد المحاولة</button>}>
          حدث خطأ
        </Alert>
      </div>,
    );
    const icon = document.querySelector('[data-slot="alert-icon"]')!.getBoundingClientRect();
    const action = page.getByRole("button").element().getBoundingClientRect();
    const text = page.getByText("حدث خطأ").element().getBoundingClientRect();

    expect(icon.left).toBeGreaterThan(text.right - 1);
    expect(action.right).toBeLessThan(icon.left);
  });
});
