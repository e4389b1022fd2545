import { Trans, useLingui } from "@lingui/react/macro";
import { localized } from "@rawaq/domain/bilingual";
import { type Shipper, ShipperInputSchema } from "@rawaq/domain/logistics";
import { Alert } from "@rawaq/ui/alert";
import { Button } from "@rawaq/ui/button";
import { DataTable, type DataTableColumn } from "@rawaq/ui/data-table";
import { EmptyState } from "@rawaq/ui/empty-state";
import { ErrorSummary } from "@rawaq/ui/error-summary";
import { useForm } from "@rawaq/ui/form";
import { TextField } from "@rawaq/ui/text-field";
import { useState } from "react";
import { Notice, type NoticeState, useNotice } from "../../features/logistics/notice.tsx";
import { useAdminShippers, useRefreshLogistics } from "../../features/logistics/use-logistics.ts";
import { useFormMessages } from "../../i18n/form-messages.ts";
import { api } from "../../lib/api.ts";
import { serverFailure } from "../../lib/api-failure.ts";
import { pageParam, useUrlState } from "../../lib/url-state.ts";
import { useTableLabels } from "../../components/table-labels.ts";
import { AdminOnly } from "../../features/admin/admin-only.tsx";

const PARAMS = { page: pageParam } as const;

/** What a shipper's form and its toggle send: its names in both languages, as two fields. */
function shipperInput(shipper: Shipper) {
  return {
    name_ar: shipper.name.ar,
    name_en: shipper.name.en,
    phone: shipper.phone,
    email: shipper.email,
    active: shipper.active,
  };
}

/** /admin/shippers: the fair's shippers — create, edit, deactivate or reactivate. */
function AdminShippersPage() {
  const { i18n, t } = useLingui();
  const tableLabels = useTableLabels();
  const [query, setQuery] = useUrlState(PARAMS);
  const { data, error, mutate } = useAdminShippers(query.page);
  const refresh = useRefreshLogistics();
  const [notice, setNotice] = useNotice();
  const [editing, setEditing] = useState<Shipper | null>(null);

  const columns: DataTableColumn<Shipper>[] = [
    {
      id: "name",
      header: t`Name`,
      isRowHeader: true,
      cell: (shipper) => <bdi>{localized(shipper.name, i18n.locale)}</bdi>,
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
      cell: (shipper) =>
        shipper.active
          ? t({ message: "Active", context: "shipper" })
          : t({ message: "Deactivated", context: "shipper" }),
    },
    {
      id: "actions",
      header: t`Actions`,
      cell: (shipper) => (
        <div className="flex gap-2">
          <Button variant="secondary" onClick={() => setEditing(shipper)}>
            <Trans>Edit</Trans>
          </Button>
          <Button variant="secondary" onClick={() => void toggle(shipper)}>
            {shipper.active ? t`Deactivate` : t`Reactivate`}
          </Button>
        </div>
      ),
    },
  ];

  async function toggle(shipper: Shipper) {
    try {
      const answer = await api.logistics.admin.updateShipper(shipper.id, {
        ...shipperInput(shipper),
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
      <ShipperForm
        // A new form for each shipper edited: its fields start from that shipper.
        key={editing?.id ?? "new"}
        editing={editing}
        onDone={async (done) => {
          setNotice(done);
          if (done?.variant === "success") {
            setEditing(null);
            await refresh();
          }
        }}
        onCancel={() => setEditing(null)}
      />
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

/**
 * A shipper's names in Arabic and English (both required, each in its own letters), phone and
 * email, checked with the schema the API checks them with.
 */
function ShipperForm({
  editing,
  onDone,
  onCancel,
}: {
  editing: Shipper | null;
  onDone: (notice: NoticeState) => Promise<void>;
  onCancel: () => void;
}) {
  const { i18n, t } = useLingui();
  const { messages, fieldLabels } = useFormMessages();
  const form = useForm({
    initialValues: {
      name_ar: editing?.name.ar ?? "",
      name_en: editing?.name.en ?? "",
      phone: editing?.phone ?? "",
      email: editing?.email ?? "",
    },
    schema: ShipperInputSchema,
    messages,
    fieldLabels,
    onSubmit: async (values) => {
      try {
        const answer = editing
          ? // Editing keeps the shipper active or deactivated as it was; the toggle changes that.
            await api.logistics.admin.updateShipper(editing.id, {
              ...values,
              active: editing.active,
            })
          : await api.logistics.admin.createShipper(values);
        await onDone({ variant: "success", text: answer.message ?? "" });
      } catch (error) {
        const failure = serverFailure(error, i18n);
        form.setServerErrors(failure.errors, failure.message);
      }
    },
  });
  const field = form.getFieldProps;
  return (
    <form
      onSubmit={(event) => void form.handleSubmit(event)}
      noValidate
      aria-label={editing ? t`Edit shipper` : t`Add a shipper`}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      {form.errorList.length > 0 && (
        <ErrorSummary title={t`Please correct the following:`} errors={form.errorList} />
      )}
      {form.formMessage && form.errorList.length === 0 && (
        <Alert variant="danger">{form.formMessage}</Alert>
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label={t`Arabic name`} dir="rtl" lang="ar" required {...field("name_ar")} />
        <TextField label={t`English name`} dir="ltr" lang="en" required {...field("name_en")} />
        <TextField
          label={t`Phone number`}
          dir="ltr"
          type="tel"
          normalizeDigits
          required
          {...field("phone")}
        />
        <TextField label={t`Email`} dir="ltr" type="email" required {...field("email")} />
      </div>
      <div className="flex gap-2">
        <Button type="submit" isLoading={form.isSubmitting}>
          {editing ? t`Save shipper` : t`Add shipper`}
        </Button>
        {editing && (
          <Button type="button" variant="secondary" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </Button>
        )}
      </div>
    </form>
  );
}

// Everyone else is told they have no access, not that the list could not be loaded.
export const Component = () => (
  <AdminOnly>
    <AdminShippersPage />
  </AdminOnly>
);
