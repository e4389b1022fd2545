import { Trans, useLingui } from "@lingui/react/macro";
import { formatIban } from "@rawaq/domain/iban";
import { type Organization } from "@rawaq/domain/organization";
import { OrganizationBankInputSchema } from "@rawaq/domain/bank-account";
import { Button } from "@rawaq/ui/button";
import { ErrorSummary } from "@rawaq/ui/error-summary";
import { useForm } from "@rawaq/ui/form";
import type { FormEvent, ReactNode } from "react";
import { BankFields } from "../../components/bank-fields.tsx";
import { useFormMessages } from "../../i18n/form-messages.ts";
import { api } from "../../lib/api.ts";
import { keepFieldFocus, useErrorSummary } from "./form-errors.ts";

export interface BankStepProps {
  organization: Organization;
  onSaved: (organization: Organization) => Promise<void> | void;
  secondaryAction?: ReactNode;
}

/** Step 3: the bank account the fair's invoices name and refunds go to. */
export function BankStep({ organization, onSaved, secondaryAction }: BankStepProps) {
  const { t } = useLingui();
  const formTexts = useFormMessages();
  const form = useForm({
    initialValues: {
      iban: formatIban(organization.iban ?? ""),
      swift: organization.swift ?? "",
      bank_name: organization.bank_name ?? "",
      account_number: organization.account_number ?? "",
    },
    schema: OrganizationBankInputSchema,
    ...formTexts,
    // The schema's output: the IBAN compacted, the SWIFT code in capitals, as the API stores them.
    onSubmit: async (values) => {
      const answer = await api.updateOrganization(organization.id, values);
      await onSaved(answer.data.organization);
    },
  });
  const {
    attach: attachSummary,
    errors: summaryErrors,
    show: showSummary,
    clear: clearSummary,
  } = useErrorSummary(form.errorList);

  async function handleSubmit(event: FormEvent) {
    clearSummary();
    if (!(await form.handleSubmit(event))) showSummary();
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="flex flex-col gap-5">
      <ErrorSummary
        ref={attachSummary}
        title={t`Please correct the following:`}
        errors={summaryErrors}
        description={form.formMessage}
      />
      <BankFields form={form} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        {secondaryAction ?? <span />}
        <Button type="submit" isLoading={form.isSubmitting} onMouseDown={keepFieldFocus}>
          <Trans>Save and continue</Trans>
        </Button>
      </div>
    </form>
  );
}
