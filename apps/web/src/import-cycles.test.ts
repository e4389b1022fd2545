import { readFileSync, readdirSync } from "node:fs";
import { join, posix } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";

/**
 * No module of the repository sits in a circle: every app and package (apps/web, apps/api,
 * packages/*), across packages too. A circle means two layers each think they sit above the other
 * (the route table and the layouts did; access and sessions did), and it makes load order
 * matter. Every import counts: static, re-exported, dynamic `import()` (a lazy route still ties
 * its module to the table) and `import type` (a type's home is a layer too; decision 078).
 * It reads the files itself (node:fs), so it lives here, run by the web app's unit project.
 */

const ROOT = fileURLToPath(new URL("../../../", import.meta.url));
const SOURCE_ROOTS = ["apps", "packages"].flatMap((group) =>
  readdirSync(join(ROOT, group)).map((name) => `${group}/${name}/src`),
);
const SKIPPED_DIRS = new Set(["node_modules", "dist", "__screenshots__"]);

/** Every non-test source file under `dir` (repository-relative), with its text. */
function readSources(dir: string, into: Record<string, string> = {}): Record<string, string> {
  for (const entry of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) readSources(path, into);
    } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
      into[path] = readFileSync(join(ROOT, path), "utf8");
    }
  }
  return into;
}

/** The whole repository's sources, read once. */
let sources: Record<string, string> | undefined;
function repositorySources(): Record<string, string> {
  sources ??= SOURCE_ROOTS.reduce((files, src) => readSources(src, files), {});
  return sources;
}

const STATIC_IMPORT = /^\s*(?:import|export)\s+(?:[^;'"]*?\sfrom\s+)?["']([^"']+)["']/gm;
const DYNAMIC_IMPORT = /\bimport\(\s*["']([^"']+)["']\s*\)/g;

/** What a source imports, as written: relative paths and `@rawaq/…` packages. */
function importedSpecifiers(source: string): string[] {
  return [...source.matchAll(STATIC_IMPORT), ...source.matchAll(DYNAMIC_IMPORT)]
    .map((match) => match[1] ?? "")
    .filter((specifier) => specifier.startsWith(".") || specifier.startsWith("@rawaq/"));
}

type WorkspacePackage = { dir: string; exports: Record<string, unknown> };

/** Where each workspace package lives (`@rawaq/ui` → `packages/ui`), and its `exports` map. */
const PACKAGES: Record<string, WorkspacePackage> = Object.fromEntries(
  SOURCE_ROOTS.map((src) => {
    const dir = posix.dirname(src);
    const { name, exports = {} } = JSON.parse(
      readFileSync(join(ROOT, dir, "package.json"), "utf8"),
    ) as { name: string; exports?: Record<string, unknown> };
    return [name, { dir, exports }];
  }),
);

/**
 * The source files a specifier may name, most likely first: a relative path as written; a
 * package's subpath named in its `exports` (`@rawaq/guide/render` → `./src/server/render.tsx`) or
 * mapped by a pattern into src/ (`./*` → `./src/*.ts`, the i18n catalogs), or the kit's built
 * entry's source (`@rawaq/ui/toast` → `packages/ui/src/toast/index.ts`).
 */
function candidates(from: string, specifier: string): string[] {
  if (specifier.startsWith(".")) return [posix.join(posix.dirname(from), specifier)];
  const [scope, name, ...rest] = specifier.split("/");
  const workspace = PACKAGES[`${scope}/${name}`];
  if (!workspace) return [];
  const { dir } = workspace;
  const sub = rest.join("/");
  const named = workspace.exports[`./${sub}`];
  if (typeof named === "string") return [posix.join(dir, named)];
  const catalog = /^catalogs\/([^/]+)$/.exec(sub);
  const inSrc = `${dir}/src/${catalog ? `locales/${catalog[1]}/messages` : sub}`;
  return [".ts", ".tsx", "/index.ts", "/index.tsx"].map((ending) => `${inSrc}${ending}`);
}

type Graph = ReadonlyMap<string, readonly string[]>;

function sourceGraph(files: Record<string, string>): Graph {
  return new Map(
    Object.entries(files).map(([path, source]) => [
      path,
      importedSpecifiers(source).flatMap((specifier) => {
        const found = candidates(path, specifier).find((candidate) => candidate in files);
        return found ? [found] : [];
      }),
    ]),
  );
}

/** Every circle a depth-first walk meets, each as the path that closes it; none for a DAG. */
function findCycles(graph: Graph): string[][] {
  const state = new Map<string, "open" | "done">();
  const path: string[] = [];
  const cycles: string[][] = [];
  function visit(node: string) {
    state.set(node, "open");
    path.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === "open") cycles.push([...path.slice(path.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    path.pop();
    state.set(node, "done");
  }
  for (const node of graph.keys()) if (!state.has(node)) visit(node);
  return cycles;
}

describe("import graph of the repository", () => {
  test("the check sees static, re-exported, lazy and type-only imports, within and across packages", () => {
    const files = {
      "apps/web/src/router/routes.tsx": [
        'import type { Handle } from "./route-handle.ts";',
        'import {\n  page,\n} from "./pages.ts";',
        'const shell = () => import("../shell/app-shell.tsx");',
      ].join("\n"),
      "apps/web/src/router/pages.ts": 'export { helper } from "../lib/helper.ts";',
      "apps/web/src/router/route-handle.ts": 'import type { routes } from "./routes.tsx";',
      "apps/web/src/shell/app-shell.tsx": 'import { routes } from "../router/routes.tsx";',
      "apps/web/src/lib/helper.ts": 'import { Toast } from "@rawaq/ui/toast";',
      "packages/ui/src/toast/index.ts": 'export { Toast } from "./toast.tsx";',
      "packages/ui/src/toast/toast.tsx": 'import { money } from "@rawaq/domain/money";',
      "packages/domain/src/money.ts": 'import type { Route } from "@rawaq/domain/route";',
      "packages/domain/src/route.ts": 'import { money } from "./money.ts";',
    };
    expect(findCycles(sourceGraph(files))).toEqual([
      [
        "apps/web/src/router/routes.tsx",
        "apps/web/src/router/route-handle.ts",
        "apps/web/src/router/routes.tsx",
      ],
      [
        "packages/domain/src/money.ts",
        "packages/domain/src/route.ts",
        "packages/domain/src/money.ts",
      ],
      [
        "apps/web/src/router/routes.tsx",
        "apps/web/src/shell/app-shell.tsx",
        "apps/web/src/router/routes.tsx",
      ],
    ]);
    expect(sourceGraph(files).get("apps/web/src/lib/helper.ts")).toEqual([
      "packages/ui/src/toast/index.ts",
    ]);
  });

  test("finds the source of every workspace import, so no edge is lost", () => {
    const files = repositorySources();
    const unresolved = Object.entries(files).flatMap(([path, source]) =>
      importedSpecifiers(source)
        .filter((specifier) => !/\.(css|svg|png|json)(\?.*)?$/.test(specifier))
        .filter((specifier) => !candidates(path, specifier).some((file) => file in files))
        .map((specifier) => `${path}: ${specifier}`),
    );
    expect(unresolved).toEqual([]);
  });

  test("has no circle", () => {
    const files = repositorySources();
    for (const src of ["apps/api/src", "apps/web/src", "packages/ui/src", "packages/domain/src"]) {
      expect(Object.keys(files).some((path) => path.startsWith(`${src}/`))).toBe(true);
    }
    expect(findCycles(sourceGraph(files)).map((cycle) => cycle.join(" → "))).toEqual([]);
  });
});
