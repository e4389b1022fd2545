export { BarChart } from "./bar-chart.tsx";
export type { BarChartProps } from "./bar-chart.tsx";
export type { ChartDatum, ChartSeries, ChartTone } from "./chart-parts.tsx";
export { TimeChart } from "./time-chart.tsx";
export type { TimeChartProps } from "./time-chart.tsx";
