import { composeStories } from "@storybook/react-vite";
import { beforeAll, describe, expect, test } from "vitest";
import { page } from "vitest/browser";
import { render } from "vitest-browser-react";
import { estimateTextWidth, fitLines, isRightToLeft } from "./fit-text.ts";
import * as stories from "./hall-map.stories.tsx";
import { HallMap, type HallMapBooth } from "./hall-map.tsx";

const legend = { taken: "Exhibitor", free: "Free", highlighted: "Found" };

const booths: HallMapBooth[] = [
  {
    code: "A-1",
    x: 0,
    y: 0,
    width: 4,
    height: 3,
    name: "Al-Maarifa Publishing",
    href: "/guide/en/exhibitors/al-maarifa",
    label: "Booth A-1: Al-Maarifa Publishing",
  },
  {
    code: "A-2",
    x: 4,
    y: 0,
    width: 3,
    height: 3,
    name: null,
    href: null,
    label: "Booth A-2: free",
  },
  {
    code: "A-3",
    x: 0,
    y: 4,
    width: 3,
    height: 3,
    name: "دار الأفق للنشر والتوزيع",
    href: "/guide/ar/exhibitors/al-ufuq",
    label: "الجناح A-3: دار الأفق للنشر والتوزيع",
  },
];

// Names as long as real publishers' get, in both scripts, to hold the width estimate against.
const sampleNames = [
  "دار المعرفة للنشر",
  "دار الأفق للنشر والتوزيع",
  "منشورات ضفاف",
  "مؤسسة الرسالة ناشرون",
  "شركة المطبوعات للتوزيع والنشر",
  "مكتبة العبيكان",
  "الدار العربية للعلوم ناشرون",
  "دار صفحات للدراسات والنشر",
  "مؤسسة الورّاق الثقافية",
  "Al-Maarifa Publishing",
  "Horizon Publishing & Distribution",
  "WILEY-VCH Verlag GmbH",
  "Jarir Bookstore (Riyadh)",
  "Mimmo's Wonderful Workshop",
  "Dar Al-Saqi / دار الساقي",
];

beforeAll(async () => {
  // The estimate is of the kit's faces: measure with them, not a fallback mid-swap.
  await Promise.all(
    ["Inter", "Noto Sans Arabic"].flatMap((family) =>
      [400, 700].map((weight) => document.fonts.load(`${weight} 16px "${family}"`, "Rawaq رواق")),
    ),
  );
});

/** The width Chromium draws `text` at, in an svg as the map draws it, in a page of `lang`. */
function measuredWidth(text: string, fontSize: number, lang: string, isBold = false): number {
  const host = document.createElement("div");
  host.lang = lang;
  host.innerHTML = `<svg class="font-sans"><text font-size="${fontSize}" class="${isBold ? "font-bold" : ""}"></text></svg>`;
  const element = host.querySelector("text")!;
  element.textContent = text;
  document.body.append(host);
  const width = element.getComputedTextLength();
  host.remove();
  return width;
}

