import { Plural, Trans, useLingui } from "@lingui/react/macro";
import type { GuidePage, RenderContext } from "../guide-page.ts";
import { GuideDocument } from "../components/frame.tsx";
import { BoothLink, FilterSelect, Pager, countryName, houseName } from "../components/offers.tsx";
import { guidePaths } from "../paths.ts";

type ExhibitorsPageData = Extract<GuidePage, { kind: "exhibitors" }>;

/** `/guide/{locale}/exhibitors`: the houses by name, filtered by country, hall and first letter. */
export function ExhibitorsPage({
  page,
  context,
}: {
  page: ExhibitorsPageData;
  context: RenderContext;
}) {
  const { t } = useLingui();
  const { locale } = context;
  const { filters, choices } = page;
  const eventName = page.event.name[locale];
  const total = page.total;
  return (
    <GuideDocument
      context={context}
      event={page.event}
      section="exhibitors"
      head={{
        title: t({ message: "Exhibitors", context: "guide section" }),
        description: t`The publishing houses at ${eventName}, their countries, booths and titles.`,
        noindex: Boolean(filters.country || filters.hall || filters.letter || page.page > 1),
      }}
    >
      <h1 className="text-2xl font-bold">
        <Trans context="guide section">Exhibitors</Trans>
      </h1>
      <form action={guidePaths.exhibitors(locale)} method="get" className="mt-4">
        <fieldset className="grid grid-cols-1 gap-3 sm:grid-cols-3 sm:items-end">
          <legend className="sr-only">
            <Trans>Filters</Trans>
          </legend>
          <FilterSelect
            name="country"
            label={<Trans context="guide filter">Country</Trans>}
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
            options={choices.halls.map((hall) => ({ value: hall.code, label: hall.name[locale] }))}
          />
          {filters.letter ? <input type="hidden" name="letter" value={filters.letter} /> : null}
          <button
            type="submit"
            className="rounded-md border border-brand-700 bg-white px-4 py-2 font-medium text-brand-800"
          >
            <Trans context="guide filter button">Filter</Trans>
          </button>
        </fieldset>
      </form>
      {page.letters.length > 1 ? (
        <nav aria-label={t`First letter`} className="mt-4">
          <ul className="flex flex-wrap gap-1">
            <li>
              <a
                href={guidePaths.exhibitors(locale, {
                  country: filters.country,
                  hall: filters.hall,
                })}
                aria-current={filters.letter ? undefined : "page"}
                className="inline-flex min-h-8 min-w-8 items-center justify-center rounded border border-slate-300 bg-white px-2 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white"
              >
                {t({ message: "All", context: "filter option" })}
              </a>
            </li>
            {page.letters.map((letter) => (
              <li key={letter}>
                <a
                  href={guidePaths.exhibitors(locale, {
                    country: filters.country,
                    hall: filters.hall,
                    letter,
                  })}
                  aria-current={filters.letter === letter ? "page" : undefined}
                  className="inline-flex min-h-8 min-w-8 items-center justify-center rounded border border-slate-300 bg-white px-2 uppercase aria-[current=page]:bg-brand-700 aria-[current=page]:text-white"
                >
                  {letter}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <p className="mt-4 text-sm text-slate-600" role="status">
        <Plural value={total} _0="No exhibitors" one="# exhibitor" other="# exhibitors" />
      </p>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {page.exhibitors.map((house) => {
          const titles = house.titles;
          return (
            <li
              key={house.slug}
              className="flex gap-3 rounded-lg border border-slate-200 bg-white p-4"
            >
              {house.hasLogo ? (
                <img
                  src={guidePaths.logo(house.slug)}
                  alt=""
                  width={48}
                  height={48}
                  loading="lazy"
                  className="size-12 shrink-0 rounded object-contain"
                />
              ) : null}
              <div className="min-w-0">
                <h2 className="font-bold">
                  <a
                    href={guidePaths.exhibitor(locale, house.slug)}
                    className="underline-offset-4 hover:underline"
                  >
                    {houseName(house, locale)}
                  </a>
                </h2>
                <p className="text-sm text-slate-600">
                  {countryName(house.country, locale)} ·{" "}
                  <Plural value={titles} _0="no titles" one="# title" other="# titles" />
                </p>
                <p className="text-sm">
                  <BoothLink booth={house.booth} />
                </p>
              </div>
            </li>
          );
        })}
      </ul>
      <Pager
        page={page.page}
        pages={page.pages}
        href={(number) => guidePaths.exhibitors(locale, { ...filters, page: number })}
      />
    </GuideDocument>
  );
}
