import { Trans, useLingui } from "@lingui/react/macro";
import { ORGANIZATION_DOCUMENTS, type Organization } from "@rawaq/domain/organization";
import { OrganizationExpiryInputSchema } from "@rawaq/domain/organization-input";
import type { Locale } from "@rawaq/i18n/locales";
import { Alert } from "@rawaq/ui/alert";
import { Button } from "@rawaq/ui/button";
import { Card, CardBody, CardDescription, CardHeader, CardTitle } from "@rawaq/ui/card";
import { DateField } from "@rawaq/ui/date-field";
import { ErrorSummary } from "@rawaq/ui/error-summary";
import { useForm } from "@rawaq/ui/form";
import { TextField } from "@rawaq/ui/text-field";
import { type FormEvent, useId } from "react";
import { useToast } from "../../components/toasts.tsx";
import { Link } from "react-router-dom";
import { useFormMessages } from "../../i18n/form-messages.ts";
import { api } from "../../lib/api.ts";
import { usePlaceNames } from "../../lib/use-place-names.ts";
import { DocumentDownloadButton } from "./document-download-button.tsx";
import { DocumentUpload } from "./document-upload.tsx";
import { keepFieldFocus, useErrorSummary } from "./form-errors.ts";
import {
  CONTACT_FIELDS,
  DOCUMENT_LABELS,
  FIELD_LABELS,
  LEGAL_FIELDS,
  LTR_FIELDS,
  type OrganizationField,
} from "./organization-fields.ts";
import { useRevalidateOrganization } from "./use-organization.ts";

export interface OrganizationEditFormProps {
  /** An approved organization. */
  organization: Organization;
  /** Staff see the page read-only. */
  isReadOnly: boolean;
}

// The bank account is not locked: its manager changes it on the payment page (decision 048).
const LOCKED_FIELDS = [...LEGAL_FIELDS, ...CONTACT_FIELDS].filter(
  (field) =>
    field !== "commercial_registration_expires_on" && field !== "publishing_licence_expires_on",
);

/**
 * `/organization/edit` once approved: the two expiry dates and the three documents stay
 * editable; every other field is shown, disabled, with the reason.
 */
export function OrganizationEditForm({ organization, isReadOnly }: OrganizationEditFormProps) {
  const { i18n, t } = useLingui();
  const locale = i18n.locale as Locale;
  const formTexts = useFormMessages();
  const refreshOrganization = useRevalidateOrganization();
  const toast = useToast();
  const explanationId = useId();
  const places = usePlaceNames(organization.country, organization.city, locale);

  const form = useForm({
    initialValues: {
      commercial_registration_expires_on: organization.commercial_registration_expires_on,
      publishing_licence_expires_on: organization.publishing_licence_expires_on,
    },
    schema: OrganizationExpiryInputSchema,
    ...formTexts,
    onSubmit: async (values) => {
      const answer = await api.updateOrganization(organization.id, values);
      await refreshOrganization();
      toast(answer.message ?? t`The expiry dates have been saved.`);
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

  function lockedValue(field: OrganizationField): string {
    const value = organization[field];
    if (!value) return "";
    if (field === "country") return places.country;
    if (field === "city") return places.city ?? "";
    return value;
  }

  return (
    <div className="flex flex-col gap-6">
      {isReadOnly && (
        <Alert variant="info" role="status">
          <Trans>
            You see this organization as a staff member. Only its manager can change it.
          </Trans>
        </Alert>
      )}

      <Card>
        <CardHeader>
          <CardTitle>
            <Trans>Expiry dates</Trans>
          </CardTitle>
          {!isReadOnly && (
            <CardDescription>
              <Trans>Update them when you renew the commercial registration or the licence.</Trans>
            </CardDescription>
          )}
        </CardHeader>
        <CardBody>
          <form onSubmit={handleSubmit} noValidate className="@container flex flex-col gap-4">
            <ErrorSummary
              ref={attachSummary}
              title={t`Please correct the following:`}
              errors={summaryErrors}
              description={form.formMessage}
            />
            <div className="grid gap-4 @xl:grid-cols-2">
              <DateField
                placeholder={t`YYYY-MM-DD`}
                label={i18n._(FIELD_LABELS.commercial_registration_expires_on)}
                required
                disabled={isReadOnly}
                {...form.getFieldProps("commercial_registration_expires_on")}
              />
              <DateField
                placeholder={t`YYYY-MM-DD`}
                label={i18n._(FIELD_LABELS.publishing_licence_expires_on)}
                required
                disabled={isReadOnly}
                {...form.getFieldProps("publishing_licence_expires_on")}
              />
            </div>
            {!isReadOnly && (
              <Button
                type="submit"
                isLoading={form.isSubmitting}
                onMouseDown={keepFieldFocus}
                className="self-start"
              >
                <Trans>Save the expiry dates</Trans>
              </Button>
            )}
          </form>
        </CardBody>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>
            <Trans>Documents</Trans>
          </CardTitle>
          {!isReadOnly && (
            <CardDescription>
              <Trans>Choosing a new file replaces the one on file at once.</Trans>
            </CardDescription>
          )}
        </CardHeader>
        <CardBody className="flex flex-col gap-5">
          {ORGANIZATION_DOCUMENTS.map((kind) =>
            isReadOnly ? (
              <div key={kind} className="flex flex-wrap items-center justify-between gap-3">
                <span className="font-medium text-slate-900">{i18n._(DOCUMENT_LABELS[kind])}</span>
                {organization.documents[kind] && (
                  <DocumentDownloadButton
                    organizationId={organization.id}
                    kind={kind}
                    label={i18n._(DOCUMENT_LABELS[kind])}
                  />
                )}
              </div>
            ) : (
              <DocumentUpload
                key={kind}
                organizationId={organization.id}
                kind={kind}
                isOnFile={organization.documents[kind]}
              />
            ),
          )}
        </CardBody>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>
            <Trans>Approved details</Trans>
          </CardTitle>
        </CardHeader>
        <CardBody className="@container flex flex-col gap-4">
          <Alert variant="info" role="note" id={explanationId}>
            <Trans>
              These details were approved by the administration and can no longer be changed.
              Contact the administration to correct them.
            </Trans>{" "}
            <Link to={`/${locale}/contact`} className="font-medium underline">
              <Trans>Contact us</Trans>
            </Link>
          </Alert>
          <div className="grid gap-4 @xl:grid-cols-2">
            {LOCKED_FIELDS.map((field) => (
              <TextField
                key={field}
                label={i18n._(FIELD_LABELS[field])}
                value={lockedValue(field)}
                dir={LTR_FIELDS.has(field) ? "ltr" : "auto"}
                disabled
                readOnly
                aria-describedby={explanationId}
              />
            ))}
          </div>
          <p className="text-sm text-slate-700">
            <Trans>The bank account is shown and changed on the payment information page.</Trans>{" "}
            <Link to={`/${locale}/payment-information`} className="font-medium underline">
              <Trans>Payment information</Trans>
            </Link>
          </p>
        </CardBody>
      </Card>
    </div>
  );
}