describe("the text estimate", () => {
  test.each(["ar", "en"])(
    "never falls short of the drawn width, nor overshoots a name by 30 % (page in %s)",
    (lang) => {
      const texts = sampleNames.flatMap((name) => {
        const characters = [...name];
        // Every cut the map may draw, with its ellipsis.
        return characters.map((_, length) =>
          length === 0 ? name : `${characters.slice(0, length).join("").trimEnd()}…`,
        );
      });
      for (const text of texts) {
        expect(estimateTextWidth(text, 11), text).toBeGreaterThanOrEqual(
          measuredWidth(text, 11, lang),
        );
      }
      // Short cuts may be overestimated more (one wide class for a narrow letter), names not.
      for (const name of sampleNames) {
        expect(estimateTextWidth(name, 11) / measuredWidth(name, 11, lang), name).toBeLessThan(1.3);
      }
      for (const code of ["A-1", "A-14", "B-208", "WX-99"]) {
        const estimate = estimateTextWidth(code, 12, { isBold: true });
        expect(estimate, code).toBeGreaterThanOrEqual(measuredWidth(code, 12, lang, true));
      }
    },
  );

  test("lines break at spaces and after hyphens; a cut ends after a whole word, with an ellipsis", () => {
    const name = "Al-Ufuq Publishing & Distribution";
    const wide = estimateTextWidth("Al-Ufuq Publishing", 11);
    expect(fitLines(name, { maxWidth: wide, fontSize: 11, maxLines: 3 })).toEqual([
      "Al-Ufuq Publishing",
      "& Distribution",
    ]);
    expect(fitLines(name, { maxWidth: wide, fontSize: 11, maxLines: 1 })).toEqual(["Al-Ufuq…"]);
    const narrow = estimateTextWidth("Cultural", 11);
    expect(fitLines("Al-Warraq Cultural", { maxWidth: narrow, fontSize: 11, maxLines: 3 })).toEqual(
      ["Al-", "Warraq", "Cultural"],
    );
    // A word wider than the booth is not drawn in part: the line before it takes the ellipsis.
    const upToWarraq = estimateTextWidth("Al-Warraq…", 11);
    expect(
      fitLines("Al-Warraq Supercalifragilistic", {
        maxWidth: upToWarraq,
        fontSize: 11,
        maxLines: 3,
      }),
    ).toEqual(["Al-Warraq…"]);
    const upToUfuq = estimateTextWidth("دار الأفق…", 11);
    expect(fitLines("دار الأفق للنشر", { maxWidth: upToUfuq, fontSize: 11, maxLines: 1 })).toEqual([
      "دار الأفق…",
    ]);
    expect(fitLines("Al-Ufuq", { maxWidth: 4, fontSize: 11, maxLines: 2 })).toEqual([]);
  });

  test("the direction of a name is its first letter's", () => {
    expect(isRightToLeft("دار الأفق")).toBe(true);
    expect(isRightToLeft("«دار» 2")).toBe(true);
    expect(isRightToLeft("Dar Al-Saqi / دار الساقي")).toBe(false);
    expect(isRightToLeft("2026")).toBe(false);
  });
});

/**
 * Whether the words drawn in a booth are, in order, words of its accessible name (WCAG 2.5.3,
 * label in name): the map draws whole words only, an ellipsis marking the ones left out.
 */
function isPartOfName(drawn: string, name: string): boolean {
  const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const drawnWords = words(drawn).join(" ");
  return ` ${words(name).join(" ")} `.includes(` ${drawnWords} `);
}

