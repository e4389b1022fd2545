import { Trans, useLingui } from "@lingui/react/macro";
import type { GuideMapHall } from "@rawaq/domain/guide";
import { foldForSearch } from "@rawaq/domain/search-fold";
import type { GuidePage, RenderContext } from "../guide-page.ts";
import { GuideDocument } from "../components/frame.tsx";
import { HallPlan } from "../components/hall-plan.tsx";
import { houseName } from "../components/offers.tsx";
import { guidePaths } from "../paths.ts";

type MapPageData = Extract<GuidePage, { kind: "map" }>;

/** The booths `find` names: a booth code exactly, or houses whose name holds it (folded). */
export function foundBooths(halls: GuideMapHall[], find: string): Set<string> {
  const found = new Set<string>();
  const code = find.trim().toUpperCase();
  const folded = foldForSearch(find);
  if (!folded && !code) return found;
  for (const hall of halls) {
    for (const booth of hall.booths) {
      const names = booth.house ? `${booth.house.name} ${booth.house.commercialName}` : "";
      if (booth.code.toUpperCase() === code || (folded && foldForSearch(names).includes(folded))) {
        found.add(booth.code);
      }
    }
  }
  return found;
}

/**
 * `/guide/{locale}/map`: every hall's plan, booths labelled and linked; "find" (a GET form)
 * highlights a booth or a house's booths; the same booths as a list for those who do not use the
 * plan.
 */
export function MapPage({ page, context }: { page: MapPageData; context: RenderContext }) {
  const { t } = useLingui();
  const { locale } = context;
  const find = page.find;
  const found = foundBooths(page.halls, find);
  const eventName = page.event.name[locale];
  return (
    <GuideDocument
      context={context}
      event={page.event}
      section="map"
      head={{
        title: t({ message: "Map", context: "guide section" }),
        description: t`The halls of ${eventName} and every exhibitor's booth.`,
        noindex: Boolean(find),
      }}
    >
      <h1 className="text-2xl font-bold">
        <Trans>Halls and booths</Trans>
      </h1>
      <form action={guidePaths.map(locale)} method="get" role="search" className="mt-4 flex gap-2">
        <label htmlFor="guide-find" className="sr-only">
          <Trans>Booth or exhibitor</Trans>
        </label>
        <input
          id="guide-find"
          name="find"
          type="search"
          defaultValue={find}
          maxLength={100}
          placeholder={t`Booth or exhibitor`}
          className="min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-3 py-2"
        />
        <button type="submit" className="rounded-md bg-brand-700 px-4 py-2 font-medium text-white">
          <Trans context="map find button">Find</Trans>
        </button>
      </form>
      {find ? (
        <p className="mt-2 text-sm" role="status">
          {found.size === 0 ? (
            <Trans>No booth or exhibitor matches “{find}”.</Trans>
          ) : (
            <Trans>The booths found are outlined on the plan.</Trans>
          )}
        </p>
      ) : null}
      {page.halls.map((hall) => (
        <section key={hall.code} className="mt-6" aria-labelledby={`hall-${hall.code}`}>
          <h2 id={`hall-${hall.code}`} className="text-lg font-bold">
            {hall.name[locale]}
          </h2>
          <div className="mt-2">
            <HallPlan hall={hall} highlighted={[...found]} />
          </div>
          <details
            className="mt-3 rounded-lg border border-slate-200 bg-white"
            open={found.size > 0}
          >
            <summary className="cursor-pointer p-3 font-medium">
              <Trans>The booths as a list</Trans>
            </summary>
            <ul className="divide-y divide-slate-100">
              {hall.booths
                .filter((booth) => booth.house && (found.size === 0 || found.has(booth.code)))
                .map((booth) => (
                  <li key={booth.code} className="flex justify-between gap-3 p-3 text-sm">
                    <bdi dir="ltr" className="font-medium">
                      {booth.code}
                    </bdi>
                    <a
                      href={guidePaths.exhibitor(locale, booth.house!.slug)}
                      className="underline underline-offset-4"
                    >
                      {houseName(booth.house!, locale)}
                    </a>
                  </li>
                ))}
            </ul>
          </details>
        </section>
      ))}
    </GuideDocument>
  );
}
