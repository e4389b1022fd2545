import { Trans, useLingui } from "@lingui/react/macro";
import { findCountry } from "@rawaq/domain/geo/countries";
import type { User } from "@rawaq/domain/user";
import { formatDate } from "@rawaq/i18n/dates";
import type { Locale } from "@rawaq/i18n/locales";
import { Card } from "@rawaq/ui/card";

/** What the account holds about the user, read-only (editing is a section of its own). */
export function ProfileDetailsCard({ user }: { user: User }) {
  const { i18n, t } = useLingui();
  const locale = i18n.locale as Locale;
  const country = user.country ? findCountry(user.country) : undefined;
  const rows: [string, string | null][] = [
    [t`Email`, user.email],
    [t`Phone number`, user.phone],
    [t`Country`, country ? country.name[locale] : user.country],
    [t`District`, user.district],
    [t`Street`, user.street],
    [t`Date of birth`, formatDate(user.date_of_birth, locale)],
    [t`Identity expiry date`, formatDate(user.identity_expiration_date, locale)],
    [
      user.identity_type === "passport" ? t`Passport number` : t`National ID / Iqama number`,
      user.confirm_identity_last4 ? `•••••• ${user.confirm_identity_last4}` : null,
    ],
  ];

  return (
    <Card>
      <div className="p-5">
        <h2 className="mb-3 text-lg font-semibold text-slate-900">
          <Trans>Your information</Trans>
        </h2>
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt className="text-sm text-slate-500">{label}</dt>
              <dd className="text-slate-900">
                <bdi dir={label === t`Email` || label === t`Phone number` ? "ltr" : "auto"}>
                  {value ?? "-"}
                </bdi>
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </Card>
  );
}
