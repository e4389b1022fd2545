import { Fragment, type JSX } from "react";
import { estimateTextWidth, fitLines, isRightToLeft } from "./fit-text.ts";

export interface HallMapBooth {
  /** "A-14": drawn in the booth, and its anchor is `#booth-A-14`. */
  code: string;
  /** Position and size in grid cells (one cell is one metre). */
  x: number;
  y: number;
  width: number;
  height: number;
  /** The exhibitor's name, drawn under the code where the booth has room; null for a free booth. */
  name: string | null;
  /** The booth's link (the exhibitor's page); null draws it as a plain, unfocusable shape. */
  href: string | null;
  /** What a screen reader hears, whole and already translated ("A-14: Al-Maarifa Publishing"). */
  label: string;
}

export interface HallMapLegend {
  taken: string;
  free: string;
  highlighted: string;
}

export interface HallMapProps {
  /** The hall's size in grid cells. */
  width: number;
  height: number;
  booths: HallMapBooth[];
  /** Codes of the booths to make stand out (what the visitor looked for). */
  highlighted?: readonly string[];
  /** The plan's accessible name, e.g. "Plan of Hall A". */
  title: string;
  legend: HallMapLegend;
  /** Pixels per cell. The plan is drawn at this size and scrolls rather than shrink. */
  cellSize?: number;
  className?: string;
}

type BoothState = "taken" | "free";

/** The floor between two booths: each booth's shape is drawn this far inside its cells. */
const BOOTH_INSET = 2;
const TEXT_PADDING = 4;
const CODE_FONT_SIZE = 12;
/** The name's size, and the smaller ones tried when its first word is wider than the booth. */
const NAME_FONT_SIZES = [11, 10, 9];
const MAX_NAME_LINES = 3;
const LINE_HEIGHT_RATIO = 1.25;
const NAME_LINE_RATIO = 1.2;

// Forced colours (Windows high contrast) replace the palette with the user's system colours:
// the plan sets them itself so that the three kinds of booth stay apart, by line as well as fill.
const boothShapeClass: Record<BoothState | "highlighted", string> = {
  taken:
    "fill-sky-100 stroke-sky-700 forced-colors:fill-[Canvas] forced-colors:stroke-[CanvasText]",
  free: "fill-slate-50 stroke-slate-400 forced-colors:fill-[Canvas] forced-colors:stroke-[GrayText]",
  highlighted:
    "fill-amber-300 stroke-slate-900 forced-colors:fill-[Highlight] forced-colors:stroke-[CanvasText]",
};

/** Free booths have a dashed outline: told apart without colour, in print and in forced colours. */
const boothShapeProps: Record<BoothState | "highlighted", { strokeWidth: number; dash?: string }> =
  {
    taken: { strokeWidth: 1 },
    free: { strokeWidth: 1, dash: "4 3" },
    highlighted: { strokeWidth: 3 },
  };

/** Focused or reached by `#booth-…`: a thick brand outline, inside a ring around the cells. */
const focusedShapeClass =
  "group-focus-visible:stroke-brand-700 group-focus-visible:stroke-3 group-target:stroke-brand-700 group-target:stroke-3 " +
  "forced-colors:group-focus-visible:stroke-[Highlight] forced-colors:group-target:stroke-[Highlight]";

const codeTextClass: Record<BoothState | "highlighted", string> = {
  taken: "fill-slate-900 forced-colors:fill-[CanvasText]",
  free: "fill-slate-600 forced-colors:fill-[CanvasText]",
  highlighted: "fill-slate-950 forced-colors:fill-[HighlightText]",
};

const nameTextClass: Record<BoothState | "highlighted", string> = {
  taken: "fill-slate-700 forced-colors:fill-[CanvasText]",
  free: "fill-slate-700 forced-colors:fill-[CanvasText]",
  highlighted: "fill-slate-900 forced-colors:fill-[HighlightText]",
};

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The text of one booth, in px of the plan: the code, as large as fits up to its full size, and
 * under it as many lines of the name as the booth has room for, the block centred.
 */
