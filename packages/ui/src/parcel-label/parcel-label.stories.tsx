import type { Meta, StoryObj } from "@storybook/react-vite";
import { localize } from "../storybook/locale.ts";
import { ParcelLabel, ParcelLabelSheets } from "./parcel-label.tsx";

const texts = {
  ar: {
    organizationName: "دار المعرفة للنشر والتوزيع",
    destination: "الجناح",
    // A hall's long name with its booth: the code stays in one piece on the line (issue 26).
    marking: (
      <>
        <bdi>القاعة الرئيسية</bdi> ·{"\u00a0"}
        <bdi dir="ltr" className="whitespace-nowrap">
          A-14
        </bdi>
      </>
    ),
    items: [
      { title: "رحلة في تاريخ الجزيرة العربية", quantity: 24 },
      { title: "ديوان الشعر النبطي", quantity: 12 },
      { title: "أطلس المملكة المصور", quantity: 6 },
    ],
    texts: {
      parcel: "رقم الطرد",
      destination: "الوجهة",
      marking: "القاعة والجناح",
      titles: "العناوين",
      copies: "النسخ",
      total: "المجموع",
    },
  },
  en: {
    organizationName: "Al-Maarifa Publishing House",
    destination: "Booth",
    marking: (
      <>
        <bdi>Main hall</bdi> ·{"\u00a0"}
        <bdi dir="ltr" className="whitespace-nowrap">
          A-14
        </bdi>
      </>
    ),
    items: [
      { title: "A Journey Through Arabian History", quantity: 24 },
      { title: "Nabati Poetry Collection", quantity: 12 },
      { title: "Illustrated Atlas of the Kingdom", quantity: 6 },
    ],
    texts: {
      parcel: "Parcel number",
      destination: "Destination",
      marking: "Hall and booth",
      titles: "Titles",
      copies: "Copies",
      total: "Total",
    },
  },
};

const meta = {
  title: "Components/ParcelLabel",
  component: ParcelLabel,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "One parcel's printable label, A6 (105 × 148 mm): organization, parcel number, titles " +
          "and quantities, total, destination, the fair's hall/booth marking, and the parcel's " +
          "code as a QR code and a Code 128 barcode (drawn as SVG). " +
          "`ParcelLabelSheets` puts four on each A4 page for printing. Texts come as props.",
      },
    },
  },
  args: {
    organizationName: "",
    parcelNumber: "P-001",
    code: "RWQ7K2M9QX4TD",
    items: [],
    total: 42,
    destination: null,
    marking: "",
    texts: texts.en.texts,
  },
  render: (args, { globals }) => {
    const t = localize(texts, globals);
    return (
      <ParcelLabel
        {...args}
        organizationName={t.organizationName}
        destination={args.destination === null ? null : t.destination}
        marking={t.marking}
        items={args.items.length > 0 ? args.items : t.items}
        texts={t.texts}
      />
    );
  },
} satisfies Meta<typeof ParcelLabel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before a destination is chosen. */
export const Prepared: Story = {};

/** Sent to the booth. */
export const ToTheBooth: Story = { args: { destination: "booth" } };

/**
 * The print page: `ParcelLabelSheets` lays four A6 labels on each A4 sheet, in reading order
 * (right to left in Arabic), and starts a new sheet for the fifth.
 */
export const SheetsOfFour: Story = {
  parameters: { visual: { viewport: { width: 1024, height: 2400 } } },
  render: (args, { globals }) => {
    const t = localize(texts, globals);
    const codes = [
      "RWQ7K2M9QX4TD",
      "RWQ3H8N2PL6WA",
      "RWQ9D4R7TZ2KM",
      "RWQ5B1V8XC3NJ",
      "RWQ2F6Y4QW8HE",
    ];
    return (
      <ParcelLabelSheets
        labels={codes.map((code, index) => ({
          ...args,
          organizationName: t.organizationName,
          parcelNumber: `P-00${index + 1}`,
          code,
          items: t.items.slice(0, 1 + (index % 3)),
          total: t.items.slice(0, 1 + (index % 3)).reduce((sum, item) => sum + item.quantity, 0),
          destination: t.destination,
          marking: t.marking,
          texts: t.texts,
        }))}
      />
    );
  },
};
