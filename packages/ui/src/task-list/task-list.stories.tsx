import type { Meta, StoryObj } from "@storybook/react-vite";
import { localize } from "../storybook/locale.ts";
import { TaskList, type TaskItem, type TaskState } from "./task-list.tsx";

// [key, name, last day (ISO), last day in words, state, state in words]
type Row = [string, string, string, string, TaskState, string];

const texts: Record<"ar" | "en", { label: string; lastDay: string; rows: Row[]; done: string }> = {
  ar: {
    label: "المواعيد النهائية",
    lastDay: "آخر موعد:",
    done: "أُنجز",
    // Overdue first, then by day, as the app orders them.
    rows: [
      ["book_list", "تقديم قائمة الكتب", "2027-01-02", "02 يناير 2027", "overdue", "متأخر 3 أيام"],
      [
        "participation_request",
        "تقديم طلب المشاركة",
        "2027-01-04",
        "04 يناير 2027",
        "done",
        "أُنجز",
      ],
      [
        "complete_data",
        "استكمال البيانات",
        "2027-01-05",
        "05 يناير 2027",
        "open",
        "اليوم هو اليوم الأخير",
      ],
      ["parcel_delivery", "تسليم الطرود", "2027-01-10", "10 يناير 2027", "open", "بقي 5 أيام"],
      ["payment", "السداد", "2027-01-17", "17 يناير 2027", "open", "بقي 12 يومًا"],
    ],
  },
  en: {
    label: "Deadlines",
    lastDay: "Last day:",
    done: "Done",
    rows: [
      ["book_list", "Book list", "2027-01-02", "02 January 2027", "overdue", "Overdue by 3 days"],
      [
        "participation_request",
        "Participation request",
        "2027-01-04",
        "04 January 2027",
        "done",
        "Done",
      ],
      [
        "complete_data",
        "Complete data",
        "2027-01-05",
        "05 January 2027",
        "open",
        "Today is the last day",
      ],
      [
        "parcel_delivery",
        "Parcel delivery",
        "2027-01-10",
        "10 January 2027",
        "open",
        "5 days to go",
      ],
      ["payment", "Payment", "2027-01-17", "17 January 2027", "open", "12 days to go"],
    ],
  },
};

type Texts = (typeof texts)["en"];

function items(t: Texts, rows: Row[] = t.rows): TaskItem[] {
  return rows.map(([key, name, dateTime, when, state, stateLabel]) => ({
    key,
    name,
    // Nothing remains to be done in a done step: no link.
    href: state === "done" ? undefined : `#${key}`,
    due: (
      <>
        {t.lastDay} <time dateTime={dateTime}>{when}</time>
      </>
    ),
    state,
    stateLabel,
  }));
}

function allDone(t: Texts): Row[] {
  return [...t.rows]
    .sort((a, b) => a[2].localeCompare(b[2]))
    .map(([key, name, dateTime, when]) => [key, name, dateTime, when, "done", t.done]);
}

const meta = {
  title: "Components/TaskList",
  component: TaskList,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "Tasks with a last day each: the step's name (a link, through `renderLink`, while " +
          "something remains to be done), its last day (a `<time>`, isolated so a date reads " +
          "in its own order) and its state in words. Each item carries `data-key` and `data-state`. " +
          "The list keeps the order it is given; texts come translated.",
      },
    },
  },
  args: { items: [] },
  render: (_args, { globals }) => {
    const t = localize(texts, globals);
    return (
      <div className="w-[32rem]">
        <TaskList label={t.label} items={items(t)} />
      </div>
    );
  },
} satisfies Meta<typeof TaskList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One overdue, one due today, two open and one done. */
export const Mixed: Story = {};

export const AllDone: Story = {
  render: (_args, { globals }) => {
    const t = localize(texts, globals);
    return (
      <div className="w-[32rem]">
        <TaskList label={t.label} items={items(t, allDone(t))} />
      </div>
    );
  },
};

export const SingleTask: Story = {
  render: (_args, { globals }) => {
    const t = localize(texts, globals);
    return (
      <div className="w-[32rem]">
        <TaskList label={t.label} items={items(t, t.rows.slice(3, 4))} />
      </div>
    );
  },
};
