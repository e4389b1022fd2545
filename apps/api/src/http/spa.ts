import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
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
import { type Context, Hono } from "hono";
import { getCookie } from "hono/cookie";
import type { AppEnv } from "./context.ts";

/** The web app's server renderer (apps/web/src/server/render.tsx), as its build exports it. */
interface Renderer {
  renderPage(
    request: Request,
    context: { readPublic(path: string): Promise<{ status: number; body: unknown }> },
  ): Promise<
    | { kind: "redirect"; status: number; location: string }
    | {
        kind: "page";
        status: number;
        locale: Locale;
        meta: { title: string; description: string; indexable: boolean };
        body: string;
        state: string;
        modules: string[];
        reads: string[];
      }
  >;
}

export interface SpaOptions {
  /** Where the site is reached (canonical and alternate links, Open Graph). */
  publicUrl: string;
  /** The API's answer to a GET, in-process, as the visitor's own request would get it. */
  readPublic(c: Context<AppEnv>, path: string): Promise<{ status: number; body: unknown }>;
}

/**
 * Serves the built web app: hashed assets cached for a year, and every other path rendered on the
 * server (docs/decisions/082-…) by the web's renderer in `dist-server/` beside `dist/`: the page's
 * HTML in its language and direction, then hydrated by the same code in the browser. Without a
 * renderer (a build without it) `index.html` is answered and the browser draws the page.
 */
export function spaRoutes(distDir: string, options: SpaOptions) {
  const template = readFileSync(join(distDir, "index.html"), "utf8");
  const manifest = readManifest(distDir);
  const catalogs = catalogFiles(manifest);
  const fonts = localeFonts(manifest);
  const renderer = loadRenderer(distDir);
  const shells = Object.fromEntries(
    LOCALES.map((locale) => [
      locale,
      withLocale(template, locale, catalogs[locale], fonts[locale]),
    ]),
  ) as Record<Locale, ReturnType<typeof withLocale>>;
  /** The shell as it is, for the browser to draw (no renderer, or a page it could not draw). */
  const bare = (locale: Locale) => {
    const { html, scripts, entry } = shells[locale];
    return withBoot(html, entry, scripts);
  };

  const serveFile = serveStatic({ root: distDir });

  return new Hono<AppEnv>()
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
    .get("*", async (c) => {
      // A missing file must not be answered with the page: a stale chunk has to fail loudly so
      // the client can reload into the new build.
      if (/\.[a-z0-9]+$/i.test(c.req.path)) return c.text("Not found", 404);
      // A page depends on its path (the locale), and through the spec's guard on whether a
      // `token` cookie exists: never shared between visitors, always asked again.
      c.header("Cache-Control", "private, no-cache");
      c.header("Vary", "Cookie");
      const locale =
        localeFromPath(c.req.path) ?? pickLocale({ cookie: getCookie(c, LOCALE_COOKIE) });
      const render = await renderer;
      if (!render) return c.html(bare(locale));
      let rendered: Awaited<ReturnType<Renderer["renderPage"]>>;
      try {
        rendered = await render.renderPage(c.req.raw, {
          readPublic: (path) => options.readPublic(c, path),
        });
      } catch (error) {
        // A page the server cannot draw is still served: the browser draws it, as before. The
        // fault is logged: every page is drawn on the server in the tests (server-pages.test.ts).
        c.var.logger.error({ err: error, path: c.req.path }, "page rendering failed");
        return c.html(bare(locale));
      }
      if (rendered.kind === "redirect")
        return c.redirect(rendered.location, rendered.status as 302);
      const url = new URL(c.req.path, options.publicUrl);
      const shell = shells[rendered.locale];
      return c.html(
        withBoot(
          page(shell.html, { ...rendered, url }),
          shell.entry,
          [...shell.scripts, ...chunkFiles(manifest, rendered.modules)],
          rendered.reads,
        ),
        rendered.status as 200,
      );
    });
}

function cacheControl(path: string): string {
  // Hashed file names change with their content: cache them for good.
  if (path.startsWith("/assets/")) return "public, max-age=31536000, immutable";
  // Clients poll the build manifest to notice a new version: never cache it.
  return path.endsWith("latest.json") ? "no-store" : "no-cache";
}

interface ManifestChunk {
  file?: string;
  src?: string;
  imports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** Vite's build manifest (`build.manifest`), or nothing for a build without one. */
function readManifest(distDir: string): Manifest {
  const path = join(distDir, ".vite", "manifest.json");
  return existsSync(path) ? (JSON.parse(readFileSync(path, "utf8")) as Manifest) : {};
}

/** The renderer beside the build (`apps/web/dist-server/render.js`), or null without one. */
async function loadRenderer(distDir: string): Promise<Renderer | null> {
  const path = join(distDir, "..", "dist-server", "render.js");
  if (!existsSync(path)) return null;
  return (await import(pathToFileURL(path).href)) as Renderer;
}

/**
 * A locale's shell: `<html lang dir>`, and the files its first paint needs asked for at once —
 * its own faces only (an Arabic page Noto Sans Arabic's Arabic letters, an English page Inter's
 * Latin, regular weight: the others come when text needs them). The app's scripts (the build's
 * entry and its preloads, the locale's catalog) are named for `/boot.js`, which starts them once
 * the page is painted, so they do not share the first bytes with what the paint needs.
 */
function withLocale(
  html: string,
  locale: Locale,
  catalog: string | undefined,
  fonts: readonly string[],
): { html: string; scripts: string[]; entry: string | undefined } {
  const entry = /<script type="module" crossorigin src="\/([^"]+)"><\/script>\s*/.exec(html);
  const preloads = [
    ...html.matchAll(/<link rel="modulepreload" crossorigin href="\/([^"]+)">\s*/g),
  ];
  let page = html.replace(
    /<html[^>]*>/,
    `<html lang="${locale}" dir="${localeDirection(locale)}">`,
  );
  for (const tag of [entry, ...preloads]) if (tag) page = page.replace(tag[0], "");
  const links = fonts.map(
    (file) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${file}">`,
  );
  return {
    html: page.replace("</head>", `${links.map((link) => `  ${link}\n`).join("")}  </head>`),
    scripts: [...preloads.map((tag) => tag[1]!), ...(catalog ? [catalog] : [])],
    entry: entry?.[1],
  };
}

