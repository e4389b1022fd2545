import { Trans } from "@lingui/react/macro";
import type { Shipper } from "@rawaq/domain/logistics";
import { useRef, useState } from "react";
import { AdminOnly } from "../../components/admin-only.tsx";
import { ShipperForm } from "../../features/logistics/shipper-form.tsx";
import { ShippersTable } from "../../features/logistics/shippers-table.tsx";
import { useAdminShippers } from "../../features/logistics/use-logistics.ts";
import { pageParam, useUrlState } from "../../lib/url-state.ts";

const PARAMS = { page: pageParam } as const;

/** /admin/shippers: the fair's shippers — create, edit, deactivate or reactivate. */
export function AdminShippersPage() {
  // Everyone else is told they have no access, not that the list could not be loaded.
  return (
    <AdminOnly>
      <AdminShippers />
    </AdminOnly>
  );
}

function AdminShippers() {
  const [query, setQuery] = useUrlState(PARAMS);
  const { data, error, mutate } = useAdminShippers(query.page);
  const [editing, setEditing] = useState<Shipper | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 p-6">
      <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-brand-900">
        <Trans>Shippers</Trans>
      </h1>
      <ShipperForm
        // A new form for each shipper edited: its fields start from that shipper.
        key={editing?.id ?? "new"}
        editing={editing}
        onSaved={() => {
          // The pressed button goes with the form it was in: focus stays on the page.
          if (editing) headingRef.current?.focus();
          setEditing(null);
        }}
        onCancel={() => setEditing(null)}
      />
      <ShippersTable
        shippers={data?.shippers}
        meta={data?.meta}
        onPageChange={(page) => setQuery({ page })}
        isFailed={Boolean(error)}
        onRetry={() => void mutate()}
        onEdit={setEditing}
      />
    </div>
  );
}