function layBoothText(booth: HallMapBooth, shape: Box) {
  const innerWidth = shape.width - 2 * TEXT_PADDING;
  const innerHeight = shape.height - 2 * TEXT_PADDING;
  const codeFontSize = Math.max(
    0,
    Math.min(
      CODE_FONT_SIZE,
      innerWidth / estimateTextWidth(booth.code, 1, { isBold: true }),
      innerHeight / LINE_HEIGHT_RATIO,
    ),
  );
  const codeLineHeight = codeFontSize * LINE_HEIGHT_RATIO;
  const name =
    codeFontSize === CODE_FONT_SIZE
      ? fitName(booth.name, innerWidth, innerHeight - codeLineHeight)
      : null;
  const blockHeight = codeLineHeight + (name ? name.lines.length * name.lineHeight : 0);
  const top = shape.y + (shape.height - blockHeight) / 2;
  return {
    centreX: shape.x + shape.width / 2,
    code: { fontSize: codeFontSize, y: top + codeLineHeight / 2 },
    name: name && {
      fontSize: name.fontSize,
      lines: name.lines.map((text, index) => ({
        text,
        y: top + codeLineHeight + name.lineHeight * (index + 0.5),
      })),
    },
  };
}

/** The name's lines at the largest size at which its first word fits; null if none. */
function fitName(name: string | null, width: number, height: number) {
  if (!name) return null;
  for (const fontSize of NAME_FONT_SIZES) {
    const lineHeight = fontSize * NAME_LINE_RATIO;
    const maxLines = Math.min(MAX_NAME_LINES, Math.floor(height / lineHeight));
    if (maxLines < 1) continue;
    const lines = fitLines(name, { maxWidth: width, fontSize, maxLines });
    if (lines.length > 0) return { fontSize, lineHeight, lines };
  }
  return null;
}

/** The grid's lines, one per metre, as one path. */
function gridPath(width: number, height: number, cellSize: number): string {
  const columns = Array.from({ length: width + 1 }, (_, index) => {
    const x = index * cellSize;
    return `M${x} 0V${height * cellSize}`;
  });
  const rows = Array.from({ length: height + 1 }, (_, index) => {
    const y = index * cellSize;
    return `M0 ${y}H${width * cellSize}`;
  });
  return [...columns, ...rows].join("");
}

function BoothDrawing({
  booth,
  cellSize,
  isHighlighted,
}: {
  booth: HallMapBooth;
  cellSize: number;
  isHighlighted: boolean;
}) {
  const state: BoothState = booth.name === null ? "free" : "taken";
  const look = isHighlighted ? "highlighted" : state;
  const cells: Box = {
    x: booth.x * cellSize,
    y: booth.y * cellSize,
    width: booth.width * cellSize,
    height: booth.height * cellSize,
  };
  const shape: Box = {
    x: cells.x + BOOTH_INSET,
    y: cells.y + BOOTH_INSET,
    width: cells.width - 2 * BOOTH_INSET,
    height: cells.height - 2 * BOOTH_INSET,
  };
  const text = layBoothText(booth, shape);
  const nameDirection = booth.name && isRightToLeft(booth.name) ? "rtl" : "ltr";
  const { strokeWidth, dash } = boothShapeProps[look];
  return (
    <>
      {/* The booth's whole cells: what a finger hits, and the ring of focus or of #booth-… */}
      <rect
        x={cells.x}
        y={cells.y}
        width={cells.width}
        height={cells.height}
        rx="4"
        fill="transparent"
        strokeWidth="2"
        className="stroke-brand-700 opacity-0 group-target:opacity-100 group-focus-visible:opacity-100 forced-colors:stroke-[Highlight]"
      />
      <rect
        x={shape.x}
        y={shape.y}
        width={shape.width}
        height={shape.height}
        rx="3"
        strokeWidth={strokeWidth}
        strokeDasharray={dash}
        className={`${boothShapeClass[look]} ${focusedShapeClass}`}
      />
      {/* A nested svg clips its content: an estimate a little short never writes past the booth. */}
      <svg
        x={shape.x}
        y={shape.y}
        width={shape.width}
        height={shape.height}
        viewBox={`${shape.x} ${shape.y} ${shape.width} ${shape.height}`}
        className="pointer-events-none overflow-hidden"
        aria-hidden="true"
      >
        <text
          x={text.centreX}
          y={text.code.y}
          textAnchor="middle"
          dominantBaseline="central"
          fontSize={text.code.fontSize}
          className={`font-bold ${codeTextClass[look]}`}
        >
          {booth.code}
        </text>
        {text.name?.lines.map((line) => (
          // The space between the texts is not drawn; it keeps the words apart for whoever
          // reads the markup as text (find in page, a speech-input user's tools).
          <Fragment key={line.y}>
            {" "}
            <text
              x={text.centreX}
              y={line.y}
              textAnchor="middle"
              dominantBaseline="central"
              direction={nameDirection}
              fontSize={text.name?.fontSize}
              data-slot="hall-map-name"
              className={nameTextClass[look]}
            >
              {line.text}
            </text>
          </Fragment>
        ))}
      </svg>
    </>
  );
}

