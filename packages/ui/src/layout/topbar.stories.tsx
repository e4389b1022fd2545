import type { ReactNode } from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { SidebarProvider } from "./sidebar-context.tsx";
import { Brand, layoutT, LocaleSwitch, StoryViewToggle, UserMenu } from "./story-fixtures.tsx";
import { Topbar } from "./topbar.tsx";
import type { TopbarProps } from "./topbar.tsx";

type Globals = Record<string, unknown> | undefined;

function StoryTopbar({ globals, ...props }: TopbarProps & { globals: Globals }) {
  const t = layoutT(globals);
  return (
    <Topbar
      brand={<Brand globals={globals} />}
      viewToggle={<StoryViewToggle globals={globals} />}
      localeSwitch={<LocaleSwitch globals={globals} />}
      userMenu={<UserMenu globals={globals} />}
      menuLabel={t.menu}
      {...props}
    />
  );
}

function CompactFrame({ children }: { children: ReactNode }) {
  return (
    <div className="w-[375px] border border-slate-200">
      <SidebarProvider isCompact>{children}</SidebarProvider>
    </div>
  );
}

const meta = {
  title: "Layout/Topbar",
  component: Topbar,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "The bar across the top, with slots for the `brand`, the `viewToggle` (a ready " +
          "`ViewToggle` exists), the `localeSwitch` and the `userMenu`. In a compact AppLayout " +
          "(below 768 px) it starts with the menu button that opens the sidebar drawer " +
          "(`aria-expanded`, `aria-controls`) and moves the view toggle to a second row.",
      },
    },
  },
  render: (args, { globals }) => (
    <div className="w-[60rem] border border-slate-200">
      <StoryTopbar globals={globals} {...args} />
    </div>
  ),
} satisfies Meta<typeof Topbar>;

export default meta;

type Story = StoryObj<typeof meta>;

export const Wide: Story = {};

export const Compact: Story = {
  render: (args, { globals }) => (
    <CompactFrame>
      <StoryTopbar globals={globals} {...args} />
    </CompactFrame>
  ),
};

export const BrandOnly: Story = {
  render: (args, { globals }) => (
    <div className="w-[60rem] border border-slate-200">
      <Topbar brand={<Brand globals={globals} />} {...args} />
    </div>
  ),
};

export const AllStates: Story = {
  render: (args, { globals }) => (
    <div className="flex flex-col items-start gap-4">
      <div className="w-[60rem] border border-slate-200">
        <StoryTopbar globals={globals} {...args} />
      </div>
      <CompactFrame>
        <StoryTopbar globals={globals} {...args} />
      </CompactFrame>
      <div className="w-[60rem] border border-slate-200">
        <Topbar brand={<Brand globals={globals} />} {...args} />
      </div>
    </div>
  ),
};
