import { readFileSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestApp, type TestApp } from "./helpers.ts";
import { securityHeaderProblems } from "./security-headers.ts";

const INDEX_HTML =
  '<!doctype html>\n<html lang="en">\n<head><script type="module" crossorigin src="/assets/app-abc123.js"></script></head>\n' +
  '<body><div id="root"></div></body>\n</html>\n';
const APP_JS = 'console.log("rawaq");\n';
const LATEST_JSON = '{"build":"abc123"}\n';

let distDir: string;
let api: TestApp;
beforeAll(async () => {
  distDir = await mkdtemp(join(tmpdir(), "rawaq-web-dist-"));
  await mkdir(join(distDir, "assets"));
  await mkdir(join(distDir, "builds"));
  await writeFile(join(distDir, "index.html"), INDEX_HTML);
  await writeFile(join(distDir, "assets", "app-abc123.js"), APP_JS);
  await writeFile(join(distDir, "builds", "latest.json"), LATEST_JSON);
  // What Vite's build manifest says of the two catalogs (apps/web/vite.config.ts).
  await mkdir(join(distDir, ".vite"));
  await writeFile(
    join(distDir, ".vite", "manifest.json"),
    JSON.stringify({
      "src/main.tsx": { file: "assets/index-1.js", isEntry: true },
      "../../packages/i18n/src/locales/ar/messages.ts": {
        file: "assets/messages-ar1.js",
        isDynamicEntry: true,
      },
      "../../packages/i18n/src/locales/en/messages.ts": {
        file: "assets/messages-en1.js",
        isDynamicEntry: true,
      },
    }),
  );
  api = await createTestApp({ webDistDir: distDir });
});
afterAll(async () => {
  await api?.close();
  await rm(distDir, { recursive: true, force: true });
});

describe("GET / picks the locale", () => {
  test.each([
    ["nothing known", {}, "/ar"],
    ["an English browser", { "Accept-Language": "en-US,en;q=0.9" }, "/en"],
    [
      "a browser preferring Arabic by quality",
      { "Accept-Language": "en;q=0.5, ar-SA;q=0.9" },
      "/ar",
    ],
    ["a language we do not offer", { "Accept-Language": "fr-FR" }, "/ar"],
    ["the cookie over the browser", { Cookie: "locale=en", "Accept-Language": "ar" }, "/en"],
    [
      "the cookie (ar) over an English browser",
      { Cookie: "locale=ar", "Accept-Language": "en" },
      "/ar",
    ],
    ["a bad cookie, then the browser", { Cookie: "locale=de", "Accept-Language": "en" }, "/en"],
    // The locale is picked from the two the app has, never copied: no redirect leaves the site.
    ["a cookie naming another site", { Cookie: "locale=//evil.example" }, "/ar"],
    ["a language naming another site", { "Accept-Language": "//evil.example, /\\evil" }, "/ar"],
  ])("from %s", async (_, headers, location) => {
    const response = await api.request("/", { headers });

    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(location);
  });

  test("the redirect is never cached, since it depends on the cookie and the browser", async () => {
    const response = await api.request("/");

    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("vary")).toMatch(/Cookie/);
    expect(response.headers.get("vary")).toMatch(/Accept-Language/);
  });
});

describe("client routes answer the page with its language and direction", () => {
  test.each([
    ["/en/books", "en", "ltr"],
    ["/en", "en", "ltr"],
    ["/ar/x", "ar", "rtl"],
    ["/ar/books/new", "ar", "rtl"],
  ])("%s → lang=%s dir=%s", async (path, lang, dir) => {
    const response = await api.request(path);

    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    // A page depends on its locale (its path) and the guard's cookie: never a shared copy.
    expect(response.headers.get("cache-control")).toBe("private, no-cache");
    expect(response.headers.get("vary")).toMatch(/\bCookie\b/);
    const html = await response.text();
    expect(html.match(/<html[^>]*>/g)).toEqual([`<html lang="${lang}" dir="${dir}">`]);
    // The build's entry and the page's catalog are started by /boot.js once the page is
    // painted; the other language's catalog is not asked for.
    const other = lang === "ar" ? "en" : "ar";
    const boot = /<script type="application\/json" id="rawaq-boot">(.*?)<\/script>/.exec(html);
    expect(JSON.parse(boot![1]!)).toEqual({
      entry: "/assets/app-abc123.js",
      preload: [`/assets/messages-${lang}1.js`],
      reads: [],
    });
    expect(html).toContain('<script src="/boot.js" defer></script>');
    expect(html).not.toContain(`messages-${other}1.js`);
  });
});

/**
 * The web app's pages, from its route table (apps/web/src/router/routes.tsx, read as text: it is
 * JSX with Lingui macros), with a made-up id in each parameter. A page added there is checked
 * here as soon as it exists.
 */
function webPages(): string[] {
  const table = readFileSync(new URL("../../web/src/router/routes.tsx", import.meta.url), "utf8");
  return [...table.matchAll(/\bpage\(\s*(?:"([^"]*)"|undefined)/g)].map((match) =>
    `/${match[1] ?? ""}`.replace(/:\w+/g, "00000000-0000-4000-8000-000000000001"),
  );
}

describe("every page carries the security headers", () => {
  test("the route table is read", () => {
    expect(webPages().length).toBeGreaterThan(40);
    expect(webPages()).toContain("/auth/login");
  });

  test("on every page of the route table, under /ar and /en, and on the 404 page", async () => {
    const paths = [
      "/",
      ...["ar", "en"].flatMap((locale) =>
        [...webPages(), "/NotFound", "/no/such/page"].map((page) =>
          `/${locale}${page}`.replace(/\/$/, ""),
        ),
      ),
      "/assets/app-abc123.js",
      "/assets/nope.js",
    ];
    const problems: string[] = [];
    for (const path of paths) {
      const response = await api.request(path);
      const found = securityHeaderProblems(response);
      if (found.length > 0) problems.push(`${path}: ${found.join(", ")}`);
    }
    expect(problems).toEqual([]);
  });
});

describe("files of the build", () => {
  test("a hashed asset is served", async () => {
    const response = await api.request("/assets/app-abc123.js");

    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/javascript/);
    expect(await response.text()).toBe(APP_JS);
  });

  test("a hashed asset is cached for good (immutable)", async () => {
    const response = await api.request("/assets/app-abc123.js");

    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  test("a missing asset is 404, never the page (a stale chunk must fail loudly)", async () => {
    const response = await api.request("/assets/nope.js");

    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).not.toMatch(/html/);
    expect(response.headers.get("cache-control") ?? "").not.toMatch(/immutable/);
    expect(await response.text()).not.toContain("<html");
  });

  test("the build manifest is served", async () => {
    const response = await api.request("/builds/latest.json");

    expect(response.status).toBe(200);
    expect(await response.text()).toBe(LATEST_JSON);
  });

  test("the build manifest is never cached, so clients notice a new build", async () => {
    const response = await api.request("/builds/latest.json");

    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  test("/api/* stays the API's: an unknown API path is JSON 404, not the page", async () => {
    const response = await api.request("/api/whatever", { headers: { "Accept-Language": "en" } });

    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: "Not found.", requestId: expect.any(String) });
  });
});
