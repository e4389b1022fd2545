import type { Meta, StoryObj } from "@storybook/react-vite";
import { localize } from "../storybook/locale.ts";
import { Steps } from "./steps.tsx";
import type { StepItem } from "./steps.tsx";

const texts = {
  ar: {
    label: "خطوات تسجيل الجهة",
    completed: "مكتملة",
    compact: "الخطوة {step} من {steps}",
    steps: ["بيانات الجهة", "السجل التجاري", "رخصة النشر", "بيانات الدفع", "المراجعة"],
  },
  en: {
    label: "Organization registration steps",
    completed: "Completed",
    compact: "Step {step} of {steps}",
    steps: [
      "Organization information",
      "Commercial registration",
      "Publishing licence",
      "Payment information",
      "Review",
    ],
  },
};

const ids = ["organization", "registration", "licence", "payment", "review"];

function localSteps(globals: Record<string, unknown> | undefined): StepItem[] {
  return localize(texts, globals).steps.map((label, index) => ({ id: ids[index] ?? label, label }));
}

const meta = {
  title: "Components/Steps",
  component: Steps,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "A wizard header: an ordered list of `steps`; `currentStep` (zero-based) is marked " +
          '`aria-current="step"`, earlier steps are complete (a check, and `completedLabel` for ' +
          "screen readers), later ones upcoming; each `li` exposes `data-state`. The first step " +
          "sits at the inline start and the connectors mirror in Arabic. Below 36rem of its own " +
          "width it shows the numbers and one line, `compactLabel` ('Step {step} of {steps}').",
      },
    },
  },
  args: { steps: [], currentStep: 1 },
  render: (args, { globals }) => {
    const t = localize(texts, globals);
    return (
      <div className="w-[48rem]">
        <Steps
          label={t.label}
          completedLabel={t.completed}
          compactLabel={t.compact}
          {...args}
          steps={args.steps.length > 0 ? args.steps : localSteps(globals)}
        />
      </div>
    );
  },
} satisfies Meta<typeof Steps>;

export default meta;

type Story = StoryObj<typeof meta>;

export const FirstStep: Story = { args: { currentStep: 0 } };

export const MiddleStep: Story = { args: { currentStep: 2 } };

export const LastStep: Story = { args: { currentStep: 4 } };

export const AllComplete: Story = { args: { currentStep: 5 } };

export const Compact: Story = {
  args: { currentStep: 2 },
  render: (args, { globals }) => {
    const t = localize(texts, globals);
    return (
      <div className="w-80">
        <Steps
          label={t.label}
          completedLabel={t.completed}
          compactLabel={t.compact}
          {...args}
          steps={localSteps(globals)}
        />
      </div>
    );
  },
};

export const AllStates: Story = {
  render: (args, { globals }) => {
    const t = localize(texts, globals);
    const common = { label: t.label, completedLabel: t.completed, compactLabel: t.compact };
    return (
      <div className="flex w-[48rem] flex-col gap-8">
        {[0, 2, 4, 5].map((currentStep) => (
          <Steps
            key={currentStep}
            {...common}
            {...args}
            steps={localSteps(globals)}
            currentStep={currentStep}
          />
        ))}
        <div className="w-80">
          <Steps {...common} {...args} steps={localSteps(globals)} currentStep={2} />
        </div>
      </div>
    );
  },
};
