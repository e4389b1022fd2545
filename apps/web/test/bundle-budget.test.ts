import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";
import { kilobytes, readBundles } from "../scripts/route-bundles.ts";

// Runs on the production build (turbo builds before testing): sizes are deterministic, so the
// budgets hold exactly; timings live in bench/.
const web = fileURLToPath(new URL("..", import.meta.url));
const budgets = JSON.parse(readFileSync(`${web}/bundle-budgets.json`, "utf8")) as {
  catalogKb: number;
  defaultKb: number;
  pagesKb: Record<string, number>;
  heavyModules: Record<string, { pattern: string; pages: string[] }>;
};
const { pages: bundles, catalogs } = readBundles(`${web}/dist`, `${web}/src/router/routes.tsx`);

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
      const heavy = new RegExp(pattern);
      const reached = bundles
        .filter((bundle) => [...bundle.modules].some((module) => heavy.test(module)))
        .map((bundle) => bundle.route);
      expect(reached.filter((route) => !pages.includes(route))).toEqual([]);
    },
  );
});
