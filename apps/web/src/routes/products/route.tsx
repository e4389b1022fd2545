import { Trans, useLingui } from "@lingui/react/macro";
import type { Locale } from "@rawaq/i18n/locales";
import { Card } from "@rawaq/ui/card";
import { EmptyState } from "@rawaq/ui/empty-state";
import { LinkButton } from "../../components/link-button.tsx";
import { PRODUCT_LIST_PARAMS } from "../../features/logistics/logistics-list-params.ts";
import { useProducts } from "../../features/logistics/use-logistics.ts";
import { useOrganization } from "../../features/organizations/use-organization.ts";
import { formatMoney } from "../../lib/money.ts";
import { useUrlState } from "../../lib/url-state.ts";
import { DataPending } from "../../components/load-state.tsx";

/** /products (journey 7): stock per title — total, in storage, at the booth — with totals. */
function ProductsPage() {
  const { i18n, t } = useLingui();
  const locale = i18n.locale as Locale;
  const [query, setQuery] = useUrlState(PRODUCT_LIST_PARAMS);
  const { data: organization } = useOrganization();
  const { data, error, mutate } = useProducts(organization?.organization?.id, query);
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
      {!data ? (
        <DataPending error={error} onRetry={() => void mutate()} />
      ) : data.products.length === 0 && !query.q ? (
        <Card>
          <EmptyState
            title={t`No products yet`}
            description={t`A title's stock appears once its quantity and parcels are filled in complete data.`}
            action={
              <LinkButton variant="secondary" to={`/${locale}/completeData`}>
                <Trans>Complete data</Trans>
              </LinkButton>
            }
          />
        </Card>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
          <table className="w-full min-w-[40rem] text-sm">
            <caption className="sr-only">{t`Stock per title`}</caption>
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="p-2 text-start">{t`Title`}</th>
                <th scope="col" className="p-2 text-start">{t`Barcode`}</th>
                <th scope="col" className="p-2 text-end">{t`Price`}</th>
                <th scope="col" className="p-2 text-end">{t`Total`}</th>
                <th scope="col" className="p-2 text-end">{t`In storage`}</th>
                <th scope="col" className="p-2 text-end">{t`At the booth`}</th>
              </tr>
            </thead>
            <tbody>
              {data.products.map((product) => (
                <tr key={product.book_id} className="border-t border-slate-200">
                  <th scope="row" className="p-2 text-start font-medium">
                    <bdi>{product.title}</bdi>
                  </th>
                  <td className="p-2" dir="ltr">
                    {product.barcode ?? "—"}
                  </td>
                  <td className="p-2 text-end whitespace-nowrap tabular-nums">
                    {product.price_halalas === null
                      ? "—"
                      : formatMoney(product.price_halalas, locale)}
                  </td>
                  <td className="p-2 text-end tabular-nums">{product.total}</td>
                  <td className="p-2 text-end tabular-nums">{product.in_storage}</td>
                  <td className="p-2 text-end tabular-nums">{product.at_booth}</td>
                </tr>
              ))}
            </tbody>
            <tfoot className="border-t-2 border-slate-300 font-semibold">
              <tr>
                <th scope="row" colSpan={3} className="p-2 text-start">
                  <Trans>All titles</Trans>
                </th>
                <td className="p-2 text-end tabular-nums" data-slot="total">
                  {data.totals.total}
                </td>
                <td className="p-2 text-end tabular-nums">{data.totals.in_storage}</td>
                <td className="p-2 text-end tabular-nums">{data.totals.at_booth}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      )}
      {data && data.meta.pages > 1 && (
        <nav aria-label={t`Pages of products`} className="flex items-center gap-3 text-sm">
          <button
            type="button"
            disabled={query.page <= 1}
            onClick={() => setQuery({ page: query.page - 1 })}
          >
            <Trans>Previous</Trans>
          </button>
          <span>{t`Page ${query.page} of ${data.meta.pages}`}</span>
          <button
            type="button"
            disabled={query.page >= data.meta.pages}
            onClick={() => setQuery({ page: query.page + 1 })}
          >
            <Trans>Next</Trans>
          </button>
        </nav>
      )}
    </div>
  );
}

export const Component = ProductsPage;
