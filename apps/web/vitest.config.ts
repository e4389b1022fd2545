import { linguiTransformerBabelPreset } from "@lingui/vite-plugin";
import babel from "@rolldown/plugin-babel";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { playwright } from "@vitest/browser-playwright";
import { configDefaults, defineConfig } from "vitest/config";
import { chromiumLaunchOptions } from "../../tooling/chromium.js";

// Components and everything that touches the page (storage, cookies, the document, layout) run in
// a real Chromium, where these are the browser's own; the other .ts tests run in Node. A .ts test
// that needs the page is named here (in Node it fails with "document is not defined").
const needsBrowser = [
  "src/components/audit-subject.test.ts",
  "src/features/notifications/notification-path.test.ts",
  "src/i18n/activate-locale.test.ts",
  "src/lib/maps.test.ts",
  "src/lib/started-requests.test.ts",
  "src/platform/chunk-reload.test.ts",
  "src/platform/version-check.test.ts",
  "src/state/view.test.ts",
];

export default defineConfig({
  // Tailwind: a test that imports the app's stylesheet (src/index.css) measures real layout.
  plugins: [babel({ presets: [linguiTransformerBabelPreset()] }), react(), tailwindcss()],
  resolve: { dedupe: ["@lingui/core", "@lingui/react", "react", "react-dom"] },
  // NOTE: modules Vite would otherwise discover mid-run make it reload the test page ("Vite
  // unexpectedly reloaded a test"), which makes fresh CI runs flaky.
  // NOTE: a dependency Vite discovers mid-run reloads the browser and fails a test file (seen in
  // CI with @lingui/react): every dependency the tests reach is optimised up front.
  optimizeDeps: {
    include: [
      "vitest-browser-react",
      "react-router-dom",
      "@lingui/core",
      "@lingui/react",
      "jotai",
      "swr",
    ],
  },
  test: {
    reporters: ["default", "json"],
    outputFile: { json: "test-results/vitest.json" },
    projects: [
      {
        extends: true,
        test: {
          name: "browser",
          include: ["src/**/*.test.tsx", ...needsBrowser],
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: chromiumLaunchOptions }),
            instances: [{ browser: "chromium" }],
          },
        },
      },
      // Rules without a page (paths, parameters, formats, the route table's guards): a browser
      // would only add the cost of loading every module over HTTP into a frame.
      {
        extends: true,
        test: {
          name: "unit",
          include: ["src/**/*.test.ts"],
          exclude: [...configDefaults.exclude, ...needsBrowser],
          environment: "node",
        },
      },
      // The production build's bundles, read in Node (test/bundle-budget.test.ts), beside the
      // route table itself (its macros compiled as the app's).
      {
        extends: true,
        test: { name: "build", include: ["test/**/*.test.ts"], environment: "node" },
      },
    ],
  },
});