describe("HallMap", () => {
  test("an exhibitor's booth is a link with its name; a free booth is no link", async () => {
    await render(
      <HallMap width={8} height={8} booths={booths} title="Plan of Hall A" legend={legend} />,
    );
    const link = page.getByRole("link", { name: "Booth A-1: Al-Maarifa Publishing" });
    await expect.element(link).toHaveAttribute("href", "/guide/en/exhibitors/al-maarifa");
    expect(link.element().querySelector("title")).toBeNull();
    expect(link.element().id).toBe("booth-A-1");
    (link.element() as SVGAElement).focus();
    expect(document.activeElement).toBe(link.element());

    const free = page.getByRole("img", { name: "Booth A-2: free" });
    expect(free.element().tagName).toBe("g");
    expect(free.element().id).toBe("booth-A-2");
    expect(free.element().closest("a")).toBeNull();
    expect(page.getByRole("link").elements()).toHaveLength(2);
  });

  test("highlighted booths are marked and drawn apart; the legend names them", async () => {
    const screen = await render(
      <HallMap
        width={8}
        height={8}
        booths={booths}
        highlighted={["A-2"]}
        title="Plan of Hall A"
        legend={legend}
      />,
    );
    const found = page.getByRole("img", { name: "Booth A-2: free" }).element();
    const other = page.getByRole("link", { name: "Booth A-1: Al-Maarifa Publishing" }).element();
    expect(found.getAttribute("aria-current")).toBe("true");
    expect(found.hasAttribute("data-highlighted")).toBe(true);
    expect(other.hasAttribute("aria-current")).toBe(false);
    expect(other.hasAttribute("data-highlighted")).toBe(false);
    const shape = (booth: Element) => getComputedStyle(booth.querySelectorAll("rect")[1]!);
    expect(shape(found).strokeWidth).toBe("3px");
    expect(shape(other).strokeWidth).toBe("1px");
    expect(shape(found).fill).not.toBe(shape(other).fill);
    await expect.element(screen.getByText("Found")).toBeVisible();

    await screen.rerender(
      <HallMap width={8} height={8} booths={booths} title="Plan of Hall A" legend={legend} />,
    );
    await expect.element(screen.getByText("Found")).not.toBeInTheDocument();
  });

  test("in Arabic the hall keeps its ltr drawing at full size and scrolls, pinch-zoom allowed", async () => {
    await render(
      <div dir="rtl" style={{ width: 200 }}>
        <HallMap width={40} height={24} booths={booths} title="مخطط القاعة A" legend={legend} />
      </div>,
    );
    const svg = page.getByRole("group", { name: "مخطط القاعة A" }).element();
    const frame = svg.parentElement!;
    expect(frame.getAttribute("dir")).toBe("ltr");
    expect(getComputedStyle(svg).direction).toBe("ltr");
    expect(frame.className).not.toMatch(/touch-none/);
    // Chromium names "pan-x pan-y pinch-zoom" by its shorthand.
    expect(["pan-x pan-y pinch-zoom", "manipulation"]).toContain(
      getComputedStyle(frame).touchAction,
    );
    expect(getComputedStyle(frame).overflowX).toBe("auto");
    expect(svg.getBoundingClientRect().width).toBe(40 * 24);
    expect(frame.scrollWidth).toBeGreaterThan(frame.clientWidth);
  });

  test.each([
    ["an Arabic name is set rtl, the ellipsis ending it on its west side", "ar", "rtl"],
    ["an English name is set ltr, the ellipsis ending it on its east side", "en", "ltr"],
  ] as const)("%s, inside the booth", async (_, lang, direction) => {
    const name =
      lang === "ar"
        ? "مؤسسة الورّاق الثقافية للطباعة والنشر والتوزيع"
        : "Al-Warraq Cultural Foundation for Printing and Publishing";
    const booth: HallMapBooth = {
      code: "A-9",
      x: 1,
      y: 1,
      width: 3,
      height: 3,
      name,
      href: "/guide/exhibitors/al-warraq",
      label: `A-9: ${name}`,
    };
    await render(
      <div lang={lang} dir={direction}>
        <HallMap width={5} height={5} booths={[booth]} title="Plan" legend={legend} />
      </div>,
    );
    const link = page.getByRole("link").element();
    const lines = [...link.querySelectorAll<SVGTextElement>('[data-slot="hall-map-name"]')];
    expect(lines.length).toBeGreaterThan(1);
    const shape = link.querySelectorAll("rect")[1]!.getBBox();
    for (const line of lines) {
      expect(getComputedStyle(line).direction).toBe(direction);
      const box = line.getBBox();
      expect(box.x).toBeGreaterThanOrEqual(shape.x);
      expect(box.x + box.width).toBeLessThanOrEqual(shape.x + shape.width);
    }
    expect(isPartOfName(link.querySelector("svg")!.textContent!, booth.label)).toBe(true);
    const last = lines.at(-1)!;
    const text = last.textContent!;
    expect(text.endsWith("…")).toBe(true);
    const ellipsisX = last.getStartPositionOfChar(text.length - 1).x;
    const firstX = last.getStartPositionOfChar(0).x;
    expect(direction === "rtl" ? ellipsisX < firstX : ellipsisX > firstX).toBe(true);
  });

  test.each(["ar", "en"] as const)(
    "every booth of the sample hall draws whole words of its name, in order (%s)",
    async (locale) => {
      const { Hall } = composeStories(stories, { initialGlobals: { locale } });
      await render(
        <div lang={locale} dir={locale === "ar" ? "rtl" : "ltr"}>
          <Hall />
        </div>,
      );
      const booths = [...document.querySelectorAll("[data-booth]")];
      expect(booths.length).toBeGreaterThan(20);
      const cut = booths.filter((booth) => booth.textContent?.includes("…"));
      expect(cut.length, "the sample has names too long for their booth").toBeGreaterThan(0);
      for (const booth of booths) {
        const drawn = booth.querySelector("svg")!.textContent!;
        expect(isPartOfName(drawn, booth.getAttribute("aria-label")!), drawn).toBe(true);
      }
    },
  );
});
