import { defineConfig } from "@lingui/conf";
import { formatter } from "@lingui/format-po";

// One catalog per locale for the whole product: the web app's and the guide's macros, the API's
// messages and the shared messages of this package are extracted together so ar and en can never
// drift apart.
export default defineConfig({
  sourceLocale: "en",
  locales: ["ar", "en"],
  fallbackLocales: false,
  orderBy: "messageId",
  // Origins without line numbers keep the catalogs' diffs to real changes.
  format: formatter({ lineNumbers: false }),
  catalogs: [
    {
      path: "<rootDir>/src/locales/{locale}/messages",
      include: [
        "<rootDir>/src/messages",
        "<rootDir>/../../apps/web/src",
        "<rootDir>/../../apps/api/src",
        "<rootDir>/../../apps/guide/src",
      ],
      exclude: ["**/node_modules/**", "**/*.test.*"],
    },
  ],
});
