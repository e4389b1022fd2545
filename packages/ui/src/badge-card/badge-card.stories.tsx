import type { Meta, StoryObj } from "@storybook/react-vite";
import { localize } from "../storybook/locale.ts";
import { BadgeCard } from "./badge-card.tsx";

const texts = {
  ar: {
    printedName: "سارة عبد الله القحطاني",
    roleLabel: "موظف",
    organizationName: "دار المعرفة للنشر والتوزيع",
    eventName: "معرض الرياض الدولي للكتاب",
    validity: "1 – 10 نوفمبر 2026",
    states: { valid: "سارية", revoked: "ملغاة", expired: "منتهية" },
    texts: {
      organization: "الجهة",
      validity: "الصلاحية",
      scanHint: "امسحوا الرمز للتحقق",
      photoAlt: "الصورة الشخصية",
    },
  },
  en: {
    printedName: "Sarah Abdullah Al-Qahtani",
    roleLabel: "Staff",
    organizationName: "Al-Maarifa Publishing House",
    eventName: "Riyadh International Book Fair",
    validity: "1 – 10 November 2026",
    states: { valid: "Valid", revoked: "Revoked", expired: "Expired" },
    texts: {
      organization: "Organization",
      validity: "Valid",
      scanHint: "Scan to verify",
      photoAlt: "Photo",
    },
  },
};

const meta = {
  title: "Components/BadgeCard",
  component: BadgeCard,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "A staff badge, 90 × 130 mm, four to an A4 page: event, photo, printed name, role, " +
          "organization, validity, and a QR code pointing to the badge's public page. Revoked " +
          "and expired badges say so across the card. Texts come as props.",
      },
    },
  },
  args: {
    printedName: "",
    roleLabel: "",
    organizationName: "",
    eventName: "",
    validity: "",
    photoUrl: null,
    verifyUrl: "https://rawaq.example/ar/badges/Qm9va0ZhaXIyMDI2QmFkZ2U",
    state: "valid",
    stateLabel: "",
    texts: texts.en.texts,
  },
  render: (args, { globals }) => {
    const t = localize(texts, globals);
    return (
      <BadgeCard
        {...args}
        printedName={t.printedName}
        roleLabel={t.roleLabel}
        organizationName={t.organizationName}
        eventName={t.eventName}
        validity={t.validity}
        stateLabel={t.states[args.state]}
        texts={t.texts}
      />
    );
  },
} satisfies Meta<typeof BadgeCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Valid: Story = {};

export const Revoked: Story = { args: { state: "revoked" } };

export const Expired: Story = { args: { state: "expired" } };
