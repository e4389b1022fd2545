import { type JSX, useRef } from "react";
import { useDirection } from "../direction/index.ts";
import { fitLines } from "../hall-map/fit-text.ts";
import {
  AXIS_FONT_SIZE,
  type ChartCommon,
  type ChartDatum,
  ChartFigure,
  ChartSvg,
  drawnValue,
  FONT_SIZE,
  formatNumber,
  GAP,
  inlineAxis,
  NUMBER_TEXT,
  textWidth,
  TONE_FILL,
  useChartWidth,
  valueAxis,
} from "./chart-parts.tsx";

export interface BarChartProps extends ChartCommon {
  /** One row per category; each series is a segment, stacked in series order */
  data: readonly ChartDatum[];
  /** The table's first column header. */
  categoryHeader: string;
  /** When given, the table has a total column and each bar shows its total at its end. */
  totalHeader?: string;
}

const TOP = 6;
const BAR_THICKNESS = 16;
const LINE_HEIGHT = 16;
const ROW_PITCH = 28;
/** A row whose label takes two lines. */
const TALL_ROW_PITCH = 2 * LINE_HEIGHT + 10;
/** Category labels take at most this share of the width; longer ones wrap onto a second line. */
const MAX_LABEL_SHARE = 0.4;
/** An empty chart keeps the height of two rows. */
const MIN_ROWS = 2;
const AXIS_LABEL_OFFSET = 18;
const BOTTOM = 26;

/**
 * Horizontal bars, one per category, its label at the inline start and the bar growing toward the
 * inline end; several series stack in series order, with a legend. A value axis with nice ticks
 * and gridlines runs under the bars. Rows add height: the drawing is as wide as its figure,
 * measured, and laid out for that width (useChartWidth).
 */
