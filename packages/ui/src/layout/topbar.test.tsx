import { describe, expect, test } from "vitest";
import { page } from "vitest/browser";
import { render } from "vitest-browser-react";
import { SidebarProvider } from "./sidebar-context.tsx";
import { Topbar } from "./topbar.tsx";

const slots = {
  brand: <span>Rawaq</span>,
  viewToggle: <span data-testid="toggle">toggle</span>,
  localeSwitch: <button>English</button>,
  userMenu: <button>Account</button>,
};

describe("Topbar", () => {
  test("renders its slots in a banner; no menu button outside a compact layout", async () => {
    await render(<Topbar {...slots} />);

    const banner = page.getByRole("banner");
    expect(banner.element().textContent).toContain("Rawaq");
    await expect.element(page.getByTestId("toggle")).toBeVisible();
    await expect.element(page.getByRole("button", { name: "English" })).toBeVisible();
    await expect.element(page.getByRole("button", { name: "Account" })).toBeVisible();
    expect(page.getByRole("button", { name: "Open menu" }).elements()).toHaveLength(0);
  });

  test("compact: the menu button comes first and the view toggle moves to a second row", async () => {
    await render(
      <SidebarProvider isCompact>
        <Topbar {...slots} menuLabel="فتح القائمة" />
      </SidebarProvider>,
    );

    const button = page.getByRole("button", { name: "فتح القائمة" });
    await expect.element(button).toHaveAttribute("aria-haspopup", "dialog");
    await expect.element(button).toHaveAttribute("aria-expanded", "false");
    const banner = page.getByRole("banner").element();
    expect(banner.querySelector("button")).toBe(button.element());
    const toggle = page.getByTestId("toggle").element().getBoundingClientRect();
    expect(toggle.top).toBeGreaterThan(button.element().getBoundingClientRect().bottom);
  });

  test("the brand sits at the inline start and the user menu at the end, in both directions", async () => {
    for (const dir of ["ltr", "rtl"] as const) {
      const screen = await render(
        <div dir={dir} style={{ width: 900 }}>
          <Topbar {...slots} />
        </div>,
      );
      const brand = page.getByText("Rawaq").element().getBoundingClientRect();
      const user = page.getByRole("button", { name: "Account" }).element().getBoundingClientRect();
      if (dir === "ltr") expect(brand.right).toBeLessThan(user.left);
      else expect(brand.left).toBeGreaterThan(user.right);
      await screen.unmount();
    }
  });
});
