import { Trans, useLingui } from "@lingui/react/macro";
import type { User } from "@rawaq/domain/user";
import { findCountry } from "@rawaq/domain/geo/countries";
import { formatDate } from "@rawaq/i18n/dates";
import type { Locale } from "@rawaq/i18n/locales";
import { Card } from "@rawaq/ui/card";
import { useSetAtom } from "jotai";
import { useEffect, useState } from "react";
import { Link, useNavigate } from "react-router-dom";
import { IdentityDocumentUpload } from "../../features/identity-document/identity-document-upload.tsx";
import { api } from "../../lib/api.ts";
import { isUnauthenticated, useProfile } from "../../lib/use-profile.ts";
import { logoutAtom } from "../../state/auth.ts";

function usePhotoUrl(hasPhoto: boolean): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!hasPhoto) return;
    let objectUrl: string | null = null;
    api
      .getProfilePhoto()
      .then((blob) => {
        if (!blob) return;
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      })
      .catch((error: unknown) => console.error("Photo could not be loaded:", error));
    return () => {
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [hasPhoto]);
  return url;
}

/** The hub (DESIGN.md journey 1): who you are and what to do next. */
export function ProfilePage() {
  const { i18n, t } = useLingui();
  const locale = i18n.locale as Locale;
  const navigate = useNavigate();
  const logout = useSetAtom(logoutAtom);
  const { data: user, error } = useProfile();
  const photoUrl = usePhotoUrl(user?.has_personal_image ?? false);

  useEffect(() => {
    // A token the server no longer accepts: the session is over on this device too.
    if (isUnauthenticated(error)) {
      void logout().then(() => navigate(`/${locale}/auth/login`, { replace: true }));
    }
  }, [error, logout, navigate, locale]);

  // spec §8: a failed profile fetch is only logged; the page stays quiet.
  if (!user) return <div aria-busy="true" className="p-6" />;

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
      t`National ID / Iqama number`,
      user.confirm_identity_last4 ? `•••••• ${user.confirm_identity_last4}` : null,
    ],
  ];

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 p-6">
      <header className="flex items-center gap-4">
        {photoUrl ? (
          <img
            src={photoUrl}
            alt={t`Personal photo`}
            className="size-20 rounded-full object-cover"
          />
        ) : (
          <span
            aria-hidden="true"
            className="grid size-20 place-items-center rounded-full bg-brand-100 text-2xl font-bold text-brand-800"
          >
            {user.first_name.slice(0, 1)}
          </span>
        )}
        <div>
          <h1 className="text-2xl font-bold text-brand-900">
            <bdi>
              {user.first_name} {user.last_name}
            </bdi>
          </h1>
          <p className="text-sm text-slate-600">
            {user.role === "admin" ? <Trans>Administration</Trans> : <Trans>Exhibitor</Trans>}
          </p>
        </div>
      </header>

      <NextStep user={user} locale={locale} />

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

      <Card>
        <div className="p-5">
          <IdentityDocumentUpload hasDocument={user.has_identity_document} />
        </div>
      </Card>
    </div>
  );
}

function NextStep({ user, locale }: { user: User; locale: Locale }) {
  const step = !user.has_identity_document
    ? { title: <Trans>Upload your identity document</Trans>, href: "#identity-document-title" }
    : {
        title: <Trans>Register your publishing house</Trans>,
        href: `/${locale}/AddNewOrganization`,
      };
  return (
    <section
      aria-labelledby="next-step-title"
      className="rounded-xl border border-brand-200 bg-brand-50 p-5"
    >
      <h2 id="next-step-title" className="text-sm font-semibold text-brand-800">
        <Trans>Your next step</Trans>
      </h2>
      {step.href.startsWith("#") ? (
        <a href={step.href} className="mt-1 block text-lg font-bold text-brand-900 underline">
          {step.title}
        </a>
      ) : (
        <Link to={step.href} className="mt-1 block text-lg font-bold text-brand-900 underline">
          {step.title}
        </Link>
      )}
    </section>
  );
}
