import { setupI18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { messages as arMessages } from "@rawaq/i18n/catalogs/ar";
import { messages as enMessages } from "@rawaq/i18n/catalogs/en";
import { INTL_LOCALES, type Locale } from "@rawaq/i18n/locales";
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { GuidePage, RenderContext, RenderedGuidePage } from "../guide-page.ts";
import { ExhibitorPage } from "../pages/exhibitor.tsx";
import { ExhibitorsPage } from "../pages/exhibitors.tsx";
import { HomePage } from "../pages/home.tsx";
import { MapPage } from "../pages/map.tsx";
import { NotFoundPage } from "../pages/not-found.tsx";
import { SearchPage } from "../pages/search.tsx";
import { TitlePage } from "../pages/title.tsx";

export type { GuideAssets, GuidePage, RenderContext, RenderedGuidePage } from "../guide-page.ts";
export { guidePaths, inLocale } from "../paths.ts";

const catalogs: Record<Locale, Record<string, unknown>> = { ar: arMessages, en: enMessages };

function pageElement(page: GuidePage, context: RenderContext): ReactElement {
  switch (page.kind) {
    case "home":
      return <HomePage event={page.event} context={context} />;
    case "search":
      return <SearchPage page={page} context={context} />;
    case "title":
      return <TitlePage page={page} context={context} />;
    case "exhibitors":
      return <ExhibitorsPage page={page} context={context} />;
    case "exhibitor":
      return <ExhibitorPage page={page} context={context} />;
    case "map":
      return <MapPage page={page} context={context} />;
    case "not_found":
      return <NotFoundPage event={page.event} context={context} />;
  }
}

/**
 * A guide page as the whole HTML document (decision 083). Static markup: nothing is hydrated, the
 * page is complete without scripts; the type-ahead script only enhances the search box.
 */
export function renderGuidePage(page: GuidePage, context: RenderContext): RenderedGuidePage {
  const i18n = setupI18n({
    locale: context.locale,
    locales: INTL_LOCALES[context.locale],
    messages: { [context.locale]: catalogs[context.locale] as never },
  });
  const html = renderToStaticMarkup(
    <I18nProvider i18n={i18n}>{pageElement(page, context)}</I18nProvider>,
  );
  return { status: page.kind === "not_found" ? 404 : 200, html: `<!doctype html>${html}` };
}
