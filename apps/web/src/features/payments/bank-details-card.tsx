import { Trans } from "@lingui/react/macro";
import { maskIban } from "@rawaq/domain/iban";
import type { ReactNode } from "react";

export interface BankDetailsCardProps {
  iban: string | null;
  swift: string | null;
  bankName: string | null;
  accountNumber: string | null;
  vatNumber: string | null;
  /** What the reader may do with it (its manager changes it). */
  action?: ReactNode;
}

/**
 * The organization's bank account. The IBAN and the account number show only their last 4
 * characters, to everyone: staff receive them masked already, and a manager's screen may be seen.
 */
export function BankDetailsCard({
  iban,
  swift,
  bankName,
  accountNumber,
  vatNumber,
  action,
}: BankDetailsCardProps) {
  const rows = [
    { slot: "bank-name", label: <Trans>Bank</Trans>, value: bankName, isLatin: false },
    { slot: "iban", label: <Trans>IBAN</Trans>, value: iban && maskIban(iban), isLatin: true },
    { slot: "swift", label: <Trans>SWIFT code</Trans>, value: swift, isLatin: true },
    {
      slot: "account-number",
      label: <Trans>Account number</Trans>,
      value: accountNumber && maskIban(accountNumber),
      isLatin: true,
    },
    { slot: "vat-number", label: <Trans>VAT number</Trans>, value: vatNumber, isLatin: true },
  ];
  return (
    <section
      aria-labelledby="bank-details"
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="bank-details" className="text-lg font-semibold text-brand-900">
          <Trans>Your bank account</Trans>
        </h2>
        {action}
      </div>
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
        {rows.map((row) => (
          <div key={row.slot} className="contents">
            <dt className="text-sm text-slate-600">{row.label}</dt>
            <dd
              data-slot={row.slot}
              dir={row.isLatin ? "ltr" : undefined}
              className={`font-medium ${row.isLatin ? "text-start font-mono tabular-nums" : ""}`}
            >
              {row.value || "—"}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
