import { composeStories } from "@storybook/react-vite";
import type { ReactNode } from "react";
import { describe, expect, test } from "vitest";
import { page } from "vitest/browser";
import { render } from "vitest-browser-react";
import { DirectionProvider } from "../direction/index.ts";
import { STORY_LOCALES } from "../storybook/locale.ts";
import type { StoryLocale } from "../storybook/locale.ts";
import { BarChart, type ChartSeries, TimeChart } from "./index.ts";
import * as stories from "./chart.stories.tsx";
import { TONE_FILL } from "./chart-parts.tsx";

const series: ChartSeries[] = [
  { key: "confirmed", label: "Confirmed", tone: "success" },
  { key: "held", label: "Held", tone: "warning" },
  { key: "free", label: "Free", tone: "neutral" },
];

const zones = [
  { key: "a", label: "Hall A", values: { confirmed: 1250, held: 6, free: 12 } },
  { key: "b", label: "Hall B", values: { confirmed: 35, held: 10, free: 15 } },
  { key: "c", label: "Outdoor pavilion", values: { confirmed: 9, held: 0, free: 18 } },
];

const days = [
  { date: "2026-11-01", values: { confirmed: 4, held: 1 } },
  { date: "2026-11-02", values: { confirmed: 7, held: 0 } },
  { date: "2026-11-03", values: { confirmed: 2, held: 3 } },
];

const formatDay = (date: string) => `Nov ${Number(date.slice(8))}`;

function InLocale({
  locale,
  width,
  children,
}: {
  locale: StoryLocale;
  /** The container's width in px; 36rem unless given. */
  width?: number;
  children: ReactNode;
}) {
  const { dir } = STORY_LOCALES[locale];
  return (
    <DirectionProvider dir={dir}>
      <div dir={dir} lang={locale} className={width ? undefined : "w-[36rem]"} style={{ width }}>
        <h2 id="chart-title">Chart</h2>
        {children}
      </div>
    </DirectionProvider>
  );
}

function Booths({ locale = "en", showTable }: { locale?: StoryLocale; showTable?: boolean }) {
  return (
    <InLocale locale={locale}>
      <BarChart
        labelledBy="chart-title"
        series={series}
        data={zones}
        categoryHeader="Hall"
        totalHeader="Total"
        tableCaption="Booths by hall"
        showTable={showTable}
      />
    </InLocale>
  );
}

function Days({ locale = "en", kind }: { locale?: StoryLocale; kind: "columns" | "line" }) {
  return (
    <InLocale locale={locale}>
      <TimeChart
        labelledBy="chart-title"
        series={series.slice(0, 2)}
        days={days}
        kind={kind}
        formatDay={formatDay}
        dayHeader="Day"
        tableCaption="Parcels per day"
      />
    </InLocale>
  );
}

function tableRows(): string[][] {
  const table = page.getByRole("table").element();
  return [...table.querySelectorAll("tr")].map((row) =>
    [...row.children].map((cell) => cell.textContent ?? ""),
  );
}

const numberAttribute = (element: Element | null, name: string) =>
  Number(element?.getAttribute(name));

/** The width and height of a drawing's viewBox. */
function viewBox(svg: Element | null = document.querySelector("figure > svg")) {
  const [, , width = 0, height = 0] = (svg?.getAttribute("viewBox") ?? "").split(" ").map(Number);
  return { width, height };
}

/** The size a text is drawn at, in CSS px: its font size in the drawing's units, scaled. */
function drawnFontSize(text: SVGTextElement): number {
  const scale = text.ownerSVGElement?.getScreenCTM()?.a ?? 0;
  return parseFloat(getComputedStyle(text).fontSize) * scale;
}

/**
 * No text of the drawing passes its edges and no two texts overlap. A text's box is its font's
 * whole line (Noto Sans Arabic's is twice its size): the glyphs themselves take about one font
 * size around the middle of it.
 */
