import { AsyncLocalStorage } from "node:async_hooks";
import { setupI18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { messages as arMessages } from "@rawaq/i18n/catalogs/ar";
import { messages as enMessages } from "@rawaq/i18n/catalogs/en";
import { INTL_LOCALES, type Locale, localeFromPath } from "@rawaq/i18n/locales";
import { Provider as JotaiProvider, createStore } from "jotai";
import { renderToString } from "react-dom/server";
import { type Middleware, SWRConfig } from "swr";
import {
  StaticRouterProvider,
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
} from "react-router-dom";
import { setServerFetch } from "../lib/api.ts";
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

/**
 * The API reads a page's hooks make, learnt while drawing it: SWR fetches nothing on the server,
 * so each hook's fetcher is called here, and its request is written down instead of sent
 * (lib/api.ts). The page lists them for public/boot.js, which starts them as the page arrives.
 */
const pageReads = new AsyncLocalStorage<Set<string>>();
setServerFetch((input, init) => {
  const request = input instanceof Request ? input : new Request(input, init);
  if (request.method === "GET") {
    const url = new URL(request.url);
    pageReads.getStore()?.add(`${url.pathname}${url.search}`);
  }
  return new Promise<Response>(() => {});
});
const learnReads: Middleware = (useSWRNext) => (key, fetcher, config) => {
  if (fetcher && key) {
    try {
      const args = typeof key === "function" ? key() : key;
      if (args) void Promise.resolve(fetcher(args)).catch(() => {});
    } catch {
      // A key that cannot be read yet reads nothing.
    }
  }
  return useSWRNext(key, fetcher, config);
};
const swrOnServer = { use: [learnReads] };

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
      /** The API reads the page makes as it opens (`/api/…?…`), for the browser to start. */
      reads: string[];
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
  const reads = new Set<string>();
  const body = pageReads.run(reads, () =>
    renderToString(
      <JotaiProvider store={store}>
        <I18nProvider i18n={i18n}>
          <PageOriginContext value={new URL(request.url).origin}>
            <SWRConfig value={swrOnServer}>
              <StaticRouterProvider router={router} context={result} hydrate={false} />
            </SWRConfig>
          </PageOriginContext>
        </I18nProvider>
      </JotaiProvider>,
    ),
  );
  // The fetchers reach fetch after a few awaits of the client's own.
  await new Promise((resolve) => setTimeout(resolve, 0));
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
    reads: [...reads],
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
