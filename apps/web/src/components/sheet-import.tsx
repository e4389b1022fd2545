import { ApiError } from "@rawaq/api-client/client";
import type { SheetImportRow } from "@rawaq/domain/sheet-import";
import { Alert } from "@rawaq/ui/alert";
import { ErrorIcon } from "@rawaq/ui/icons";
import type { ReactNode } from "react";

// The pieces every uploaded list shares (book lists, the books' logistics data): what the drop
// zone takes, a sheet refused as a whole, the preview's counts, a cell with its errors, and the
// commit's progress. Each feature composes its own upload and preview from them.

/** What the drop zone takes: Excel workbooks and CSV files, by extension or by type. */
export const SHEET_ACCEPT = [
  ".xlsx",
  ".csv",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  "text/csv",
] as const;

export interface SheetProblem {
  message: string;
  details: string[];
}

/** A refused sheet (wrong type, too many rows, malformed, missing columns): its sentences. */
export function sheetProblem(error: unknown, fallback: string): SheetProblem {
  if (!(error instanceof ApiError) || error.isNetworkError)
    return { message: fallback, details: [] };
  const details = (error.errors.file ?? Object.values(error.errors).flat()).filter(
    (detail) => detail !== error.message,
  );
  return { message: error.message || fallback, details };
}

export function SheetProblemAlert({ problem }: { problem: SheetProblem }) {
  return (
    <Alert variant="danger" title={problem.message}>
      {problem.details.length > 0 && (
        <ul className="list-disc ps-5">
          {problem.details.map((detail) => (
            <li key={detail}>{detail}</li>
          ))}
        </ul>
      )}
    </Alert>
  );
}

/** One count of the preview's summary. */
export function SummaryItem({
  label,
  value,
  tone = "neutral",
}: {
  label: string;
  value: string;
  tone?: "neutral" | "success" | "danger";
}) {
  return (
    <div
      data-tone={tone}
      className={
        "flex flex-col gap-1 rounded-lg border bg-white p-4 " +
        "border-slate-200 data-[tone=danger]:border-red-300 data-[tone=danger]:bg-red-50 " +
        "data-[tone=success]:border-brand-200"
      }
    >
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="text-2xl font-bold text-slate-900 tabular-nums">{value}</dd>
    </div>
  );
}

/** The row's number in the sheet, and errors that belong to none of the shown `columns`. */
export function RowNumberCell({
  row,
  columns,
}: {
  row: SheetImportRow;
  columns: readonly string[];
}) {
  const otherErrors = Object.entries(row.errors)
    .filter(([field]) => !columns.includes(field))
    .flatMap(([, messages]) => messages);
  return (
    <div className="flex flex-col gap-1">
      <span>{row.row}</span>
      {otherErrors.length > 0 && <CellErrors messages={otherErrors} />}
    </div>
  );
}

/**
 * One value as the server read it, with its errors right under it. `children` replaces the
 * plain text (a formatted date); `isLtr` keeps codes and numbers left to right.
 */
export function ImportValueCell({
  value,
  messages,
  isLtr = false,
  emptyLabel,
  children,
}: {
  value: string;
  messages: readonly string[];
  isLtr?: boolean;
  /** Read by screen readers for an empty cell. */
  emptyLabel: string;
  children?: ReactNode;
}) {
  return (
    <div
      data-state={messages.length > 0 ? "invalid" : "valid"}
      className="-mx-2 flex flex-col items-start gap-1 rounded px-2 py-1 data-[state=invalid]:bg-red-50"
    >
      {value ? (
        (children ?? (
          <bdi dir={isLtr ? "ltr" : "auto"} className={isLtr ? "whitespace-nowrap" : undefined}>
            {value}
          </bdi>
        ))
      ) : (
        <>
          <span aria-hidden="true" className="text-slate-400">
            —
          </span>
          <span className="sr-only">{emptyLabel}</span>
        </>
      )}
      {messages.length > 0 && <CellErrors messages={messages} />}
    </div>
  );
}

export function CellErrors({ messages }: { messages: readonly string[] }) {
  return (
    <ul data-slot="cell-errors" className="flex min-w-24 flex-col gap-0.5 text-xs text-red-800">
      {messages.map((message) => (
        <li key={message} className="flex items-start gap-1">
          <ErrorIcon className="mt-px size-3.5 shrink-0" />
          <span>{message}</span>
        </li>
      ))}
    </ul>
  );
}

/** An indeterminate bar: storing a long list takes a while and reports no steps. */
export function CommitProgress({ label }: { label: string }) {
  return (
    <div className="flex flex-col gap-1.5" role="status">
      <p className="text-sm font-medium text-slate-800">{label}</p>
      <div
        role="progressbar"
        aria-label={label}
        className="relative h-1.5 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="absolute inset-y-0 start-0 w-1/3 rounded-full bg-brand-600 motion-safe:animate-pulse" />
      </div>
    </div>
  );
}
