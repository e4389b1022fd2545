import { Trans, useLingui } from "@lingui/react/macro";
import {
  type NationalAddress,
  NationalAddressInputSchema,
  isNationalAddressComplete,
} from "@rawaq/domain/national-address";
import type { Organization } from "@rawaq/domain/organization";
import { Alert } from "@rawaq/ui/alert";
import { Button } from "@rawaq/ui/button";
import { Dialog, DialogClose } from "@rawaq/ui/dialog";
import { useForm } from "@rawaq/ui/form";
import { TextField } from "@rawaq/ui/text-field";
import { type FormEvent, useId, useState } from "react";
import { useToast } from "../../components/toasts.tsx";
import { useFormMessages } from "../../i18n/form-messages.ts";
import { api } from "../../lib/api.ts";

export interface NationalAddressCardProps {
  organization: Organization;
  /** Its manager gives or changes it. */
  canEdit: boolean;
  /** Called once the server has saved it, to read the organization again. */
  onSaved: () => Promise<unknown> | void;
}

/**
 * A Saudi house's national address (issue 30): its tax invoices name it, and a booth is confirmed
 * only once it is given. Shown with what is missing, and changed by the manager in a dialog.
 */
export function NationalAddressCard({ organization, canEdit, onSaved }: NationalAddressCardProps) {
  const { t } = useLingui();
  const [isEditing, setEditing] = useState(false);
  const address = organization.national_address;
  const isComplete = isNationalAddressComplete(address);
  const rows: { slot: keyof NationalAddress; label: string; isLatin: boolean }[] = [
    {
      slot: "building_number",
      label: t({ context: "national address", message: "Building number" }),
      isLatin: true,
    },
    {
      slot: "street",
      label: t({ context: "national address", message: "Street" }),
      isLatin: false,
    },
    {
      slot: "district",
      label: t({ context: "national address", message: "District" }),
      isLatin: false,
    },
    {
      slot: "additional_number",
      label: t({ context: "national address", message: "Additional number" }),
      isLatin: true,
    },
  ];
  return (
    <section
      aria-labelledby="national-address"
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="national-address" className="text-lg font-semibold text-brand-900">
          <Trans>National address</Trans>
        </h2>
        {canEdit ? (
          <Button size="sm" variant="secondary" onClick={() => setEditing(true)}>
            {isComplete ? t`Change the national address` : t`Add the national address`}
          </Button>
        ) : null}
      </div>
      {isComplete ? null : (
        <Alert variant="warning">
          <Trans>
            A Saudi house's tax invoices name its national address: a booth is confirmed only once
            the building number, street and district are given.
          </Trans>
        </Alert>
      )}
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
        {rows.map((row) => (
          <div key={row.slot} className="contents">
            <dt className="text-sm text-slate-600">{row.label}</dt>
            <dd
              data-slot={row.slot}
              dir={row.isLatin ? "ltr" : undefined}
              className={`font-medium ${row.isLatin ? "text-start tabular-nums" : ""}`}
            >
              {address[row.slot] || "—"}
            </dd>
          </div>
        ))}
      </dl>
      {isEditing ? (
        <NationalAddressForm
          organization={organization}
          onClose={() => setEditing(false)}
          onSaved={onSaved}
        />
      ) : null}
    </section>
  );
}

function NationalAddressForm({
  organization,
  onClose,
  onSaved,
}: {
  organization: Organization;
  onClose: () => void;
  onSaved: () => Promise<unknown> | void;
}) {
  const { t } = useLingui();
  const formId = useId();
  const toast = useToast();
  const formTexts = useFormMessages();
  const form = useForm({
    initialValues: organization.national_address,
    schema: NationalAddressInputSchema,
    ...formTexts,
    // The server's 422 lands on the fields by itself (useForm).
    onSubmit: async (values) => {
      await api.updateNationalAddress(organization.id, values);
      await onSaved();
      toast(t`The national address has been saved.`);
      onClose();
    },
  });
  const field = form.getFieldProps;
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t`National address`}
      description={t`As registered with Saudi Post (SPL): it is printed on your tax invoices.`}
      closeLabel={t`Close`}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">
              <Trans>Cancel</Trans>
            </Button>
          </DialogClose>
          <Button type="submit" form={formId} isLoading={form.isSubmitting}>
            <Trans>Save the national address</Trans>
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        className="grid gap-3 sm:grid-cols-2"
        onSubmit={(event: FormEvent) => void form.handleSubmit(event)}
      >
        {form.formMessage ? (
          <Alert variant="danger" className="sm:col-span-2">
            {form.formMessage}
          </Alert>
        ) : null}
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
          label={t({ context: "national address", message: "Additional number" })}
          hint={t`4 digits, if the address has one.`}
          dir="ltr"
          inputMode="numeric"
          normalizeDigits
          {...field("additional_number")}
        />
      </form>
    </Dialog>
  );
}
