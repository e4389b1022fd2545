import { linguiTransformerBabelPreset } from "@lingui/vite-plugin";
import babel from "@rolldown/plugin-babel";
import react from "@vitejs/plugin-react";
import { playwright } from "@vitest/browser-playwright";
import { defineConfig } from "vitest/config";
import { chromiumLaunchOptions } from "../../tooling/chromium.js";

// Unit tests run in a real Chromium: storage, cookies and layout are the browser's own.
export default defineConfig({
  plugins: [babel({ presets: [linguiTransformerBabelPreset()] }), react()],
  resolve: { dedupe: ["@lingui/core", "@lingui/react", "react", "react-dom"] },
  test: {
    include: ["src/**/*.test.{ts,tsx}"],
    reporters: ["default", "json"],
    outputFile: { json: "test-results/vitest.json" },
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({ launchOptions: chromiumLaunchOptions }),
      instances: [{ browser: "chromium" }],
    },
  },
});
