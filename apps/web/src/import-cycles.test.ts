import { describe, expect, test } from "vitest";

/**
 * The web app's modules form no circle: a circle means two layers each think they sit above the
 * other (the route table and the layouts did), and it makes load order matter. Dynamic
 * `import()` counts (a lazy route still ties its module to the table); `import type` does not
 * (it leaves nothing at run time).
 */

// The app's own source as text, by path relative to this folder ("./router/routes.tsx").
const sources = import.meta.glob<string>(["./**/*.{ts,tsx}", "!./**/*.test.{ts,tsx}"], {
  query: "?raw",
  import: "default",
  eager: true,
});

const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\s)(?:[^;'"]*?\sfrom\s+)?["']([^"']+)["']/gm;
const DYNAMIC_IMPORT = /\bimport\(\s*["']([^"']+)["']\s*\)/g;

/** The relative modules a source imports at run time, as written. */
function importedSpecifiers(source: string): string[] {
  return [...source.matchAll(STATIC_IMPORT), ...source.matchAll(DYNAMIC_IMPORT)]
    .map((match) => match[1] ?? "")
    .filter((specifier) => specifier.startsWith("."));
}

/** `./router/routes.tsx` + `../shell/app-shell.tsx` → `./shell/app-shell.tsx`. */
function resolve(from: string, specifier: string): string {
  return `.${new URL(specifier, `file:///${from.slice(2)}`).pathname}`;
}

type Graph = ReadonlyMap<string, readonly string[]>;

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

function sourceGraph(files: Record<string, string>): Graph {
  return new Map(
    Object.entries(files).map(([path, source]) => [
      path,
      importedSpecifiers(source)
        .map((specifier) => resolve(path, specifier))
        .filter((target) => target in files),
    ]),
  );
}

describe("import graph of apps/web/src", () => {
  test("the check sees static, re-exported and lazy imports, and not type-only ones", () => {
    const files = {
      "./router/routes.tsx": [
        'import type { Handle } from "./route-handle.ts";',
        'import {\n  page,\n} from "./pages.ts";',
        'const shell = () => import("../shell/app-shell.tsx");',
      ].join("\n"),
      "./router/pages.ts": 'export { helper } from "../lib/helper.ts";',
      "./router/route-handle.ts": 'import { routes } from "./routes.tsx";',
      "./shell/app-shell.tsx": 'import { routes } from "../router/routes.tsx";',
      "./lib/helper.ts": "export const helper = 1;",
    };
    expect(findCycles(sourceGraph(files))).toEqual([
      ["./router/routes.tsx", "./shell/app-shell.tsx", "./router/routes.tsx"],
    ]);
    expect(sourceGraph(files).get("./router/pages.ts")).toEqual(["./lib/helper.ts"]);
  });

  test("has no circle", () => {
    expect(Object.keys(sources).length).toBeGreaterThan(50);
    expect(findCycles(sourceGraph(sources)).map((cycle) => cycle.join(" → "))).toEqual([]);
  });
});
