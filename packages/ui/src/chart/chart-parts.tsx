import { nice, ticks } from "d3-array";
import {
  type JSX,
  type ReactNode,
  type Ref,
  type RefObject,
  useLayoutEffect,
  useState,
} from "react";
import type { Direction } from "../direction/index.ts";
import { estimateTextWidth } from "../hall-map/fit-text.ts";

export type ChartTone = "brand" | "success" | "warning" | "danger" | "neutral" | "info";

export interface ChartSeries {
  key: string;
  label: string;
  tone: ChartTone;
}

export interface ChartDatum {
  key: string;
  label: string;
  values: Readonly<Record<string, number>>;
}

export interface ChartCommon {
  /** id of the element naming the chart (the tile's heading); the figure gets aria-labelledby */
  labelledBy: string;
  series: readonly ChartSeries[];
  /** Latin digits with grouping by default (Intl.NumberFormat("en-US")) */
  formatValue?: (value: number) => string;
  /** The table alternative's caption, and whether it is shown on screen (it is always in the DOM for screen readers; paper shows what the screen shows) */
  tableCaption: string;
  showTable?: boolean;
}

/**
 * Each tone's fill, by value from the kit's palette (brand from styles.css, the others Tailwind's
 * 600 shades in sRGB), so that a bar prints as it is drawn. Every one is at least 3:1 against
 * white (WCAG 1.4.11); chart.test.tsx holds them to it.
 */
export const TONE_FILL: Record<ChartTone, string> = {
  brand: "#187a66",
  success: "#009966",
  warning: "#e17100",
  danger: "#e7000b",
  neutral: "#62748e",
  info: "#0084d1",
};

/** Lines of a line chart differ by dash as well as colour (print, colour blindness). */
const LINE_DASHES = [undefined, "7 4", "2 3", "10 3 2 3"];

export function lineDash(index: number): string | undefined {
  return LINE_DASHES[index % LINE_DASHES.length];
}

/*
 * The drawing's units are the page's CSS px: the SVG's viewBox is as wide as its figure, measured
 * (useChartWidth), so its text is 13 px at every width, 12 px for the axes' numbers and days, as
 * in a 300 px phone tile as in a 900 px desktop one. The layout is made for that width: label
 * room, tick count and day labels follow it. Until the figure is measured (the first render, the
 * server, a test without layout) the drawing is laid out DEFAULT_VIEW_WIDTH wide. Either way the
 * SVG is as wide as its container and scales as a whole, so a page printed before the observer
 * answers still fits.
 */
const DEFAULT_VIEW_WIDTH = 480;
/** A narrower figure gets a drawing this wide, scaled down; a wider one, this wide, scaled up. */
const MIN_VIEW_WIDTH = 240;
const MAX_VIEW_WIDTH = 1200;
export const FONT_SIZE = 13;
/** The axes' numbers and day labels. */
export const AXIS_FONT_SIZE = 12;
/** Room between a label and what it names. */
export const GAP = 8;

/** A measured inline size as the drawing's width: whole px, within the bounds above. */
function viewWidthFor(measured: number): number {
  return Math.min(MAX_VIEW_WIDTH, Math.max(MIN_VIEW_WIDTH, Math.round(measured)));
}

/**
 * The width to lay a chart out at: the inline size of the element `ref` points to (the chart's
 * figure), kept up to date by a ResizeObserver; DEFAULT_VIEW_WIDTH until it is first measured.
 * The first measurement is taken before the browser paints, so a chart rendered in the browser
 * never shows at the default width (a server-rendered one does, scaled, until it is hydrated). A
 * size of zero (a figure not displayed) changes nothing.
 */
export function useChartWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState<number | undefined>(undefined);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measured = (size: number) => {
      if (size > 0) setWidth(viewWidthFor(size));
    };
    measured(element.clientWidth);
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return;
      measured(entry.contentBoxSize[0]?.inlineSize ?? entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width ?? DEFAULT_VIEW_WIDTH;
}

const latinNumber = new Intl.NumberFormat("en-US");