function LegendSwatch({ look }: { look: BoothState | "highlighted" }) {
  const { strokeWidth, dash } = boothShapeProps[look];
  return (
    <svg
      aria-hidden="true"
      width="20"
      height="16"
      viewBox="0 0 20 16"
      className="shrink-0 overflow-visible forced-colors:[forced-color-adjust:none]"
    >
      <rect
        x="1.5"
        y="1.5"
        width="17"
        height="13"
        rx="3"
        strokeWidth={strokeWidth}
        strokeDasharray={dash}
        className={boothShapeClass[look]}
      />
    </svg>
  );
}

/**
 * A read-only plan of one hall for visitors: its booths on a one-metre grid with their codes and
 * exhibitors' names, each exhibitor's booth a link. It is markup and CSS only, for pages
 * rendered on the server without scripts. The hall never mirrors in Arabic
 * (docs/decisions/032-…); the legend follows the page's direction. The plan keeps its natural
 * size and scrolls in its frame on a narrow screen, where the page's own pinch-zoom still works.
 */
export function HallMap({
  width,
  height,
  booths,
  highlighted = [],
  title,
  legend,
  cellSize = 24,
  className = "",
}: HallMapProps): JSX.Element {
  const highlightedCodes = new Set(highlighted);
  const hasHighlighted = booths.some((booth) => highlightedCodes.has(booth.code));
  const planWidth = width * cellSize;
  const planHeight = height * cellSize;

  return (
    <div
      data-slot="hall-map"
      className={`flex flex-col gap-3 [print-color-adjust:exact] print:break-inside-avoid ${className}`}
    >
      {/* The hall's geometry never mirrors: it is drawn as built in both languages. */}
      {/* A hall wider than the screen scrolls in its frame, which the keyboard can reach too
          (a hall with no linked booth has nothing else to focus). */}
      <div
        dir="ltr"
        data-slot="hall-map-frame"
        role="region"
        aria-label={title}
        tabIndex={0}
        className="focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 w-fit max-w-full overflow-auto rounded-lg border border-slate-200 bg-white p-2 [touch-action:pan-x_pan-y_pinch-zoom] print:overflow-visible print:border-slate-400"
      >
        <svg
          role="group"
          aria-label={title}
          viewBox={`0 0 ${planWidth} ${planHeight}`}
          width={planWidth}
          height={planHeight}
          className="block max-w-none overflow-visible font-sans forced-colors:[forced-color-adjust:none] print:h-auto print:max-w-full"
        >
          <path
            d={gridPath(width, height, cellSize)}
            fill="none"
            strokeWidth="1"
            className="stroke-slate-100 forced-colors:hidden"
          />
          {booths.map((booth) => {
            const isHighlighted = highlightedCodes.has(booth.code);
            const state: BoothState = booth.name === null ? "free" : "taken";
            const common = {
              id: `booth-${booth.code}`,
              "aria-label": booth.label,
              "aria-current": isHighlighted ? ("true" as const) : undefined,
              "data-booth": booth.code,
              "data-state": state,
              "data-highlighted": isHighlighted ? "" : undefined,
              className: "group scroll-m-6 outline-none",
            };
            const drawing = (
              <BoothDrawing booth={booth} cellSize={cellSize} isHighlighted={isHighlighted} />
            );
            return booth.href === null ? (
              <g key={booth.code} role="img" {...common}>
                {drawing}
              </g>
            ) : (
              // No <title> tooltip: axe-core reads it as the link's visible text and finds it
              // differs from the words drawn (WCAG 2.5.3); the label names the booth.
              <a key={booth.code} href={booth.href} {...common}>
                {drawing}
              </a>
            );
          })}
        </svg>
      </div>
      <ul className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-700">
        <li className="inline-flex items-center gap-1.5">
          <LegendSwatch look="taken" />
          {legend.taken}
        </li>
        <li className="inline-flex items-center gap-1.5">
          <LegendSwatch look="free" />
          {legend.free}
        </li>
        {hasHighlighted ? (
          <li className="inline-flex items-center gap-1.5">
            <LegendSwatch look="highlighted" />
            {legend.highlighted}
          </li>
        ) : null}
      </ul>
    </div>
  );
}
