import { describe, expect, test, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { DirectionProvider } from "../direction/index.ts";
import { AppLayout } from "./app-layout.tsx";
import type { AppLayoutProps } from "./app-layout.tsx";
import { Footer } from "./footer.tsx";
import { Menu, MenuItem } from "./menu.tsx";
import { Sidebar } from "./sidebar.tsx";
import { Topbar } from "./topbar.tsx";

function TestLayout({ width, ...props }: Partial<AppLayoutProps> & { width: number }) {
  return (
    <div data-testid="frame" style={{ width }}>
      <AppLayout
        topbar={<Topbar brand={<span>Rawaq</span>} userMenu={<button>Account</button>} />}
        sidebar={
          <Sidebar label="Main menu">
            <Menu>
              <MenuItem href="#home" label="Home" isActive />
              <MenuItem href="#books" label="Books" />
            </Menu>
          </Sidebar>
        }
        footer={<Footer copyright="© Rawaq" />}
        {...props}
      >
        <h1>Page</h1>
        <button>In the page</button>
      </AppLayout>
    </div>
  );
}

const layout = () => page.getByTestId("frame").element().firstElementChild as HTMLElement;
const menuButton = () => page.getByRole("button", { name: "Open menu" });
// While the modal drawer is open everything else is aria-hidden, so roles cannot find it.
const hiddenMenuButton = () =>
  document.querySelector<HTMLButtonElement>('[data-slot="topbar-menu-button"]')!;

describe("AppLayout", () => {
  test("composes the landmarks, with a skip link first", async () => {
    await render(<TestLayout width={1000} />);

    await expect.element(page.getByRole("banner")).toBeVisible();
    await expect.element(page.getByRole("navigation", { name: "Main menu" })).toBeVisible();
    await expect.element(page.getByRole("main")).toHaveAttribute("id", "main-content");
    expect(page.getByRole("contentinfo").element().textContent).toContain("© Rawaq");

    await userEvent.keyboard("{Tab}");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect.element(skip).toHaveFocus();
    await expect.element(skip).toHaveAttribute("href", "#main-content");
    await expect.element(skip).toBeVisible();
  });

  test("wide (768 px and up): inline sidebar, no menu button", async () => {
    await render(<TestLayout width={768} />);

    expect(layout()).toHaveAttribute("data-layout", "wide");
    expect(menuButton().elements()).toHaveLength(0);
    expect(page.getByRole("navigation").element().closest('[data-slot="sidebar"]')).not.toBeNull();
  });

  test.each(["ltr", "rtl"] as const)(
    "on a long page the sidebar's panel runs to the bottom and its menu stays in view (%s)",
    async (dir) => {
      // Issue 26: the panel was a screen high and stopped part-way down a long page.
      await render(
        <DirectionProvider dir={dir}>
          <div dir={dir} style={{ width: 1280 }}>
            <AppLayout
              topbar={<Topbar brand={<span>Rawaq</span>} />}
              sidebar={
                <Sidebar label="Main menu">
                  <Menu>
                    <MenuItem href="#books" label="Books" isActive />
                  </Menu>
                </Sidebar>
              }
              footer={<Footer copyright="© Rawaq" />}
            >
              <div style={{ height: 3000 }}>A long list</div>
            </AppLayout>
          </div>
        </DirectionProvider>,
      );
      window.scrollTo(0, document.documentElement.scrollHeight);
      await new Promise(requestAnimationFrame);

      // The panel spans the page below the topbar, not a screen's height of it.
      const panel = document
        .querySelector('[data-slot="app-layout-sidebar"]')!
        .getBoundingClientRect();
      const root = document.querySelector('[data-slot="app-layout"]')!.getBoundingClientRect();
      const topbar = document.querySelector('[data-slot="topbar"]')!.getBoundingClientRect();
      expect(panel.height).toBeGreaterThan(3000);
      expect(panel.bottom).toBeCloseTo(root.bottom, 0);
      expect(panel.height).toBeCloseTo(root.height - topbar.height, 0);
      const panelStyle = getComputedStyle(
        document.querySelector('[data-slot="app-layout-sidebar"]')!,
      );
      expect(panelStyle.backgroundColor).toBe("rgb(255, 255, 255)");
      const menu = page.getByRole("link", { name: "Books" }).element().getBoundingClientRect();
      expect(menu.top).toBeGreaterThanOrEqual(0);
      expect(menu.bottom).toBeLessThanOrEqual(window.innerHeight);
      window.scrollTo(0, 0);
    },
  );

  test("compact (below 768 px): no inline sidebar, a menu button wired to the drawer", async () => {
    await render(<TestLayout width={767} />);

    expect(layout()).toHaveAttribute("data-layout", "compact");
    expect(page.getByRole("navigation").elements()).toHaveLength(0);
    await expect.element(menuButton()).toHaveAttribute("aria-expanded", "false");
    // NOTE: Radix sets aria-controls only while the drawer exists, never pointing at nothing.
    await expect.element(menuButton()).not.toHaveAttribute("aria-controls");
  });

  test("the menu button opens the drawer; Escape closes it and focus returns", async () => {
    const onDrawerOpenChange = vi.fn();
    await render(<TestLayout width={375} onDrawerOpenChange={onDrawerOpenChange} />);

    await userEvent.click(menuButton());

    const drawer = page.getByRole("dialog", { name: "Main menu" });
    await expect.element(drawer).toBeVisible();
    expect(hiddenMenuButton()).toHaveAttribute("aria-expanded", "true");
    expect(hiddenMenuButton()).toHaveAttribute("aria-controls", drawer.element().id);
    expect(drawer.element().contains(document.activeElement)).toBe(true);
    expect(onDrawerOpenChange).toHaveBeenLastCalledWith(true);

    await userEvent.keyboard("{Escape}");

    await expect.element(drawer).not.toBeInTheDocument();
    await expect.element(menuButton()).toHaveFocus();
    await expect.element(menuButton()).toHaveAttribute("aria-expanded", "false");
    expect(onDrawerOpenChange).toHaveBeenLastCalledWith(false);
  });

  test("the drawer traps focus", async () => {
    await render(<TestLayout width={375} />);
    await userEvent.click(menuButton());
    const drawer = page.getByRole("dialog").element();

    for (let step = 0; step < 6; step += 1) {
      await userEvent.keyboard("{Tab}");
      expect(drawer.contains(document.activeElement)).toBe(true);
    }
    await userEvent.keyboard("{Shift>}{Tab}{/Shift}");
    expect(drawer.contains(document.activeElement)).toBe(true);
  });

  test("the close button and following a link close the drawer", async () => {
    await render(<TestLayout width={375} />);

    await userEvent.click(menuButton());
    await userEvent.click(page.getByRole("button", { name: "Close menu" }));
    await expect.element(page.getByRole("dialog")).not.toBeInTheDocument();
    await expect.element(menuButton()).toHaveFocus();

    await userEvent.click(menuButton());
    await userEvent.click(page.getByRole("link", { name: "Books" }));
    await expect.element(page.getByRole("dialog")).not.toBeInTheDocument();
  });

  test("a link whose own onClick prevents navigation keeps the drawer open", async () => {
    await render(
      <TestLayout
        width={375}
        sidebar={
          <Sidebar label="Main menu">
            <Menu
              renderLink={({ onClick, ...props }) => (
                // Like a router's Link: runs onClick, then prevents the browser's navigation.
                <a
                  {...props}
                  onClick={(event) => {
                    onClick(event);
                    event.preventDefault();
                  }}
                />
              )}
            >
              <MenuItem href="#books" label="Books" />
              <MenuItem href="#stay" label="Stay" onClick={(event) => event.preventDefault()} />
            </Menu>
          </Sidebar>
        }
      />,
    );

    await userEvent.click(menuButton());
    await userEvent.click(page.getByRole("link", { name: "Stay" }));
    await expect.element(page.getByRole("dialog")).toBeVisible();

    await userEvent.click(page.getByRole("link", { name: "Books" }));
    await expect.element(page.getByRole("dialog")).not.toBeInTheDocument();
  });

  test("the drawer slides in from the inline-start edge of the window in both directions", async () => {
    for (const dir of ["ltr", "rtl"] as const) {
      const screen = await render(
        <DirectionProvider dir={dir}>
          <div dir={dir}>
            <TestLayout width={375} defaultDrawerOpen />
          </div>
        </DirectionProvider>,
      );
      const drawer = page.getByRole("dialog").element().getBoundingClientRect();
      const viewport = document.documentElement.clientWidth;

      if (dir === "ltr") {
        expect(drawer.left).toBe(0);
        expect(drawer.right).toBeLessThan(viewport / 2);
      } else {
        expect(drawer.right).toBe(viewport);
        expect(drawer.left).toBeGreaterThan(viewport / 2);
      }
      await expect.element(page.getByRole("dialog")).toHaveAttribute("dir", dir);
      await screen.unmount();
    }
  });

  test("widening the layout closes the drawer", async () => {
    const onDrawerOpenChange = vi.fn();
    const screen = await render(
      <TestLayout width={375} defaultDrawerOpen onDrawerOpenChange={onDrawerOpenChange} />,
    );
    await expect.element(page.getByRole("dialog")).toBeVisible();

    await screen.rerender(
      <TestLayout width={1000} defaultDrawerOpen onDrawerOpenChange={onDrawerOpenChange} />,
    );

    await expect.element(page.getByRole("dialog")).not.toBeInTheDocument();
    await expect.element(page.getByRole("navigation", { name: "Main menu" })).toBeVisible();
    expect(onDrawerOpenChange).toHaveBeenLastCalledWith(false);

    await screen.rerender(
      <TestLayout width={375} defaultDrawerOpen onDrawerOpenChange={onDrawerOpenChange} />,
    );
    await expect.element(menuButton()).toBeVisible();
    expect(page.getByRole("dialog").elements()).toHaveLength(0);
  });
});
