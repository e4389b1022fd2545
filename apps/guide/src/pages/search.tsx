import { Trans, useLingui } from "@lingui/react/macro";
import { GUIDE_COUNT_CAP } from "@rawaq/domain/guide";
import type { GuidePage, RenderContext } from "../guide-page.ts";
import { GuideDocument, SearchBox } from "../components/frame.tsx";
import { FilterSelect, OfferList, Pager, ResultCount, countryName } from "../components/offers.tsx";
import { guidePaths } from "../paths.ts";

type SearchPageData = Extract<GuidePage, { kind: "search" }>;

/** `/guide/{locale}/books?q=…`: every listed title matching, with its price, house and booth. */
export function SearchPage({ page, context }: { page: SearchPageData; context: RenderContext }) {
  const { t } = useLingui();
  const { locale } = context;
  const { filters, choices } = page;
  const q = filters.q;
  const eventName = page.event.name[locale];
  const query = {
    q: filters.q,
    language: filters.language,
    country: filters.country,
    hall: filters.hall,
  };
  return (
    <GuideDocument
      context={context}
      event={page.event}
      section="search"
      head={{
        title: q ? t`Titles matching “${q}”` : t({ message: "Titles", context: "guide section" }),
        description: t`Search the titles at ${eventName} by title, author, publisher or ISBN, with their prices and booths.`,
        // Results pages are endless variations of one page: titles and houses are indexed instead.
        noindex: Boolean(q || filters.language || filters.country || filters.hall || page.page > 1),
      }}
    >
      <h1 className="text-2xl font-bold">
        <Trans>Search titles</Trans>
      </h1>
      <div className="mt-4">
        <SearchBox q={q} />
      </div>
      {/* Folded on a phone unless a filter is set: the results come first. */}
      <details
        className="mt-4 rounded-lg border border-slate-200 bg-white"
        open={Boolean(filters.language || filters.country || filters.hall)}
      >
        <summary className="cursor-pointer p-3 font-medium">
          <Trans>Filters</Trans>
        </summary>
        <form action={guidePaths.search(locale)} method="get" className="p-3 pt-0">
          <input type="hidden" name="q" value={q} />
          <fieldset className="grid grid-cols-1 gap-3 sm:grid-cols-4 sm:items-end">
            <FilterSelect
              name="language"
              label={<Trans>Language</Trans>}
              value={filters.language}
              options={choices.languages.map((language) => ({ value: language, label: language }))}
            />
            <FilterSelect
              name="country"
              label={<Trans>Exhibitor's country</Trans>}
              value={filters.country}
              options={choices.countries.map((country) => ({
                value: country,
                label: countryName(country, locale),
              }))}
            />
            <FilterSelect
              name="hall"
              label={<Trans context="guide filter">Hall</Trans>}
              value={filters.hall}
              options={choices.halls.map((hall) => ({
                value: hall.code,
                label: hall.name[locale],
              }))}
            />
            <button
              type="submit"
              className="rounded-md border border-brand-700 bg-white px-4 py-2 font-medium text-brand-800"
            >
              <Trans context="guide filter button">Filter</Trans>
            </button>
          </fieldset>
        </form>
      </details>
      <ResultCount total={page.total} capped={page.total > GUIDE_COUNT_CAP} />
      {page.offers.length === 0 && q ? (
        <p className="mt-4 rounded-lg border border-slate-200 bg-white p-4">
          <Trans>
            Nothing matches “{q}”. Check the spelling, try fewer words, or search by the author or
            the ISBN.
          </Trans>
        </p>
      ) : null}
      <OfferList offers={page.offers} />
      <Pager
        page={page.page}
        pages={page.pages}
        href={(number) => guidePaths.search(locale, { ...query, page: number })}
      />
    </GuideDocument>
  );
}
