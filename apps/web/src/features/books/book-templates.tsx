import { Trans, useLingui } from "@lingui/react/macro";
import { Button } from "@rawaq/ui/button";
import { DownloadIcon } from "@rawaq/ui/icons";
import { api } from "../../lib/api.ts";

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
            <Button asChild variant="secondary" size="sm" leadingIcon={<DownloadIcon />}>
              <a href={api.bookTemplateUrl(template.locale, template.format)} download>
                {template.label}
              </a>
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
