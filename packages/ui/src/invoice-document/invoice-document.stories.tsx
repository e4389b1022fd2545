import type { Meta, StoryObj } from "@storybook/react-vite";
import { localize } from "../storybook/locale.ts";
import { InvoiceDocument } from "./invoice-document.tsx";

// A fixed QR text (base64 TLV of the five e-invoice fields) so the baseline never moves.
const QR =
  "ATHZh9mK2KbYqSDYp9mE2KPYr9ioINmI2KfZhNmG2LTYsSDZiNin2YTYqtix2KzZhdipAg8zMTAxMjIzOTM1MDAwMDMDGDIwMjYtMDktMTBUMDk6MDA6MDAuMDAwWgQHNTE3NS4wMAUGNjc1LjAw";

const texts = {
  ar: {
    seller: {
      name: "هيئة الأدب والنشر والترجمة",
      vatNumber: "310122393500003",
      crNumber: "1010665432",
      address: "الرياض، المملكة العربية السعودية",
    },
    buyer: {
      name: "دار المعرفة للنشر والتوزيع",
      vatNumber: "",
      crNumber: "1010987654",
      address: "12345",
    },
    issuedOn: "10 سبتمبر 2026",
    dueOn: "17 سبتمبر 2026",
    lines: [{ booth: "A-07", area: "9 م²", unitPrice: "500.00 ر.س", amount: "4,500.00 ر.س" }],
    subtotal: "4,500.00 ر.س",
    vatLabel: "ضريبة القيمة المضافة 15٪",
    vat: "675.00 ر.س",
    total: "5,175.00 ر.س",
    bank: {
      bankName: "البنك الأهلي السعودي",
      iban: "SA03 8000 0000 6080 1016 7519",
      accountName: "هيئة الأدب والنشر والترجمة",
    },
    stamp: "مدفوعة",
    texts: {
      title: "فاتورة ضريبية مبسطة",
      number: "رقم الفاتورة",
      issued: "تاريخ الإصدار",
      due: "تاريخ الاستحقاق",
      seller: "البائع",
      buyer: "المشتري",
      vatNumber: "الرقم الضريبي",
      crNumber: "رقم السجل التجاري",
      booth: "الجناح",
      area: "المساحة",
      unitPrice: "سعر الوحدة",
      amount: "المبلغ",
      subtotal: "المجموع قبل الضريبة",
      vat: "ضريبة القيمة المضافة",
      total: "الإجمالي شامل الضريبة",
      payTo: "التحويل البنكي إلى",
      bankName: "البنك",
      iban: "الآيبان",
      accountName: "اسم الحساب",
      qrHint: "رمز الفاتورة الإلكترونية",
    },
  },
  en: {
    seller: {
      name: "Literature, Publishing and Translation Commission",
      vatNumber: "310122393500003",
      crNumber: "1010665432",
      address: "Riyadh, Saudi Arabia",
    },
    buyer: {
      name: "Al-Maarifa Publishing House",
      vatNumber: "",
      crNumber: "1010987654",
      address: "12345",
    },
    issuedOn: "10 September 2026",
    dueOn: "17 September 2026",
    lines: [{ booth: "A-07", area: "9 m²", unitPrice: "SAR 500.00", amount: "SAR 4,500.00" }],
    subtotal: "SAR 4,500.00",
    vatLabel: "VAT 15%",
    vat: "SAR 675.00",
    total: "SAR 5,175.00",
    bank: {
      bankName: "Saudi National Bank",
      iban: "SA03 8000 0000 6080 1016 7519",
      accountName: "Literature, Publishing and Translation Commission",
    },
    stamp: "Paid",
    texts: {
      title: "Simplified tax invoice",
      number: "Invoice number",
      issued: "Issued",
      due: "Due",
      seller: "Seller",
      buyer: "Buyer",
      vatNumber: "VAT number",
      crNumber: "CR number",
      booth: "Booth",
      area: "Area",
      unitPrice: "Unit price",
      amount: "Amount",
      subtotal: "Subtotal",
      vat: "VAT",
      total: "Total with VAT",
      payTo: "Pay by bank transfer to",
      bankName: "Bank",
      iban: "IBAN",
      accountName: "Account name",
      qrHint: "E-invoice code",
    },
  },
};

const meta = {
  title: "Components/InvoiceDocument",
  component: InvoiceDocument,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "A simplified tax invoice as a printable A4 page: number and dates, seller and buyer, " +
          "lines, subtotal, VAT (rounded once per invoice) and total, the fair's bank account and " +
          "the e-invoice QR (base64 TLV, drawn as SVG). Values arrive formatted; texts as props.",
      },
    },
  },
  args: {
    number: "2026-0001",
    issuedOn: "",
    dueOn: "",
    seller: texts.en.seller,
    buyer: texts.en.buyer,
    lines: [],
    subtotal: "",
    vatLabel: "",
    vat: "",
    total: "",
    bank: texts.en.bank,
    qr: QR,
    texts: texts.en.texts,
  },
  render: (args, { globals }) => {
    const t = localize(texts, globals);
    return (
      <InvoiceDocument
        {...args}
        seller={t.seller}
        buyer={t.buyer}
        issuedOn={t.issuedOn}
        dueOn={t.dueOn}
        lines={t.lines}
        subtotal={t.subtotal}
        vatLabel={t.vatLabel}
        vat={t.vat}
        total={t.total}
        bank={t.bank}
        stamp={args.stamp ? { ...args.stamp, label: t.stamp } : undefined}
        texts={t.texts}
      />
    );
  },
} satisfies Meta<typeof InvoiceDocument>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Issued, waiting for the transfer. */
export const Issued: Story = {};

/** Paid: the administration confirmed the transfer receipt. */
export const Paid: Story = { args: { stamp: { label: "Paid", tone: "paid" } } };
