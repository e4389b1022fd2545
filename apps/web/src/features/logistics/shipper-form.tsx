import { Trans, useLingui } from "@lingui/react/macro";
import { type Shipper, ShipperInputSchema } from "@rawaq/domain/logistics";
import { Alert } from "@rawaq/ui/alert";
import { Button } from "@rawaq/ui/button";
import { ErrorSummary } from "@rawaq/ui/error-summary";
import { useForm } from "@rawaq/ui/form";
import { TextField } from "@rawaq/ui/text-field";
import { useToast } from "../../components/toasts.tsx";
import { useFormMessages } from "../../i18n/form-messages.ts";
import { api } from "../../lib/api.ts";
import { useRevalidateLogistics } from "./use-logistics.ts";

/** What a shipper's form and its toggle send: its names in both languages, as two fields. */
export function shipperInput(shipper: Shipper) {
  return {
    name_ar: shipper.name.ar,
    name_en: shipper.name.en,
    phone: shipper.phone,
    email: shipper.email,
    active: shipper.active,
  };
}

export interface ShipperFormProps {
  /** The shipper being edited, or `null` to add one. Give the form a new `key` per shipper. */
  editing: Shipper | null;
  /** Called once the server has saved the shipper (the toast is already shown). */
  onSaved: () => void;
  onCancel: () => void;
}

/**
 * A shipper's names in Arabic and English (both required, each in its own letters), phone and
 * email, checked with the schema the API checks them with; a toast once saved.
 */
export function ShipperForm({ editing, onSaved, onCancel }: ShipperFormProps) {
  const { t } = useLingui();
  const toast = useToast();
  const refresh = useRevalidateLogistics();
  const formTexts = useFormMessages();
  const form = useForm({
    initialValues: {
      name_ar: editing?.name.ar ?? "",
      name_en: editing?.name.en ?? "",
      phone: editing?.phone ?? "",
      email: editing?.email ?? "",
    },
    schema: ShipperInputSchema,
    ...formTexts,
    // The server's 422 lands on the fields and in the summary by itself (useForm).
    onSubmit: async (values) => {
      const answer = editing
        ? // Editing keeps the shipper active or deactivated as it was; the toggle changes that.
          await api.logistics.admin.updateShipper(editing.id, { ...values, active: editing.active })
        : await api.logistics.admin.createShipper(values);
      toast(answer.message ?? t`Saved.`);
      // A shipper added: the form is empty again for the next one, and not sent twice.
      if (!editing) form.reset();
      onSaved();
      await refresh();
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
