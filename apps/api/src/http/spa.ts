import { readFileSync } from "node:fs";
import { join } from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import {
  LOCALE_COOKIE,
  type Locale,
  localeDirection,
  localeFromPath,
  parseAcceptLanguage,
  pickLocale,
} from "@rawaq/i18n/locales";
import { Hono } from "hono";
import { getCookie } from "hono/cookie";

/**
 * Serves the built web app: hashed assets cached for a year, everything else revalidated, and
 * `index.html` for every other path so the client router can answer it.
 */
export function spaRoutes(distDir: string) {
  const template = readFileSync(join(distDir, "index.html"), "utf8");
  // The first paint already has the right language and direction; the client keeps them in sync
  // from then on (apps/web/src/i18n/document-locale.ts).
  const pages: Record<Locale, string> = {
    ar: withLocale(template, "ar"),
    en: withLocale(template, "en"),
  };

  const serveFile = serveStatic({ root: distDir });

  return new Hono()
    .get("/", (c) => {
      const locale = pickLocale({
        cookie: getCookie(c, LOCALE_COOKIE),
        languages: parseAcceptLanguage(c.req.header("accept-language")),
      });
      c.header("Cache-Control", "no-store");
      c.header("Vary", "Cookie, Accept-Language");
      return c.redirect(`/${locale}`, 302);
    })
    .use("*", async (c, next) => {
      // NOTE: @hono/node-server builds the response before calling serveStatic's onFound, so
      // headers must be set on the returned response instead.
      const found = await serveFile(c, next);
      if (found instanceof Response) found.headers.set("Cache-Control", cacheControl(c.req.path));
      return found;
    })
    .get("*", (c) => {
      // A missing file must not be answered with the page: a stale chunk has to fail loudly so
      // the client can reload into the new build.
      if (/\.[a-z0-9]+$/i.test(c.req.path)) return c.text("Not found", 404);
      const locale =
        localeFromPath(c.req.path) ?? pickLocale({ cookie: getCookie(c, LOCALE_COOKIE) });
      c.header("Cache-Control", "no-cache");
      return c.html(pages[locale]);
    });
}

function cacheControl(path: string): string {
  // Hashed file names change with their content: cache them for good.
  if (path.startsWith("/assets/")) return "public, max-age=31536000, immutable";
  // Clients poll the build manifest to notice a new version: never cache it.
  return path.endsWith("latest.json") ? "no-store" : "no-cache";
}

function withLocale(html: string, locale: Locale): string {
  return html.replace(/<html[^>]*>/, `<html lang="${locale}" dir="${localeDirection(locale)}">`);
}