/** The default `formatValue`: Latin digits with grouping, whatever the page's language. */
export function formatNumber(value: number): string {
  return latinNumber.format(value);
}

/**
 * A value as drawn: missing, negative or non-finite values draw as nothing (the table
 * shows them).
 */
export function drawnValue(values: Readonly<Record<string, number>>, key: string): number {
  const value = values[key];
  return value !== undefined && Number.isFinite(value) && value > 0 ? value : 0;
}

export function textWidth(text: string, fontSize = FONT_SIZE): number {
  return estimateTextWidth(text, fontSize);
}

export interface ValueAxis {
  /** The axis's top value (0 when there is nothing to draw). */
  max: number;
  ticks: number[];
  /** Distance of `value` from the axis's zero, in drawing units; 0 on an empty axis. */
  at: (value: number) => number;
}

/** At most this many ticks, zero included (d3's count is a hint: its steps may give more). */
const MAX_TICKS = 6;
/** Fewer on a short axis: ticks at least this far apart, side by side or stacked. */
const MIN_TICK_SPACING = { inline: 64, block: 30 } as const;

/**
 * A value axis from zero over `length` units, with as many nice ticks (d3-array) as fit: side by
 * side (`along: "inline"`) each tick label needs its own width, stacked (`"block"`) a line
 * height, and a short axis gets fewer ticks (down to three) than a long one. Whole-number data
 * never gets fractional ticks. All zeros: a single 0 tick.
 */
export function valueAxis(
  maxValue: number,
  length: number,
  formatValue: (value: number) => string,
  { along, isWhole }: { along: "inline" | "block"; isWhole: boolean },
): ValueAxis {
  const at = (top: number) => (value: number) => (top > 0 ? (value / top) * length : 0);
  if (!(maxValue > 0) || !(length > 0)) return { max: 0, ticks: [0], at: at(0) };
  const most = Math.min(MAX_TICKS, Math.max(3, Math.floor(length / MIN_TICK_SPACING[along]) + 1));
  let fallback: ValueAxis | undefined;
  for (let count = most; count >= 1; count -= 1) {
    const [, top] = nice(0, maxValue, count);
    const values = ticks(0, top, count);
    const step = (values[1] ?? top) - (values[0] ?? 0);
    if ((isWhole && step < 1) || values.length > most) continue;
    const axis = { max: top, ticks: values, at: at(top) };
    const room = (step / top) * length;
    const needed =
      along === "block"
        ? AXIS_FONT_SIZE * 1.8
        : Math.max(...values.map((value) => textWidth(formatValue(value), AXIS_FONT_SIZE))) +
          GAP * 2;
    if (room >= needed) return axis;
    // Too crowded: fewer ticks next time round, or, at the last, the fewest whole ones.
    fallback = axis;
  }
  return fallback ?? { max: maxValue, ticks: [0, maxValue], at: at(maxValue) };
}

/**
 * Positions along the inline axis, measured from the inline-start edge of a drawing `width`
 * wide, turned into the SVG's x: in Arabic the start edge is at x = width. The drawing is placed
 * for the direction, never mirrored, so its text is never mirrored either.
 */
export function inlineAxis(dir: Direction, width: number) {
  const isRtl = dir === "rtl";
  const x = (inline: number) => (isRtl ? width - inline : inline);
  return {
    isRtl,
    x,
    /** The rectangle covering [from, to] along the inline axis. */
    span(from: number, to: number) {
      const [a, b] = [x(from), x(to)];
      return { x: Math.min(a, b), width: Math.abs(b - a) };
    },
    /**
     * The text-anchor of a number (always set `direction="ltr"`, so its anchor is physical) that
     * runs from its position toward the inline end, or back toward the inline start.
     */
    numberAnchor(runs: "toEnd" | "toStart"): "start" | "end" {
      return (runs === "toEnd") === !isRtl ? "start" : "end";
    },
  };
}

/**
 * Numbers are laid out as ltr text in both languages, so their digits and anchors never depend on
 * the page; the marks Intl writes around an Arabic currency sign keep it in its place.
 */
