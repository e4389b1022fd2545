// What each page of the built app makes the browser download before it can show it: the entry,
// the page's layouts (its shell, and the layout routes around it such as the SWR scope) and the
// page module, each with its static imports, followed through
// Vite's manifest; and apart from them the locale's catalog, which every page loads and which
// grows with every text. Read by the bundle budget test (sizes are deterministic for a build).
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import type { RouteObject } from "react-router-dom";

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

export interface RouteBundle {
  /** The page folder under `src/routes/`, e.g. `login`. */
  route: string;
  /** Gzip bytes of the JavaScript the page needs, entry included. */
  jsGzip: number;
  /** Gzip bytes of its stylesheets. */
  cssGzip: number;
  files: number;
  /** Every source module in those files (npm packages by name, the repo's by path). */
  modules: Set<string>;
}

const ROUTE_MODULE = /^src\/routes\/([^/]+)\/route\.tsx$/;

export interface Bundles {
  pages: RouteBundle[];
  /** Gzip bytes of each locale's catalog chunk. */
  catalogs: Record<string, number>;
}

/** The content hash Vite puts in a chunk's file name, as other chunks name it. */
const CHUNK_HASH = /-[A-Za-z0-9_-]{8}\.(js|css)\b/g;

function readBuildId(distDir: string): string | undefined {
  const latest = join(distDir, "builds", "latest.json");
  if (!existsSync(latest)) return undefined;
  return (JSON.parse(readFileSync(latest, "utf8")) as { id?: string }).id;
}

export function readBundles(distDir: string, routes: readonly RouteObject[]): Bundles {
  const manifestFile = join(distDir, ".vite", "manifest.json");
  if (!existsSync(manifestFile)) {
    throw new Error(
      `No ${manifestFile}: build the web app first (pnpm --filter @rawaq/web build).`,
    );
  }
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as Record<string, ManifestChunk>;
  // Each build carries a random id (vite.config.ts), and the chunks that import it carry its
  // hash in their file names: both are set to one value before measuring, so a page's size
  // is the same on every build of the same code (random hex compresses differently each time).
  const buildId = readBuildId(distDir);
  const gzipSizes = new Map<string, number>();
  const gzipSize = (file: string) => {
    let size = gzipSizes.get(file);
    if (size === undefined) {
      let text = readFileSync(join(distDir, file), "utf8");
      if (buildId) text = text.replaceAll(buildId, "0".repeat(buildId.length));
      text = text.replace(CHUNK_HASH, "-00000000.$1");
      size = gzipSync(text).length;
      gzipSizes.set(file, size);
    }
    return size;
  };
  const staticClosure = (key: string, into: Set<string>) => {
    if (into.has(key)) return into;
    if (!manifest[key]) throw new Error(`${key} is not in the build: build the web app again.`);
    into.add(key);
    for (const imported of manifest[key]?.imports ?? []) staticClosure(imported, into);
    return into;
  };
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entry) throw new Error("The manifest has no entry chunk.");
  const catalogs = Object.fromEntries(
    Object.keys(manifest).flatMap((key) => {
      const locale = /\/locales\/(\w+)\/messages\.ts$/.exec(key)?.[1];
      return locale ? [[locale, gzipSize(manifest[key]!.file)]] : [];
    }),
  );
  if (Object.keys(catalogs).length === 0) throw new Error("The manifest has no catalog chunks.");
  const layouts = layoutsOfPages(routes);

  const pages = Object.keys(manifest)
    .filter((key) => ROUTE_MODULE.test(key))
    .map((key) => {
      const route = ROUTE_MODULE.exec(key)![1]!;
      const around = layouts.get(key);
      if (!around) throw new Error(`No route of the table loads ${key}.`);
      const keys = new Set<string>();
      for (const start of [entry, ...around, key]) {
        staticClosure(start, keys);
      }
      const chunks = [...keys].map((chunkKey) => manifest[chunkKey]!);
      const css = new Set(chunks.flatMap((chunk) => chunk.css ?? []));
      return {
        route,
        jsGzip: chunks.reduce((sum, chunk) => sum + gzipSize(chunk.file), 0),
        cssGzip: [...css].reduce((sum, file) => sum + gzipSize(file), 0),
        files: chunks.length,
        modules: new Set(chunks.flatMap((chunk) => sourcesOf(join(distDir, chunk.file)))),
      };
    })
    .sort((a, b) => a.route.localeCompare(b.route));
  return { pages, catalogs };
}

/**
 * The layout routes around each page (its shell, and the layout routes such as the SWR scope),
 * by the page's module, from the route table itself: each route names its module in its handle.
 */
function layoutsOfPages(
  routes: readonly RouteObject[],
  around: readonly string[] = [],
  into = new Map<string, string[]>(),
): Map<string, string[]> {
  for (const route of routes) {
    const module = (route.handle as { module?: string } | undefined)?.module;
    if (route.children) {
      layoutsOfPages(route.children, module ? [...around, module] : around, into);
    } else if (module && ROUTE_MODULE.test(module) && !into.has(module)) {
      into.set(module, [...around]);
    }
  }
  return into;
}

/** The sources a chunk was made from, from its source map (npm packages reduced to their name). */
function sourcesOf(chunkFile: string): string[] {
  const mapFile = `${chunkFile}.map`;
  if (!existsSync(mapFile)) return [];
  const { sources } = JSON.parse(readFileSync(mapFile, "utf8")) as { sources: string[] };
  return sources.map((source) => {
    const npm = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)\//.exec(
      source,
    );
    return npm ? npm[1]! : source.replace(/^(?:\.\.\/)+/, "");
  });
}

export const kilobytes = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