/** Each locale's catalog chunk, from the build's manifest. */
function catalogFiles(manifest: Manifest): Partial<Record<Locale, string>> {
  const files: Partial<Record<Locale, string>> = {};
  for (const locale of LOCALES) {
    const entry = Object.entries(manifest).find(([source]) =>
      source.endsWith(`/locales/${locale}/messages.ts`),
    );
    if (entry?.[1].file) files[locale] = entry[1].file;
  }
  return files;
}

/**
 * The face each locale's text is set in (packages/ui/src/styles.css), regular: the paint never
 * waits for a face, and each preload shares the first bytes with the stylesheet (an Arabic face is
 * ~50 KB a weight), so medium and bold come when text needs them.
 */
const LOCALE_FACES: Record<Locale, RegExp> = {
  ar: /\/noto-sans-arabic-arabic-400-normal\.woff2$/,
  en: /\/inter-latin-400-normal\.woff2$/,
};

export function localeFonts(manifest: Manifest): Record<Locale, string[]> {
  return Object.fromEntries(
    LOCALES.map((locale) => [
      locale,
      Object.entries(manifest)
        .filter(([source, chunk]) => LOCALE_FACES[locale].test(source) && chunk.file)
        .map(([, chunk]) => chunk.file!)
        .sort(),
    ]),
  ) as Record<Locale, string[]>;
}

/**
 * The chunks of the page's routes and what they import, except the app's own (index.html asks
 * for those): the browser fetches them with the page instead of one after another once the app
 * has run.
 */
function chunkFiles(manifest: Manifest, modules: readonly string[]): string[] {
  const entry = manifest["index.html"];
  const loaded = new Set([...(entry?.imports ?? []), "index.html"]);
  const files = new Set<string>();
  const visit = (key: string) => {
    if (loaded.has(key)) return;
    loaded.add(key);
    const chunk = manifest[key];
    if (!chunk?.file) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const module of modules) visit(module);
  return [...files];
}

/**
 * What `/boot.js` (apps/web/public) starts: the page's API reads at once (with the browser's
 * session: the server reads nothing with the cookie), and once the page is painted the build's
 * entry and every chunk the page will ask for (its catalog, layout and page).
 */
function withBoot(
  html: string,
  entry: string | undefined,
  preload: readonly string[],
  reads: readonly string[] = [],
): string {
  if (!entry) return html;
  const boot = JSON.stringify({
    entry: `/${entry}`,
    preload: preload.map((file) => `/${file}`),
    reads,
  });
  return html.replace(
    "</body>",
    () =>
      `  <script type="application/json" id="rawaq-boot">${scriptJson(boot)}</script>\n    <script src="/boot.js" defer></script>\n  </body>`,
  );
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** JSON inside `<script type="application/json">`: nothing in it can close the element. */
const scriptJson = (json: string) =>
  json
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");

/** The locale's shell with the rendered page: its head (title, meta, links) and its body. */
function page(
  shell: string,
  rendered: {
    locale: Locale;
    meta: { title: string; description: string; indexable: boolean };
    body: string;
    state: string;
    url: URL;
  },
): string {
  const { locale, meta, url } = rendered;
  const other = LOCALES.find((candidate) => candidate !== locale)!;
  const alternatePath = url.pathname.replace(/^\/(ar|en)(?=\/|$)/, `/${other}`);
  const href = (path: string) => escapeHtml(new URL(path, url).href);
  const head = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}">`,
    meta.indexable ? "" : `<meta name="robots" content="noindex">`,
    `<link rel="canonical" href="${href(url.pathname)}">`,
    `<link rel="alternate" hreflang="${locale}" href="${href(url.pathname)}">`,
    `<link rel="alternate" hreflang="${other}" href="${href(alternatePath)}">`,
    `<link rel="alternate" hreflang="x-default" href="${href("/")}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="${escapeHtml(meta.title.split(" | ").at(-1) ?? "")}">`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}">`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}">`,
    `<meta property="og:url" content="${href(url.pathname)}">`,
    `<meta property="og:image" content="${href("/og-image.png")}">`,
    `<meta property="og:locale" content="${locale === "ar" ? "ar_SA" : "en_US"}">`,
  ].filter(Boolean);
  return (
    shell
      // Replaced by functions: a `$&` in a badge's printed name is text, not a pattern.
      .replace(/<title>[^<]*<\/title>/, () => head.join("\n    "))
      .replace(
        '<div id="root"></div>',
        () =>
          `<div id="root">${rendered.body}</div>\n    <script type="application/json" id="rawaq-router-state">${scriptJson(rendered.state)}</script>`,
      )
  );
}
