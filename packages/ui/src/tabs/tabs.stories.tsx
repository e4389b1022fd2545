import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { localize } from "../storybook/locale.ts";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "./tabs.tsx";
import type { TabsProps } from "./tabs.tsx";

const texts = {
  ar: {
    label: "طريقة إضافة الكتب",
    one: "إضافة كتاب واحد",
    upload: "رفع قائمة الكتب",
    later: "الاستيراد من الفهرس",
    onePanel: "عنوان الكتاب، واسم المؤلف، والردمك، وتاريخ الإصدار.",
    uploadPanel: "ملف xlsx أو csv وفق النموذج، حتى 10,000 صف.",
    states: {
      label: "حالات التبويبات",
      active: "نشط",
      inactive: "غير نشط",
      disabled: "معطّل",
    },
  },
  en: {
    label: "How to add books",
    one: "Add one book",
    upload: "Upload a book list",
    later: "Import from the catalogue",
    onePanel: "The book's title, author, ISBN and issue date.",
    uploadPanel: "An xlsx or csv file in the template's layout, up to 10,000 rows.",
    states: {
      label: "Tab states",
      active: "Active",
      inactive: "Inactive",
      disabled: "Disabled",
    },
  },
};

/** The add-books choice of the app: two ways, each with its panel. */
function AddBooksTabs(
  props: TabsProps & { globals: Record<string, unknown>; withDisabled?: boolean },
) {
  const { globals, withDisabled = false, ...tabs } = props;
  const t = localize(texts, globals);
  return (
    <Tabs {...tabs} className="w-[32rem]">
      <TabsList label={t.label}>
        <TabsTrigger value="one">{t.one}</TabsTrigger>
        <TabsTrigger value="upload">{t.upload}</TabsTrigger>
        {withDisabled && (
          <TabsTrigger value="later" disabled>
            {t.later}
          </TabsTrigger>
        )}
      </TabsList>
      <TabsContent value="one">
        <p className="rounded-lg border border-slate-200 p-4 text-sm text-slate-700">
          {t.onePanel}
        </p>
      </TabsContent>
      <TabsContent value="upload">
        <p className="rounded-lg border border-slate-200 p-4 text-sm text-slate-700">
          {t.uploadPanel}
        </p>
      </TabsContent>
    </Tabs>
  );
}

const meta = {
  title: "Components/Tabs",
  component: Tabs,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "Tabs on Radix: `Tabs` › `TabsList` (named by `label`) › `TabsTrigger`, and a " +
          "`TabsContent` per value. The arrow keys follow the reading direction (in Arabic, " +
          "ArrowLeft moves to the next tab), Home and End jump, and focus selects. Triggers and " +
          'panels carry `data-state="active|inactive"`. `keepMounted` keeps a hidden panel\'s ' +
          "content (a half-filled form) across switches. Control it with `value` and " +
          "`onValueChange` to keep the tab in the URL.",
      },
    },
  },
  args: { defaultValue: "one", onValueChange: fn() },
  render: (args, { globals }) => <AddBooksTabs {...args} globals={globals} />,
} satisfies Meta<typeof Tabs>;

export default meta;

type Story = StoryObj<typeof meta>;

export const FirstSelected: Story = {};

export const SecondSelected: Story = { args: { defaultValue: "upload" } };

export const WithDisabledTab: Story = {
  render: (args, { globals }) => <AddBooksTabs {...args} globals={globals} withDisabled />,
};

export const FocusVisible: Story = {
  play: ({ canvasElement }) => {
    canvasElement
      .querySelector<HTMLElement>('[role="tab"][data-state="active"]')
      ?.focus({ focusVisible: true });
  },
};

export const AllStates: Story = {
  render: (args, { globals }) => {
    const t = localize(texts, globals).states;
    return (
      <Tabs {...args} defaultValue="active" className="w-[32rem]">
        <TabsList label={t.label}>
          <TabsTrigger value="active">{t.active}</TabsTrigger>
          <TabsTrigger value="inactive">{t.inactive}</TabsTrigger>
          <TabsTrigger value="disabled" disabled>
            {t.disabled}
          </TabsTrigger>
        </TabsList>
        {(["active", "inactive", "disabled"] as const).map((value) => (
          <TabsContent key={value} value={value}>
            <p className="rounded-lg border border-slate-200 p-4 text-sm text-slate-700">
              {t[value]}
            </p>
          </TabsContent>
        ))}
      </Tabs>
    );
  },
};
