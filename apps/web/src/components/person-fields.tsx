import { useLingui } from "@lingui/react/macro";
import type { UseFormResult } from "@rawaq/ui/form";
import { TextField } from "@rawaq/ui/text-field";
import { PhoneField } from "./phone-field.tsx";
import { PlacePicker, type PlacePickerState } from "./place-picker.tsx";

type NameAndPhoneValues = { first_name: string; last_name: string; phone: string };
type AddressValues = { country: string; city: string; district: string; street: string };

// NOTE: the forms' own values hold more fields; TypeScript cannot see through the generic
// constraint that they include these, so each component narrows its form once.
type FormOf<Values> = UseFormResult<Values & Record<string, unknown>>;

/**
 * A person's first and last name and phone number, as the sign-up form and the profile's edit
 * card both ask for them: one set of labels, autocomplete hints and phone handling.
 */
export function NameAndPhoneFields<Values extends NameAndPhoneValues>({
  form,
  phoneDefault,
}: {
  form: UseFormResult<Values>;
  /** The number already on file, for the phone input to start from. */
  phoneDefault?: string | undefined;
}) {
  const { t } = useLingui();
  const person = form as unknown as FormOf<NameAndPhoneValues>;
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t`First name`}
          autoComplete="given-name"
          dir="auto"
          required
          {...person.getFieldProps("first_name")}
        />
        <TextField
          label={t`Last name`}
          autoComplete="family-name"
          dir="auto"
          required
          {...person.getFieldProps("last_name")}
        />
      </div>
      <PhoneField
        id={person.fieldId("phone")}
        name="phone"
        label={t`Phone number`}
        defaultValue={phoneDefault}
        placeholder={t`Enter a phone number`}
        autoComplete="tel"
        required
        error={person.errors.phone}
        onChange={(change) =>
          person.setValue("phone", change.e164 ?? change.raw, { shouldValidate: true })
        }
        onBlur={() => person.validate(["phone"])}
      />
    </>
  );
}

/** Where a person lives: country and city (the place picker), district and street. */
export function AddressFields<Values extends AddressValues>({
  form,
  formId,
  places,
}: {
  form: UseFormResult<Values>;
  /** The form's id, which the place picker names its selects after. */
  formId: string;
  places: PlacePickerState;
}) {
  const { t } = useLingui();
  const address = form as unknown as FormOf<AddressValues>;
  return (
    <>
      <PlacePicker
        id={formId}
        places={places}
        form={address}
        countryLabel={t`Country`}
        cityLabel={t`City`}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t`District`} dir="auto" required {...address.getFieldProps("district")} />
        <TextField label={t`Street`} dir="auto" required {...address.getFieldProps("street")} />
      </div>
    </>
  );
}
