import { Trans, useLingui } from "@lingui/react/macro";
import { type Organization } from "@rawaq/domain/organization";
import { OrganizationLegalFormSchema } from "@rawaq/domain/organization-input";
import { Button } from "@rawaq/ui/button";
import { DateField } from "@rawaq/ui/date-field";
import { ErrorSummary } from "@rawaq/ui/error-summary";
import { useForm } from "@rawaq/ui/form";
import { TextField } from "@rawaq/ui/text-field";
import { type FormEvent, type ReactNode, useId } from "react";
import { PlacePicker, usePlacePicker } from "../../components/place-picker.tsx";
import { PhoneField } from "../../components/phone-field.tsx";
import { useFormMessages } from "../../i18n/form-messages.ts";
import { api } from "../../lib/api.ts";
import { keepFieldFocus, useErrorSummary } from "./form-errors.ts";
import { FIELD_LABELS } from "./organization-fields.ts";

const LEGAL_FORM_FIELDS = [
  "name",
  "commercial_name",
  "commercial_registration_number",
  "commercial_registration_expires_on",
  "publishing_licence_number",
  "publishing_licence_expires_on",
  "email",
  "zip",
  "phone1",
  "phone2",
  "country",
  "city",
] as const;

type LegalValues = Record<(typeof LEGAL_FORM_FIELDS)[number], string>;

function initialValues(organization: Organization | null): LegalValues {
  return Object.fromEntries(
    LEGAL_FORM_FIELDS.map((field) => [field, organization?.[field] ?? ""]),
  ) as LegalValues;
}

export interface LegalStepProps {
  /** The saved organization, or null before the first save (which creates it). */
  organization: Organization | null;
  onSaved: (organization: Organization) => Promise<void> | void;
  /** Rendered before the submit button, e.g. a link back. */
  secondaryAction?: ReactNode;
}

/** Step 1: the legal data. The first save creates the draft; later ones update it. */
export function LegalStep({ organization, onSaved, secondaryAction }: LegalStepProps) {
  const { i18n, t } = useLingui();
  const formTexts = useFormMessages();
  const places = usePlacePicker();

  const formId = useId();
  const form = useForm({
    id: formId,
    initialValues: initialValues(organization),
    rules: {
      city: [places.cityRule],
    },
    schema: OrganizationLegalFormSchema,
    ...formTexts,
    onSubmit: async (values) => {
      const answer = organization
        ? await api.updateOrganization(organization.id, values)
        : await api.createOrganization(values);
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

  const field = form.getFieldProps;
  const label = (name: keyof typeof FIELD_LABELS) => i18n._(FIELD_LABELS[name]);

  return (
    <form onSubmit={handleSubmit} noValidate className="@container flex flex-col gap-5">
      <ErrorSummary
        ref={attachSummary}
        title={t`Please correct the following:`}
        errors={summaryErrors}
        description={form.formMessage}
      />

      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 text-base font-semibold text-slate-900">
          <Trans>Publishing house</Trans>
        </legend>
        <div className="grid gap-4 @xl:grid-cols-2">
          <TextField label={label("name")} dir="auto" required {...field("name")} />
          <TextField
            label={label("commercial_name")}
            hint={t`As written in the commercial registration.`}
            dir="auto"
            required
            {...field("commercial_name")}
          />
        </div>
        <div className="grid gap-4 @xl:grid-cols-2">
          <TextField
            label={label("commercial_registration_number")}
            dir="ltr"
            normalizeDigits
            inputMode="numeric"
            required
            {...field("commercial_registration_number")}
          />
          <DateField
            placeholder={t`YYYY-MM-DD`}
            label={label("commercial_registration_expires_on")}
            required
            {...field("commercial_registration_expires_on")}
          />
        </div>
        <div className="grid gap-4 @xl:grid-cols-2">
          <TextField
            label={label("publishing_licence_number")}
            dir="ltr"
            normalizeDigits
            required
            {...field("publishing_licence_number")}
          />
          <DateField
            placeholder={t`YYYY-MM-DD`}
            label={label("publishing_licence_expires_on")}
            required
            {...field("publishing_licence_expires_on")}
          />
        </div>
      </fieldset>

      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 text-base font-semibold text-slate-900">
          <Trans>Contact details</Trans>
        </legend>
        <div className="grid gap-4 @xl:grid-cols-2">
          <TextField
            label={label("email")}
            type="email"
            autoComplete="email"
            dir="ltr"
            required
            {...field("email")}
          />
          <TextField
            label={label("zip")}
            autoComplete="postal-code"
            dir="ltr"
            normalizeDigits
            required
            {...field("zip")}
          />
        </div>
        <div className="grid gap-4 @xl:grid-cols-2">
          <PhoneField
            id={form.fieldId("phone1")}
            name="phone1"
            label={label("phone1")}
            placeholder={t`Enter a phone number`}
            autoComplete="tel"
            required
            value={form.values.phone1}
            error={form.errors.phone1}
            onChange={(change) => form.setValue("phone1", change.e164)}
            onBlur={() => form.validate(["phone1"])}
          />
          <PhoneField
            id={form.fieldId("phone2")}
            name="phone2"
            label={label("phone2")}
            placeholder={t`Optional`}
            autoComplete="off"
            value={form.values.phone2}
            error={form.errors.phone2}
            onChange={(change) => form.setValue("phone2", change.e164)}
            onBlur={() => form.validate(["phone2"])}
          />
        </div>
        <PlacePicker
          id={formId}
          places={places}
          form={form}
          countryLabel={label("country")}
          cityLabel={label("city")}
        />
      </fieldset>

      <div className="flex flex-wrap items-center justify-between gap-3">
        {secondaryAction ?? <span />}
        <Button type="submit" isLoading={form.isSubmitting} onMouseDown={keepFieldFocus}>
          <Trans>Save and continue</Trans>
        </Button>
      </div>
    </form>
  );
}
