import type { Meta, StoryObj } from "@storybook/react-vite";
import { localize } from "../storybook/locale.ts";
import { BareLayout } from "../bare-layout/bare-layout.tsx";
import { StoryFrame } from "./story-frame.tsx";
import { Brand } from "./story-fixtures.tsx";

type Globals = Record<string, unknown> | undefined;

const texts = {
  ar: {
    notFound: "Page Not Found",
    notFoundLead: "الصفحة غير موجودة",
    path: "/ar/unknown-page",
    home: "العودة إلى الرئيسية",
    badge: "بطاقة الدخول",
    name: "سارة العتيبي",
    role: "موظف",
    organization: "دار رواق للنشر",
    event: "معرض الرياض الدولي للكتاب 2026",
    booth: "الجناح B-214",
  },
  en: {
    notFound: "Page Not Found",
    notFoundLead: "The page does not exist",
    path: "/en/unknown-page",
    home: "Back to home",
    badge: "Badge",
    name: "Sara Alotaibi",
    role: "Staff member",
    organization: "Rawaq Publishing House",
    event: "Riyadh International Book Fair 2026",
    booth: "Booth B-214",
  },
};

function NotFoundPage({ globals }: { globals: Globals }) {
  const t = localize(texts, globals);
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-3 bg-slate-50 p-6 text-center">
      <p className="text-5xl font-bold text-brand-700">404</p>
      {/* The spec's text, in English in both locales: "Page Not Found" followed by the path. */}
      <h1 className="text-xl font-semibold text-slate-900">
        <span lang="en">{t.notFound}</span>{" "}
        <code dir="ltr" className="rounded bg-slate-200 px-1.5 py-0.5 text-base">
          {t.path}
        </code>
      </h1>
      <p className="text-sm text-slate-700">{t.notFoundLead}</p>
      <a href="#home" className="text-sm font-semibold text-brand-800 underline underline-offset-2">
        {t.home}
      </a>
    </div>
  );
}

function BadgePage({ globals }: { globals: Globals }) {
  const t = localize(texts, globals);
  return (
    <div className="flex flex-1 items-center justify-center bg-slate-100 p-6">
      <article className="w-64 overflow-hidden rounded-xl border border-slate-200 bg-white text-center shadow-sm">
        <div className="flex items-center justify-between bg-brand-800 px-4 py-3 text-sm text-white">
          <Brand globals={globals} tone="light" />
          <span>{t.badge}</span>
        </div>
        <div className="flex flex-col gap-1 p-5">
          <h1 className="text-lg font-bold text-slate-900">{t.name}</h1>
          <p className="text-sm text-slate-700">{t.role}</p>
          <p className="text-sm text-slate-700">{t.organization}</p>
          <p className="mt-3 text-xs text-slate-600">{t.event}</p>
          <p className="text-sm font-semibold text-brand-800">{t.booth}</p>
        </div>
      </article>
    </div>
  );
}

const meta = {
  title: "Layout/BareLayout",
  component: BareLayout,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "No chrome at all, only the `<main>` landmark (it fills the viewport): the spec's " +
          "“no layout” pages, the public badge and the 404 page.",
      },
    },
  },
  render: (args, { globals }) => (
    <StoryFrame width={560} height={360}>
      {() => (
        <BareLayout className="flex flex-col" {...args}>
          <NotFoundPage globals={globals} />
        </BareLayout>
      )}
    </StoryFrame>
  ),
} satisfies Meta<typeof BareLayout>;

export default meta;

type Story = StoryObj<typeof meta>;

export const NotFound: Story = {};

export const PublicBadge: Story = {
  render: (args, { globals }) => (
    <StoryFrame width={560} height={360}>
      {() => (
        <BareLayout className="flex flex-col" {...args}>
          <BadgePage globals={globals} />
        </BareLayout>
      )}
    </StoryFrame>
  ),
};

export const AllStates: Story = {
  render: (args, { globals }) => (
    <div className="flex gap-6">
      <StoryFrame width={440} height={360}>
        {() => (
          <BareLayout className="flex flex-col" {...args}>
            <NotFoundPage globals={globals} />
          </BareLayout>
        )}
      </StoryFrame>
      <StoryFrame width={440} height={360}>
        {() => (
          <BareLayout className="flex flex-col" {...args}>
            <BadgePage globals={globals} />
          </BareLayout>
        )}
      </StoryFrame>
    </div>
  ),
};
