export { ErrorSummary } from "./error-summary.tsx";
export type { ErrorSummaryItem, ErrorSummaryProps } from "./error-summary.tsx";
