import { Trans } from "@lingui/react/macro";
import { isSellerComplete } from "@rawaq/domain/seller";
import { Alert } from "@rawaq/ui/alert";
import { AdminOnly } from "../../components/admin-only.tsx";
import { LoadError, PageLoading } from "../../components/load-state.tsx";
import { SellerForm } from "../../features/payments/seller-form.tsx";
import { useSeller } from "../../features/payments/use-payments.ts";

/** /admin/seller: the fair's organizer as the seller on its invoices (issue 30). */
export function AdminSellerPage() {
  return (
    <AdminOnly>
      <AdminSeller />
    </AdminOnly>
  );
}

function AdminSeller() {
  const { data: seller, error, mutate } = useSeller();
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 p-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold text-brand-900">
          <Trans>Seller on the invoices</Trans>
        </h1>
        <p className="text-slate-700">
          <Trans>
            Every booth invoice names the fair&apos;s organizer as its seller. ZATCA&apos;s rules
            ask for its legal names, VAT number, commercial registration and national address.
            Invoices already issued keep the seller they were issued with.
          </Trans>
        </p>
      </div>
      {!seller ? (
        error ? (
          <LoadError error={error} onRetry={() => void mutate()} />
        ) : (
          <PageLoading sections={["h-96"]} />
        )
      ) : (
        <>
          {!isSellerComplete(seller) && (
            <Alert variant="warning">
              <Trans>
                The national address is missing: invoices name only the city until it is saved.
              </Trans>
            </Alert>
          )}
          <SellerForm key={seller.updated_at ?? "built-in"} seller={seller} />
        </>
      )}
    </div>
  );
}