function expectTextsInsideApart(svg: SVGSVGElement, name: string) {
  const { width, height } = viewBox(svg);
  const boxes = [...svg.querySelectorAll("text")].map((text) => {
    const box = text.getBBox();
    const middle = box.y + box.height / 2;
    const half = parseFloat(getComputedStyle(text).fontSize) / 2;
    return { start: box.x, end: box.x + box.width, top: middle - half, bottom: middle + half };
  });
  for (const box of boxes) {
    expect(box.start, name).toBeGreaterThanOrEqual(0);
    expect(box.end, name).toBeLessThanOrEqual(width);
    expect(box.top, name).toBeGreaterThanOrEqual(0);
    expect(box.bottom, name).toBeLessThanOrEqual(height);
  }
  boxes.forEach((box, index) => {
    for (const other of boxes.slice(index + 1)) {
      const overlaps =
        box.start < other.end &&
        other.start < box.end &&
        box.top < other.bottom &&
        other.top < box.bottom;
      expect(overlaps, name).toBe(false);
    }
  });
}

/** The x range a rect covers. */
function rectSpan(selector: string): { start: number; end: number } {
  const rect = document.querySelector(selector);
  const x = numberAttribute(rect, "x");
  return { start: x, end: x + numberAttribute(rect, "width") };
}

function totalBox(category: string): DOMRect {
  const text = document.querySelector(`[data-category="${category}"] [data-slot="chart-total"]`);
  return (text as SVGTextElement).getBBox();
}

describe("BarChart", () => {
  test("a figure named by its heading; the drawing is hidden, the table holds every value and total", async () => {
    await render(<Booths />);

    await expect.element(page.getByRole("figure", { name: "Chart" })).toBeInTheDocument();
    const svg = document.querySelector("figure > svg");
    expect(svg).toHaveAttribute("aria-hidden", "true");
    expect(svg).toHaveAttribute("focusable", "false");
    expect(page.getByRole("table", { name: "Booths by hall" }).element()).toBeInTheDocument();
    expect(tableRows()).toEqual([
      ["Hall", "Confirmed", "Held", "Free", "Total"],
      ["Hall A", "1,250", "6", "12", "1,268"],
      ["Hall B", "35", "10", "15", "60"],
      ["Outdoor pavilion", "9", "0", "18", "27"],
    ]);
    const headers = [...document.querySelectorAll("th")].map((th) => th.getAttribute("scope"));
    expect(headers).toEqual(["col", "col", "col", "col", "col", "row", "row", "row"]);
    // Each bar ends with its total; the legend names the three series.
    const totals = [...document.querySelectorAll('[data-slot="chart-total"]')];
    expect(totals.map((text) => text.textContent)).toEqual(["1,268", "60", "27"]);
    await expect.element(page.getByRole("listitem").nth(2)).toHaveTextContent("Free");
  });

  test("the table is visually hidden unless showTable (paper shows what the screen shows)", async () => {
    const screen = await render(<Booths />);
    const wrapper = () => document.querySelector<HTMLElement>('[data-slot="chart-table"]')!;
    expect(wrapper().getBoundingClientRect().width).toBeLessThanOrEqual(1);
    expect(wrapper().dataset.state).toBe("hidden");

    await screen.rerender(<Booths showTable />);
    expect(wrapper().getBoundingClientRect().width).toBeGreaterThan(100);
  });

  test("in rtl bars start at the edge of larger x and grow toward smaller x; in ltr the other way", async () => {
    const screen = await render(<Booths locale="ar" />);
    let first = rectSpan('[data-category="a"] [data-series="confirmed"]');
    let second = rectSpan('[data-category="a"] [data-series="held"]');
    let label = numberAttribute(document.querySelector('[data-category="a"] text'), "x");
    expect(first.end).toBeGreaterThan(viewBox().width / 2);
    expect(second.end).toBeCloseTo(first.start);
    expect(label).toBeGreaterThan(first.end);
    // Every bar starts on the same baseline, and its total is written past its end.
    expect(rectSpan('[data-category="c"] [data-series="confirmed"]').end).toBeCloseTo(first.end);
    let total = totalBox("a");
    expect(total.x + total.width).toBeLessThan(
      rectSpan('[data-category="a"] [data-series="free"]').start,
    );

    await screen.rerender(<Booths locale="en" />);
    first = rectSpan('[data-category="a"] [data-series="confirmed"]');
    second = rectSpan('[data-category="a"] [data-series="held"]');
    label = numberAttribute(document.querySelector('[data-category="a"] text'), "x");
    expect(first.start).toBeLessThan(viewBox().width / 2);
    expect(second.start).toBeCloseTo(first.end);
    expect(label).toBeLessThan(first.start);
    total = totalBox("a");
    expect(total.x).toBeGreaterThan(rectSpan('[data-category="a"] [data-series="free"]').end);
  });
});

