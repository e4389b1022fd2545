import { Trans, useLingui } from "@lingui/react/macro";
import type { Shipper } from "@rawaq/domain/logistics";
import { Button } from "@rawaq/ui/button";
import { DataTable, type DataTableColumn } from "@rawaq/ui/data-table";
import { EmptyState } from "@rawaq/ui/empty-state";
import { useState } from "react";
import { Notice, useNotice } from "../../features/logistics/notice.tsx";
import { useAdminShippers, useRefreshLogistics } from "../../features/logistics/use-logistics.ts";
import { api } from "../../lib/api.ts";
import { serverFailure } from "../../lib/api-failure.ts";
import { pageParam, useUrlState } from "../../lib/url-state.ts";
import { useTableLabels } from "../../components/table-labels.ts";

const FIELDS = ["name_ar", "name_en", "phone", "email"] as const;
type Draft = Record<(typeof FIELDS)[number], string>;
const EMPTY: Draft = { name_ar: "", name_en: "", phone: "", email: "" };
const PARAMS = { page: pageParam } as const;

/** /admin/shippers: the fair's shippers — create, edit, deactivate or reactivate. */
function AdminShippersPage() {
  const { i18n, t } = useLingui();
  const tableLabels = useTableLabels();
  const [query, setQuery] = useUrlState(PARAMS);
  const { data, error, mutate } = useAdminShippers(query.page);
  const refresh = useRefreshLogistics();
  const [notice, setNotice] = useNotice();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [editing, setEditing] = useState<Shipper | null>(null);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const labels: Draft = {
    name_ar: t`Arabic name`,
    name_en: t`English name`,
    phone: t`Phone number`,
    email: t`Email`,
  };

  const columns: DataTableColumn<Shipper>[] = [
    {
      id: "name",
      header: t`Name`,
      isRowHeader: true,
      cell: (shipper) => <bdi>{i18n.locale === "ar" ? shipper.name_ar : shipper.name_en}</bdi>,
    },
    {
      id: "phone",
      header: t`Phone number`,
      cell: (shipper) => <bdi dir="ltr">{shipper.phone}</bdi>,
    },
    { id: "email", header: t`Email`, cell: (shipper) => <bdi dir="ltr">{shipper.email}</bdi> },
    {
      id: "status",
      header: t`Status`,
      cell: (shipper) => (shipper.active ? t`Active` : t`Deactivated`),
    },
    {
      id: "actions",
      header: t`Actions`,
      cell: (shipper) => (
        <div className="flex gap-2">
          <Button
            variant="secondary"
            onClick={() => {
              setEditing(shipper);
              setDraft({
                name_ar: shipper.name_ar,
                name_en: shipper.name_en,
                phone: shipper.phone,
                email: shipper.email,
              });
            }}
          >
            <Trans>Edit</Trans>
          </Button>
          <Button variant="secondary" onClick={() => void toggle(shipper)}>
            {shipper.active ? t`Deactivate` : t`Reactivate`}
          </Button>
        </div>
      ),
    },
  ];

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setErrors({});
    try {
      const answer = editing
        ? // Editing keeps the shipper active or deactivated as it was; the toggle changes that.
          await api.logistics.admin.updateShipper(editing.id, { ...draft, active: editing.active })
        : await api.logistics.admin.createShipper(draft);
      setNotice({ variant: "success", text: answer.message ?? "" });
      setDraft(EMPTY);
      setEditing(null);
      await refresh();
    } catch (error) {
      const failure = serverFailure(error, i18n);
      setErrors(failure.errors);
      setNotice({ variant: "danger", text: failure.message });
    }
  }

  async function toggle(shipper: Shipper) {
    const { id: _id, ...rest } = shipper;
    try {
      const answer = await api.logistics.admin.updateShipper(shipper.id, {
        ...rest,
        active: !shipper.active,
      });
      setNotice({ variant: "success", text: answer.message ?? "" });
      await refresh();
    } catch (error) {
      setNotice({ variant: "danger", text: serverFailure(error, i18n).message });
    }
  }

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 p-6">
      <h1 className="text-2xl font-bold text-brand-900">
        <Trans>Shippers</Trans>
      </h1>
      <Notice notice={notice} />
      <form
        onSubmit={submit}
        noValidate
        aria-label={editing ? t`Edit shipper` : t`Add a shipper`}
        className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2"
      >
        {FIELDS.map((field) => (
          <label key={field} className="flex flex-col gap-1 text-sm font-medium">
            {labels[field]}
            <input
              dir={field === "phone" || field === "email" ? "ltr" : undefined}
              className="h-10 rounded-md border border-slate-300 px-3"
              value={draft[field]}
              aria-invalid={errors[field] ? true : undefined}
              onChange={(event) => setDraft({ ...draft, [field]: event.target.value })}
            />
            {errors[field]?.[0] && <span className="text-red-700">{errors[field][0]}</span>}
          </label>
        ))}
        <div className="flex gap-2 sm:col-span-2">
          <Button type="submit">{editing ? t`Save shipper` : t`Add shipper`}</Button>
          {editing && (
            <Button
              type="button"
              variant="secondary"
              onClick={() => {
                setEditing(null);
                setDraft(EMPTY);
              }}
            >
              <Trans>Cancel</Trans>
            </Button>
          )}
        </div>
      </form>
      <DataTable
        caption={t`Shippers`}
        columns={columns}
        rows={data?.shippers ?? []}
        getRowId={(shipper) => shipper.id}
        isLoading={!data}
        error={error ? t`The shippers could not be loaded.` : undefined}
        onRetry={() => void mutate()}
        empty={<EmptyState headingLevel={2} title={t`No shippers yet`} />}
        {...tableLabels}
        pagination={
          data
            ? {
                page: data.meta.page,
                pageSize: data.meta.per_page,
                total: data.meta.total,
                onPageChange: (page) => setQuery({ page }),
              }
            : undefined
        }
      />
    </div>
  );
}

export const Component = AdminShippersPage;
