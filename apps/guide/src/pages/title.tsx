import { Trans, useLingui } from "@lingui/react/macro";
import type { GuidePage, RenderContext } from "../guide-page.ts";
import { GuideDocument } from "../components/frame.tsx";
import { HallPlan } from "../components/hall-plan.tsx";
import { BoothLink, Price, houseName } from "../components/offers.tsx";
import { bookData } from "../json-ld.ts";
import { guidePaths } from "../paths.ts";

type TitlePageData = Extract<GuidePage, { kind: "title" }>;

/** `/guide/{locale}/books/{isbn}`: one title, every house selling it with its price and booth. */
export function TitlePage({ page, context }: { page: TitlePageData; context: RenderContext }) {
  const { t } = useLingui();
  const { locale, origin } = context;
  const [first] = page.offers;
  if (!first) return null;
  const title = first.title;
  const author = first.author;
  const isbn = first.isbn;
  const language = first.language;
  const sellers = new Set(page.offers.map((offer) => offer.house.booth.code));
  return (
    <GuideDocument
      context={context}
      event={page.event}
      section="search"
      head={{
        title,
        description: t`${title} by ${author} (ISBN ${isbn}): its price and where to find it at the fair.`,
        structuredData: bookData(page.offers, locale, origin),
      }}
    >
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="mt-1 text-slate-700">
        {author} · {first.publisher} · {first.year}
      </p>
      <p className="mt-1 text-sm text-slate-600">
        <Trans>
          ISBN <bdi dir="ltr">{isbn}</bdi> · {language}
        </Trans>
      </p>
      <h2 className="mt-6 text-lg font-bold">
        <Trans>Where to buy it</Trans>
      </h2>
      <table className="mt-2 w-full border-collapse overflow-hidden rounded-lg bg-white text-sm">
        <thead>
          <tr className="border-b border-slate-200 text-start">
            <th scope="col" className="p-3 text-start">
              <Trans context="guide column">Exhibitor</Trans>
            </th>
            <th scope="col" className="p-3 text-start">
              <Trans context="guide column">Booth</Trans>
            </th>
            <th scope="col" className="p-3 text-end">
              <Trans context="guide column">Price</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {page.offers.map((offer) => (
            <tr key={offer.house.slug} className="border-b border-slate-100">
              <td className="p-3">
                <a
                  href={guidePaths.exhibitor(locale, offer.house.slug)}
                  className="underline underline-offset-4"
                >
                  {houseName(offer.house, locale)}
                </a>
              </td>
              <td className="p-3">
                <BoothLink booth={offer.house.booth} />
              </td>
              <td className="p-3 text-end">
                <Price halalas={offer.priceHalalas} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {page.halls.map((hall) => (
        <section key={hall.code} className="mt-6">
          <h2 className="text-lg font-bold">{hall.name[locale]}</h2>
          <div className="mt-2">
            <HallPlan
              hall={hall}
              highlighted={hall.booths
                .filter((booth) => sellers.has(booth.code))
                .map((booth) => booth.code)}
            />
          </div>
        </section>
      ))}
    </GuideDocument>
  );
}