export function BarChart({
  labelledBy,
  series,
  data,
  formatValue = formatNumber,
  tableCaption,
  showTable = false,
  categoryHeader,
  totalHeader,
}: BarChartProps): JSX.Element {
  const figure = useRef<HTMLElement>(null);
  const width = useChartWidth(figure);
  const inline = inlineAxis(useDirection(), width);
  // The table and the labels add the values as given; the drawing only what it can draw.
  const totals = data.map((datum) =>
    series.reduce((sum, item) => sum + (datum.values[item.key] ?? 0), 0),
  );
  const maxTotal = Math.max(
    0,
    ...data.map((datum) =>
      series.reduce((sum, item) => sum + drawnValue(datum.values, item.key), 0),
    ),
  );
  const isWhole = data.every((datum) =>
    series.every((item) => isWholeNumber(datum.values[item.key])),
  );

  const labelWidth = Math.min(
    width * MAX_LABEL_SHARE,
    Math.max(0, ...data.map((d) => textWidth(d.label))),
  );
  const labelLines = data.map((datum) => {
    const lines = fitLines(datum.label, {
      maxWidth: labelWidth,
      fontSize: FONT_SIZE,
      maxLines: 2,
    });
    return lines.length > 0 ? lines : [datum.label];
  });
  // Each row's middle: a row whose label wraps is taller than the others.
  const rowMiddles: number[] = [];
  let rowsEnd = TOP;
  for (const lines of labelLines) {
    const pitch = lines.length > 1 ? TALL_ROW_PITCH : ROW_PITCH;
    rowMiddles.push(rowsEnd + pitch / 2);
    rowsEnd += pitch;
  }

  const plotStart = labelWidth > 0 ? labelWidth + GAP : GAP;
  const totalRoom = totalHeader
    ? Math.max(0, ...totals.map((total) => textWidth(formatValue(total)))) + GAP
    : 0;
  // The last tick's label is centred on the plot's end; it may not pass the drawing's edge.
  const axisFor = (end: number) =>
    valueAxis(maxTotal, end - plotStart, formatValue, { along: "inline", isWhole });
  let plotEnd = width - Math.max(GAP, totalRoom);
  let axis = axisFor(plotEnd);
  const lastTickHalf = textWidth(formatValue(axis.ticks.at(-1) ?? 0), AXIS_FONT_SIZE) / 2 + 2;
  if (width - plotEnd < lastTickHalf) {
    plotEnd = width - lastTickHalf;
    axis = axisFor(plotEnd);
  }

  const axisY = Math.max(rowsEnd, TOP + MIN_ROWS * ROW_PITCH);
  const height = axisY + BOTTOM;

  return (
    <ChartFigure
      ref={figure}
      kind="bars"
      labelledBy={labelledBy}
      series={series}
      mark="block"
      tableCaption={tableCaption}
      showTable={showTable}
      columns={[
        { key: "category", header: categoryHeader },
        ...series.map((item) => ({ key: item.key, header: item.label })),
        ...(totalHeader ? [{ key: "total", header: totalHeader }] : []),
      ]}
      rows={data.map((datum, index) => ({
        key: datum.key,
        header: datum.label,
        cells: [
          ...series.map((item) => formatValue(datum.values[item.key] ?? 0)),
          ...(totalHeader ? [formatValue(totals[index] ?? 0)] : []),
        ],
      }))}
      drawing={
        <ChartSvg width={width} height={height} isRtl={inline.isRtl}>
          <g data-slot="chart-grid">
            {axis.ticks.map((tick) => {
              const x = inline.x(plotStart + axis.at(tick));
              return (
                <g key={tick}>
                  <line
                    x1={x}
                    x2={x}
                    y1={TOP}
                    y2={axisY}
                    strokeWidth="1"
                    className={tick === 0 ? "stroke-slate-400" : "stroke-slate-200"}
                  />
                  <text
                    x={x}
                    y={axisY + AXIS_LABEL_OFFSET}
                    textAnchor="middle"
                    fontSize={AXIS_FONT_SIZE}
                    data-slot="chart-tick"
                    className="fill-slate-600"
                    {...NUMBER_TEXT}
                  >
                    {formatValue(tick)}
                  </text>
                </g>
              );
            })}
            <line
              x1={inline.x(plotStart)}
              x2={inline.x(plotEnd)}
              y1={axisY}
              y2={axisY}
              strokeWidth="1"
              className="stroke-slate-400"
            />
          </g>
          {data.map((datum, row) => {
            const middle = rowMiddles[row] ?? 0;
            const lines = labelLines[row] ?? [];
            let reached = 0;
            return (
              <g key={datum.key} data-category={datum.key}>
                {lines.map((line, index) => (
                  <text
                    key={index}
                    x={inline.x(labelWidth)}
                    y={middle + (index - (lines.length - 1) / 2) * LINE_HEIGHT}
                    textAnchor="end"
                    dominantBaseline="central"
                    className="fill-slate-800"
                  >
                    {line}
                  </text>
                ))}
                {series.map((item) => {
                  const value = drawnValue(datum.values, item.key);
                  const from = reached;
                  reached += value;
                  if (value === 0) return null;
                  return (
                    <rect
                      key={item.key}
                      data-series={item.key}
                      {...inline.span(plotStart + axis.at(from), plotStart + axis.at(reached))}
                      y={middle - BAR_THICKNESS / 2}
                      height={BAR_THICKNESS}
                      fill={TONE_FILL[item.tone]}
                      // A hairline of white keeps touching segments apart.
                      stroke="#fff"
                      strokeWidth="1"
                    />
                  );
                })}
                {totalHeader ? (
                  <text
                    x={inline.x(plotStart + axis.at(reached) + GAP / 2)}
                    y={middle}
                    textAnchor={inline.numberAnchor("toEnd")}
                    dominantBaseline="central"
                    data-slot="chart-total"
                    className="fill-slate-800 font-medium"
                    {...NUMBER_TEXT}
                  >
                    {formatValue(totals[row] ?? 0)}
                  </text>
                ) : null}
              </g>
            );
          })}
        </ChartSvg>
      }
    />
  );
}

function isWholeNumber(value: number | undefined): boolean {
  return value === undefined || Number.isInteger(value) || !Number.isFinite(value);
}
