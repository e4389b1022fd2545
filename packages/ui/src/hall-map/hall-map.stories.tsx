import type { Meta, StoryObj } from "@storybook/react-vite";
import { type StoryLocale, localize, storyLocale } from "../storybook/locale.ts";
import { HallMap, type HallMapBooth } from "./hall-map.tsx";

/** The booths of a 40 × 24 m hall: a row on each long wall, three islands between them. */
const layout: { code: string; x: number; y: number; width: number; height: number }[] = [
  { code: "A-1", x: 2, y: 1, width: 4, height: 3 },
  { code: "A-2", x: 6, y: 1, width: 3, height: 3 },
  { code: "A-3", x: 9, y: 1, width: 3, height: 3 },
  { code: "A-4", x: 12, y: 1, width: 6, height: 3 },
  { code: "A-5", x: 18, y: 1, width: 3, height: 3 },
  { code: "A-6", x: 21, y: 1, width: 3, height: 3 },
  { code: "A-7", x: 27, y: 1, width: 4, height: 3 },
  { code: "A-8", x: 31, y: 1, width: 3, height: 3 },
  { code: "A-9", x: 34, y: 1, width: 4, height: 3 },
  { code: "A-10", x: 5, y: 8, width: 4, height: 3 },
  { code: "A-11", x: 9, y: 8, width: 4, height: 3 },
  { code: "A-12", x: 5, y: 11, width: 4, height: 3 },
  { code: "A-13", x: 9, y: 11, width: 4, height: 3 },
  { code: "A-14", x: 17, y: 8, width: 6, height: 6 },
  { code: "A-15", x: 27, y: 8, width: 3, height: 3 },
  { code: "A-16", x: 30, y: 8, width: 3, height: 3 },
  { code: "A-17", x: 27, y: 11, width: 3, height: 3 },
  { code: "A-18", x: 30, y: 11, width: 3, height: 3 },
  { code: "A-19", x: 2, y: 19, width: 3, height: 3 },
  { code: "A-20", x: 5, y: 19, width: 4, height: 3 },
  { code: "A-21", x: 9, y: 20, width: 2, height: 2 },
  { code: "A-22", x: 27, y: 19, width: 4, height: 3 },
  { code: "A-23", x: 31, y: 19, width: 3, height: 3 },
  { code: "A-24", x: 34, y: 20, width: 2, height: 2 },
];

/** The exhibitors of the taken booths, by code, with the slug of their guide page. */
const exhibitors: Record<string, { slug: string; ar: string; en: string }> = {
  "A-1": { slug: "al-maarifa", ar: "دار المعرفة للنشر", en: "Al-Maarifa Publishing" },
  "A-4": {
    slug: "al-ufuq",
    ar: "دار الأفق للنشر والتوزيع",
    en: "Al-Ufuq Publishing & Distribution",
  },
  "A-5": { slug: "al-noor", ar: "مكتبة النور", en: "Al-Noor Bookshop" },
  "A-7": { slug: "al-qalam", ar: "دار القلم", en: "Al-Qalam House" },
  "A-9": {
    slug: "al-hikma",
    ar: "دار الحكمة للطباعة والنشر",
    en: "Al-Hikma Printing and Publishing",
  },
  "A-10": { slug: "difaf", ar: "منشورات الضفاف", en: "Difaf Editions" },
  "A-12": { slug: "riwaq-books", ar: "مكتبة الرواق", en: "Riwaq Books" },
  "A-14": {
    slug: "al-warraq",
    ar: "مؤسسة الورّاق الثقافية — ضيف الشرف",
    en: "Al-Warraq Cultural Foundation — Guest of Honour",
  },
  "A-16": { slug: "al-bayan", ar: "دار البيان", en: "Al-Bayan House" },
  "A-17": { slug: "al-fajr", ar: "دار الفجر للكتاب", en: "Al-Fajr Books" },
  "A-20": { slug: "sanabel", ar: "دار السنابل للأطفال", en: "Sanabel Children's Books" },
  "A-21": { slug: "al-bustan", ar: "دار البستان", en: "Al-Bustan" },
  "A-22": { slug: "al-mawrid", ar: "المورد الثقافي", en: "Al-Mawrid Cultural" },
};

