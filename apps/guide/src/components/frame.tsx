import { Trans, useLingui } from "@lingui/react/macro";
import type { GuideEvent } from "@rawaq/domain/guide";
import { formatDate } from "@rawaq/i18n/dates";
import { localeDirection } from "@rawaq/i18n/locales";
import type { ReactNode } from "react";
import type { RenderContext } from "../guide-page.ts";
import { guidePaths, inLocale } from "../paths.ts";

export interface PageHead {
  title: string;
  description: string;
  /** schema.org data of the page (Event, Organization, Book…), or none. */
  structuredData?: object | null;
  /** Pages a search engine should not keep: a search's results, a page not found. */
  noindex?: boolean;
}

/** JSON inside a `<script>`: `<` escaped, so no text of a house can close the element. */
function scriptJson(value: object): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

/**
 * The whole document of a guide page: its head (title, description, canonical and hreflang
 * links, Open Graph, structured data) and the frame every page shares — the guide's name, its
 * sections, the search box, the other language, and the event in the footer.
 */
export function GuideDocument({
  context,
  event,
  head,
  section,
  children,
}: {
  context: RenderContext;
  event: GuideEvent | null;
  head: PageHead;
  section: "home" | "search" | "exhibitors" | "map" | null;
  children: ReactNode;
}) {
  const { t } = useLingui();
  const { locale, origin, path, assets } = context;
  const other = locale === "ar" ? "en" : "ar";
  const eventName = event ? event.name[locale] : "";
  const siteName = t`Book fair guide`;
  const fullTitle = eventName ? `${head.title} | ${eventName}` : `${head.title} | ${siteName}`;
  const canonicalPath = path;
  return (
    <html lang={locale} dir={localeDirection(locale)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{fullTitle}</title>
        <meta name="description" content={head.description} />
        {head.noindex ? <meta name="robots" content="noindex" /> : null}
        <link rel="canonical" href={`${origin}${canonicalPath}`} />
        <link rel="alternate" hrefLang="ar" href={`${origin}${inLocale(canonicalPath, "ar")}`} />
        <link rel="alternate" hrefLang="en" href={`${origin}${inLocale(canonicalPath, "en")}`} />
        <link
          rel="alternate"
          hrefLang="x-default"
          href={`${origin}${inLocale(canonicalPath, "ar")}`}
        />
        <meta property="og:type" content="website" />
        <meta property="og:site_name" content={siteName} />
        <meta property="og:title" content={fullTitle} />
        <meta property="og:description" content={head.description} />
        <meta property="og:url" content={`${origin}${canonicalPath}`} />
        <meta property="og:image" content={`${origin}/og-image.png`} />
        <meta property="og:locale" content={locale === "ar" ? "ar_SA" : "en_US"} />
        {assets.fonts[locale].map((font) => (
          <link key={font} rel="preload" as="font" type="font/woff2" crossOrigin="" href={font} />
        ))}
        <style dangerouslySetInnerHTML={{ __html: assets.styles }} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {head.structuredData ? (
          <script
            type="application/ld+json"
            dangerouslySetInnerHTML={{ __html: scriptJson(head.structuredData) }}
          />
        ) : null}
        {assets.typeahead ? <script src={assets.typeahead} type="module" async /> : null}
      </head>
      <body
        className={`min-h-screen bg-slate-50 text-slate-900 antialiased ${locale === "ar" ? "font-arabic" : "font-sans"}`}
      >
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:rounded focus:bg-white focus:p-2"
        >
          <Trans>Skip to the content</Trans>
        </a>
        <header className="bg-brand-800 text-white">
          <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-2 px-4 py-3">
            <a href={guidePaths.home(locale)} className="text-lg font-bold">
              {eventName || siteName}
            </a>
            <a
              href={inLocale(path, other)}
              hrefLang={other}
              lang={other}
              className="rounded px-2 py-1 text-sm underline-offset-4 hover:underline"
            >
              {other === "ar" ? "العربية" : "English"}
            </a>
          </div>
          <nav aria-label={t`Guide`} className="mx-auto max-w-5xl px-4 pb-2">
            <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
              <NavItem href={guidePaths.home(locale)} current={section === "home"}>
                <Trans context="guide section">Home</Trans>
              </NavItem>
              <NavItem href={guidePaths.search(locale)} current={section === "search"}>
                <Trans context="guide section">Titles</Trans>
              </NavItem>
              <NavItem href={guidePaths.exhibitors(locale)} current={section === "exhibitors"}>
                <Trans context="guide section">Exhibitors</Trans>
              </NavItem>
              <NavItem href={guidePaths.map(locale)} current={section === "map"}>
                <Trans context="guide section">Map</Trans>
              </NavItem>
            </ul>
          </nav>
        </header>
        <main id="main" className="mx-auto max-w-5xl px-4 py-6">
          {children}
        </main>
        <footer className="mx-auto max-w-5xl border-t border-slate-200 px-4 py-6 text-sm text-slate-600">
          {event ? (
            <p>
              {event.name[locale]} · {event.venue[locale]} · <EventDates event={event} />
            </p>
          ) : null}
          <p className="mt-2">
            <a href={`/${locale}/auth/login`} className="underline underline-offset-4">
              <Trans>Exhibitors' portal</Trans>
            </a>
          </p>
        </footer>
      </body>
    </html>
  );
}

function NavItem({
  href,
  current,
  children,
}: {
  href: string;
  current: boolean;
  children: ReactNode;
}) {
  return (
    <li>
      <a
        href={href}
        aria-current={current ? "page" : undefined}
        className={`inline-block min-h-6 py-1 underline-offset-4 hover:underline ${current ? "font-bold underline" : ""}`}
      >
        {children}
      </a>
    </li>
  );
}

/** The event's first and last day, as the reader reads dates. */
export function EventDates({ event }: { event: GuideEvent }) {
  const { i18n } = useLingui();
  const locale = i18n.locale as "ar" | "en";
  const from = formatDate(event.startsOn, locale);
  const to = formatDate(event.endsOn, locale);
  return (
    <Trans>
      <time dateTime={event.startsOn}>{from}</time> to <time dateTime={event.endsOn}>{to}</time>
    </Trans>
  );
}

/**
 * The search box: a plain GET form (it works without scripts); the type-ahead script finds it by
 * `data-suggest` and offers titles as one types.
 */
export function SearchBox({ q, large = false }: { q: string; large?: boolean }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as "ar" | "en";
  return (
    <form action={guidePaths.search(locale)} method="get" role="search" className="flex gap-2">
      <label htmlFor="guide-q" className="sr-only">
        <Trans>Title, author, publisher or ISBN</Trans>
      </label>
      <div className="relative min-w-0 flex-1">
        <input
          id="guide-q"
          name="q"
          type="search"
          defaultValue={q}
          maxLength={100}
          autoComplete="off"
          placeholder={t`Title, author or ISBN…`}
          data-suggest={guidePaths.suggest(locale)}
          className={`w-full rounded-md border border-slate-300 bg-white px-3 ${large ? "py-3 text-lg" : "py-2"} focus:outline-2 focus:outline-brand-700`}
        />
      </div>
      <button
        type="submit"
        className={`rounded-md bg-brand-700 px-4 font-medium text-white hover:bg-brand-800 ${large ? "py-3 text-lg" : "py-2"}`}
      >
        <Trans context="guide search button">Search</Trans>
      </button>
    </form>
  );
}