describe("TimeChart", () => {
  test.each(["columns", "line"] as const)(
    "%s: in rtl the earliest day is at the larger x, in ltr at the smaller",
    async (kind) => {
      const dayX = (date: string) => {
        const mark = document.querySelector(`[data-day="${date}"]`);
        const shape = mark?.tagName === "circle" ? mark : mark?.querySelector("rect");
        return kind === "line"
          ? numberAttribute(shape ?? null, "cx")
          : numberAttribute(shape ?? null, "x");
      };
      const screen = await render(<Days locale="ar" kind={kind} />);
      expect(dayX("2026-11-01")).toBeGreaterThan(dayX("2026-11-02"));
      expect(dayX("2026-11-02")).toBeGreaterThan(dayX("2026-11-03"));

      await screen.rerender(<Days locale="en" kind={kind} />);
      expect(dayX("2026-11-01")).toBeLessThan(dayX("2026-11-02"));
      expect(dayX("2026-11-02")).toBeLessThan(dayX("2026-11-03"));
    },
  );

  test("the table has a row per day, labelled by formatDay", async () => {
    await render(<Days kind="columns" />);

    expect(tableRows()).toEqual([
      ["Day", "Confirmed", "Held"],
      ["Nov 1", "4", "1"],
      ["Nov 2", "7", "0"],
      ["Nov 3", "2", "3"],
    ]);
  });

  test("many days: at most six day labels", async () => {
    const month = Array.from({ length: 30 }, (_, index) => ({
      date: `2026-10-${String(index + 1).padStart(2, "0")}`,
      values: { paid: index * 1000 },
    }));
    await render(
      <InLocale locale="en">
        <TimeChart
          labelledBy="chart-title"
          series={[{ key: "paid", label: "Paid", tone: "brand" }]}
          days={month}
          kind="line"
          formatDay={formatDay}
          dayHeader="Day"
          tableCaption="Paid per day"
        />
      </InLocale>,
    );

    const labels = document.querySelectorAll('[data-slot="chart-day-label"]');
    expect(labels.length).toBeGreaterThan(1);
    expect(labels.length).toBeLessThanOrEqual(6);
  });
});

