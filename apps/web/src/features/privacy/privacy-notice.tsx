import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { BREACH_NOTICE_HOURS, type PrivacyTerms } from "@rawaq/domain/privacy";
import { PROCESSING_RECORDS } from "@rawaq/domain/processing-records";
import { formatDate } from "@rawaq/i18n/dates";
import { formatList } from "@rawaq/i18n/text";
import type { Locale } from "@rawaq/i18n/locales";
import { Link } from "react-router-dom";
import { useProcessingLabels } from "./processing-labels.ts";

/**
 * An audience's label inside a sentence's list: "the fair's administration", not "The fair's…"
 * (a label written for a table). An acronym ("ZATCA") keeps its capitals; Arabic has no case.
 */
function inList(label: string, index: number): string {
  return index > 0 && /^\p{Lu}\p{Ll}/u.test(label)
    ? label.charAt(0).toLocaleLowerCase() + label.slice(1)
    : label;
}

/**
 * The privacy notice (issue 31, PDPL art. 12): what Rawaq collects, why, on what basis, who
 * sees it, how long it is kept, the person's rights and whom to contact. Each kind of data is a
 * record of PROCESSING_RECORDS, with this server's retention periods.
 */
export function PrivacyNotice({ terms }: { terms: PrivacyTerms }) {
  const { i18n, t } = useLingui();
  const locale = i18n.locale as Locale;
  const labels = useProcessingLabels();
  const link = "font-medium text-brand-800 underline";
  return (
    <article className="flex flex-col gap-8 leading-relaxed text-slate-800">
      <p className="text-sm text-slate-600">
        <Trans>
          Version of{" "}
          <time dateTime={terms.notice_version}>{formatDate(terms.notice_version, locale)}</time>
        </Trans>
      </p>

      <section aria-labelledby="notice-who" className="flex flex-col gap-2">
        <h2 id="notice-who" className="text-xl font-semibold text-slate-900">
          <Trans>Who keeps your data</Trans>
        </h2>
        <p>
          <Trans>
            Rawaq is the portal of the book fair's administration, which keeps the data described
            here and is responsible for it under Saudi Arabia's Personal Data Protection Law. We
            collect only what taking part in the fair needs, and we never sell it or use it for
            advertising.
          </Trans>
        </p>
      </section>

      <section aria-labelledby="notice-what" className="flex flex-col gap-4">
        <h2 id="notice-what" className="text-xl font-semibold text-slate-900">
          <Trans>What we keep, why, and for how long</Trans>
        </h2>
        <ul className="flex flex-col gap-4">
          {PROCESSING_RECORDS.map((record) => (
            <li
              key={record.data}
              data-record={record.data}
              className="rounded-lg border border-slate-200 bg-white p-4"
            >
              <h3 className="font-semibold text-slate-900">{labels.data[record.data].name}</h3>
              <p className="text-sm text-slate-700">{labels.data[record.data].holds}</p>
              <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
                <dt className="font-medium text-slate-600">
                  <Trans>Why</Trans>
                </dt>
                <dd>{labels.purposes[record.purpose]}</dd>
                <dt className="font-medium text-slate-600">
                  <Trans>Legal basis</Trans>
                </dt>
                <dd>{labels.bases[record.basis]}</dd>
                <dt className="font-medium text-slate-600">
                  <Trans>Kept</Trans>
                </dt>
                <dd>{labels.retention(record.retention, terms.retention_days)}</dd>
                <dt className="font-medium text-slate-600">
                  <Trans>Who sees it</Trans>
                </dt>
                <dd>
                  {formatList(
                    record.audience.map((audience, index) =>
                      inList(labels.audiences[audience], index),
                    ),
                    locale,
                  )}
                </dd>
              </dl>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="notice-rights" className="flex flex-col gap-2">
        <h2 id="notice-rights" className="text-xl font-semibold text-slate-900">
          <Trans>Your rights</Trans>
        </h2>
        <ul className="flex list-disc flex-col gap-2 ps-6">
          <li>
            <Trans>
              To know: this notice, and on your profile, every time someone else opened your
              identity document, when and why.
            </Trans>
          </li>
          <li>
            <Trans>
              To a copy: your profile's “Your data” card downloads everything we keep about you in
              one archive.
            </Trans>
          </li>
          <li>
            <Trans>To correct: change your details on your profile at any time.</Trans>
          </li>
          <li>
            <Trans>
              To have it destroyed: delete your account from your profile. Your data and files are
              destroyed at once. What the law or the fair's records must keep stays without your
              name: invoices name your publishing house, the audit log keeps a pseudonym, and your
              messages show “deleted account”.
            </Trans>
          </li>
          <li>
            <Trans>
              To withdraw a consent: write to us, and we destroy your identity document; the fair
              may then check your identity at its gate.
            </Trans>
          </li>
          <li>
            <Trans>
              To complain: to us first, and to the Saudi Data and Artificial Intelligence Authority
              (SDAIA), which oversees the law.
            </Trans>
          </li>
        </ul>
      </section>

      <section aria-labelledby="notice-safety" className="flex flex-col gap-2">
        <h2 id="notice-safety" className="text-xl font-semibold text-slate-900">
          <Trans>How we protect it</Trans>
        </h2>
        <p>
          <Trans>
            Passwords and links are stored only as hashes, identity documents are shown only to the
            fair's administration and every look is logged.
          </Trans>
        </p>
        <p>
          {t`${plural(BREACH_NOTICE_HOURS, {
            one: "If your data is ever exposed, we tell SDAIA within # hour and you without delay: what happened, what was exposed and what you can do.",
            other:
              "If your data is ever exposed, we tell SDAIA within # hours and you without delay: what happened, what was exposed and what you can do.",
          })}`}
        </p>
      </section>

      <section aria-labelledby="notice-contact" className="flex flex-col gap-2">
        <h2 id="notice-contact" className="text-xl font-semibold text-slate-900">
          <Trans>Contact</Trans>
        </h2>
        <p>
          <Trans>
            For any question about your data, or to use a right this page does not give you,{" "}
            <Link to={`/${locale}/contact`} className={link}>
              write to the fair's administration
            </Link>
            .
          </Trans>
        </p>
      </section>
    </article>
  );
}
