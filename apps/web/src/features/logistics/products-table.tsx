import { useLingui } from "@lingui/react/macro";
import type { ProductStock } from "@rawaq/domain/logistics";
import type { PageMeta } from "@rawaq/domain/pagination";
import type { Locale } from "@rawaq/i18n/locales";
import type { DataTableColumn } from "@rawaq/ui/data-table";
import type { ReactNode } from "react";
import { PagedTable } from "../../components/paged-table.tsx";
import { formatSar } from "@rawaq/domain/money";

export interface ProductTotals {
  total: number;
  in_storage: number;
  at_booth: number;
}

export interface ProductsTableProps {
  /** A page of titles; `undefined` while the first page loads. */
  products: ProductStock[] | undefined;
  /** The copies of every title, not only this page's. */
  totals: ProductTotals | undefined;
  meta: PageMeta | undefined;
  onPageChange: (page: number) => void;
  error?: ReactNode;
  onRetry: () => void;
  empty: ReactNode;
}

/**
 * Stock per title (journey 7) on the kit's DataTable: price, total, in storage, at the booth,
 * and below it the copies of all titles together, whatever page is shown.
 */
export function ProductsTable({
  products,
  totals,
  meta,
  onPageChange,
  error,
  onRetry,
  empty,
}: ProductsTableProps) {
  const { i18n, t } = useLingui();
  const locale = i18n.locale as Locale;
  const columns: DataTableColumn<ProductStock>[] = [
    {
      id: "title",
      header: t`Title`,
      isRowHeader: true,
      cell: (product) => <bdi>{product.title}</bdi>,
    },
    {
      id: "barcode",
      header: t`Barcode`,
      priority: "medium",
      cell: (product) => <span dir="ltr">{product.barcode ?? "—"}</span>,
    },
    {
      id: "price",
      header: t`Price`,
      align: "end",
      cell: (product) =>
        product.price_halalas === null ? "—" : formatSar(product.price_halalas, locale),
    },
    { id: "total", header: t`Total`, align: "end", cell: (product) => product.total },
    { id: "storage", header: t`In storage`, align: "end", cell: (product) => product.in_storage },
    { id: "booth", header: t`At the booth`, align: "end", cell: (product) => product.at_booth },
  ];
  const hasRows = (products?.length ?? 0) > 0;
  return (
    <div className="flex flex-col gap-3">
      <PagedTable
        caption={t`Stock per title`}
        columns={columns}
        rows={products}
        getRowId={(product) => product.book_id}
        error={error}
        onRetry={onRetry}
        empty={empty}
        meta={meta}
        onPageChange={onPageChange}
      />
      {totals && hasRows && (
        <section
          aria-labelledby="product-totals"
          data-slot="product-totals"
          className="flex flex-wrap items-baseline gap-x-6 gap-y-1 rounded-lg border border-slate-200 bg-white px-4 py-3 text-sm"
        >
          <h2 id="product-totals" className="font-semibold">
            {t`All titles`}
          </h2>
          <dl className="flex flex-wrap gap-x-6 gap-y-1">
            {(
              [
                ["total", t`Total`, totals.total],
                ["in_storage", t`In storage`, totals.in_storage],
                ["at_booth", t`At the booth`, totals.at_booth],
              ] as const
            ).map(([slot, label, value]) => (
              <div key={slot} className="flex gap-2">
                <dt className="text-slate-700">{label}</dt>
                <dd className="font-semibold tabular-nums" data-slot={slot}>
                  {value}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      )}
    </div>
  );
}
