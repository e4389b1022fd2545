import { isLocale } from "@rawaq/i18n/locales";
import { type LoaderFunctionArgs, redirect } from "react-router-dom";
import { cookieFrom } from "../lib/cookies.ts";
import { TOKEN_COOKIE, hasTokenCookie } from "../lib/token.ts";
import { authenticatedAtom } from "../state/session.ts";
import { store } from "../state/store.ts";
import { type MiddlewareName, middleware } from "./middleware.ts";
import { ROUTE_RULES, ruleRedirect } from "./route-rules.ts";

/** The path after the locale prefix: `/ar/books/new` → `/books/new`. */
export function localePath(pathname: string): string {
  return pathname.replace(/^\/[^/]+/, "") || "/";
}

/**
 * Runs before a page loads: the per-path rules first (an absolute redirect is a full page load),
 * then the page's named guard. Also what marks the user authenticated when a token cookie exists.
 */
export function pageLoader(guard: MiddlewareName, data?: (args: LoaderFunctionArgs) => unknown) {
  return (args: LoaderFunctionArgs) => {
    const { params, request } = args;
    const locale = params.locale;
    if (!isLocale(locale)) throw new Response("Not Found", { status: 404 });
    const path = localePath(new URL(request.url).pathname);

    // On the server (src/server/render.tsx) the request's Cookie header is the document's cookie:
    // the guard only asks whether a token exists, as it does in the browser.
    const onServer = typeof document === "undefined";

    const { origin } = new URL(request.url);
    const rule = ruleRedirect(path, ROUTE_RULES, origin);
    if (rule?.kind === "document") {
      // The server answers with the redirect itself: same-origin targets as a path.
      if (onServer)
        throw redirect(rule.to.startsWith(`${origin}/`) ? rule.to.slice(origin.length) : rule.to);
      window.location.assign(rule.to);
      // Keep the router still while the browser leaves.
      return new Promise<never>(() => {});
    }
    if (rule?.kind === "app") throw redirect(`/${locale}${rule.to}`);

    const hasToken = onServer
      ? Boolean(cookieFrom(request.headers.get("cookie"), TOKEN_COOKIE))
      : hasTokenCookie();
    if (!onServer) store.set(authenticatedAtom, hasToken);
    const target = middleware(guard)({ locale, path, hasToken });
    if (target) throw redirect(`/${locale}${target}`);
    return data ? data(args) : null;
  };
}

/** Unmatched paths: a rule may still send them somewhere; otherwise they are a 404. */
export function notFoundLoader(args: LoaderFunctionArgs) {
  const result = pageLoader("public")(args);
  if (result instanceof Promise) return result;
  throw new Response("Not Found", { status: 404 });
}
