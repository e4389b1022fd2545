import { serveStatic } from "@hono/node-server/serve-static";
import { type GuideQuery, GuideQuerySchema } from "@rawaq/domain/guide";
import { readWholeNumber } from "@rawaq/domain/numbers";
import { readSearchQuery } from "@rawaq/domain/search-fold";
import { guidePaths } from "@rawaq/guide/paths";
import type { GuidePage } from "@rawaq/guide/render";
import {
  LOCALES,
  LOCALE_COOKIE,
  type Locale,
  parseAcceptLanguage,
  pickLocale,
} from "@rawaq/i18n/locales";
import { type Context, Hono } from "hono";
import { getCookie } from "hono/cookie";
import * as v from "valibot";
import type { AppEnv } from "../../http/context.ts";
import { pathParams } from "../../http/params.ts";
import { readQuery } from "../../http/validate.ts";
import { FileNotFound } from "../../lib/file-store.ts";
import { type KeptAnswer, type PageCache, createPageCache, answerWithGzip } from "./page-cache.ts";
import { loadGuideBuild } from "./renderer.ts";
import {
  type GuideEventRead,
  type GuideVersion,
  exhibitorPage,
  exhibitorsPage,
  guideEventAtVersion,
  guideVersions,
  logoOf,
  mapPage,
  notFoundPage,
  recordMiss,
  searchPage,
  sitemapOf,
  suggestions,
  titlePage,
} from "./service.ts";

/**
 * How long a browser or nginx may reuse a guide answer before asking again (with its ETag; the
 * answer is then a 304 unless the guide changed), and how long a stale one may be shown while the
 * fresh one is fetched. A change reaches every visitor within GUIDE_FRESH_SECONDS (decision 083).
 */
export const GUIDE_FRESH_SECONDS = 5;
export const GUIDE_STALE_SECONDS = 60;
const CACHE_CONTROL = `public, max-age=${GUIDE_FRESH_SECONDS}, stale-while-revalidate=${GUIDE_STALE_SECONDS}`;
/** Answers kept in memory per process (a page is ~10–40 KB). */
const KEPT_ANSWERS = 2_000;
/** Titles per sitemap file: two locales each, within the protocol's 50,000 addresses. */
const SITEMAP_TITLES = 25_000;

type Built = { status: number; contentType: string; body: string; miss?: string | null };

const HTML = "text/html; charset=utf-8";
const XML = "application/xml; charset=utf-8";
const JSON_TYPE = "application/json; charset=utf-8";

/** The address's query, read leniently (GuideQuerySchema: a visitor's address never fails). */
function readGuideQuery(c: Context<AppEnv>): GuideQuery {
  return v.parse(GuideQuerySchema, readQuery(c));
}

const localeParams = pathParams({ locale: v.picklist(LOCALES) });
const titleParams = pathParams({
  locale: v.picklist(LOCALES),
  isbn: v.pipe(v.string(), v.maxLength(20)),
});
const houseParams = pathParams({
  locale: v.picklist(LOCALES),
  slug: v.pipe(v.string(), v.maxLength(80)),
});
const logoParams = pathParams({ slug: v.pipe(v.string(), v.maxLength(80)) });
const sitemapParams = pathParams({
  file: v.pipe(v.string(), v.regex(/^(pages|titles-\d+)\.xml$/)),
});

/**
 * The fair guide under /guide (decision 083): public pages drawn on the server, cacheable by
 * anyone (ETag, Cache-Control with stale-while-revalidate) and kept in memory per guide version.
 */
