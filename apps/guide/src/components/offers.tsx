import { Plural, Trans, useLingui } from "@lingui/react/macro";
import type { GuideBooth, GuideHouse, GuideOffer } from "@rawaq/domain/guide";
import { formatSar } from "@rawaq/domain/money";
import { findCountry } from "@rawaq/domain/geo/countries";
import type { ReactNode } from "react";
import { guidePaths } from "../paths.ts";

type Locale = "ar" | "en";

function useLocale(): Locale {
  const { i18n } = useLingui();
  return i18n.locale as Locale;
}

/** A house's name as the page's reader knows it: its name in Arabic, its commercial one in English. */
export function houseName(house: Pick<GuideHouse, "name" | "commercialName">, locale: Locale) {
  return locale === "ar" ? house.name : house.commercialName;
}

/** The other of the two names, when it differs, to show beside it. */
export function otherHouseName(house: Pick<GuideHouse, "name" | "commercialName">, locale: Locale) {
  const other = locale === "ar" ? house.commercialName : house.name;
  return other === houseName(house, locale) ? null : other;
}

export function countryName(id: string, locale: Locale): string {
  return findCountry(id)?.name[locale] ?? id;
}

/** "Hall A · A-14", linking to the booth on the map. */
export function BoothLink({ booth }: { booth: GuideBooth }) {
  const locale = useLocale();
  const hall = booth.hall.name[locale];
  const code = booth.code;
  return (
    <a
      href={`${guidePaths.map(locale, { find: booth.code })}#booth-${encodeURIComponent(booth.code)}`}
      className="inline-block min-h-6 py-0.5 underline underline-offset-4"
    >
      <Trans>
        {hall}, booth <bdi dir="ltr">{code}</bdi>
      </Trans>
    </a>
  );
}

export function Price({ halalas }: { halalas: number }) {
  const locale = useLocale();
  return (
    <span className="font-bold tabular-nums whitespace-nowrap">{formatSar(halalas, locale)}</span>
  );
}

/** One title as one house sells it: a card of the search's results and a house's list. */
export function OfferCard({ offer, showHouse = true }: { offer: GuideOffer; showHouse?: boolean }) {
  const locale = useLocale();
  const isbn = offer.isbn;
  const year = offer.year;
  const language = offer.language;
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-base font-bold">
          <a
            href={guidePaths.title(locale, offer.isbn)}
            className="underline-offset-4 hover:underline"
          >
            {offer.title}
          </a>
        </h3>
        <Price halalas={offer.priceHalalas} />
      </div>
      <p className="mt-1 text-sm text-slate-700">
        {offer.author} · {offer.publisher} · {year}
      </p>
      <p className="mt-1 text-xs text-slate-500">
        <Trans>
          ISBN <bdi dir="ltr">{isbn}</bdi> · {language}
        </Trans>
      </p>
      {showHouse ? (
        <p className="mt-2 flex flex-wrap gap-x-3 text-sm">
          <a
            href={guidePaths.exhibitor(locale, offer.house.slug)}
            className="inline-block min-h-6 py-0.5 font-medium underline underline-offset-4"
          >
            {houseName(offer.house, locale)}
          </a>
          <BoothLink booth={offer.house.booth} />
        </p>
      ) : null}
    </li>
  );
}

export function OfferList({
  offers,
  showHouse = true,
}: {
  offers: GuideOffer[];
  showHouse?: boolean;
}) {
  return (
    <ul className="mt-4 grid gap-3">
      {offers.map((offer) => (
        <OfferCard key={`${offer.house.slug}-${offer.isbn}`} offer={offer} showHouse={showHouse} />
      ))}
    </ul>
  );
}

/** "Page 2 of 14" with the previous and next pages as links (the address of each page kept). */
export function Pager({
  page,
  pages,
  href,
}: {
  page: number;
  pages: number;
  href: (page: number) => string;
}) {
  const { t } = useLingui();
  if (pages <= 1) return null;
  return (
    <nav aria-label={t`Pages`} className="mt-6 flex items-center justify-between gap-2 text-sm">
      {page > 1 ? (
        <a
          href={href(page - 1)}
          rel="prev"
          className="rounded-md border border-slate-300 bg-white px-3 py-2"
        >
          <Trans context="pager">Previous</Trans>
        </a>
      ) : (
        <span />
      )}
      <span>
        <Trans>
          Page {page} of {pages}
        </Trans>
      </span>
      {page < pages ? (
        <a
          href={href(page + 1)}
          rel="next"
          className="rounded-md border border-slate-300 bg-white px-3 py-2"
        >
          <Trans context="pager">Next</Trans>
        </a>
      ) : (
        <span />
      )}
    </nav>
  );
}

/** How many results a list holds; beyond the count's cap, "1,000+". */
export function ResultCount({ total, capped }: { total: number; capped: boolean }) {
  return (
    <p className="mt-4 text-sm text-slate-600" role="status">
      {capped ? (
        <Trans>More than 1,000 titles</Trans>
      ) : (
        <Plural value={total} _0="No titles" one="# title" other="# titles" />
      )}
    </p>
  );
}

/** A `<select>` of a GET form, its first option "any". */
export function FilterSelect({
  name,
  label,
  value,
  options,
}: {
  name: string;
  label: ReactNode;
  value: string;
  options: { value: string; label: string }[];
}) {
  const { t } = useLingui();
  const id = `filter-${name}`;
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <select
        id={id}
        name={name}
        defaultValue={value}
        className="rounded-md border border-slate-300 bg-white px-2 py-2"
      >
        <option value="">{t({ message: "All", context: "filter option" })}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
