import { Trans, useLingui } from "@lingui/react/macro";
import { api } from "../../lib/api.ts";

const linkClass =
  "inline-flex items-center gap-2 rounded-md border border-brand-300 bg-white px-3 py-1.5 " +
  "text-sm font-medium text-brand-800 hover:bg-brand-50 focus-visible:outline-2 " +
  "focus-visible:outline-offset-2 focus-visible:outline-brand-700";

/** The book list template in both languages, as Excel and as CSV (public files). */
export function BookTemplateLinks() {
  const { t } = useLingui();
  const templates = [
    { locale: "ar", format: "xlsx", label: t`Arabic template (Excel)` },
    { locale: "ar", format: "csv", label: t`Arabic template (CSV)` },
    { locale: "en", format: "xlsx", label: t`English template (Excel)` },
    { locale: "en", format: "csv", label: t`English template (CSV)` },
  ] as const;

  return (
    <section aria-labelledby="book-templates-title" className="flex flex-col gap-2">
      <h3 id="book-templates-title" className="text-base font-semibold text-slate-900">
        <Trans>Download the template</Trans>
      </h3>
      <p className="text-sm text-slate-600">
        <Trans>
          One book per row, with these columns: title, author, author nationality, language, ISBN,
          issue date, publisher name. Dates as YYYY-MM-DD or Excel dates.
        </Trans>{" "}
        <Trans>
          The example row of the template, marked in its Note column, is skipped on upload: keep it
          or replace it.
        </Trans>
      </p>
      <ul className="flex flex-wrap gap-2">
        {templates.map((template) => (
          <li key={`${template.locale}-${template.format}`}>
            <a
              href={api.bookTemplateUrl(template.locale, template.format)}
              download
              className={linkClass}
            >
              <DownloadIcon />
              {template.label}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

function DownloadIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      className="size-4 shrink-0"
    >
      <path d="M10 3v10m0 0-4-4m4 4 4-4M4 15v1a1 1 0 0 0 1 1h10a1 1 0 0 0 1-1v-1" />
    </svg>
  );
}
