import { Trans, useLingui } from "@lingui/react/macro";
import type { GuideEvent } from "@rawaq/domain/guide";
import type { RenderContext } from "../guide-page.ts";
import { EventDates, GuideDocument, SearchBox } from "../components/frame.tsx";
import { eventData } from "../json-ld.ts";
import { guidePaths } from "../paths.ts";

/** `/guide/{locale}`: the published event — its name, dates, venue, halls, counts and the search. */
export function HomePage({ event, context }: { event: GuideEvent; context: RenderContext }) {
  const { t, i18n } = useLingui();
  const { locale, origin } = context;
  const name = event.name[locale];
  const exhibitors = event.exhibitors;
  const titles = event.titles;
  return (
    <GuideDocument
      context={context}
      event={event}
      section="home"
      head={{
        title: t({ message: "Guide", context: "guide home title" }),
        description: t`Find every title at ${name}: its price, the exhibitor and the booth, in Arabic or English.`,
        structuredData: eventData(event, locale, origin),
      }}
    >
      <h1 className="text-2xl font-bold sm:text-3xl">{name}</h1>
      <p className="mt-2 text-slate-700">
        <EventDates event={event} />
      </p>
      <p className="mt-1 text-slate-700">
        {event.venue[locale]}
        {event.address[locale] ? ` — ${event.address[locale]}` : ""}
      </p>
      <div className="mt-6">
        <SearchBox q="" large />
      </div>
      <dl className="mt-6 grid grid-cols-2 gap-3 sm:max-w-md">
        <div className="rounded-lg border border-slate-200 bg-white p-4">
          <dt className="text-sm text-slate-600">
            <Trans context="guide count">Exhibitors</Trans>
          </dt>
          <dd className="text-2xl font-bold tabular-nums">
            <a href={guidePaths.exhibitors(locale)} className="underline-offset-4 hover:underline">
              {i18n.number(exhibitors)}
            </a>
          </dd>
        </div>
        <div className="rounded-lg border border-slate-200 bg-white p-4">
          <dt className="text-sm text-slate-600">
            <Trans context="guide count">Titles</Trans>
          </dt>
          <dd className="text-2xl font-bold tabular-nums">
            <a href={guidePaths.search(locale)} className="underline-offset-4 hover:underline">
              {i18n.number(titles)}
            </a>
          </dd>
        </div>
      </dl>
      {event.halls.length > 0 ? (
        <section className="mt-8" aria-labelledby="halls">
          <h2 id="halls" className="text-lg font-bold">
            <Trans>Halls</Trans>
          </h2>
          <ul className="mt-2 flex flex-wrap gap-2">
            {event.halls.map((hall) => (
              <li key={hall.code}>
                <a
                  href={guidePaths.map(locale, { hall: hall.code })}
                  className="inline-block rounded-md border border-slate-300 bg-white px-3 py-2"
                >
                  {hall.name[locale]}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </GuideDocument>
  );
}
