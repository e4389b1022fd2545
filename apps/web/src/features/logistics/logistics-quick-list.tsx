import { Trans, useLingui } from "@lingui/react/macro";
import type { BookLogistics } from "@rawaq/domain/logistics";
import { halalasToSar } from "@rawaq/domain/money";
import { readWholeNumber } from "@rawaq/domain/numbers";
import type { PageMeta } from "@rawaq/domain/pagination";
import { Alert } from "@rawaq/ui/alert";
import { Button } from "@rawaq/ui/button";
import type { DataTableColumn } from "@rawaq/ui/data-table";
import { StatusBadge } from "@rawaq/ui/status-badge";
import { type ClipboardEvent, type KeyboardEvent, type ReactNode, useMemo, useState } from "react";
import { Link } from "react-router-dom";
import { PagedTable } from "../../components/paged-table.tsx";
import { useToast } from "../../components/toasts.tsx";
import { api } from "../../lib/api.ts";
import { serverFailure } from "../../lib/api-failure.ts";
import { parcelText, parseParcelText } from "./parcel-text.ts";
import { useRevalidateLogistics } from "./use-logistics.ts";

const COLUMNS = ["quantity", "price", "barcode", "parcels"] as const;
type Column = (typeof COLUMNS)[number];
type Row = Record<Column, string>;

function rowOf(book: BookLogistics): Row {
  return {
    quantity: book.quantity === null ? "" : String(book.quantity),
    price: book.price_halalas === null ? "" : halalasToSar(book.price_halalas),
    barcode: book.barcode ?? "",
    parcels: parcelText(book.parcels),
  };
}

const inputClass =
  "h-9 w-full rounded-md border border-slate-300 bg-white px-2 text-sm focus-visible:outline-2 " +
  "focus-visible:outline-brand-700 aria-invalid:border-red-600";

export interface LogisticsQuickListProps {
  organizationId: string;
  /** A page of books; `undefined` while the first page loads. */
  books: BookLogistics[] | undefined;
  meta: PageMeta | undefined;
  onPageChange: (page: number) => void;
  canEdit: boolean;
  error?: ReactNode;
  onRetry: () => void;
  empty: ReactNode;
  /** What the fair's rules say of a title, with the copies typed for it (issue 32). */
  ruleNotes?: (bookId: string, quantity: string) => string[];
}

/**
 * Many books at once: each row's quantity, price, barcode and parcels in place. Enter moves down
 * a column, and a column pasted from a spreadsheet fills the rows below. One save sends every
 * changed row; the server checks all of them and stores all or none.
 */
