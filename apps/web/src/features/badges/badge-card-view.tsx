import { useLingui } from "@lingui/react/macro";
import { badgePhotoPath } from "@rawaq/api-client/badges";
import type { BadgeRole, BadgeState } from "@rawaq/domain/badges";
import { formatDate } from "@rawaq/i18n/dates";
import type { Locale } from "@rawaq/i18n/locales";
import { BadgeCard } from "@rawaq/ui/badge-card";
import { env } from "../../env.ts";
import { BADGE_ROLE_LABELS, BADGE_STATE_LABELS } from "./badge-labels.ts";

export interface BadgeCardViewProps {
  publicId: string;
  printedName: string;
  role: BadgeRole;
  state: BadgeState;
  organizationName: string;
  event: { name_ar: string; name_en: string; starts_on: string; ends_on: string };
  hasPhoto: boolean;
}

/** A badge as the kit's card, in the reader's language, its QR pointing to its public page. */
export function BadgeCardView(props: BadgeCardViewProps) {
  const { i18n, t } = useLingui();
  const locale = i18n.locale as Locale;
  const verifyUrl = `${window.location.origin}/${locale}/badges/${props.publicId}`;
  return (
    <BadgeCard
      printedName={props.printedName}
      roleLabel={i18n._(BADGE_ROLE_LABELS[props.role])}
      organizationName={props.organizationName}
      eventName={locale === "ar" ? props.event.name_ar : props.event.name_en}
      validity={`${formatDate(props.event.starts_on, locale) ?? ""} – ${formatDate(props.event.ends_on, locale) ?? ""}`}
      photoUrl={props.hasPhoto ? badgePhotoPath(env.apiBaseUrl, props.publicId) : null}
      verifyUrl={verifyUrl}
      state={props.state}
      stateLabel={i18n._(BADGE_STATE_LABELS[props.state])}
      texts={{
        organization: t`Organization`,
        validity: t`Valid`,
        scanHint: t`Scan to verify`,
        photoAlt: t`Photo of ${props.printedName}`,
      }}
    />
  );
}