export function guideRoutes(distDir: string) {
  const building = loadGuideBuild(distDir);
  const cache: PageCache = createPageCache(KEPT_ANSWERS);
  const eventAt = guideEventAtVersion();
  const versionNow = guideVersions();
  /** Pages being built: a crowd asking one address at once waits for one build, not fifty. */
  const pagesInFlight = new Map<string, Promise<KeptAnswer>>();
  const serveAsset = serveStatic({
    root: distDir,
    rewriteRequestPath: (path) => path.replace(/^\/guide/, ""),
  });

  /**
   * Answers from the kept copy made at the current version, else builds, keeps and sends. The
   * ETag is the version: a browser or nginx holding it gets a 304 without a page being drawn.
   * While a change to the guide is being written, the page is built and sent once, neither kept
   * nor tagged: it may not show that change, which the version already counts.
   */
  async function answer(
    c: Context<AppEnv>,
    make: (read: GuideEventRead | null) => Promise<Built>,
  ): Promise<Response> {
    const db = c.var.db;
    if (!(await building)) return c.text("Not found", 404);
    const current = await versionNow(db);
    c.header("Vary", "Accept-Encoding");
    let sent: KeptAnswer;
    if (current.settled) {
      const etag = `"g${current.version}"`;
      c.header("ETag", etag);
      c.header("Cache-Control", CACHE_CONTROL);
      const ifNoneMatch = c.req.header("If-None-Match") ?? "";
      if (ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag)) {
        return c.body(null, 304);
      }
      sent = cache.get(c.req.url, current.version) ?? (await build(c, current, make));
    } else {
      c.header("Cache-Control", "no-store");
      sent = await build(c, current, make);
    }
    if (sent.miss) {
      const read = await eventAt(db, current);
      if (read) await recordMiss(db, read.event, sent.miss);
    }
    c.header("Content-Type", sent.contentType);
    if (/\bgzip\b/i.test(c.req.header("Accept-Encoding") ?? "")) {
      c.header("Content-Encoding", "gzip");
      return c.body(sent.gzip() as Uint8Array<ArrayBuffer>, sent.status as 200);
    }
    return c.body(sent.body, sent.status as 200);
  }

  /**
   * Builds the page, and keeps it when the version is settled. A crowd asking one address at once
   * waits for one build, not fifty: while a change is being written too (an import of titles can
   * take seconds), when each answer is built but none is kept.
   */
  function build(
    c: Context<AppEnv>,
    current: GuideVersion,
    make: (read: GuideEventRead | null) => Promise<Built>,
  ): Promise<KeptAnswer> {
    const key = c.req.url;
    const flight = current.settled ? `${current.version} ${key}` : `unsettled ${key}`;
    let pending = pagesInFlight.get(flight);
    if (!pending) {
      pending = eventAt(c.var.db, current)
        .then(make)
        .then((built) => {
          const made = { version: current.version, miss: built.miss ?? null, ...built };
          return current.settled ? cache.keep(key, made) : answerWithGzip(made);
        })
        .finally(() => pagesInFlight.delete(flight));
      pagesInFlight.set(flight, pending);
    }
    return pending;
  }

  const page = async (c: Context<AppEnv>, locale: Locale, data: GuidePage): Promise<Built> => {
    const build = (await building)!;
    const url = new URL(c.req.url);
    const rendered = build.render(data, {
      locale,
      origin: c.var.publicUrl,
      path: `${url.pathname}${url.search}`,
      assets: build.assets,
    });
    return { status: rendered.status, contentType: HTML, body: rendered.html };
  };
  const notFound = (c: Context<AppEnv>, locale: Locale, read: GuideEventRead | null) =>
    page(c, locale, notFoundPage(read?.summary ?? null));

  return new Hono<AppEnv>()
    .use("/assets/*", async (c, next) => {
      const found = await serveAsset(c, next);
      // Hashed file names change with their content: cache them for good.
      if (found instanceof Response)
        found.headers.set("Cache-Control", "public, max-age=31536000, immutable");
      return found;
    })
    .get("/assets/*", (c) => c.text("Not found", 404))
    .get("/", (c) => {
      const locale = pickLocale({
        cookie: getCookie(c, LOCALE_COOKIE),
        languages: parseAcceptLanguage(c.req.header("accept-language")),
      });
      c.header("Cache-Control", "no-store");
      c.header("Vary", "Cookie, Accept-Language");
      return c.redirect(guidePaths.home(locale), 302);
    })
    .get("/sitemap.xml", (c) =>
      answer(c, async (read) => {
        if (!read) return { status: 404, contentType: XML, body: sitemapIndex([]) };
        const { isbns } = await sitemapOf(c.var.db, read.event);
        const files = ["pages"];
        for (let at = 0; at < isbns.length; at += SITEMAP_TITLES)
          files.push(`titles-${at / SITEMAP_TITLES + 1}`);
        return {
          status: 200,
          contentType: XML,
          body: sitemapIndex(files.map((file) => `${c.var.publicUrl}/guide/sitemaps/${file}.xml`)),
        };
      }),
    )
    .get("/sitemaps/:file", sitemapParams, (c) =>
      answer(c, async (read) => {
        const { file } = c.req.valid("param");
        if (!read) return { status: 404, contentType: XML, body: urlSet([]) };
        const { slugs, isbns } = await sitemapOf(c.var.db, read.event);
        const origin = c.var.publicUrl;
        if (file === "pages.xml") {
          const paths = (locale: Locale) => [
            guidePaths.home(locale),
            guidePaths.search(locale),
            guidePaths.exhibitors(locale),
            guidePaths.map(locale),
            ...slugs.map((slug) => guidePaths.exhibitor(locale, slug)),
          ];
          return { status: 200, contentType: XML, body: urlSet(alternates(origin, paths)) };
        }
        const part = readWholeNumber(/^titles-(\d+)\.xml$/.exec(file)?.[1] ?? "") ?? 0;
        const start = (part - 1) * SITEMAP_TITLES;
        if (part < 1 || start >= isbns.length) {
          return { status: 404, contentType: XML, body: urlSet([]) };
        }
        const chunk = isbns.slice(start, start + SITEMAP_TITLES);
        const paths = (locale: Locale) => chunk.map((isbn) => guidePaths.title(locale, isbn));
        return { status: 200, contentType: XML, body: urlSet(alternates(origin, paths)) };
      }),
    )
    .get("/logos/:slug", logoParams, async (c) => {
      const read = await eventAt(c.var.db, await versionNow(c.var.db));
      const logo = read ? await logoOf(c.var.db, read.event, c.req.valid("param").slug) : null;
      if (!logo) return c.text("Not found", 404);
      try {
        const bytes = await c.var.fileStore.read(logo.storageKey);
        c.header("Content-Type", logo.contentType);
        c.header("Cache-Control", CACHE_CONTROL);
        c.header("X-Content-Type-Options", "nosniff");
        return c.body(bytes as Uint8Array<ArrayBuffer>);
      } catch (error) {
        if (error instanceof FileNotFound) return c.text("Not found", 404);
        throw error;
      }
    })
    .get("/:locale/suggest", localeParams, (c) => {
      const { locale } = c.req.valid("param");
      const { q } = readGuideQuery(c);
      return answer(c, async (read) => {
        const found = read ? await suggestions(c.var.db, read, q) : [];
        return {
          status: 200,
          contentType: JSON_TYPE,
          body: JSON.stringify({
            suggestions: found.map((suggestion) => ({
              ...suggestion,
              href: guidePaths.title(locale, suggestion.isbn),
            })),
          }),
        };
      });
    })
    .get("/:locale", localeParams, (c) => {
      const { locale } = c.req.valid("param");
      return answer(c, async (read) =>
        read ? page(c, locale, { kind: "home", event: read.summary }) : notFound(c, locale, read),
      );
    })
    .get("/:locale/books", localeParams, (c) => {
      const { locale } = c.req.valid("param");
      const { q, language, country, hall, page: number } = readGuideQuery(c);
      return answer(c, async (read) => {
        if (!read) return notFound(c, locale, read);
        const { page: data, miss } = await searchPage(c.var.db, read, {
          q,
          language,
          country,
          hall,
          page: number,
        });
        return { ...(await page(c, locale, data)), miss };
      });
    })
    .get("/:locale/books/:isbn", titleParams, (c) => {
      const { locale, isbn: typed } = c.req.valid("param");
      const isbn13 = readSearchQuery(typed)?.isbn13 ?? null;
      // One address per title: 0-306-40615-2 and 978-0-306-40615-7 lead to …/9780306406157.
      if (isbn13 && isbn13 !== typed) return c.redirect(guidePaths.title(locale, isbn13), 301);
      return answer(c, async (read) => {
        const data = read && isbn13 ? await titlePage(c.var.db, read, isbn13) : null;
        return data ? page(c, locale, data) : notFound(c, locale, read);
      });
    })
    .get("/:locale/exhibitors", localeParams, (c) => {
      const { locale } = c.req.valid("param");
      const { country, hall, letter, page: number } = readGuideQuery(c);
      return answer(c, async (read) =>
        read
          ? page(
              c,
              locale,
              await exhibitorsPage(c.var.db, read, locale, { country, hall, letter }, number),
            )
          : notFound(c, locale, read),
      );
    })
    .get("/:locale/exhibitors/:slug", houseParams, (c) => {
      const { locale, slug } = c.req.valid("param");
      const { page: number } = readGuideQuery(c);
      return answer(c, async (read) => {
        const data = read ? await exhibitorPage(c.var.db, read, slug, number) : null;
        return data ? page(c, locale, data) : notFound(c, locale, read);
      });
    })
    .get("/:locale/map", localeParams, (c) => {
      const { locale } = c.req.valid("param");
      const { hall, find } = readGuideQuery(c);
      return answer(c, async (read) =>
        read
          ? page(c, locale, await mapPage(c.var.db, read, hall, find))
          : notFound(c, locale, read),
      );
    })
    .get("*", (c) => {
      // Any other address under /guide: the not-found page, in the language its path names.
      const locale = /^\/guide\/en(?:\/|$)/.test(c.req.path) ? "en" : "ar";
      return answer(c, async (read) => notFound(c, locale, read));
    });
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

function sitemapIndex(files: string[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${files
    .map((file) => `<sitemap><loc>${escapeXml(file)}</loc></sitemap>`)
    .join("\n")}\n</sitemapindex>\n`;
}

/** Each page in both languages, each naming the other as its alternate. */
function alternates(origin: string, paths: (locale: Locale) => string[]): string[] {
  const ar = paths("ar");
  const en = paths("en");
  return ar.flatMap((arPath, index) => {
    const enPath = en[index]!;
    const links = `<xhtml:link rel="alternate" hreflang="ar" href="${escapeXml(origin + arPath)}"/><xhtml:link rel="alternate" hreflang="en" href="${escapeXml(origin + enPath)}"/>`;
    return [
      `<url><loc>${escapeXml(origin + arPath)}</loc>${links}</url>`,
      `<url><loc>${escapeXml(origin + enPath)}</loc>${links}</url>`,
    ];
  });
}

function urlSet(entries: string[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join("\n")}\n</urlset>\n`;
}
