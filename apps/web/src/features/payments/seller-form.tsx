import { Trans, useLingui } from "@lingui/react/macro";
import { type Seller, SellerInputSchema } from "@rawaq/domain/seller";
import { Alert } from "@rawaq/ui/alert";
import { Button } from "@rawaq/ui/button";
import { ErrorSummary } from "@rawaq/ui/error-summary";
import { useForm } from "@rawaq/ui/form";
import { TextField } from "@rawaq/ui/text-field";
import { useToast } from "../../components/toasts.tsx";
import { useFormMessages } from "../../i18n/form-messages.ts";
import { paymentsApi } from "../../lib/api.ts";
import { useRevalidatePayments } from "./use-payments.ts";

/**
 * The fair's organizer as the seller ZATCA's rules ask for on a tax invoice (issue 30): its legal
 * names, VAT number, commercial registration and national address, checked with the schema the
 * API checks them with. Invoices issued from then on carry it; issued ones keep theirs.
 */
export function SellerForm({ seller }: { seller: Seller }) {
  const { t } = useLingui();
  const toast = useToast();
  const refresh = useRevalidatePayments();
  const formTexts = useFormMessages();
  const { updated_at: _, ...initialValues } = seller;
  const form = useForm({
    initialValues,
    schema: SellerInputSchema,
    ...formTexts,
    // The server's 422 lands on the fields and in the summary by itself (useForm).
    onSubmit: async (values) => {
      const answer = await paymentsApi.admin.updateSeller(values);
      toast(answer.message ?? t`Saved.`);
      await refresh();
    },
  });
  const field = form.getFieldProps;
  return (
    <form
      onSubmit={(event) => void form.handleSubmit(event)}
      noValidate
      aria-label={t`Seller on the invoices`}
      className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4"
    >
      {form.errorList.length > 0 && (
        <ErrorSummary title={t`Please correct the following:`} errors={form.errorList} />
      )}
      {form.formMessage && form.errorList.length === 0 && (
        <Alert variant="danger">{form.formMessage}</Alert>
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={t`Legal name in Arabic`}
          dir="rtl"
          lang="ar"
          required
          {...field("name_ar")}
        />
        <TextField
          label={t`Legal name in English`}
          dir="ltr"
          lang="en"
          required
          {...field("name_en")}
        />
        <TextField
          label={t`VAT number`}
          hint={t`15 digits, the first and the last 3.`}
          dir="ltr"
          inputMode="numeric"
          normalizeDigits
          required
          {...field("vat_number")}
        />
        <TextField
          label={t`CR number`}
          hint={t`10 digits.`}
          dir="ltr"
          inputMode="numeric"
          normalizeDigits
          required
          {...field("commercial_registration_number")}
        />
      </div>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 font-semibold text-slate-900">
          <Trans>National address</Trans>
        </legend>
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label={t({ context: "national address", message: "Building number" })}
            hint={t`4 digits.`}
            dir="ltr"
            inputMode="numeric"
            normalizeDigits
            required
            {...field("building_number")}
          />
          <TextField
            label={t({ context: "national address", message: "Street" })}
            required
            {...field("street")}
          />
          <TextField
            label={t({ context: "national address", message: "District" })}
            required
            {...field("district")}
          />
          <TextField
            label={t({ context: "national address", message: "City" })}
            required
            {...field("city")}
          />
          <TextField
            label={t({ context: "national address", message: "Postal code" })}
            hint={t`5 digits.`}
            dir="ltr"
            inputMode="numeric"
            normalizeDigits
            required
            {...field("zip")}
          />
          <TextField
            label={t({ context: "national address", message: "Additional number" })}
            hint={t`4 digits, if the address has one.`}
            dir="ltr"
            inputMode="numeric"
            normalizeDigits
            {...field("additional_number")}
          />
        </div>
      </fieldset>
      <div>
        <Button type="submit" isLoading={form.isSubmitting}>
          <Trans context="seller">Save</Trans>
        </Button>
      </div>
    </form>
  );
}
