import { useLingui } from "@lingui/react/macro";
import type { User } from "@rawaq/domain/user";
import type { Locale } from "@rawaq/i18n/locales";
import { Card } from "@rawaq/ui/card";
import { useSetAtom } from "jotai";
import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { EmailChangeCard } from "../../features/profile/email-change-card.tsx";
import { NextStep } from "../../features/profile/next-step.tsx";
import { PasswordChangeCard } from "../../features/profile/password-change-card.tsx";
import { ProfileDetailsCard } from "../../features/profile/profile-details-card.tsx";
import { ProfileEditSection } from "../../features/profile/profile-edit-section.tsx";
import { ProfileHeader } from "../../features/profile/profile-header.tsx";
import { SessionsCard } from "../../features/profile/sessions-card.tsx";
import { YourDataCard } from "../../features/profile/your-data-card.tsx";
import { DeleteAccountCard } from "../../features/profile/delete-account-card.tsx";
import { HeldDocumentNotice } from "../../features/profile/held-document.tsx";
import { IdentityDocumentUpload } from "../../features/profile/identity-document-upload.tsx";
import { InvitationsCard } from "../../features/organizations/invitations-card.tsx";
import {
  useOrganization,
  useRevalidateOrganization,
} from "../../features/organizations/use-organization.ts";
import { isUnauthenticated, useProfile } from "../../lib/use-profile.ts";
import { forgetSessionAtom, logoutAtom } from "../../state/auth.ts";
import { LoadError, PageLoading } from "../../components/load-state.tsx";

/** The hub (DESIGN.md journey 1): who you are and what to do next. */
export function ProfilePage() {
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const navigate = useNavigate();
  const logout = useSetAtom(logoutAtom);
  const forgetSession = useSetAtom(forgetSessionAtom);
  const { data: user, error, mutate } = useProfile();
  const refreshOrganization = useRevalidateOrganization();
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

  // spec §8: a failed profile fetch is logged; SWR retries it while the page holds its place,
  // then says so with a Retry (decision 021). An expired session leaves for the login page.
  if (!user) {
    return error && !isUnauthenticated(error) ? (
      <LoadError
        className="mx-auto w-full max-w-5xl p-6"
        error={error}
        onRetry={() => void mutate()}
      />
    ) : (
      <PageLoading sections={["h-64", "h-48", "h-48"]} />
    );
  }

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 p-6">
      <ProfileHeader user={user} />
      <HeldDocumentNotice />
      <ProfileNextStep user={user} locale={locale} />
      {user.role !== "admin" && <InvitationsCard onAccepted={refreshOrganization} />}
      <ProfileDetailsCard user={user} />
      <Card>
        <div className="p-5">
          <IdentityDocumentUpload hasDocument={user.has_identity_document} />
        </div>
      </Card>
      <ProfileEditSection user={user} />
      <EmailChangeCard current={user.email} />
      <PasswordChangeCard />
      <SessionsCard
        onLoggedOutEverywhere={() => {
          // The server has ended this session too (requests were paused before it was asked).
          forgetSession();
          navigate(`/${locale}/auth/login`, { replace: true });
        }}
      />
      <YourDataCard />
      <DeleteAccountCard
        onDeleted={(notice) => {
          // The server ended the session with the account (requests were paused before).
          forgetSession();
          navigate(`/${locale}/auth/login`, { replace: true, state: { notice } });
        }}
      />
    </div>
  );
}

/** The organization is asked for once the profile has loaded, as the next step needs both. */
function ProfileNextStep({ user, locale }: { user: User; locale: Locale }) {
  const organization = useOrganization();
  return (
    <NextStep
      user={user}
      organizationData={organization.data}
      isOrganizationLoading={!organization.data && !organization.error}
      locale={locale}
    />
  );
}
