import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { RetentionDays } from "@rawaq/domain/privacy";
import type {
  DataAudience,
  LegalBasis,
  ProcessingPurpose,
  ProcessingRecord,
  Retention,
} from "@rawaq/domain/processing-records";

/**
 * The words of the records of processing (@rawaq/domain/privacy's PROCESSING_RECORDS) in the
 * reader's language: the privacy notice and the administration's records page say the same
 * thing because they read the same list through these.
 */
export function useProcessingLabels() {
  const { t } = useLingui();

  const data: Record<ProcessingRecord["data"], { name: string; holds: string }> = {
    account: {
      name: t`Your account`,
      holds: t`Name, e-mail address, phone number and password (stored only as a hash).`,
    },
    identity: {
      name: t`Your identity`,
      holds: t`Identity or passport number, its expiry date, date of birth and address.`,
    },
    identity_document: {
      name: t`Your identity document`,
      holds: t`The scan of your ID card or passport you upload, and who opened it, when and why.`,
    },
    photo: {
      name: t`Your photo`,
      holds: t`The personal photo you upload, which staff badges print.`,
    },
    badges: {
      name: t`Staff badges`,
      holds: t`The name printed on a badge, its photo, and whether it is valid.`,
    },
    sessions: {
      name: t`Sessions and links`,
      holds: t`The devices you are logged in on (browser and system), and the links we send you by e-mail.`,
    },
    drafts: {
      name: t`Unsubmitted drafts`,
      holds: t`A publishing house's registration or a participation request you started and never sent.`,
    },
    organization: {
      name: t`Your publishing house`,
      holds: t`The house's registration, documents, bank account, book lists, parcels and participation.`,
    },
    invoices: {
      name: t`Invoices`,
      holds: t`The booth invoices, credit notes and transfer receipts of your publishing house.`,
    },
    messages: {
      name: t`Messages`,
      holds: t`What you write to the fair's administration, in a participation request or the contact form.`,
    },
    access_log: {
      name: t`The access log`,
      holds: t`Who opened your identity document, when and why.`,
    },
    audit_log: {
      name: t`The audit log`,
      holds: t`Who changed the status of what, and when: the fair's record of its decisions.`,
    },
  };

  const purposes: Record<ProcessingPurpose, string> = {
    account: t`To give you an account and write to you about it.`,
    identity_check: t`To check who represents each publishing house at the fair.`,
    badges: t`To print staff badges the fair's gates can check.`,
    security: t`To keep your account safe and let you end sessions.`,
    registration: t`To register publishing houses and their participation in the fair.`,
    invoicing: t`To invoice booths and keep tax records, as ZATCA requires.`,
    correspondence: t`To answer you and keep the record of what was agreed.`,
    accountability: t`To account for every decision and every look at sensitive data.`,
  };

  const bases: Record<LegalBasis, string> = {
    consent: t`Your consent`,
    contract: t`Taking part in the fair (a contract)`,
    legal_obligation: t`A legal obligation`,
    legitimate_interest: t`The fair's legitimate interest`,
  };

  const audiences: Record<DataAudience, string> = {
    person: t`You`,
    organization_managers: t`Your publishing house's manager`,
    administration: t`The fair's administration`,
    fair_gate: t`The fair's gate staff (the badge's page)`,
    zatca: t`ZATCA (the Zakat, Tax and Customs Authority)`,
  };

  /** How long a kind of data is kept, with this server's periods. */
  function retention(kept: Retention, days: RetentionDays): string {
    switch (kept) {
      case "account":
        return t`Until you delete your account.`;
      case "fair_records":
        return t`As long as the fair's records of the publishing house; without your name once you delete your account.`;
      case "tax_records":
        return t`As long as tax law requires, even after you delete your account.`;
      case "identity_documents":
        return t`${plural(days.identity_documents, {
          one: "Destroyed # day after the last fair your house took part in ends (or after the upload, without a fair).",
          other:
            "Destroyed # days after the last fair your house took part in ends (or after the upload, without a fair).",
        })}`;
      case "badge_photos":
        return t`${plural(days.badge_photos, {
          one: "Photos destroyed # day after the badge's fair ends or the badge is revoked.",
          other: "Photos destroyed # days after the badge's fair ends or the badge is revoked.",
        })}`;
      case "unsubmitted_drafts":
        return t`${plural(days.unsubmitted_drafts, {
          one: "Destroyed # day after their last change.",
          other: "Destroyed # days after their last change.",
        })}`;
      case "ended_links":
        return t`${plural(days.ended_links, {
          one: "Destroyed # day after they expire, are used or end.",
          other: "Destroyed # days after they expire, are used or end.",
        })}`;
    }
  }

  return { data, purposes, bases, audiences, retention };
}
