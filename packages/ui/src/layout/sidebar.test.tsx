import type { MouseEvent } from "react";
import { describe, expect, test, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { Menu, MenuGroup, MenuItem } from "./menu.tsx";
import type { RenderMenuLink } from "./menu.tsx";
import { Sidebar } from "./sidebar.tsx";
import type { SidebarProps } from "./sidebar.tsx";

function TestSidebar(props: SidebarProps & { renderLink?: RenderMenuLink }) {
  const { renderLink, ...sidebarProps } = props;
  return (
    <Sidebar label="Main menu" {...sidebarProps}>
      <Menu renderLink={renderLink}>
        <MenuGroup title="Participation">
          <MenuItem href="/" label="Home" icon={<svg />} isActive />
          <MenuItem
            href="/my-requests"
            label="My requests"
            icon={<svg />}
            badge={3}
            badgeLabel="3 pending"
          />
        </MenuGroup>
      </Menu>
    </Sidebar>
  );
}

const sidebarElement = () =>
  page.getByRole("navigation").element().closest<HTMLElement>('[data-slot="sidebar"]')!;

describe("Sidebar", () => {
  test("is a named navigation landmark with grouped links", async () => {
    await render(<TestSidebar />);

    await expect.element(page.getByRole("navigation", { name: "Main menu" })).toBeVisible();
    await expect.element(page.getByRole("list", { name: "Participation" })).toBeVisible();
    await expect.element(page.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
  });

  test("marks the active item with aria-current=page and shows the badge count", async () => {
    await render(<TestSidebar />);

    const home = page.getByRole("link", { name: "Home" });
    await expect.element(home).toHaveAttribute("aria-current", "page");
    await expect.element(home).toHaveAttribute("data-state", "active");
    const requests = page.getByRole("link", { name: /My requests/ });
    await expect.element(requests).not.toHaveAttribute("aria-current");
    await expect.element(requests).toHaveAccessibleName("My requests 3 pending");
    expect(requests.element().textContent).toContain("3");
  });

  test("collapse toggles data-state, aria-expanded and the label, and reports each change", async () => {
    const onCollapsedChange = vi.fn();
    await render(<TestSidebar onCollapsedChange={onCollapsedChange} />);
    const toggle = page.getByRole("button", { name: "Collapse sidebar" });

    expect(sidebarElement()).toHaveAttribute("data-state", "expanded");
    await expect.element(toggle).toHaveAttribute("aria-expanded", "true");
    await expect
      .element(toggle)
      .toHaveAttribute("aria-controls", page.getByRole("navigation").element().id);

    await userEvent.click(toggle);

    expect(sidebarElement()).toHaveAttribute("data-state", "collapsed");
    const expand = page.getByRole("button", { name: "Expand sidebar" });
    await expect.element(expand).toHaveAttribute("aria-expanded", "false");
    expect(onCollapsedChange).toHaveBeenLastCalledWith(true);

    await userEvent.click(expand);

    expect(sidebarElement()).toHaveAttribute("data-state", "expanded");
    expect(onCollapsedChange).toHaveBeenLastCalledWith(false);
    expect(onCollapsedChange).toHaveBeenCalledTimes(2);
  });

  test("a persisted value comes back through defaultCollapsed", async () => {
    await render(<TestSidebar defaultCollapsed />);

    expect(sidebarElement()).toHaveAttribute("data-state", "collapsed");
  });

  test("controlled: follows isCollapsed and only asks the parent to change it", async () => {
    const onCollapsedChange = vi.fn();
    await render(<TestSidebar isCollapsed={false} onCollapsedChange={onCollapsedChange} />);

    await userEvent.click(page.getByRole("button", { name: "Collapse sidebar" }));

    expect(onCollapsedChange).toHaveBeenCalledWith(true);
    expect(sidebarElement()).toHaveAttribute("data-state", "expanded");
  });

  test("collapsed, links show icons only but keep their names and a tooltip", async () => {
    await render(<TestSidebar defaultCollapsed />);

    const home = page.getByRole("link", { name: "Home" });
    await expect.element(home).toHaveAttribute("title", "Home");
    const label = home.element().querySelector<HTMLElement>('[data-slot="menu-item-label"]')!;
    expect(label.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await expect
      .element(page.getByRole("link", { name: /My requests/ }))
      .toHaveAccessibleName("My requests 3 pending");
    expect(sidebarElement().getBoundingClientRect().width).toBe(64);
  });

  test("without isCollapsible there is no toggle", async () => {
    await render(<TestSidebar isCollapsible={false} defaultCollapsed />);

    expect(sidebarElement()).toHaveAttribute("data-state", "expanded");
    expect(page.getByRole("button").elements()).toHaveLength(0);
  });

  test("renders links through renderLink, so the app can pass its router's Link", async () => {
    function RouterLink({ to, ...props }: { to: string } & Record<string, unknown>) {
      return <a data-router-link={to} href={to} {...props} />;
    }
    const navigate = vi.fn();
    await render(
      <TestSidebar
        renderLink={({ href, onClick, ...props }) => (
          <RouterLink
            to={href}
            {...props}
            onClick={(event: MouseEvent<HTMLAnchorElement>) => {
              event.preventDefault();
              navigate(href);
              onClick(event);
            }}
          />
        )}
      />,
    );

    const requests = page.getByRole("link", { name: /My requests/ });
    await expect.element(requests).toHaveAttribute("data-router-link", "/my-requests");
    await userEvent.click(requests);
    expect(navigate).toHaveBeenCalledWith("/my-requests");
  });

  test("sits at the inline start: its border faces the content in both directions", async () => {
    for (const dir of ["ltr", "rtl"] as const) {
      const screen = await render(
        <div dir={dir} style={{ display: "flex", width: 800 }}>
          <TestSidebar />
          <div data-testid={`content-${dir}`} style={{ flex: 1 }} />
        </div>,
      );
      const sidebar = sidebarElement().getBoundingClientRect();
      const content = page.getByTestId(`content-${dir}`).element().getBoundingClientRect();
      if (dir === "rtl") expect(sidebar.left).toBeGreaterThanOrEqual(content.right);
      else expect(sidebar.right).toBeLessThanOrEqual(content.left);
      await screen.unmount();
    }
  });
});
