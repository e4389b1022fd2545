import { line } from "d3-shape";
import { type JSX, useRef } from "react";
import { useDirection } from "../direction/index.ts";
import {
  AXIS_FONT_SIZE,
  type ChartCommon,
  ChartFigure,
  ChartSvg,
  drawnValue,
  formatNumber,
  GAP,
  inlineAxis,
  lineDash,
  NUMBER_TEXT,
  textWidth,
  TONE_FILL,
  useChartWidth,
  valueAxis,
} from "./chart-parts.tsx";

export interface TimeChartProps extends ChartCommon {
  /** One entry per day, ascending, "YYYY-MM-DD"; missing days are drawn as zero by the caller (you may assume contiguous) */
  days: readonly { date: string; values: Readonly<Record<string, number>> }[];
  /** columns: stacked columns per day; line: one line per series */
  kind: "columns" | "line";
  /** Axis and table labels, supplied by the app with Latin digits. */
  formatDay: (date: string) => string;
  dayHeader: string;
}

const TOP = 10;
/** The plot is this share of the width high, within the bounds below: 180 at the default width. */
const PLOT_HEIGHT_SHARE = 0.375;
const MIN_PLOT_HEIGHT = 150;
const MAX_PLOT_HEIGHT = 220;
const DAY_LABEL_OFFSET = 20;
/** Below the plot: the day labels. */
const BOTTOM = 30;
/**
 * At most this many day labels, however many days and however wide the drawing, and fewer where
 * fewer fit: each needs its own width and this much room besides. They never overlap.
 */
const MAX_DAY_LABELS = 6;
const DAY_LABEL_ROOM = 4 * GAP;
const MAX_COLUMN_WIDTH = 24;

/**
 * Days along the inline axis, from the inline start: in Arabic the earliest day is at the larger
 * x and time runs toward x = 0, as the text reads; in English the other way. The value axis
 * stands at the inline start. `columns` stacks the series per day, `line` draws one line per
 * series, told apart by dash as well as colour. The drawing is as wide as its figure, measured,
 * and laid out for that width (useChartWidth): narrower, it labels fewer days.
 */
