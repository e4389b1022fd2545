import { Trans, useLingui } from "@lingui/react/macro";
import type { Shipper } from "@rawaq/domain/logistics";
import { Button } from "@rawaq/ui/button";
import { useState } from "react";
import { Notice, useNotice } from "../../features/logistics/notice.tsx";
import { useAdminShippers, useRefreshLogistics } from "../../features/logistics/use-logistics.ts";
import { api } from "../../lib/api.ts";
import { serverFailure } from "../../lib/api-failure.ts";

const FIELDS = ["name_ar", "name_en", "phone", "email"] as const;
type Draft = Record<(typeof FIELDS)[number], string>;
const EMPTY: Draft = { name_ar: "", name_en: "", phone: "", email: "" };

/** /admin/shippers: the fair's shippers — create, edit, deactivate or reactivate. */
function AdminShippersPage() {
  const { i18n, t } = useLingui();
  const { data } = useAdminShippers(1);
  const refresh = useRefreshLogistics();
  const [notice, setNotice] = useNotice();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [editing, setEditing] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const labels: Draft = {
    name_ar: t`Arabic name`,
    name_en: t`English name`,
    phone: t`Phone number`,
    email: t`Email`,
  };

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setErrors({});
    try {
      const answer = editing
        ? await api.logistics.admin.updateShipper(editing, { ...draft, active: true })
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
      <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
        <table className="w-full text-sm">
          <caption className="sr-only">{t`Shippers`}</caption>
          <thead className="bg-slate-50">
            <tr>
              <th scope="col" className="p-2 text-start">{t`Name`}</th>
              <th scope="col" className="p-2 text-start">{t`Phone number`}</th>
              <th scope="col" className="p-2 text-start">{t`Email`}</th>
              <th scope="col" className="p-2 text-start">{t`Status`}</th>
              <th scope="col" className="p-2 text-start">{t`Actions`}</th>
            </tr>
          </thead>
          <tbody>
            {(data?.shippers ?? []).map((shipper) => (
              <tr key={shipper.id} className="border-t border-slate-200">
                <th scope="row" className="p-2 text-start font-medium">
                  <bdi>{i18n.locale === "ar" ? shipper.name_ar : shipper.name_en}</bdi>
                </th>
                <td className="p-2" dir="ltr">
                  {shipper.phone}
                </td>
                <td className="p-2" dir="ltr">
                  {shipper.email}
                </td>
                <td className="p-2">{shipper.active ? t`Active` : t`Deactivated`}</td>
                <td className="flex gap-2 p-2">
                  <Button
                    variant="secondary"
                    onClick={() => {
                      setEditing(shipper.id);
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
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

export const Component = AdminShippersPage;