describe("both charts", () => {
  test("digits are Latin in Arabic, in the drawing and in the table", async () => {
    await render(
      <>
        <Booths locale="ar" />
        <Days locale="ar" kind="columns" />
      </>,
    );

    const text = [...document.querySelectorAll("figure")].map((f) => f.textContent).join(" ");
    expect(text).toContain("1,250");
    expect(text).toMatch(/[0-9]/);
    expect(text).not.toMatch(/[\u0660-\u0669\u06F0-\u06F9]/);
    for (const number of document.querySelectorAll('[data-slot="chart-tick"]')) {
      expect(number).toHaveAttribute("direction", "ltr");
    }
  });

  test("empty data draws the axes with a zero tick and no NaN anywhere", async () => {
    const zeros = zones.map((zone) => ({ ...zone, values: { confirmed: 0, held: 0, free: 0 } }));
    const quietDays = days.map((day) => ({ ...day, values: { confirmed: 0, held: 0 } }));
    const timeChart = (kind: "columns" | "line", list: typeof days) => (
      <TimeChart
        labelledBy="chart-title"
        series={series}
        days={list}
        kind={kind}
        formatDay={formatDay}
        dayHeader="Day"
        tableCaption="Per day"
      />
    );
    const common = { labelledBy: "chart-title", series, categoryHeader: "Hall" };
    await render(
      <InLocale locale="ar">
        <BarChart {...common} data={[]} tableCaption="None" />
        <BarChart {...common} data={zeros} totalHeader="Total" tableCaption="Zeros" />
        <BarChart {...common} series={[]} data={zones} tableCaption="No series" />
        {timeChart("columns", [])}
        {timeChart("line", [])}
        {timeChart("columns", quietDays)}
        {timeChart("line", quietDays)}
      </InLocale>,
    );

    for (const element of document.querySelectorAll("figure *")) {
      for (const attribute of element.attributes) {
        expect(attribute.value, `${element.tagName} ${attribute.name}`).not.toMatch(/NaN|Infinity/);
      }
    }
    const ticks = [...document.querySelectorAll('[data-slot="chart-tick"]')];
    expect(ticks.map((tick) => tick.textContent)).toEqual(Array(7).fill("0"));
    expect(document.querySelectorAll("figure > svg rect")).toHaveLength(0);
  });

  test("every tone is at least 3:1 against white", () => {
    const luminance = (hex: string) => {
      const [r = 0, g = 0, b = 0] = [1, 3, 5]
        .map((at) => parseInt(hex.slice(at, at + 2), 16) / 255)
        .map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    for (const [tone, fill] of Object.entries(TONE_FILL)) {
      expect(1.05 / (luminance(fill) + 0.05), tone).toBeGreaterThanOrEqual(3);
    }
  });

  test.each(Object.keys(STORY_LOCALES) as StoryLocale[])(
    "%s stories: no text leaves the drawing and no two texts overlap",
    async (locale) => {
      const { dir } = STORY_LOCALES[locale];
      for (const Story of Object.values(composeStories(stories, { initialGlobals: { locale } }))) {
        const screen = await render(
          <DirectionProvider dir={dir}>
            <div dir={dir} lang={locale}>
              <Story />
            </div>
          </DirectionProvider>,
        );
        await document.fonts.ready;
        for (const svg of document.querySelectorAll<SVGSVGElement>("figure > svg")) {
          expectTextsInsideApart(svg, Story.id);
        }
        await screen.unmount();
      }
    },
  );

  test.each(Object.keys(STORY_LOCALES) as StoryLocale[])(
    "%s: the drawing is as wide as its container, its text 13 px (axes 12) at 300 px and at 900 px",
    async (locale) => {
      const month = Array.from({ length: 30 }, (_, index) => ({
        date: `2026-10-${String(index + 1).padStart(2, "0")}`,
        values: { confirmed: index * 1000, held: 500 },
      }));
      const charts = (width: number) => (
        <InLocale locale={locale} width={width}>
          <BarChart
            labelledBy="chart-title"
            series={series}
            data={zones}
            categoryHeader="Hall"
            totalHeader="Total"
            tableCaption="Booths by hall"
          />
          {(["columns", "line"] as const).map((kind) => (
            <TimeChart
              key={kind}
              labelledBy="chart-title"
              series={series.slice(0, 2)}
              days={month}
              kind={kind}
              formatDay={formatDay}
              dayHeader="Day"
              tableCaption="Per day"
            />
          ))}
        </InLocale>
      );
      const screen = await render(charts(300));
      await document.fonts.ready;

      for (const width of [300, 900]) {
        await screen.rerender(charts(width));
        const svgs = [...document.querySelectorAll<SVGSVGElement>("figure > svg")];
        await expect
          .poll(() => svgs.map((svg) => viewBox(svg).width))
          .toEqual([width, width, width]);
        for (const svg of svgs) {
          expect(svg.getBoundingClientRect().width).toBeCloseTo(width, 0);
          for (const text of svg.querySelectorAll("text")) {
            const isAxis =
              text.matches('[data-slot="chart-tick"]') ||
              text.closest('[data-slot="chart-day-label"]') !== null;
            expect(drawnFontSize(text), text.textContent ?? "").toBeCloseTo(isAxis ? 12 : 13, 1);
          }
          expectTextsInsideApart(svg, `${svg.parentElement?.dataset.kind} at ${width} px`);
          const dayLabels = svg.querySelectorAll('[data-slot="chart-day-label"]').length;
          if (svg.parentElement?.dataset.kind !== "bars") {
            expect(dayLabels).toBeGreaterThan(1);
            expect(dayLabels).toBeLessThanOrEqual(6);
          }
        }
      }
    },
  );
});
