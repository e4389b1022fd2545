import { Trans, useLingui } from "@lingui/react/macro";
import { findCountry } from "@rawaq/domain/geo/countries";
import type { Organization } from "@rawaq/domain/organization";
import { formatDate } from "@rawaq/i18n/dates";
import type { Locale } from "@rawaq/i18n/locales";
import { Card, CardBody, CardHeader, CardTitle } from "@rawaq/ui/card";
import { usePlaceNames } from "../../lib/use-place-names.ts";

type Row = [label: string, value: string | null, dir?: "ltr" | "auto"];

/** Label and value pairs; numbers, codes and addresses read left to right (`ltr`). */
function DataList({ rows }: { rows: Row[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
      {rows.map(([label, value, dir = "auto"]) => (
        <div key={label}>
          <dt className="text-sm text-slate-500">{label}</dt>
          <dd className="break-words text-slate-900">
            {value === null || value === "" ? (
              "-"
            ) : (
              <bdi dir={dir} className={dir === "ltr" ? "inline-block" : undefined}>
                {value}
              </bdi>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Step 1 of the wizard as the exhibitor filled it: names, registrations, contact, place. */
export function OrganizationLegalCard({
  organization,
  locale,
}: {
  organization: Organization;
  locale: Locale;
}) {
  const { t } = useLingui();
  const country = findCountry(organization.country);
  const { city } = usePlaceNames(organization.country, organization.city, locale);
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Legal information</Trans>
        </CardTitle>
      </CardHeader>
      <CardBody>
        <DataList
          rows={[
            [t`Name`, organization.name],
            [t`Commercial name`, organization.commercial_name],
            [t`CR number`, organization.commercial_registration_number, "ltr"],
            [
              t`Commercial registration expiry date`,
              formatDate(organization.commercial_registration_expires_on, locale),
            ],
            [t`Publishing licence number`, organization.publishing_licence_number, "ltr"],
            [
              t`Publishing licence expiry date`,
              formatDate(organization.publishing_licence_expires_on, locale),
            ],
            [t`Email`, organization.email, "ltr"],
            [t`Zip code`, organization.zip, "ltr"],
            [t`Phone number`, organization.phone1, "ltr"],
            [t`Second phone number`, organization.phone2, "ltr"],
            [t`Country`, country ? country.name[locale] : organization.country],
            [t`City`, city],
          ]}
        />
      </CardBody>
    </Card>
  );
}

/** IBANs read in groups of four, as printed on bank documents. */
function groupIban(iban: string): string {
  return iban.replace(/(.{4})(?=.)/g, "$1 ");
}

/** Step 3 of the wizard: the organization's bank account. */
export function OrganizationBankCard({ organization }: { organization: Organization }) {
  const { t } = useLingui();
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Bank account</Trans>
        </CardTitle>
      </CardHeader>
      <CardBody>
        <DataList
          rows={[
            [t`IBAN`, organization.iban ? groupIban(organization.iban) : null, "ltr"],
            [t`SWIFT code`, organization.swift, "ltr"],
            [t`Bank`, organization.bank_name],
            [t`Account number`, organization.account_number, "ltr"],
          ]}
        />
      </CardBody>
    </Card>
  );
}