const texts = {
  ar: {
    title: "مخطط القاعة A",
    legend: { taken: "عارض", free: "متاح", highlighted: "نتيجة البحث" },
    taken: (code: string, name: string) => `الجناح ${code}: ${name}`,
    free: (code: string) => `الجناح ${code}: متاح`,
  },
  en: {
    title: "Plan of Hall A",
    legend: { taken: "Exhibitor", free: "Free", highlighted: "Found" },
    taken: (code: string, name: string) => `Booth ${code}: ${name}`,
    free: (code: string) => `Booth ${code}: free`,
  },
};

function boothsIn(locale: StoryLocale): HallMapBooth[] {
  const t = texts[locale];
  return layout.map((place) => {
    const exhibitor = exhibitors[place.code];
    return exhibitor
      ? {
          ...place,
          name: exhibitor[locale],
          href: `/guide/${locale}/exhibitors/${exhibitor.slug}`,
          label: t.taken(place.code, exhibitor[locale]),
        }
      : { ...place, name: null, href: null, label: t.free(place.code) };
  });
}

const meta = {
  title: "Components/HallMap",
  component: HallMap,
  tags: ["autodocs"],
  parameters: {
    // NOTE: axe-core loses rtl lines of SVG text that fill their booth, so it finds a
    // mismatch in the Arabic stories' booths. What a booth draws is whole words of its name, in
    // order (WCAG 2.5.3): hall-map.test.tsx checks that on these stories in both languages, and
    // the guide's end-to-end test runs axe with the rule on its real pages (apps/web/e2e/guide).
    a11y: { disabledRules: ["label-content-name-mismatch"] },
    docs: {
      description: {
        component:
          "A hall's plan for visitors of the public fair guide: booths on a one-metre grid with " +
          "their codes and, where they fit, their exhibitors' names; an exhibitor's booth links " +
          "to its page, `highlighted` booths stand out. Markup and CSS only (server-rendered, no " +
          "script). The hall never mirrors (docs/decisions/032-…); the legend follows the page. " +
          "On a phone the plan keeps its size and scrolls in its frame; pinch-zoom works.",
      },
    },
  },
  args: {
    width: 40,
    height: 24,
    booths: boothsIn("en"),
    highlighted: ["A-4"],
    title: texts.en.title,
    legend: texts.en.legend,
  },
  render: (args, { globals }) => {
    const t = localize(texts, globals);
    return (
      <HallMap
        {...args}
        booths={boothsIn(storyLocale(globals))}
        title={t.title}
        legend={t.legend}
      />
    );
  },
} satisfies Meta<typeof HallMap>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Booth A-4 is what the visitor looked for. */
export const Hall: Story = {};

export const NothingHighlighted: Story = { args: { highlighted: [] } };

/** A free booth can be looked for too (a map of the booths still for rent). */
export const FreeBoothHighlighted: Story = { args: { highlighted: ["A-15"] } };

/** Tabbed to: the booth is ringed, as it is when a `#booth-…` link leads to it. */
export const FocusedBooth: Story = {
  play: ({ canvasElement }) => {
    canvasElement.querySelector<SVGAElement>("#booth-A-12")?.focus({ focusVisible: true });
  },
};

/**
 * A 360 px phone: the plan keeps its natural size and its frame scrolls sideways (the
 * screenshot shows the hall's west end); the legend wraps to the width.
 */
export const Phone: Story = {
  parameters: { visual: { viewport: { width: 360, height: 768 } } },
  render: (args, { globals }) => {
    const t = localize(texts, globals);
    return (
      // The story's frame adds 1rem on each side: the map gets what a phone page would give it.
      <div className="w-[calc(360px-2rem)]">
        <HallMap
          {...args}
          booths={boothsIn(storyLocale(globals))}
          title={t.title}
          legend={t.legend}
        />
      </div>
    );
  },
};
