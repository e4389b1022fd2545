import { Trans, useLingui } from "@lingui/react/macro";
import { identityTypeFor } from "@rawaq/domain/account";
import { countryOptions } from "@rawaq/domain/geo/countries";
import type { Locale } from "@rawaq/i18n/locales";
import { Combobox } from "@rawaq/ui/combobox";
import { DateField } from "@rawaq/ui/date-field";
import { TextField } from "@rawaq/ui/text-field";
import { useMemo } from "react";
import type { SignupForm } from "./signup-values.ts";

/**
 * The signup's identity: a Saudi national ID or iqama for people living in Saudi Arabia, a
 * passport and the country that issued it for the others (decision 020), and its expiry.
 */
export function SignupIdentityFields({ form }: { form: SignupForm }) {
  const { i18n, t } = useLingui();
  const countries = useMemo(() => countryOptions(i18n.locale as Locale), [i18n.locale]);
  const field = form.getFieldProps;
  // The country the user lives in decides the identity asked for (a passport outside Saudi Arabia).
  const isSaudi = identityTypeFor(form.values.country || "SA") === "national_id";

  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-2 text-base font-semibold text-slate-900">
        <Trans>Identity</Trans>
      </legend>
      {isSaudi ? (
        <TextField
          key="national-id"
          label={t`National ID / Iqama number`}
          hint={t`Ten digits, starting with 1 or 2.`}
          inputMode="numeric"
          normalizeDigits
          dir="ltr"
          maxLength={10}
          required
          {...field("confirm_identity")}
        />
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            key="passport"
            label={t`Passport number`}
            hint={t`You live outside Saudi Arabia: give your passport's number.`}
            dir="ltr"
            maxLength={32}
            required
            {...field("confirm_identity")}
          />
          <Combobox
            id={form.fieldId("identity_country")}
            label={t`Passport issued by`}
            options={countries.map((country) => ({ value: country.id, label: country.name }))}
            value={form.values.identity_country}
            onValueChange={(value) =>
              form.setValue("identity_country", value, { shouldValidate: true })
            }
            placeholder={t`Select the country`}
            noResultsText={t`No country matches`}
            showOptionsLabel={t`Show every country`}
            error={form.errors.identity_country}
            required
          />
        </div>
      )}
      <DateField
        placeholder={t`YYYY-MM-DD`}
        label={t`Identity expiry date`}
        required
        {...field("identity_expiration_date")}
      />
    </fieldset>
  );
}