export function TimeChart({
  labelledBy,
  series,
  days,
  kind,
  formatDay,
  dayHeader,
  formatValue = formatNumber,
  tableCaption,
  showTable = false,
}: TimeChartProps): JSX.Element {
  const figure = useRef<HTMLElement>(null);
  const width = useChartWidth(figure);
  const inline = inlineAxis(useDirection(), width);
  const stackOf = (values: Readonly<Record<string, number>>) =>
    series.reduce((sum, item) => sum + drawnValue(values, item.key), 0);
  const maxValue = Math.max(
    0,
    ...days.map(({ values }) =>
      kind === "columns"
        ? stackOf(values)
        : Math.max(0, ...series.map((item) => drawnValue(values, item.key))),
    ),
  );
  const isWhole = days.every(({ values }) =>
    series.every((item) => Number.isInteger(drawnValue(values, item.key))),
  );
  const plotHeight = Math.min(
    MAX_PLOT_HEIGHT,
    Math.max(MIN_PLOT_HEIGHT, Math.round(width * PLOT_HEIGHT_SHARE)),
  );
  const plotBottom = TOP + plotHeight;
  const height = plotBottom + BOTTOM;
  const axis = valueAxis(maxValue, plotHeight, formatValue, { along: "block", isWhole });
  const y = (value: number) => plotBottom - axis.at(value);

  const tickRoom =
    Math.max(...axis.ticks.map((tick) => textWidth(formatValue(tick), AXIS_FONT_SIZE))) + GAP;
  const dayLabels = days.map((day) => formatDay(day.date));
  const dayLabelWidth = Math.max(0, ...dayLabels.map((label) => textWidth(label, AXIS_FONT_SIZE)));
  const count = Math.max(days.length, 1);
  // The first and last days' labels are centred on their days and may not pass the drawing's
  // edges: the plot gives up what its half bands do not cover (a few rounds settle it).
  const edgeRoom = dayLabelWidth / 2 + 2;
  let plotStart = tickRoom;
  let plotEnd = width - GAP;
  for (let round = 0; round < 4; round += 1) {
    const halfBand = (plotEnd - plotStart) / count / 2;
    plotStart = Math.max(tickRoom, edgeRoom - halfBand);
    plotEnd = Math.min(width - GAP, width - edgeRoom + halfBand);
  }
  const band = (plotEnd - plotStart) / count;
  const fittingLabels = Math.floor((plotEnd - plotStart) / (dayLabelWidth + DAY_LABEL_ROOM));
  const labelStep = Math.max(
    1,
    Math.ceil(days.length / Math.max(1, Math.min(MAX_DAY_LABELS, fittingLabels))),
    Math.ceil((dayLabelWidth + GAP * 2) / band),
  );
  const dayAt = (index: number) => inline.x(plotStart + band * (index + 0.5));

  const columnWidth = Math.min(band * 0.68, MAX_COLUMN_WIDTH);
  const markerRadius = Math.min(3.5, Math.max(1.5, band / 4));
  const path = line();

  return (
    <ChartFigure
      ref={figure}
      kind={kind}
      labelledBy={labelledBy}
      series={series}
      mark={kind === "line" ? "line" : "block"}
      tableCaption={tableCaption}
      showTable={showTable}
      columns={[
        { key: "day", header: dayHeader },
        ...series.map((item) => ({ key: item.key, header: item.label })),
      ]}
      rows={days.map((day, index) => ({
        key: day.date,
        header: dayLabels[index] ?? day.date,
        cells: series.map((item) => formatValue(day.values[item.key] ?? 0)),
      }))}
      drawing={
        <ChartSvg width={width} height={height} isRtl={inline.isRtl}>
          <g data-slot="chart-grid">
            {axis.ticks.map((tick) => (
              <g key={tick}>
                <line
                  x1={inline.x(plotStart)}
                  x2={inline.x(plotEnd)}
                  y1={y(tick)}
                  y2={y(tick)}
                  strokeWidth="1"
                  className={tick === 0 ? "stroke-slate-400" : "stroke-slate-200"}
                />
                <text
                  x={inline.x(plotStart - GAP)}
                  y={y(tick)}
                  textAnchor={inline.numberAnchor("toStart")}
                  dominantBaseline="central"
                  fontSize={AXIS_FONT_SIZE}
                  data-slot="chart-tick"
                  className="fill-slate-600"
                  {...NUMBER_TEXT}
                >
                  {formatValue(tick)}
                </text>
              </g>
            ))}
            {days.map((day, index) =>
              index % labelStep === 0 ? (
                <g key={day.date} data-slot="chart-day-label">
                  <line
                    x1={dayAt(index)}
                    x2={dayAt(index)}
                    y1={plotBottom}
                    y2={plotBottom + 4}
                    strokeWidth="1"
                    className="stroke-slate-400"
                  />
                  <text
                    x={dayAt(index)}
                    y={plotBottom + DAY_LABEL_OFFSET}
                    textAnchor="middle"
                    fontSize={AXIS_FONT_SIZE}
                    className="fill-slate-600"
                  >
                    {dayLabels[index]}
                  </text>
                </g>
              ) : null,
            )}
          </g>
          {kind === "columns"
            ? days.map((day, index) => {
                let reached = 0;
                return (
                  <g key={day.date} data-day={day.date}>
                    {series.map((item) => {
                      const value = drawnValue(day.values, item.key);
                      const from = reached;
                      reached += value;
                      if (value === 0) return null;
                      return (
                        <rect
                          key={item.key}
                          data-series={item.key}
                          x={dayAt(index) - columnWidth / 2}
                          width={columnWidth}
                          y={y(reached)}
                          height={y(from) - y(reached)}
                          fill={TONE_FILL[item.tone]}
                          // A hairline of white keeps touching segments apart.
                          stroke="#fff"
                          strokeWidth="1"
                        />
                      );
                    })}
                  </g>
                );
              })
            : series.map((item, seriesIndex) => {
                const points = days.map((day, index): [number, number] => [
                  dayAt(index),
                  y(drawnValue(day.values, item.key)),
                ]);
                return (
                  <g key={item.key} data-series={item.key}>
                    <path
                      d={path(points) ?? undefined}
                      fill="none"
                      stroke={TONE_FILL[item.tone]}
                      strokeWidth="2.5"
                      strokeLinejoin="round"
                      strokeLinecap="round"
                      strokeDasharray={lineDash(seriesIndex)}
                    />
                    {points.map(([x, at], index) => (
                      <circle
                        key={days[index]?.date ?? index}
                        data-day={days[index]?.date}
                        cx={x}
                        cy={at}
                        r={markerRadius}
                        fill={TONE_FILL[item.tone]}
                      />
                    ))}
                  </g>
                );
              })}
        </ChartSvg>
      }
    />
  );
}