/**
 * A chart's drawing: hidden from assistive technology (the table says it all), one unit a pixel of
 * its width, the text's direction the page's.
 */
export function ChartSvg({
  width,
  height,
  isRtl,
  children,
}: {
  width: number;
  height: number;
  isRtl: boolean;
  children: ReactNode;
}): JSX.Element {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox={`0 0 ${width} ${height}`}
      preserveAspectRatio="xMidYMin meet"
      direction={isRtl ? "rtl" : "ltr"}
      fontSize={FONT_SIZE}
      className="block h-auto w-full overflow-visible font-sans select-none"
    >
      {children}
    </svg>
  );
}

export const NUMBER_TEXT = { direction: "ltr", unicodeBidi: "isolate" } as const;

function Swatch({ tone, index, mark }: { tone: ChartTone; index: number; mark: "block" | "line" }) {
  return mark === "line" ? (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 14" className="h-3.5 w-6 shrink-0">
      <line
        x1="1"
        x2="23"
        y1="7"
        y2="7"
        stroke={TONE_FILL[tone]}
        strokeWidth="2.5"
        strokeDasharray={lineDash(index)}
      />
    </svg>
  ) : (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 14 14" className="size-3.5 shrink-0">
      <rect width="14" height="14" rx="2" fill={TONE_FILL[tone]} />
    </svg>
  );
}

export interface ChartTableColumn {
  key: string;
  header: string;
}

export interface ChartTableRow {
  key: string;
  header: string;
  cells: readonly string[];
}

/**
 * The chart's figure: its legend (with more than one series), the drawing (hidden from assistive
 * technology) and the table alternative, which holds every number the drawing shows. The table is
 * always in the DOM, visually hidden unless `showTable` (on paper too).
 */
export function ChartFigure({
  ref,
  kind,
  labelledBy,
  series,
  mark,
  drawing,
  tableCaption,
  showTable,
  columns,
  rows,
}: {
  /** The figure, for useChartWidth to measure. */
  ref?: Ref<HTMLElement>;
  kind: "bars" | "columns" | "line";
  labelledBy: string;
  series: readonly ChartSeries[];
  mark: "block" | "line";
  drawing: ReactNode;
  tableCaption: string;
  showTable: boolean;
  /** The first column's header, then one column per value. */
  columns: readonly [ChartTableColumn, ...ChartTableColumn[]];
  rows: readonly ChartTableRow[];
}): JSX.Element {
  const [headerColumn, ...valueColumns] = columns;
  return (
    <figure
      ref={ref}
      aria-labelledby={labelledBy}
      data-slot="chart"
      data-kind={kind}
      className="flex flex-col gap-3 print:break-inside-avoid"
    >
      {series.length > 1 ? (
        <ul
          data-slot="chart-legend"
          className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700"
        >
          {series.map((item, index) => (
            <li key={item.key} className="inline-flex items-center gap-1.5">
              <Swatch tone={item.tone} index={index} mark={mark} />
              {item.label}
            </li>
          ))}
        </ul>
      ) : null}
      {drawing}
      <div
        data-slot="chart-table"
        data-state={showTable ? "shown" : "hidden"}
        className={showTable ? "overflow-x-auto" : "sr-only"}
      >
        <table className="w-full border-collapse text-sm text-slate-800">
          <caption className="pb-2 text-start font-medium text-slate-900">{tableCaption}</caption>
          <thead>
            <tr className="border-b border-slate-300">
              <th scope="col" className="px-2 py-1.5 text-start font-medium">
                {headerColumn.header}
              </th>
              {valueColumns.map((column) => (
                <th key={column.key} scope="col" className="px-2 py-1.5 text-end font-medium">
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className="border-b border-slate-200 last:border-b-0">
                <th scope="row" className="px-2 py-1.5 text-start font-normal">
                  {row.header}
                </th>
                {row.cells.map((cell, index) => (
                  <td
                    key={valueColumns[index]?.key ?? index}
                    className="px-2 py-1.5 text-end tabular-nums"
                  >
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
