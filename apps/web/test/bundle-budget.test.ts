import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";
import { kilobytes, readBundles } from "../scripts/route-bundles.ts";
import { routes } from "../src/router/routes.tsx";

interface ModuleRule {
  /** Matched against each module of a page: npm packages by name, the repo's files by path. */
  pattern: string;
  pages: string[];
}

// Runs on the production build (turbo builds before testing): sizes are deterministic, so the
// budgets hold exactly; timings live in bench/.
const web = fileURLToPath(new URL("..", import.meta.url));
const budgets = JSON.parse(readFileSync(`${web}/bundle-budgets.json`, "utf8")) as {
  catalogKb: number;
  defaultKb: number;
  pagesKb: Record<string, number>;
  heavyModules: Record<string, ModuleRule>;
  keptOut: Record<string, ModuleRule>;
};
const { pages: bundles, catalogs } = readBundles(`${web}/dist`, routes);

/** The pages that load a module matching `pattern`. */
function pagesLoading(pattern: string): string[] {
  const module = new RegExp(pattern);
  return bundles
    .filter((bundle) => [...bundle.modules].some((name) => module.test(name)))
    .map((bundle) => bundle.route);
}

describe("what each page downloads before it shows", () => {
  test("every page module is found in the build", () => {
    expect(bundles.map((bundle) => bundle.route)).toContain("login");
    expect(bundles.length).toBeGreaterThan(20);
  });

  test.each(bundles.map((bundle) => [bundle.route, bundle] as const))(
    "%s stays within its JavaScript budget",
    (route, bundle) => {
      const budgetKb = budgets.pagesKb[route] ?? budgets.defaultKb;
      expect(kilobytes(bundle.jsGzip), `${route}: gzip KB of JavaScript`).toBeLessThanOrEqual(
        budgetKb,
      );
    },
  );

  test.each(Object.entries(catalogs))("the %s catalog stays within its budget", (locale, size) => {
    expect(kilobytes(size), `${locale}: gzip KB of the catalog`).toBeLessThanOrEqual(
      budgets.catalogKb,
    );
  });

  test.each(Object.entries(budgets.heavyModules))(
    "the %s reaches only the pages that use it",
    (_name, { pattern, pages }) => {
      const reached = pagesLoading(pattern);
      expect(reached.filter((route) => !pages.includes(route))).toEqual([]);
      // A pattern that no longer matches the module (renamed, moved) would let it go anywhere.
      if (pages.length > 0)
        expect(reached.filter((route) => pages.includes(route))).not.toEqual([]);
    },
  );

  test.each(Object.entries(budgets.keptOut))(
    "%s stays out of the pages that do without it",
    (_name, { pattern, pages }) => {
      expect(pages.filter((route) => !bundles.some((bundle) => bundle.route === route))).toEqual(
        [],
      );
      const reached = pagesLoading(pattern);
      expect(reached.filter((route) => pages.includes(route))).toEqual([]);
      // The pattern names a module the other pages do load: a typo would keep nothing out.
      expect(reached).not.toEqual([]);
    },
  );
});
