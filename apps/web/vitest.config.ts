import { linguiTransformerBabelPreset } from "@lingui/vite-plugin";
import babel from "@rolldown/plugin-babel";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { playwright } from "@vitest/browser-playwright";
import { defineConfig } from "vitest/config";
import { chromiumLaunchOptions } from "../../tooling/chromium.js";

// Unit tests run in a real Chromium: storage, cookies and layout are the browser's own.
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
          include: ["src/**/*.test.{ts,tsx}"],
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: chromiumLaunchOptions }),
            instances: [{ browser: "chromium" }],
          },
        },
      },
      // The production build's bundles, read in Node (test/bundle-budget.test.ts).
      { test: { name: "build", include: ["test/**/*.test.ts"], environment: "node" } },
    ],
  },
});
