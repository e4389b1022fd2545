import { isLocale } from "@rawaq/i18n/locales";
import { type LoaderFunctionArgs, redirect } from "react-router-dom";
import { hasTokenCookie } from "../lib/token.ts";
import { authenticatedAtom } from "../state/session.ts";
import { store } from "../state/store.ts";
import { type MiddlewareName, middleware } from "./middleware.ts";
import { ruleRedirect } from "./route-rules.ts";

/** The path after the locale prefix: `/ar/books/new` → `/books/new`. */
export function localePath(pathname: string): string {
  return pathname.replace(/^\/[^/]+/, "") || "/";
}

/**
 * Runs before a page loads: the per-path rules first (an absolute redirect is a full page load),
 * then the page's named guard. Also what marks the user authenticated when a token cookie exists.
 */
export function pageLoader(guard: MiddlewareName) {
  return ({ params, request }: LoaderFunctionArgs) => {
    const locale = params.locale;
    if (!isLocale(locale)) throw new Response("Not Found", { status: 404 });
    const path = localePath(new URL(request.url).pathname);

    const rule = ruleRedirect(path);
    if (rule?.kind === "document") {
      window.location.assign(rule.to);
      // Keep the router still while the browser leaves.
      return new Promise<never>(() => {});
    }
    if (rule?.kind === "app") throw redirect(`/${locale}${rule.to}`);

    const hasToken = hasTokenCookie();
    store.set(authenticatedAtom, hasToken);
    const target = middleware(guard)({ locale, path, hasToken });
    if (target) throw redirect(`/${locale}${target}`);
    return null;
  };
}

/** Unmatched paths: a rule may still send them somewhere; otherwise they are a 404. */
export function notFoundLoader(args: LoaderFunctionArgs) {
  const result = pageLoader("public")(args);
  if (result instanceof Promise) return result;
  throw new Response("Not Found", { status: 404 });
}
