import type { Meta, StoryObj } from "@storybook/react-vite";
import { localize } from "../storybook/locale.ts";
import { StepList, type StepListState } from "./step-list.tsx";

const texts = {
  ar: {
    states: { closed: "مغلقة", open: "متاحة", complete: "مكتملة" },
    steps: [
      ["استكمال البيانات", "الكمية والسعر والباركود والطرود لكل كتاب مقبول."],
      ["الملصقات والوجهة", "طباعة الملصقات وإرسال الطرود إلى المستودع أو الجناح."],
      ["شركة الشحن", "إسناد شركة شحن إلى كل طرد."],
    ],
    note: "تُتاح بعد إكمال الخطوة السابقة.",
    action: "متابعة",
  },
  en: {
    states: { closed: "Closed", open: "Open", complete: "Complete" },
    steps: [
      ["Complete data", "Quantity, price, barcode and parcels of every approved book."],
      ["Labels and destination", "Print the labels and send parcels to storage or the booth."],
      ["Shipper", "Assign a shipper to each parcel."],
    ],
    note: "Opens once the previous step is complete.",
    action: "Continue",
  },
};

const meta = {
  title: "Components/StepList",
  component: StepList,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "The ordered steps of a pipeline, each closed, open or complete (`data-state`; the " +
          'open one is `aria-current="step"`). A closed step shows its `note` (why it is closed) ' +
          "and never its `action`. Numbers sit at the inline start, so the list mirrors in Arabic.",
      },
    },
  },
  args: { steps: [], stateLabels: texts.en.states },
  render: (args, { globals }) => {
    const t = localize(texts, globals);
    const states = (args.steps.length > 0 ? args.steps.map((step) => step.state) : []) as
      StepListState[] | [];
    const fallback: StepListState[] = ["complete", "open", "closed"];
    return (
      <div className="w-[40rem]">
        <StepList
          stateLabels={t.states}
          steps={t.steps.map(([title, description], index) => {
            const state = states[index] ?? fallback[index]!;
            return {
              id: String(index),
              title: title!,
              description,
              state,
              note: state === "closed" ? t.note : undefined,
              action: (
                <button type="button" className="rounded-md border px-3 py-1 text-sm">
                  {t.action}
                </button>
              ),
            };
          })}
        />
      </div>
    );
  },
} satisfies Meta<typeof StepList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1 done, step 2 open, step 3 waiting. */
export const InProgress: Story = {};
