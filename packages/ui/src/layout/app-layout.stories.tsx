import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { AppLayout } from "./app-layout.tsx";
import type { AppLayoutProps } from "./app-layout.tsx";
import { Footer } from "./footer.tsx";
import { Sidebar } from "./sidebar.tsx";
import { StoryFrame } from "./story-frame.tsx";
import {
  Brand,
  layoutT,
  LocaleSwitch,
  SamplePage,
  StoryMenu,
  StoryViewToggle,
  UserMenu,
} from "./story-fixtures.tsx";
import { Topbar } from "./topbar.tsx";

type Globals = Record<string, unknown> | undefined;

type StoryLayoutProps = AppLayoutProps & {
  globals: Globals;
  container: HTMLElement;
  isSidebarCollapsed?: boolean;
};

function StoryLayout({ globals, container, isSidebarCollapsed, ...props }: StoryLayoutProps) {
  const t = layoutT(globals);
  return (
    <AppLayout
      skipLinkLabel={t.skip}
      topbar={
        <Topbar
          brand={<Brand globals={globals} />}
          viewToggle={<StoryViewToggle globals={globals} />}
          localeSwitch={<LocaleSwitch globals={globals} />}
          userMenu={<UserMenu globals={globals} />}
          menuLabel={t.menu}
        />
      }
      sidebar={
        <Sidebar
          label={t.nav}
          collapseLabel={t.collapse}
          expandLabel={t.expand}
          closeLabel={t.closeMenu}
          drawerHeader={<Brand globals={globals} />}
          defaultCollapsed={isSidebarCollapsed}
          portalContainer={container}
        >
          <StoryMenu globals={globals} />
        </Sidebar>
      }
      footer={
        <Footer copyright={t.copyright}>
          <a href="#contact" className="text-brand-800 hover:underline">
            {t.links.contact}
          </a>
        </Footer>
      }
      {...props}
    >
      <SamplePage globals={globals} />
    </AppLayout>
  );
}

const wide = { width: 960, height: 560 };
const compact = { width: 375, height: 640 };

// Focus moves into the drawer on open; drop it so screenshots never depend on focus-visible.
function blurActiveElement() {
  if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
}

const meta = {
  title: "Layout/AppLayout",
  component: AppLayout,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "The signed-in frame: a skip link (`skipLinkLabel`, 'Skip to content'), `topbar`, " +
          "`sidebar`, the page in `<main>`, and `footer`. It fills the viewport " +
          "(`--app-layout-height`, 100dvh). Below 768 px of its own width — in the app, the " +
          "viewport; Tailwind's `md` — the sidebar becomes a drawer from the inline start, " +
          "opened by the topbar's menu button; Escape or the backdrop closes it and focus " +
          "returns to the button. The stories draw the window as a fixed-size frame.",
      },
      story: { inline: false, height: "640px" },
    },
  },
  args: { onDrawerOpenChange: fn() },
  render: (args, { globals }) => (
    <StoryFrame {...wide}>
      {(container) => <StoryLayout globals={globals} container={container} {...args} />}
    </StoryFrame>
  ),
} satisfies Meta<typeof AppLayout>;

export default meta;

type Story = StoryObj<typeof meta>;

export const Wide: Story = {};

export const WideCollapsed: Story = {
  render: (args, { globals }) => (
    <StoryFrame {...wide}>
      {(container) => (
        <StoryLayout globals={globals} container={container} isSidebarCollapsed {...args} />
      )}
    </StoryFrame>
  ),
};

export const SkipLinkFocused: Story = {
  play: ({ canvasElement }) => {
    canvasElement
      .querySelector<HTMLAnchorElement>('[data-slot="skip-link"]')
      ?.focus({ focusVisible: true });
  },
};

export const Compact: Story = {
  parameters: { docs: { story: { inline: false, height: "700px" } } },
  render: (args, { globals }) => (
    <StoryFrame {...compact}>
      {(container) => <StoryLayout globals={globals} container={container} {...args} />}
    </StoryFrame>
  ),
};

export const CompactDrawerOpen: Story = {
  parameters: { docs: { story: { inline: false, height: "700px" } } },
  args: { defaultDrawerOpen: true },
  render: (args, { globals }) => (
    <StoryFrame {...compact}>
      {(container) => <StoryLayout globals={globals} container={container} {...args} />}
    </StoryFrame>
  ),
  play: blurActiveElement,
};

export const AllStates: Story = {
  parameters: { docs: { story: { inline: false, height: "640px" } } },
  render: (args, { globals }) => (
    <div className="grid grid-cols-[auto_auto] justify-start gap-4">
      <StoryFrame width={960} height={560} scale={0.5}>
        {(container) => <StoryLayout globals={globals} container={container} {...args} />}
      </StoryFrame>
      <StoryFrame width={960} height={560} scale={0.5}>
        {(container) => (
          <StoryLayout globals={globals} container={container} isSidebarCollapsed {...args} />
        )}
      </StoryFrame>
      <div className="col-span-2 flex gap-4">
        <StoryFrame width={376} height={560} scale={0.5}>
          {(container) => <StoryLayout globals={globals} container={container} {...args} />}
        </StoryFrame>
        <StoryFrame width={376} height={560} scale={0.5}>
          {(container) => (
            <StoryLayout globals={globals} container={container} {...args} defaultDrawerOpen />
          )}
        </StoryFrame>
      </div>
    </div>
  ),
  play: blurActiveElement,
};
