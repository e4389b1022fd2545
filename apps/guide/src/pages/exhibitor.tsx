import { Trans, useLingui } from "@lingui/react/macro";
import type { GuidePage, RenderContext } from "../guide-page.ts";
import { GuideDocument } from "../components/frame.tsx";
import { HallPlan, aroundBooth } from "../components/hall-plan.tsx";
import {
  BoothLink,
  OfferList,
  Pager,
  countryName,
  houseName,
  otherHouseName,
} from "../components/offers.tsx";
import { houseData } from "../json-ld.ts";
import { guidePaths } from "../paths.ts";

type ExhibitorPageData = Extract<GuidePage, { kind: "exhibitor" }>;

/**
 * `/guide/{locale}/exhibitors/{slug}`: a house's page — its names, logo, country, the description
 * it wrote (in the page's language, else the other, marked as such), website and public contact,
 * its booth on the plan, and its titles with prices.
 */
export function ExhibitorPage({
  page,
  context,
}: {
  page: ExhibitorPageData;
  context: RenderContext;
}) {
  const { t, i18n } = useLingui();
  const { locale, origin } = context;
  const { house, profile } = page;
  const name = houseName(house, locale);
  const other = otherHouseName(house, locale);
  const otherLocale = locale === "ar" ? "en" : "ar";
  const ownDescription = profile.description[locale];
  const description = ownDescription || profile.description[otherLocale];
  const descriptionLang = ownDescription ? locale : otherLocale;
  const eventName = page.event.name[locale];
  const logoUrl = page.hasLogo ? `${origin}${guidePaths.logo(house.slug)}` : null;
  const total = page.total;
  return (
    <GuideDocument
      context={context}
      event={page.event}
      section="exhibitors"
      head={{
        title: name,
        description: description
          ? description.slice(0, 160)
          : t`${name} at ${eventName}: its booth and its titles with prices.`,
        structuredData: houseData(house, profile, logoUrl, locale, origin),
        noindex: page.page > 1,
      }}
    >
      <div className="flex items-start gap-4">
        {page.hasLogo ? (
          <img
            src={guidePaths.logo(house.slug)}
            alt={t`Logo of ${name}`}
            width={80}
            height={80}
            className="size-20 shrink-0 rounded-lg border border-slate-200 bg-white object-contain"
          />
        ) : null}
        <div className="min-w-0">
          <h1 className="text-2xl font-bold">{name}</h1>
          {other ? (
            <p className="text-slate-600" lang={otherLocale} dir="auto">
              {other}
            </p>
          ) : null}
          <p className="mt-1 text-sm text-slate-700">
            {countryName(house.country, locale)} · <BoothLink booth={house.booth} />
          </p>
        </div>
      </div>
      {description ? (
        <p className="mt-4 whitespace-pre-line" lang={descriptionLang} dir="auto">
          {description}
        </p>
      ) : null}
      {profile.website || profile.publicEmail || profile.publicPhone ? (
        <ul className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {profile.website ? (
            <li>
              <a
                href={profile.website}
                rel="noopener nofollow"
                className="underline underline-offset-4"
                dir="ltr"
              >
                {profile.website.replace(/^https?:\/\//, "")}
              </a>
            </li>
          ) : null}
          {profile.publicEmail ? (
            <li>
              <a
                href={`mailto:${profile.publicEmail}`}
                className="underline underline-offset-4"
                dir="ltr"
              >
                {profile.publicEmail}
              </a>
            </li>
          ) : null}
          {profile.publicPhone ? (
            <li>
              <a
                href={`tel:${profile.publicPhone}`}
                className="underline underline-offset-4"
                dir="ltr"
              >
                {profile.publicPhone}
              </a>
            </li>
          ) : null}
        </ul>
      ) : null}
      {page.hall ? (
        <section className="mt-6" aria-labelledby="booth-plan">
          <h2 id="booth-plan" className="text-lg font-bold">
            {page.hall.name[locale]}
          </h2>
          <div className="mt-2">
            <HallPlan
              hall={aroundBooth(page.hall, house.booth.code)}
              highlighted={[house.booth.code]}
            />
          </div>
          <p className="mt-2">
            <a
              href={`${guidePaths.map(locale, { hall: page.hall.code, find: house.booth.code })}#booth-${encodeURIComponent(house.booth.code)}`}
              className="inline-block min-h-6 py-1 text-brand-700 underline underline-offset-4"
            >
              <Trans>The whole hall on the map</Trans>
            </a>
          </p>
        </section>
      ) : null}
      <section className="mt-6" aria-labelledby="titles">
        <h2 id="titles" className="text-lg font-bold">
          <Trans context="guide count">Titles</Trans>{" "}
          <span className="text-sm font-normal text-slate-600">({i18n.number(total)})</span>
        </h2>
        <OfferList offers={page.offers} showHouse={false} />
        <Pager
          page={page.page}
          pages={page.pages}
          href={(number) => guidePaths.exhibitor(locale, house.slug, { page: number })}
        />
      </section>
    </GuideDocument>
  );
}
