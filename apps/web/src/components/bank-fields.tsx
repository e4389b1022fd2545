import { useLingui } from "@lingui/react/macro";
import { formatIban } from "@rawaq/domain/iban";
import type { UseFormResult } from "@rawaq/ui/form";
import { TextField } from "@rawaq/ui/text-field";

/** The bank account's fields, as both forms that edit it hold them. */
export type BankFieldValues = {
  iban: string;
  swift: string;
  bank_name: string;
  account_number: string;
  vat_number?: string;
};

export interface BankFieldsProps<Values extends BankFieldValues> {
  form: UseFormResult<Values>;
}

/**
 * The organization's bank account — IBAN, SWIFT, bank, account number, and the VAT number when
 * the form holds one — for the registration's bank step and the payments page's change dialog:
 * one set of labels, hints and input modes, the IBAN regrouped in fours once left.
 */
export function BankFields<Values extends BankFieldValues>({ form }: BankFieldsProps<Values>) {
  const { t } = useLingui();
  // NOTE: the generic form is narrowed to the fields every bank form has; TypeScript cannot see
  // that `Values`' keys include them through the constraint alone.
  const bankForm = form as unknown as UseFormResult<BankFieldValues>;
  const ibanProps = bankForm.getFieldProps("iban");
  const hasVat = "vat_number" in bankForm.values;
  return (
    <>
      <TextField
        label={t`IBAN`}
        hint={t`Saudi IBANs start with SA followed by 22 digits and letters.`}
        dir="ltr"
        normalizeDigits
        autoComplete="off"
        spellCheck={false}
        maxLength={42}
        required
        {...ibanProps}
        onBlur={() => {
          // Shown in groups of four once left, the way bank statements print it.
          bankForm.setValue("iban", formatIban(bankForm.values.iban));
          ibanProps.onBlur();
        }}
      />
      <TextField
        label={t`SWIFT code`}
        hint={t`8 or 11 letters and digits, e.g. RJHISARI.`}
        dir="ltr"
        autoComplete="off"
        spellCheck={false}
        maxLength={15}
        required
        {...bankForm.getFieldProps("swift")}
      />
      <TextField label={t`Bank`} dir="auto" required {...bankForm.getFieldProps("bank_name")} />
      <TextField
        label={t`Account number`}
        dir="ltr"
        normalizeDigits
        autoComplete="off"
        required
        {...bankForm.getFieldProps("account_number")}
      />
      {hasVat ? (
        <TextField
          label={t`VAT number`}
          hint={t`Optional: 15 digits starting and ending with 3, printed on your invoices.`}
          dir="ltr"
          inputMode="numeric"
          normalizeDigits
          autoComplete="off"
          maxLength={40}
          {...bankForm.getFieldProps("vat_number")}
        />
      ) : null}
    </>
  );
}
