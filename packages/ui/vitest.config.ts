import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { playwright } from "@vitest/browser-playwright";
import { defineConfig } from "vitest/config";
import type { TestProjectInlineConfiguration } from "vitest/config";
import { chromiumLaunchOptions } from "../../tooling/chromium.js";

// Debian's Chromium with this machine's launch flags, shared by every browser test runner.
const provider = playwright({ launchOptions: chromiumLaunchOptions });

// NOTE: reporters are global in Vitest, not per project; name the JSON report after the project
// selected on the command line so `--project=unit` and `--project=visual` don't overwrite each other.
function selectedProject(argv: string[]): string | undefined {
  const index = argv.findIndex((arg) => arg === "--project" || arg.startsWith("--project="));
  if (index === -1) return undefined;
  const arg = argv[index] ?? "";
  return arg.includes("=") ? arg.slice(arg.indexOf("=") + 1) : argv[index + 1];
}
const project = selectedProject(process.argv);

function browserProject(
  name: "unit" | "visual",
  test: NonNullable<TestProjectInlineConfiguration["test"]>,
): TestProjectInlineConfiguration {
  return {
    extends: true,
    test: {
      name,
      setupFiles: ["./test/browser-setup.ts"],
      ...test,
      browser: {
        enabled: true,
        headless: true,
        provider,
        instances: [{ browser: "chromium" }],
        viewport: { width: 1024, height: 768 },
        // Failure screenshots go to the git-ignored .vitest/, never beside the committed baselines.
        screenshotDirectory: ".vitest/failure-screenshots",
        ...test.browser,
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss()],
  // NOTE: modules Vite would otherwise discover mid-run make it reload the test page ("Vite
  // unexpectedly reloaded a test"), which makes fresh CI runs flaky.
  optimizeDeps: {
    include: [
      "d3-array",
      "d3-shape",
      "libphonenumber-js/max",
      "libphonenumber-js/metadata.max.json",
      "@radix-ui/react-select",
      "@radix-ui/react-dialog",
      "@radix-ui/react-checkbox",
      "@radix-ui/react-tabs",
      "@radix-ui/react-toast",
      "axe-core",
      "@rawaq/domain > valibot",
    ],
    exclude: ["country-flag-icons"],
  },
  test: {
    reporters: ["default", "json"],
    outputFile: { json: `test-results/vitest${project ? `-${project}` : ""}.json` },
    projects: [
      browserProject("unit", {
        // .ts too: the phone input's country names are tested without a component.
        include: ["src/**/*.test.{ts,tsx}"],
        // A local stand-in for the IP-to-country service the phone input may ask.
        globalSetup: ["./src/phone-input/test/fake-ip-server.ts"],
        exclude: ["src/visual.test.tsx"],
      }),
      browserProject("visual", {
        include: ["src/visual.test.tsx"],
        browser: {
          expect: {
            toMatchScreenshot: {
              comparatorName: "pixelmatch",
              // Zero tolerance: one changed pixel fails. Baselines are per Chromium build and
              // fonts, which are pinned by this machine image and the @fontsource packages.
              comparatorOptions: { threshold: 0, allowedMismatchedPixels: 0 },
              screenshotOptions: { animations: "disabled", caret: "hide", scale: "css" },
            },
          },
        },
      }),
    ],
  },
});
