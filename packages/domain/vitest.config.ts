import { configDefaults, defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    reporters: ["default", "json"],
    outputFile: { json: "test-results/vitest.json" },
    // A mutation run that was stopped can leave its sandbox copies of the tests behind.
    exclude: [...configDefaults.exclude, ".stryker-tmp/**"],
  },
});
