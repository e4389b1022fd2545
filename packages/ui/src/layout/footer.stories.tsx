import type { Meta, StoryObj } from "@storybook/react-vite";
import { Footer } from "./footer.tsx";
import { layoutT } from "./story-fixtures.tsx";

type Globals = Record<string, unknown> | undefined;

function FooterLinks({ globals }: { globals: Globals }) {
  const t = layoutT(globals);
  return (
    <nav aria-label={t.footerNav} className="flex gap-4">
      <a href="#contact" className="text-brand-800 underline-offset-2 hover:underline">
        {t.links.contact}
      </a>
      <a href="#privacy" className="text-brand-800 underline-offset-2 hover:underline">
        {t.links.privacy}
      </a>
    </nav>
  );
}

const meta = {
  title: "Layout/Footer",
  component: Footer,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "The bottom of the signed-in frame: the `copyright` text at the inline start and any " +
          "`children` (links) at the inline end. AppLayout puts it under the page, beside the sidebar.",
      },
    },
  },
  render: (args, { globals }) => (
    <div className="w-[40rem]">
      <Footer copyright={layoutT(globals).copyright} {...args}>
        {args.children ?? <FooterLinks globals={globals} />}
      </Footer>
    </div>
  ),
} satisfies Meta<typeof Footer>;

export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const CopyrightOnly: Story = {
  render: (args, { globals }) => (
    <div className="w-[40rem]">
      <Footer copyright={layoutT(globals).copyright} {...args} />
    </div>
  ),
};

export const Narrow: Story = {
  render: (args, { globals }) => (
    <div className="w-80">
      <Footer copyright={layoutT(globals).copyright} {...args}>
        <FooterLinks globals={globals} />
      </Footer>
    </div>
  ),
};

export const AllStates: Story = {
  render: (args, { globals }) => {
    const t = layoutT(globals);
    return (
      <div className="flex w-[40rem] flex-col gap-4">
        <Footer copyright={t.copyright} {...args}>
          <FooterLinks globals={globals} />
        </Footer>
        <Footer copyright={t.copyright} {...args} />
        <div className="w-80">
          <Footer copyright={t.copyright} {...args}>
            <FooterLinks globals={globals} />
          </Footer>
        </div>
      </div>
    );
  },
};
