import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import {
  LOCALES,
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
  const catalogs = catalogFiles(distDir);
  const pages = Object.fromEntries(
    LOCALES.map((locale) => [locale, withLocale(template, locale, catalogs[locale])]),
  ) as Record<Locale, string>;

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

function withLocale(html: string, locale: Locale, catalog: string | undefined): string {
  const page = html.replace(
    /<html[^>]*>/,
    `<html lang="${locale}" dir="${localeDirection(locale)}">`,
  );
  // The app renders nothing before its locale's catalog (apps/web/src/main.tsx), and the browser
  // found it only once the app's chunk had run: asked for with the page, it loads beside that
  // chunk (on the print page of 500 labels it came ~0.4 s after it, bench/logistics.ts).
  return catalog
    ? page.replace(
        "</head>",
        `  <link rel="modulepreload" crossorigin href="/${catalog}">\n  </head>`,
      )
    : page;
}

/** Each locale's catalog chunk, from the build's manifest (Vite's `build.manifest`). */
function catalogFiles(distDir: string): Partial<Record<Locale, string>> {
  const manifestPath = join(distDir, ".vite", "manifest.json");
  if (!existsSync(manifestPath)) return {};
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as Record<
    string,
    { file?: string }
  >;
  const files: Partial<Record<Locale, string>> = {};
  for (const locale of LOCALES) {
    const entry = Object.entries(manifest).find(([source]) =>
      source.endsWith(`/locales/${locale}/messages.ts`),
    );
    if (entry?.[1].file) files[locale] = entry[1].file;
  }
  return files;
}
