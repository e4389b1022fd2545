import { useLingui } from "@lingui/react/macro";
import {
  PhoneInput,
  type PhoneInputErrorMessage,
  type PhoneInputProps,
} from "@rawaq/ui/phone-input";
import { useState } from "react";

export type PhoneFieldProps = Omit<PhoneInputProps, "locale" | "countryLabel"> &
  Partial<Pick<PhoneInputProps, "countryLabel">>;

/**
 * The kit's PhoneInput as every form of the app uses it: the page's language, Saudi Arabia by
 * default, and the spec's three phone errors (§8) said in that language under the field. A phone
 * error wins over the form's (which only sees the E.164, empty for an unreadable number, and
 * would say "required"); it goes once the number can be read again.
 */
export function PhoneField({ error, onChange, onError, ...props }: PhoneFieldProps) {
  const { t, i18n } = useLingui();
  const [problem, setProblem] = useState<PhoneInputErrorMessage | null>(null);
  const problemText: Record<PhoneInputErrorMessage, string> = {
    "unable to fetch the country": t`unable to fetch the country`,
    "Unknown country": t`Unknown country`,
    "Unknown calling code": t`Unknown calling code`,
  };
  return (
    <PhoneInput
      locale={i18n.locale}
      defaultCountry="SA"
      countryLabel={t`Country code`}
      {...props}
      error={problem ? problemText[problem] : error}
      onError={(message) => {
        setProblem(message);
        onError?.(message);
      }}
      onChange={(change) => {
        // Calling onError is the kit's business; the problem ends with an empty field, a
        // national number, or an international one the kit could read (it then has an E.164).
        if (change.raw === "" || !change.raw.trim().startsWith("+") || change.e164 !== "") {
          setProblem(null);
        }
        onChange?.(change);
      }}
    />
  );
}
