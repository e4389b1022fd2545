import { useLingui } from "@lingui/react/macro";
import { badgePhotoPath } from "@rawaq/api-client/badges";
import type { BadgeRole, BadgeState } from "@rawaq/domain/badges";
import { type Bilingual, localized } from "@rawaq/domain/bilingual";
import { formatDate } from "@rawaq/i18n/dates";
import type { Locale } from "@rawaq/i18n/locales";
import { BadgeCard } from "@rawaq/ui/badge-card";
import { env } from "../../env.ts";
import { BADGE_ROLE_LABELS, BADGE_STATE_LABELS } from "./badge-labels.ts";
import { usePageOrigin } from "../../lib/page-origin.ts";

export interface BadgeCardViewProps {
  publicId: string;
  printedName: string;
  role: BadgeRole;
  state: BadgeState;
  organizationName: string;
  event: { name: Bilingual; starts_on: string; ends_on: string };
  hasPhoto: boolean;
}

/** A badge as the kit's card, in the reader's language, its QR pointing to its public page. */
export function BadgeCardView(props: BadgeCardViewProps) {
  const { i18n, t } = useLingui();
  const locale = i18n.locale as Locale;
  const verifyUrl = `${usePageOrigin()}/${locale}/badges/${props.publicId}`;
  const from = formatDate(props.event.starts_on, locale) ?? "";
  const to = formatDate(props.event.ends_on, locale) ?? "";
  return (
    <BadgeCard
      printedName={props.printedName}
      roleLabel={i18n._(BADGE_ROLE_LABELS[props.role])}
      organizationName={props.organizationName}
      eventName={localized(props.event.name, locale)}
      validity={t`${from} to ${to}`}
      photoUrl={props.hasPhoto ? badgePhotoPath(env.apiBaseUrl, props.publicId) : null}
      verifyUrl={verifyUrl}
      state={props.state}
      stateLabel={i18n._(BADGE_STATE_LABELS[props.state])}
      texts={{
        organization: t`Organization`,
        validity: t({ message: "Valid", context: "badge card" }),
        scanHint: t`Scan to verify`,
        photoAlt: t`Photo of ${props.printedName}`,
      }}
    />
  );
}
