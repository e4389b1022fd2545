import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { SignupFormSchema } from "@rawaq/domain/account";
import { PASSWORD_MIN_LENGTH } from "@rawaq/domain/credentials";
import { required } from "@rawaq/domain/rules";
import type { Locale } from "@rawaq/i18n/locales";
import { Alert } from "@rawaq/ui/alert";
import { Button } from "@rawaq/ui/button";
import { Checkbox } from "@rawaq/ui/checkbox";
import { DateField } from "@rawaq/ui/date-field";
import { ErrorSummary } from "@rawaq/ui/error-summary";
import { useForm } from "@rawaq/ui/form";
import { PasswordField } from "@rawaq/ui/password-field";
import { TextField } from "@rawaq/ui/text-field";
import { useSetAtom } from "jotai";
import { useId } from "react";
import { Link, useNavigate } from "react-router-dom";
import { AddressFields, NameAndPhoneFields } from "../../components/person-fields.tsx";
import { usePlacePicker } from "../../components/place-picker.tsx";
import { SignupIdentityFields } from "../../features/profile/signup-identity-fields.tsx";
import { SignupPhotoFields } from "../../features/profile/signup-photo-fields.tsx";
import {
  SIGNUP_TEXT_FIELDS,
  signupBody,
  signupInitialValues,
} from "../../features/profile/signup-values.ts";
import { useFormMessages } from "../../i18n/form-messages.ts";
import { api } from "../../lib/api.ts";
import { heldIdentityDocumentAtom } from "../../state/session.ts";

export function SignupPage() {
  const { i18n, t } = useLingui();
  const locale = i18n.locale as Locale;
  const navigate = useNavigate();
  const formTexts = useFormMessages();
  const places = usePlacePicker();
  const holdDocument = useSetAtom(heldIdentityDocumentAtom);

  const formId = useId();
  const form = useForm({
    id: formId,
    initialValues: signupInitialValues,
    rules: {
      ...Object.fromEntries(SIGNUP_TEXT_FIELDS.map((name) => [name, [required]])),
      city: [places.cityRule],
      // Asked for a passport only: the schema checks it against the country.
      identity_country: [],
      privacy_consent: [required],
    },
    schema: SignupFormSchema,
    ...formTexts,
    // spec §8: a failed answer's errors (or none) and message (or a generic one): the kit's.
    onSubmit: async (values) => {
      const { data } = await api.register(signupBody(values));
      // Held in this tab (spec §3) and uploaded after the first login here, if the user agreed.
      const file = values.upload_held_document ? values.doc_image : null;
      holdDocument(file ? { email: data.user.email, file } : null);
      navigate(`/${locale}/auth/login`, { state: { registered: true } });
    },
  });

  const field = form.getFieldProps;

  return (
    <form onSubmit={form.handleSubmit} noValidate className="flex flex-col gap-5">
      {/* One error is said once, at its field (focused); a summary lists several. */}
      {form.errorList.length > 1 && (
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
          hint={t`${plural(PASSWORD_MIN_LENGTH, { one: "At least # character.", other: "At least # characters." })}`}
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
        <NameAndPhoneFields form={form} />
        <DateField
          placeholder={t`YYYY-MM-DD`}
          label={t`Date of birth`}
          required
          {...field("date_of_birth")}
        />
      </fieldset>

      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 text-base font-semibold text-slate-900">
          <Trans>Address</Trans>
        </legend>
        <AddressFields form={form} formId={formId} places={places} />
      </fieldset>

      <SignupIdentityFields form={form} />
      <SignupPhotoFields form={form} />

      <Checkbox
        label={
          <Trans>
            I have read the{" "}
            <Link
              to={`/${locale}/privacy`}
              target="_blank"
              className="font-medium text-brand-800 underline"
            >
              privacy notice
            </Link>{" "}
            and agree to it.
          </Trans>
        }
        hint={t`It says what Rawaq keeps about you, why, for how long, and your rights.`}
        required
        {...form.getCheckboxProps("privacy_consent")}
      />

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