export function LogisticsQuickList({
  organizationId,
  books,
  meta,
  onPageChange,
  canEdit,
  error,
  onRetry,
  empty,
  ruleNotes,
}: LogisticsQuickListProps) {
  const { i18n, t } = useLingui();
  const locale = i18n.locale;
  const toast = useToast();
  const [failure, setFailure] = useState<string | null>(null);
  const refresh = useRevalidateLogistics();
  const original = useMemo(
    () => new Map((books ?? []).map((book) => [book.book_id, rowOf(book)])),
    [books],
  );
  const [edits, setEdits] = useState<Record<string, Row>>({});
  const [errors, setErrors] = useState<Record<string, Partial<Record<Column, string>>>>({});
  const [saving, setSaving] = useState(false);

  const valueOf = (id: string, column: Column) =>
    edits[id]?.[column] ?? original.get(id)?.[column] ?? "";
  const change = (id: string, column: Column, value: string) =>
    setEdits((current) => ({
      ...current,
      [id]: { ...(current[id] ?? original.get(id)!), [column]: value },
    }));
  const changed = Object.keys(edits).filter(
    (id) => JSON.stringify(edits[id]) !== JSON.stringify(original.get(id)),
  );

  const cellId = (row: number, column: Column) => `quick-${column}-${row}`;
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>, row: number, column: Column) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    document.getElementById(cellId(row + (event.shiftKey ? -1 : 1), column))?.focus();
  };
  const onPaste = (event: ClipboardEvent<HTMLInputElement>, row: number, column: Column) => {
    const lines = event.clipboardData.getData("text").replace(/\r/g, "").split("\n");
    if (lines.at(-1) === "") lines.pop();
    if (lines.length < 2) return;
    event.preventDefault();
    lines.forEach((line, offset) => {
      const book = books?.[row + offset];
      if (book) change(book.book_id, column, line.split("\t")[0]!.trim());
    });
  };

  async function save() {
    setSaving(true);
    setErrors({});
    setFailure(null);
    const entries = changed.map((id) => {
      const row = edits[id]!;
      return {
        book_id: id,
        data: {
          quantity: row.quantity,
          price: row.price,
          barcode: row.barcode,
          parcels: parseParcelText(row.parcels, row.quantity),
        },
      };
    });
    try {
      const answer = await api.logistics.saveBooks(organizationId, entries);
      toast(answer.message ?? t`Saved.`);
      setEdits({});
      await refresh();
    } catch (caught) {
      const server = serverFailure(caught, i18n);
      const byBook: Record<string, Partial<Record<Column, string>>> = {};
      for (const [field, messages] of Object.entries(server.errors)) {
        const match = /^books\.(\d+)\.(\w+)/.exec(field);
        const entry = match ? entries[readWholeNumber(match[1]) ?? -1] : undefined;
        if (!entry) continue;
        const column = (COLUMNS as readonly string[]).includes(match![2]!)
          ? (match![2] as Column)
          : "parcels";
        (byBook[entry.book_id] ??= {})[column] ??= messages[0];
      }
      setErrors(byBook);
      setFailure(server.message);
    } finally {
      setSaving(false);
    }
  }

  const headers: Record<Column, string> = {
    quantity: t`Quantity`,
    price: t`Price (SAR)`,
    barcode: t`Barcode`,
    parcels: t`Parcels (number:quantity)`,
  };
  // A cell's name: its column, then its book (heard, not seen, so nothing to isolate).
  const cellLabel = (header: string, title: string) => t`${header} — ${title}`;

  const columns: DataTableColumn<BookLogistics>[] = [
    {
      id: "title",
      header: t`Title`,
      isRowHeader: true,
      className: "max-w-64",
      cell: (book) => {
        const notes = ruleNotes?.(book.book_id, valueOf(book.book_id, "quantity")) ?? [];
        return (
          <>
            <Link
              className="text-brand-800 underline"
              to={`/${locale}/completeData/add-edit-book?book=${book.book_id}`}
            >
              <bdi>{book.title}</bdi>
            </Link>
            {notes.length > 0 && (
              <ul
                data-slot="rule-notes"
                className="mt-1 flex flex-col gap-0.5 text-xs text-red-800"
              >
                {notes.map((note) => (
                  <li key={note}>{note}</li>
                ))}
              </ul>
            )}
          </>
        );
      },
    },
    ...COLUMNS.map((column): DataTableColumn<BookLogistics> => ({
      id: column,
      header: headers[column],
      className: "min-w-32 align-top",
      cell: (book, row) => {
        const error = errors[book.book_id]?.[column];
        const locked = column === "parcels" && book.parcels.some((parcel) => parcel.sent);
        return (
          <>
            <input
              id={cellId(row, column)}
              aria-label={cellLabel(headers[column], book.title)}
              aria-invalid={error ? true : undefined}
              dir={column === "parcels" || column === "barcode" ? "ltr" : undefined}
              inputMode={column === "quantity" || column === "price" ? "decimal" : undefined}
              className={inputClass}
              value={valueOf(book.book_id, column)}
              readOnly={!canEdit || locked}
              onChange={(event) => change(book.book_id, column, event.target.value)}
              onKeyDown={(event) => onKeyDown(event, row, column)}
              onPaste={(event) => onPaste(event, row, column)}
            />
            {error && <p className="mt-1 text-xs text-red-700">{error}</p>}
          </>
        );
      },
    })),
    {
      id: "state",
      header: t`State`,
      cell: (book) => (
        <StatusBadge
          status={book.complete ? "complete" : "incomplete"}
          tone={book.complete ? "success" : "warning"}
          label={
            book.complete
              ? t({ message: "Complete", context: "book data" })
              : t({ message: "Incomplete", context: "book data" })
          }
        />
      ),
    },
  ];

  return (
    <div className="flex flex-col gap-3">
      {failure && <Alert variant="danger">{failure}</Alert>}
      <PagedTable
        caption={t`Books' data`}
        columns={columns}
        rows={books}
        getRowId={(book) => book.book_id}
        error={error}
        onRetry={onRetry}
        empty={empty}
        meta={meta}
        onPageChange={onPageChange}
      />
      {canEdit && (
        <div className="flex flex-wrap items-center gap-3">
          <Button onClick={save} disabled={changed.length === 0 || saving}>
            {t`Save changes (${changed.length})`}
          </Button>
          <p className="text-sm text-slate-600">
            <Trans>
              Enter moves to the next row; a column pasted from a spreadsheet fills the rows below.
            </Trans>
          </p>
        </div>
      )}
    </div>
  );
}
