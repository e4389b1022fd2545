import { Trans, useLingui } from "@lingui/react/macro";
import { ApiError } from "@rawaq/api-client/client";
import { SignupFormSchema } from "@rawaq/domain/account";
import { IMAGE_CONTENT_TYPES, IMAGE_MAX_BYTES } from "@rawaq/domain/files";
import { required } from "@rawaq/domain/rules";
import type { Locale } from "@rawaq/i18n/locales";
import { Alert } from "@rawaq/ui/alert";
import { Button } from "@rawaq/ui/button";
import { DateField } from "@rawaq/ui/date-field";
import { ErrorSummary } from "@rawaq/ui/error-summary";
import { FileDrop } from "@rawaq/ui/file-drop";
import { useForm } from "@rawaq/ui/form";
import { PasswordField } from "@rawaq/ui/password-field";
import { PhoneInput } from "@rawaq/ui/phone-input";
import { TextField } from "@rawaq/ui/text-field";
import { useId } from "react";
import { Link, useNavigate } from "react-router-dom";
import { PlacePicker, usePlacePicker } from "../../components/place-picker.tsx";
import { useFormMessages } from "../../i18n/form-messages.ts";
import { fileTooLargeText } from "../../i18n/slot-messages.ts";
import { api } from "../../lib/api.ts";

const TEXT_FIELDS = [
  "email",
  "password",
  "password_confirmation",
  "first_name",
  "last_name",
  "phone",
  "confirm_identity",
  "identity_expiration_date",
  "country",
  "city",
  "date_of_birth",
  "district",
  "street",
] as const;

const initialValues = {
  ...(Object.fromEntries(TEXT_FIELDS.map((name) => [name, ""])) as Record<
    (typeof TEXT_FIELDS)[number],
    string
  >),
  personal_image: null as File | null,
  // Held by the form and never sent (spec §3, §7).
  doc_image: null as File | null,
};

export function SignupPage() {
  const { i18n, t } = useLingui();
  const locale = i18n.locale as Locale;
  const navigate = useNavigate();
  const { messages, fieldLabels } = useFormMessages();
  const places = usePlacePicker();

  const formId = useId();
  const form = useForm({
    id: formId,
    initialValues,
    rules: {
      ...Object.fromEntries(TEXT_FIELDS.map((name) => [name, [required]])),
      city: [places.cityRule],
    },
    schema: SignupFormSchema,
    messages,
    fieldLabels,
    onSubmit: async (values) => {
      const body = new FormData();
      for (const name of TEXT_FIELDS) body.set(name, values[name]);
      if (values.personal_image) body.set("personal_image", values.personal_image);
      try {
        await api.register(body);
        navigate(`/${locale}/auth/login`, { state: { registered: true } });
      } catch (error) {
        // spec §8: with a response, the server's errors (or none) and message (or a generic one).
        if (error instanceof ApiError && !error.isNetworkError) {
          form.setServerErrors(error.errors ?? {}, error.message || t`An error occurred`);
        } else {
          form.setServerErrors({}, t`An unexpected error occurred. Please try again later.`);
        }
      }
    },
  });

  const field = form.getFieldProps;

  return (
    <form onSubmit={form.handleSubmit} noValidate className="flex flex-col gap-5">
      {form.errorList.length > 0 && (
        <ErrorSummary title={t`Please correct the following:`} errors={form.errorList} />
      )}
      {form.formMessage && <Alert variant="danger">{form.formMessage}</Alert>}

      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 text-base font-semibold text-slate-900">
          <Trans>Account</Trans>
        </legend>
        <TextField
          label={t`Email`}
          type="email"
          autoComplete="email"
          dir="ltr"
          required
          {...field("email")}
        />
        <PasswordField
          label={t`Password`}
          hint={t`At least 12 characters.`}
          autoComplete="new-password"
          showPasswordLabel={t`Show password`}
          hidePasswordLabel={t`Hide password`}
          required
          {...field("password")}
        />
        <PasswordField
          label={t`Confirm password`}
          autoComplete="new-password"
          showPasswordLabel={t`Show password`}
          hidePasswordLabel={t`Hide password`}
          required
          {...field("password_confirmation")}
        />
      </fieldset>

      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 text-base font-semibold text-slate-900">
          <Trans>Personal information</Trans>
        </legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t`First name`}
            autoComplete="given-name"
            dir="auto"
            required
            {...field("first_name")}
          />
          <TextField
            label={t`Last name`}
            autoComplete="family-name"
            dir="auto"
            required
            {...field("last_name")}
          />
        </div>
        <PhoneInput
          id={form.fieldId("phone")}
          name="phone"
          label={t`Phone number`}
          locale={locale}
          defaultCountry="SA"
          countryLabel={t`Country code`}
          placeholder={t`Enter a phone number`}
          autoComplete="tel"
          required
          error={form.errors.phone}
          onChange={(change) =>
            form.setValue("phone", change.e164 ?? change.raw, { shouldValidate: true })
          }
          onBlur={() => form.validate(["phone"])}
        />
        <TextField
          label={t`National ID / Iqama number`}
          hint={t`Ten digits, starting with 1 or 2.`}
          inputMode="numeric"
          normalizeDigits
          dir="ltr"
          maxLength={10}
          required
          {...field("confirm_identity")}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <DateField
            label={t`Identity expiry date`}
            required
            {...field("identity_expiration_date")}
          />
          <DateField label={t`Date of birth`} required {...field("date_of_birth")} />
        </div>
      </fieldset>

      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 text-base font-semibold text-slate-900">
          <Trans>Address</Trans>
        </legend>
        <PlacePicker
          id={formId}
          places={places}
          form={form}
          countryLabel={t`Country`}
          cityLabel={t`City`}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t`District`} dir="auto" required {...field("district")} />
          <TextField label={t`Street`} dir="auto" required {...field("street")} />
        </div>
      </fieldset>

      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 text-base font-semibold text-slate-900">
          <Trans>Photos</Trans>
        </legend>
        <FileDrop
          label={t`Personal photo`}
          hint={t`Optional. JPEG, PNG or WebP, up to 5 MB.`}
          accept={IMAGE_CONTENT_TYPES}
          maxSizeBytes={IMAGE_MAX_BYTES}
          prompt={t`Drop the image here, or choose a file`}
          removeLabel={t`Remove`}
          typeErrorText={t`This file type is not accepted.`}
          sizeErrorText={fileTooLargeText(i18n)}
          {...form.getFileDropProps("personal_image")}
        />
        <FileDrop
          label={t`Identity document`}
          hint={t`Kept on this device for now: you upload it from your profile after logging in.`}
          accept={IMAGE_CONTENT_TYPES}
          maxSizeBytes={IMAGE_MAX_BYTES}
          prompt={t`Drop the image here, or choose a file`}
          removeLabel={t`Remove`}
          typeErrorText={t`This file type is not accepted.`}
          sizeErrorText={fileTooLargeText(i18n)}
          {...form.getFileDropProps("doc_image")}
        />
      </fieldset>

      <Button type="submit" isLoading={form.isSubmitting}>
        <Trans>Create account</Trans>
      </Button>
      <p className="text-center text-sm text-slate-600">
        <Trans>
          Already have an account?{" "}
          <Link to={`/${locale}/auth/login`} className="font-medium text-brand-800 underline">
            Log in
          </Link>
        </Trans>
      </p>
    </form>
  );
}
