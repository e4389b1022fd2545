import { Trans, useLingui } from "@lingui/react/macro";
import { OrganizationBankInputSchema } from "@rawaq/domain/bank-account";
import { formatIban } from "@rawaq/domain/iban";
import type { Organization } from "@rawaq/domain/organization";
import { Alert } from "@rawaq/ui/alert";
import { Button } from "@rawaq/ui/button";
import { Dialog, DialogClose } from "@rawaq/ui/dialog";
import { useForm } from "@rawaq/ui/form";
import { type FormEvent, useId } from "react";
import { BankFields } from "../../components/bank-fields.tsx";
import { useToast } from "../../components/toasts.tsx";
import { useFormMessages } from "../../i18n/form-messages.ts";
import { paymentsApi } from "../../lib/api.ts";

export interface BankAccountFormProps {
  /** An approved organization, as its manager reads it (the numbers in full). */
  organization: Organization;
  onClose: () => void;
  /** Called once the server has saved the account, to read the organization again. */
  onSaved: () => Promise<unknown> | void;
}

/**
 * The manager changes the organization's bank account: the registration's own checks in the
 * browser (the domain's schema), the server's errors at their fields, a toast once saved.
 */
export function BankAccountForm({ organization, onClose, onSaved }: BankAccountFormProps) {
  const { t } = useLingui();
  const formId = useId();
  const toast = useToast();
  const formTexts = useFormMessages();
  const form = useForm({
    initialValues: {
      iban: formatIban(organization.iban ?? ""),
      swift: organization.swift ?? "",
      bank_name: organization.bank_name ?? "",
      account_number: organization.account_number ?? "",
      vat_number: organization.vat_number ?? "",
    },
    schema: OrganizationBankInputSchema,
    ...formTexts,
    // The values come parsed (the IBAN compact); a 422 lands on the fields by itself (useForm).
    onSubmit: async (values) => {
      const answer = await paymentsApi.updateBankAccount(organization.id, values);
      await onSaved();
      toast(answer.message ?? t`The bank account has been changed.`);
      onClose();
    },
  });

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t`Change the bank account`}
      description={t`Your organization's members are told of the change. Invoices already issued keep the account they were issued with.`}
      closeLabel={t`Close`}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">
              <Trans>Cancel</Trans>
            </Button>
          </DialogClose>
          <Button type="submit" form={formId} isLoading={form.isSubmitting}>
            <Trans>Save the bank account</Trans>
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event: FormEvent) => void form.handleSubmit(event)}
      >
        {form.formMessage ? <Alert variant="danger">{form.formMessage}</Alert> : null}
        <BankFields form={form} />
      </form>
    </Dialog>
  );
}
