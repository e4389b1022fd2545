import { Trans, useLingui } from "@lingui/react/macro";
import {
  type Organization,
  type OrganizationMeta,
  isFullyEditable,
} from "@rawaq/domain/organization";
import type { User } from "@rawaq/domain/user";
import { findCountry } from "@rawaq/domain/geo/countries";
import { formatDate } from "@rawaq/i18n/dates";
import type { Locale } from "@rawaq/i18n/locales";
import { Card } from "@rawaq/ui/card";
import { useSetAtom } from "jotai";
import { type ReactNode, useEffect, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router-dom";
import { IdentityDocumentUpload } from "../../features/identity-document/identity-document-upload.tsx";
import { InvitationsCard } from "../../features/invitations/invitations-card.tsx";
import {
  useOrganization,
  useRefreshOrganization,
} from "../../features/organizations/use-organization.ts";
import { api } from "../../lib/api.ts";
import { isUnauthenticated, useProfile } from "../../lib/use-profile.ts";
import { logoutAtom } from "../../state/auth.ts";

type OrganizationsResult = { organization: Organization | null; meta: OrganizationMeta };

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
  const refreshOrganization = useRefreshOrganization();
  const { hash } = useLocation();
  const isLoaded = user !== undefined;

  useEffect(() => {
    // A link to a section (e.g. the wizard's "upload it from your profile") lands on it once
    // the page has content; the router does not scroll to fragments itself.
    if (!isLoaded || !hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: "start" });
  }, [isLoaded, hash]);

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

      {user.role !== "admin" && <InvitationsCard onAccepted={refreshOrganization} />}

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

type Step = { title: ReactNode; description?: ReactNode; href: string };

/** What to do next, from the user's documents and their organization's standing. */
function nextStep(
  user: User,
  organizationData: OrganizationsResult | undefined,
  locale: Locale,
): Step | null {
  if (user.role === "admin") {
    return { title: <Trans>Open the review queues</Trans>, href: `/${locale}/admin` };
  }
  const uploadIdentityDocument: Step = {
    title: <Trans>Upload your identity document</Trans>,
    description: (
      <Trans>It is needed before you can submit your publishing house for review.</Trans>
    ),
    href: "#identity-document-title",
  };
  // Not known yet (or not loaded, spec §8): the document is the one thing we can advise.
  if (!organizationData) return user.has_identity_document ? null : uploadIdentityDocument;
  const { organization, meta } = organizationData;
  if (!organization) {
    return user.has_identity_document
      ? {
          title: <Trans>Register your publishing house</Trans>,
          href: `/${locale}/AddNewOrganization`,
        }
      : uploadIdentityDocument;
  }
  const isManager = meta.role === "manager";
  const reason = organization.rejection_reason ?? "-";
  // Only the manager of a registration still to be submitted needs the document on file.
  if (isManager && isFullyEditable(organization.status) && !user.has_identity_document) {
    return uploadIdentityDocument;
  }
  switch (organization.status) {
    case "draft":
      return isManager
        ? {
            title: <Trans>Continue your registration</Trans>,
            description: <Trans>Your registration is saved as a draft and not sent yet.</Trans>,
            href: `/${locale}/AddNewOrganization/${organization.id}`,
          }
        : { title: <Trans>Go to my organization</Trans>, href: `/${locale}/my-organization` };
    case "rejected":
      return isManager
        ? {
            title: <Trans>Correct and resubmit your registration</Trans>,
            description: (
              <Trans>
                The administration rejected it: <bdi>{reason}</bdi>
              </Trans>
            ),
            href: `/${locale}/AddNewOrganization/${organization.id}`,
          }
        : { title: <Trans>Go to my organization</Trans>, href: `/${locale}/my-organization` };
    case "pending":
      return {
        title: <Trans>Waiting for the administration's approval</Trans>,
        description: <Trans>You will get a notification as soon as they decide.</Trans>,
        href: `/${locale}/my-organization`,
      };
    case "approved":
      return { title: <Trans>Go to my organization</Trans>, href: `/${locale}/my-organization` };
  }
}

function NextStep({ user, locale }: { user: User; locale: Locale }) {
  const { data } = useOrganization();
  const step = nextStep(user, data, locale);
  if (!step) return null;
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
      {step.description && <p className="mt-1 text-sm text-slate-700">{step.description}</p>}
    </section>
  );
}
