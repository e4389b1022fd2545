import { Trans, useLingui } from "@lingui/react/macro";
import { Button } from "@rawaq/ui/button";
import { EmptyState } from "@rawaq/ui/empty-state";
import { Link } from "react-router-dom";
import { PRODUCT_LIST_PARAMS } from "../../features/logistics/logistics-list-params.ts";
import { ProductsTable } from "../../features/logistics/products-table.tsx";
import { useProducts } from "../../features/logistics/use-logistics.ts";
import { useUrlState } from "../../lib/url-state.ts";

/** /products (journey 7): stock per title — total, in storage, at the booth — with totals. */
export function ProductsPage() {
  const { i18n, t } = useLingui();
  const [query, setQuery] = useUrlState(PRODUCT_LIST_PARAMS);
  const { data, error, mutate } = useProducts(query);
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 p-6">
      <h1 className="text-2xl font-bold text-brand-900">
        <Trans>Products</Trans>
      </h1>
      <input
        type="search"
        aria-label={t`Search products`}
        placeholder={t`Search by title, author, ISBN or barcode`}
        className="h-10 w-72 rounded-md border border-slate-300 px-3 text-sm"
        value={query.q}
        onChange={(event) => setQuery({ q: event.target.value, page: 1 }, { replace: true })}
      />
      <ProductsTable
        products={data?.products}
        totals={data?.totals}
        meta={data?.meta}
        onPageChange={(page) => setQuery({ page })}
        error={error ? t`The products could not be loaded.` : undefined}
        onRetry={() => void mutate()}
        empty={
          query.q ? (
            <EmptyState headingLevel={2} title={t`No book matches this search`} />
          ) : (
            <EmptyState
              headingLevel={2}
              title={t`No products yet`}
              description={t`A title's stock appears once its quantity and parcels are filled in complete data.`}
              action={
                <Button asChild variant="secondary">
                  <Link to={`/${i18n.locale}/completeData`}>
                    <Trans>Complete data</Trans>
                  </Link>
                </Button>
              }
            />
          )
        }
      />
    </div>
  );
}
