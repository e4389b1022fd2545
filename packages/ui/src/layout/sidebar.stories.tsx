import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { Sidebar } from "./sidebar.tsx";
import type { SidebarProps } from "./sidebar.tsx";
import { SidebarProvider } from "./sidebar-context.tsx";
import { StoryFrame } from "./story-frame.tsx";
import { Brand, layoutT, StoryMenu } from "./story-fixtures.tsx";

type Globals = Record<string, unknown> | undefined;

function StorySidebar({
  globals,
  active,
  ...props
}: SidebarProps & { globals: Globals; active?: string }) {
  const t = layoutT(globals);
  return (
    <Sidebar
      label={t.nav}
      collapseLabel={t.collapse}
      expandLabel={t.expand}
      closeLabel={t.closeMenu}
      drawerHeader={<Brand globals={globals} />}
      {...props}
    >
      <StoryMenu globals={globals} active={active} />
    </Sidebar>
  );
}

/** A compact window with the drawer open over a placeholder page. */
function DrawerFrame({ globals, ...props }: SidebarProps & { globals: Globals }) {
  return (
    <StoryFrame width={375} height={560} className="bg-slate-50">
      {(container) => (
        <SidebarProvider isCompact defaultDrawerOpen>
          <div aria-hidden="true" className="flex h-full flex-col gap-3 p-4">
            <div className="h-8 w-2/3 rounded bg-slate-200" />
            <div className="h-24 rounded bg-slate-200" />
            <div className="h-24 rounded bg-slate-200" />
          </div>
          <StorySidebar globals={globals} portalContainer={container} {...props} />
        </SidebarProvider>
      )}
    </StoryFrame>
  );
}

// Focus moves into the drawer on open; drop it so screenshots never depend on focus-visible.
function blurActiveElement() {
  if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
}

const meta = {
  title: "Layout/Sidebar",
  component: Sidebar,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "The app's navigation: a `Menu` of `MenuGroup`s and `MenuItem`s (icon, label, " +
          '`isActive` → `aria-current="page"`, optional `badge`). Pass your router\'s link ' +
          "through `Menu`'s `renderLink` (`({ href, ...props }) => <Link to={href} {...props} />`). " +
          "Wide, it sits at the inline start and collapses to icons (`data-state`, the toggle has " +
          "`aria-expanded`; `onCollapsedChange` lets the app persist it). Inside a compact " +
          "AppLayout (below 768 px) it becomes a modal drawer from the inline start (the " +
          "edge where Arabic text begins), opened by the topbar's menu button.",
      },
    },
  },
  args: { onCollapsedChange: fn() },
  render: (args, { globals }) => (
    <div className="flex h-[34rem]">
      <StorySidebar globals={globals} {...args} />
    </div>
  ),
} satisfies Meta<typeof Sidebar>;

export default meta;

type Story = StoryObj<typeof meta>;

export const Expanded: Story = {};

export const Collapsed: Story = { args: { defaultCollapsed: true } };

export const ActiveItem: Story = {
  render: (args, { globals }) => (
    <div className="flex h-[34rem]">
      <StorySidebar globals={globals} active="books" {...args} />
    </div>
  ),
};

export const NotCollapsible: Story = { args: { isCollapsible: false } };

export const Drawer: Story = {
  parameters: { docs: { story: { inline: false, height: "620px" } } },
  render: (args, { globals }) => <DrawerFrame globals={globals} {...args} />,
  play: blurActiveElement,
};

export const AllStates: Story = {
  parameters: { docs: { story: { inline: false, height: "640px" } } },
  render: (args, { globals }) => (
    <div className="flex items-start gap-6">
      <div className="flex h-[35rem]">
        <StorySidebar globals={globals} {...args} />
      </div>
      <div className="flex h-[35rem]">
        <StorySidebar globals={globals} active="requests" defaultCollapsed {...args} />
      </div>
      <DrawerFrame globals={globals} {...args} />
    </div>
  ),
  play: blurActiveElement,
};
