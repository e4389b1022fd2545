import type { Meta, StoryObj } from "@storybook/react-vite";
import { localize } from "../storybook/locale.ts";
import { BoothPoster, TableCard } from "./guide-poster.tsx";

// A house's emblem, inline so that the story needs no network and no stored image.
const logoUrl = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 80">' +
    '<rect x="4" y="4" width="112" height="72" rx="14" fill="#134f45"/>' +
    '<path d="M60 22c-10-7-24-8-36-5v42c12-3 26-2 36 5 10-7 24-8 36-5V17c-12-3-26-2-36 5z" fill="#d7f2e7"/>' +
    '<path d="M60 22v42" stroke="#134f45" stroke-width="3"/>' +
    "</svg>",
)}`;

const guidePath = "exhibitors/al-maarifa-publishing-1a2b3c4d";

const texts = {
  ar: {
    exhibitorName: "دار المعرفة للنشر",
    otherName: "Al-Maarifa Publishing",
    otherNameLang: "en",
    eventName: "معرض الرياض الدولي للكتاب 2026",
    hallName: "القاعة أ",
    guideUrl: `https://rawaq.example/guide/ar/${guidePath}`,
    long: {
      exhibitorName: "دار المعرفة للنشر والتوزيع والترجمة والخدمات الثقافية",
      otherName: "Al-Maarifa Publishing, Distribution, Translation and Cultural Services",
      hallName: "القاعة الرئيسية الكبرى",
    },
    texts: {
      location: "القاعة والجناح",
      booth: "الجناح",
      scanHint: "امسحوا الرمز لتصفح عناويننا وأسعارها",
      logoAlt: "شعار دار المعرفة للنشر",
    },
  },
  en: {
    exhibitorName: "Al-Maarifa Publishing",
    otherName: "دار المعرفة للنشر",
    otherNameLang: "ar",
    eventName: "Riyadh International Book Fair 2026",
    hallName: "Hall A",
    guideUrl: `https://rawaq.example/guide/en/${guidePath}`,
    long: {
      exhibitorName: "Al-Maarifa Publishing, Distribution, Translation and Cultural Services",
      otherName: "دار المعرفة للنشر والتوزيع والترجمة والخدمات الثقافية",
      hallName: "Grand Main Hall",
    },
    texts: {
      location: "Hall and booth",
      booth: "Booth",
      scanHint: "Scan for our titles and prices",
      logoAlt: "Al-Maarifa Publishing logo",
    },
  },
};

const meta = {
  title: "Components/GuidePoster",
  component: BoothPoster,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "Printables for the public fair guide. `BoothPoster` is the booth's A4 poster: event, " +
          "logo, the exhibitor's name in both languages, hall and booth very large, and a big QR " +
          "code to its guide page with the address under it. `TableCard` is a tent card for the " +
          "booth's table, two 148 × 105 mm faces on one sheet, folded in the middle. QR codes " +
          "are drawn as SVG. Texts come as props.",
      },
    },
    // An A4 page is taller than the default viewport, which would cut its screenshot.
    visual: { viewport: { width: 1024, height: 1200 } },
  },
  args: {
    exhibitorName: "",
    eventName: "",
    hallName: "",
    boothCode: "A-14",
    logoUrl,
    guideUrl: "",
    texts: texts.en.texts,
  },
  render: (args, { globals }) => {
    const t = localize(texts, globals);
    return (
      <BoothPoster
        {...args}
        exhibitorName={t.exhibitorName}
        otherName={t.otherName}
        otherNameLang={t.otherNameLang}
        eventName={t.eventName}
        hallName={t.hallName}
        guideUrl={t.guideUrl}
        texts={t.texts}
      />
    );
  },
} satisfies Meta<typeof BoothPoster>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The booth poster with the house's logo. */
export const Poster: Story = {};

/** Without a logo nothing takes its place: the name moves up. */
export const PosterWithoutLogo: Story = { args: { logoUrl: null } };

/** The longest names the poster is made for: a smaller size, and the QR code still whole. */
export const PosterWithLongNames: Story = {
  render: (args, { globals }) => {
    const t = localize(texts, globals);
    return (
      <BoothPoster
        {...args}
        exhibitorName={t.long.exhibitorName}
        otherName={t.long.otherName}
        otherNameLang={t.otherNameLang}
        eventName={t.eventName}
        hallName={t.long.hallName}
        boothCode="B-114"
        guideUrl={t.guideUrl}
        texts={t.texts}
      />
    );
  },
};

/** The table's tent card: the upper face is printed upside down, to read from the far side. */
export const TableTentCard: Story = {
  parameters: { visual: { viewport: { width: 1024, height: 900 } } },
  render: (args, { globals }) => {
    const t = localize(texts, globals);
    return (
      <TableCard
        exhibitorName={t.exhibitorName}
        otherName={t.otherName}
        otherNameLang={t.otherNameLang}
        boothCode={args.boothCode}
        guideUrl={t.guideUrl}
        texts={t.texts}
      />
    );
  },
};

/** The tent card with the longest names: a long name steps down a size and stays whole. */
export const TableTentCardWithLongNames: Story = {
  parameters: { visual: { viewport: { width: 1024, height: 900 } } },
  render: (_args, { globals }) => {
    const t = localize(texts, globals);
    return (
      <TableCard
        exhibitorName={t.long.exhibitorName}
        otherName={t.long.otherName}
        otherNameLang={t.otherNameLang}
        boothCode="B-114"
        guideUrl={t.guideUrl}
        texts={t.texts}
      />
    );
  },
};
