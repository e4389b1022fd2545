import { setupI18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { messages as arMessages } from "@rawaq/i18n/catalogs/ar";
import { messages as enMessages } from "@rawaq/i18n/catalogs/en";
import { INTL_LOCALES, type Locale, localeFromPath } from "@rawaq/i18n/locales";
import { Provider as JotaiProvider, createStore } from "jotai";
import { renderToString } from "react-dom/server";
import {
  StaticRouterProvider,
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
} from "react-router-dom";
import { cookieFrom } from "../lib/cookies.ts";
import { PageOriginContext } from "../lib/page-origin.ts";
import { TOKEN_COOKIE } from "../lib/token.ts";
import type { RouteHandle } from "../router/route-handle.ts";
import { routes } from "../router/routes.tsx";
import { authenticatedAtom } from "../state/session.ts";
import { type PageMeta, pageMeta } from "./page-meta.ts";
import type { ServerContext } from "./server-context.ts";

export type { ServerContext } from "./server-context.ts";
export type { PageMeta } from "./page-meta.ts";

const catalogs: Record<Locale, Record<string, unknown>> = { ar: arMessages, en: enMessages };
const handler = createStaticHandler(routes);

export type Rendered =
  | { kind: "redirect"; status: number; location: string }
  | {
      kind: "page";
      status: number;
      locale: Locale;
      meta: PageMeta;
      /** The markup inside `#root`. */
      body: string;
      /** The router's state for the browser to pick up (JSON, not yet escaped for HTML). */
      state: string;
      /** The matched routes' modules, as the client build's manifest names them. */
      modules: string[];
    };

/**
 * Renders a page of the web app for a request (docs/decisions/082-…): the same routes, guards and
 * components as the browser's. The request's `token` cookie stands in for `document.cookie` in the
 * spec's guard (§4), which asks only whether it exists; no data is read with it. `context` gives
 * loaders what the server may read for anyone (a public badge).
 */
export async function renderPage(request: Request, context: ServerContext): Promise<Rendered> {
  const result = await handler.query(request, { requestContext: context as never });
  if (result instanceof Response) {
    return {
      kind: "redirect",
      status: result.status,
      location: result.headers.get("Location") ?? "/",
    };
  }
  const locale = localeFromPath(new URL(request.url).pathname) ?? "ar";
  const i18n = setupI18n({
    locale,
    locales: INTL_LOCALES[locale],
    messages: { [locale]: catalogs[locale] as never },
  });
  const store = createStore();
  store.set(authenticatedAtom, Boolean(cookieFrom(request.headers.get("cookie"), TOKEN_COOKIE)));
  const router = createStaticRouter(handler.dataRoutes, result);
  const body = renderToString(
    <JotaiProvider store={store}>
      <I18nProvider i18n={i18n}>
        <PageOriginContext value={new URL(request.url).origin}>
          <StaticRouterProvider router={router} context={result} hydrate={false} />
        </PageOriginContext>
      </I18nProvider>
    </JotaiProvider>,
  );
  const handles = result.matches.map((match) => match.route.handle as RouteHandle | undefined);
  const title = handles.findLast((handle) => handle?.title)?.title;
  return {
    kind: "page",
    status: result.statusCode,
    locale,
    meta: pageMeta(i18n, title, result.statusCode),
    body,
    state: JSON.stringify({
      loaderData: result.loaderData,
      actionData: result.actionData,
      errors: serializeErrors(result.errors),
    }),
    modules: handles.flatMap((handle) => (handle?.module ? [handle.module] : [])),
  };
}

/** As React Router's own server rendering writes them, for createBrowserRouter to revive. */
function serializeErrors(errors: Record<string, unknown> | null) {
  if (!errors) return null;
  return Object.fromEntries(
    Object.entries(errors).map(([id, error]) => [
      id,
      isRouteErrorResponse(error)
        ? { ...error, __type: "RouteErrorResponse" }
        : error instanceof Error
          ? { message: error.message, __type: "Error" }
          : error,
    ]),
  );
}
