import type { MessageDescriptor } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { ORGANIZATION_DOCUMENTS, type Organization } from "@rawaq/domain/organization";
import { formatDate } from "@rawaq/i18n/dates";
import type { Locale } from "@rawaq/i18n/locales";
import type { ReactNode } from "react";
import { usePlaceNames } from "../../lib/use-place-names.ts";
import { DocumentDownloadButton } from "./document-download-button.tsx";
import { formatIban } from "@rawaq/domain/iban";
import {
  BANK_FIELDS,
  CONTACT_FIELDS,
  DATE_FIELDS,
  DOCUMENT_LABELS,
  FIELD_LABELS,
  LEGAL_FIELDS,
  LTR_FIELDS,
  type OrganizationField,
} from "./organization-fields.ts";

export interface OrganizationSummaryProps {
  organization: Organization;
  /** The sections' heading level, under the page's or the step's heading. */
  headingLevel?: 2 | 3;
  /** An action beside a section's heading, e.g. "Edit" in the wizard's review step. */
  sectionAction?: (section: "legal" | "contact" | "bank" | "documents") => ReactNode;
}

/** Every field of an organization in sections: legal, contact, bank account and documents. */
export function OrganizationSummary({
  organization,
  headingLevel = 2,
  sectionAction,
}: OrganizationSummaryProps) {
  const { i18n, t } = useLingui();
  const locale = i18n.locale as Locale;
  const places = usePlaceNames(organization.country, organization.city, locale);

  function display(field: OrganizationField): string | null {
    const value = organization[field];
    if (!value) return null;
    if (field === "country") return places.country;
    if (field === "city") return places.city;
    if (field === "iban") return formatIban(value);
    if (DATE_FIELDS.has(field)) return formatDate(value, locale);
    return value;
  }

  const rows = (fields: readonly OrganizationField[]) =>
    fields.map((field) => ({ field, label: FIELD_LABELS[field], value: display(field) }));

  return (
    <div className="@container flex flex-col gap-6" data-slot="organization-summary">
      <Section
        title={t`Legal data`}
        level={headingLevel}
        action={sectionAction?.("legal")}
        rows={rows(LEGAL_FIELDS)}
      />
      <Section
        title={t`Contact details`}
        level={headingLevel}
        action={sectionAction?.("contact")}
        rows={rows(CONTACT_FIELDS)}
      />
      <Section
        title={t`Bank account`}
        level={headingLevel}
        action={sectionAction?.("bank")}
        rows={rows(BANK_FIELDS)}
      />
      <section className="flex flex-col gap-3">
        <SectionHeading level={headingLevel} action={sectionAction?.("documents")}>
          <Trans>Documents</Trans>
        </SectionHeading>
        <ul className="flex flex-col divide-y divide-slate-100 rounded-lg border border-slate-200">
          {ORGANIZATION_DOCUMENTS.map((kind) => {
            const label = i18n._(DOCUMENT_LABELS[kind]);
            return (
              <li key={kind} className="flex flex-wrap items-center justify-between gap-3 p-3">
                <span className="flex flex-col">
                  <span className="font-medium text-slate-900">{label}</span>
                  <span
                    className={
                      organization.documents[kind]
                        ? "text-sm text-emerald-800"
                        : "text-sm text-amber-800"
                    }
                  >
                    {organization.documents[kind] ? (
                      <Trans>On file</Trans>
                    ) : (
                      <Trans>Not uploaded yet</Trans>
                    )}
                  </span>
                </span>
                {organization.documents[kind] && (
                  <DocumentDownloadButton
                    organizationId={organization.id}
                    kind={kind}
                    label={label}
                  />
                )}
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}

function SectionHeading({
  level,
  action,
  children,
}: {
  level: 2 | 3;
  action?: ReactNode;
  children: ReactNode;
}) {
  const Heading = `h${level}` as const;
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <Heading className="text-base font-semibold text-slate-900">{children}</Heading>
      {action}
    </div>
  );
}

function Section({
  title,
  level,
  action,
  rows,
}: {
  title: string;
  level: 2 | 3;
  action?: ReactNode;
  rows: { field: OrganizationField; label: MessageDescriptor; value: string | null }[];
}) {
  const { i18n } = useLingui();
  return (
    <section className="flex flex-col gap-3">
      <SectionHeading level={level} action={action}>
        {title}
      </SectionHeading>
      <dl className="grid gap-x-6 gap-y-3 @xl:grid-cols-2">
        {rows.map(({ field, label, value }) => (
          <div key={field} className="min-w-0">
            <dt className="text-sm text-slate-500">{i18n._(label)}</dt>
            <dd className="break-words text-slate-900">
              <bdi dir={LTR_FIELDS.has(field) ? "ltr" : "auto"}>{value ?? "-"}</bdi>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
