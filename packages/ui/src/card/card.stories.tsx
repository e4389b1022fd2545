import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button } from "../button/index.ts";
import { localize } from "../storybook/locale.ts";
import { Card, CardBody, CardDescription, CardFooter, CardHeader, CardTitle } from "./card.tsx";

const texts = {
  ar: {
    title: "بيانات الجهة",
    description: "كما تظهر في السجل التجاري ورخصة النشر.",
    rows: [
      ["اسم دار النشر", "دار الكلمة للنشر"],
      ["رقم السجل التجاري", "1010123456"],
      ["تاريخ الانتهاء", "2027-03-15"],
    ],
    edit: "تعديل",
    submit: "إرسال للمراجعة",
    body: "لا توجد كتب بعد. ارفعوا قائمة الكتب أو أضيفوا كتابًا.",
  },
  en: {
    title: "Organization information",
    description: "As in the commercial registration and the publishing licence.",
    rows: [
      ["Publishing house", "Dar Al-Kalima Publishing"],
      ["CR number", "1010123456"],
      ["Expiry date", "2027-03-15"],
    ],
    edit: "Edit",
    submit: "Submit for review",
    body: "No books yet. Upload a book list or add a book.",
  },
};

function Details({ rows }: { rows: string[][] }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-gray-600">{term}</dt>
          <dd className="font-medium">
            <bdi>{value}</bdi>
          </dd>
        </div>
      ))}
    </dl>
  );
}

const meta = {
  title: "Components/Card",
  component: Card,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "A bordered surface composed from optional parts: `CardHeader` (with `CardTitle`, an " +
          "`h2` by default — set `as` to fit the page's outline — and `CardDescription`), " +
          "`CardBody` and `CardFooter`, whose actions gather at the inline end. Each part takes " +
          "its element's props and exposes a `data-slot`.",
      },
    },
  },
  render: (args, { globals }) => {
    const t = localize(texts, globals);
    return (
      <Card {...args} className="w-[26rem]">
        <CardHeader>
          <CardTitle>{t.title}</CardTitle>
          <CardDescription>{t.description}</CardDescription>
        </CardHeader>
        <CardBody>
          <Details rows={t.rows} />
        </CardBody>
        <CardFooter>
          <Button variant="secondary">{t.edit}</Button>
          <Button>{t.submit}</Button>
        </CardFooter>
      </Card>
    );
  },
} satisfies Meta<typeof Card>;

export default meta;

type Story = StoryObj<typeof meta>;

export const Full: Story = {};

export const HeaderAndBody: Story = {
  render: (args, { globals }) => {
    const t = localize(texts, globals);
    return (
      <Card {...args} className="w-[26rem]">
        <CardHeader>
          <CardTitle>{t.title}</CardTitle>
        </CardHeader>
        <CardBody>
          <Details rows={t.rows} />
        </CardBody>
      </Card>
    );
  },
};

export const BodyOnly: Story = {
  render: (args, { globals }) => (
    <Card {...args} className="w-[26rem]">
      <CardBody className="text-sm text-gray-700">{localize(texts, globals).body}</CardBody>
    </Card>
  ),
};

export const HeaderOnly: Story = {
  render: (args, { globals }) => {
    const t = localize(texts, globals);
    return (
      <Card {...args} className="w-[26rem]">
        <CardHeader>
          <CardTitle>{t.title}</CardTitle>
          <CardDescription>{t.description}</CardDescription>
        </CardHeader>
      </Card>
    );
  },
};

export const AllStates: Story = {
  render: (args, { globals }) => {
    const t = localize(texts, globals);
    return (
      <div className="flex w-[26rem] flex-col gap-4">
        <Card {...args}>
          <CardHeader>
            <CardTitle>{t.title}</CardTitle>
            <CardDescription>{t.description}</CardDescription>
          </CardHeader>
          <CardBody>
            <Details rows={t.rows} />
          </CardBody>
          <CardFooter>
            <Button variant="secondary">{t.edit}</Button>
            <Button>{t.submit}</Button>
          </CardFooter>
        </Card>
        <Card {...args}>
          <CardHeader>
            <CardTitle>{t.title}</CardTitle>
          </CardHeader>
          <CardBody>
            <Details rows={t.rows} />
          </CardBody>
        </Card>
        <Card {...args}>
          <CardBody className="text-sm text-gray-700">{t.body}</CardBody>
        </Card>
      </div>
    );
  },
};
