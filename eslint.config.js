import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import { fileURLToPath } from "node:url";
import { rawaqRules } from "./tooling/eslint-rules.js";

const restrict = (...patterns) => ["error", { patterns }];
const webFeaturesDir = fileURLToPath(new URL("./apps/web/src/features", import.meta.url));
const uiKitIsPure = {
  regex: "^(@lingui/|swr|ky|jotai|react-router|@rawaq/(api-client|i18n|web|api))",
  message: "The ui kit fetches nothing and translates nothing: texts come in as props.",
};
const webNeverImportsServer = {
  regex: "^(@rawaq/api|drizzle-orm|pg|@electric-sql/)(/|$)",
  message: "The browser never imports the server or the database schema.",
};
const apiNeverImportsBrowser = {
  regex: "^(react|react-dom|@rawaq/(ui|api-client|web))(/|$)",
  message: "The API does not depend on the browser packages.",
};
// The API's house (docs/decisions/017-…): features build on core/, db/, http/ and lib/;
// core/ builds on db/, http/ and lib/; those three build on nothing of the API above them.
const apiFeatureStaysHome = {
  regex: "^\\.\\./(?!\\.\\.)[^/]+/|/features/",
  message:
    "API features never import each other: what several need belongs in core/ (access, audit, notifications, users, files) or lib/.",
};
const apiCoreNeverImportsFeatures = {
  regex: "(^|/)features/",
  message: "core/ is what features build on; it never imports a feature.",
};
const apiBaseNeverImportsAbove = {
  regex: "(^|/)(features|core|seed)/",
  message: "db/, http/ and lib/ know nothing of core/, the features or the seed.",
};
// Thin routes (docs/decisions/078-…): a routes file validates, calls its feature's queries.ts or
// service.ts and answers. Without drizzle's operators, a table or anything else of db/ (its error
// codes included: a unique violation is the service's outcome to name) it cannot build a query or
// read a database error, so the database is reached in those modules only; the syntax rule names
// the call when one is tried.
const routesReachNoDatabase = {
  regex: "^drizzle-orm(/|$)|(^|/)db/",
  message:
    "A routes file reaches no database: put the query in the feature's queries.ts or service.ts and call it.",
};
const databaseCallInRoutes = {
  selector:
    "MemberExpression[property.name=/^(select|selectDistinct|selectDistinctOn|insert|update|delete|transaction|execute|query|batch|with|\\$count|\\$with)$/]:matches([object.type='Identifier'][object.name=/^(db|tx)$/], [object.type='MemberExpression'][object.property.name=/^(db|tx)$/])",
  message:
    "A routes file reaches no database: put the query in the feature's queries.ts or service.ts and call it with c.var.db.",
};
// lib/ is the API's plain toolbox: no HTTP, no database (those live in http/ and db/).
const libKnowsNoHttpNorDatabase = {
  regex: "(^|/)(http|db)/",
  message: "lib/ holds plain helpers: what needs HTTP belongs in http/, the database in db/.",
};
// Features read requests only through http/ (validateJson, readJsonObject, readMultipart,
// readQuery, pathParams) and core/ (the access middlewares), which normalise text and check ids.
const rawRequestReading = {
  selector:
    "CallExpression[callee.object.type='MemberExpression'][callee.object.property.name='req'][callee.property.name=/^(json|text|arrayBuffer|blob|formData|parseBody|query|queries|param)$/]",
  message:
    "Read the request through http/validate.ts, http/params.ts or core/access.ts: they normalise text and check ids for every route.",
};

/**
 * The browser draws its own date and time controls in its own language and order ("mm/dd/yyyy"
 * on an Arabic page, issue 26): dates are typed into the kit's DateField.
 */
const noBrowserDateControl = {
  selector:
    "JSXOpeningElement[name.name='input']:has(JSXAttribute[name.name='type'][value.value=/^(date|datetime-local|month|week|time)$/])",
  message:
    "The browser's date control speaks the browser's language (mm/dd/yyyy on Arabic pages): use the kit's DateField (@rawaq/ui/date-field).",
};

/**
 * Markup goes through React, never as an HTML string: a string is a way in for stored text, and
 * each one set costs the browser an HTML parser of its own (the print page's 500 labels spent a
 * second there, docs/decisions/064).
 */
const noInnerHtml = {
  selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
  message:
    "Build the markup with React elements (an HTML string is parsed anew and can carry script).",
};

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/dist/**",
      "**/dist-server/**",
      "**/.turbo/**",
      ".tools/**",
      "storybook-static/**",
      "**/test-results/**",
      "**/playwright-report/**",
      "**/.vitest/**",
      "**/.stryker-tmp/**",
      "packages/i18n/src/locales/**",
      "apps/api/drizzle/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { rawaq: rawaqRules },
    rules: {
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
      "rawaq/kebab-case-filename": "error",
    },
  },
  {
    files: ["apps/web/src/**/*.{ts,tsx}", "packages/ui/src/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "rawaq/no-physical-direction-classes": "error",
    },
  },
  // Boundaries (STYLE.md): data flows one way; packages never reach into apps.
  {
    files: ["packages/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": restrict({
        regex: "^@rawaq/(web|api)(/|$)|apps/",
        message: "Packages know nothing of the apps.",
      }),
    },
  },
  {
    files: ["packages/domain/**/*.ts"],
    rules: {
      "no-restricted-imports": restrict({
        regex:
          "^(react|react-dom|@rawaq/(ui|api-client|i18n|web|api)|ky|swr|jotai|hono|drizzle-orm)(/|$)",
        message: "The domain package holds pure schemas and functions only.",
      }),
    },
  },
  {
    files: ["packages/ui/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": restrict(uiKitIsPure, {
        regex: "^(libphonenumber-js|country-flag-icons)(/|$)",
        message: "Only @rawaq/ui/phone-input loads the phone metadata and flags.",
      }),
    },
  },
  {
    files: ["packages/ui/src/phone-input/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": restrict(uiKitIsPure) },
  },
  {
    files: ["apps/web/src/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": restrict(webNeverImportsServer) },
  },
  // One way to keep state in the URL's query (docs/decisions/014): lib/url-state.ts.
  {
    files: ["apps/web/src/**/*.{ts,tsx}"],
    ignores: ["apps/web/src/lib/url-state.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "ImportSpecifier[imported.name='useSearchParams']",
          message:
            "Keep URL query state with useUrlState (lib/url-state.ts): a page declares its parameters once, parsed and written one way.",
        },
        noInnerHtml,
        noBrowserDateControl,
        {
          // The browser draws a shown file input in its own language, not the page's.
          selector:
            "JSXOpeningElement[name.name='input']:has(JSXAttribute[name.name='type'][value.value='file']):not(:has(JSXAttribute[name.name='hidden']))",
          message:
            "A file input speaks the browser's language: use the kit's FileDrop, or keep the input hidden and open it from a kit Button.",
        },
      ],
    },
  },
  {
    files: ["packages/ui/src/**/*.{ts,tsx}"],
    rules: { "no-restricted-syntax": ["error", noInnerHtml, noBrowserDateControl] },
  },
  // Text a person reads is one catalog message per sentence, its units and separators included
  // (issue 26); times come from @rawaq/i18n/dates only (docs/decisions/022); amounts from one
  // formatter. Tests and stories write their fixtures as they like.
  {
    files: ["apps/web/src/**/*.{ts,tsx}", "packages/ui/src/**/*.{ts,tsx}", "apps/api/src/**/*.ts"],
    ignores: [
      "**/*.test.{ts,tsx}",
      "**/*.stories.tsx",
      // Operators' English (the command line, backups, settings), not the product's texts.
      "apps/api/src/cli/**",
      "apps/api/src/db/backup.ts",
      "apps/api/src/env.ts",
    ],
    rules: {
      "rawaq/no-assembled-text": "error",
      "rawaq/dates-through-i18n": "error",
    },
  },
  {
    files: ["apps/**/*.{ts,tsx}", "packages/**/*.{ts,tsx}", "bench/**/*.ts"],
    ignores: ["packages/i18n/src/dates.ts", "**/*.test.{ts,tsx}"],
    rules: { "rawaq/dates-through-i18n": "error" },
  },
  // Money through one module (issue 27, docs/decisions/075-…): halalas ↔ riyals and the one
  // formatter live in @rawaq/domain/money; `x / 100`, `.toFixed(2)`, a currency Intl formatter
  // or a second formatSar anywhere else fail.
  {
    files: ["apps/*/src/**/*.{ts,tsx}", "packages/*/src/**/*.{ts,tsx}"],
    ignores: ["packages/domain/src/money.ts", "**/*.test.{ts,tsx}", "**/*.stories.tsx"],
    rules: { "rawaq/money-through-one-module": "error" },
  },
  // Features never import each other, whatever the path's spelling; shared code imports none.
  {
    files: ["apps/web/src/**/*.{ts,tsx}"],
    rules: { "rawaq/feature-isolation": ["error", { featuresDir: webFeaturesDir }] },
  },
  {
    files: ["apps/web/src/{components,lib,state,i18n,platform}/**/*.{ts,tsx}"],
    rules: {
      "rawaq/feature-isolation": ["error", { featuresDir: webFeaturesDir, allowFeatures: false }],
    },
  },
  // Every number a client sends is read by @rawaq/domain/numbers (issue 26): where requests,
  // forms, the URL and uploaded sheets are read, and in the domain's schemas. The check-digit
  // modules read digits of text already checked to be digits; queries read the database's counts.
  {
    files: [
      "packages/domain/src/**/*.ts",
      "apps/api/src/http/**/*.ts",
      "apps/api/src/features/**/*routes.ts",
      "apps/api/src/features/**/*-sheet.ts",
      "apps/api/src/features/books/book-rows.ts",
      "apps/web/src/{features,routes}/**/*.{ts,tsx}",
      "apps/web/src/lib/url-state.ts",
    ],
    ignores: [
      "**/*.test.{ts,tsx}",
      "packages/domain/src/{numbers,money}.ts",
      "packages/domain/src/{isbn,iban,saudi-id}.ts",
    ],
    rules: { "rawaq/numbers-through-one-reader": "error" },
  },
  {
    files: ["apps/api/src/**/*.ts"],
    rules: { "no-restricted-imports": restrict(apiNeverImportsBrowser) },
  },
  {
    files: ["apps/api/src/features/**/*.ts"],
    rules: {
      "no-restricted-imports": restrict(apiNeverImportsBrowser, apiFeatureStaysHome),
      "no-restricted-syntax": ["error", rawRequestReading],
    },
  },
  {
    files: ["apps/api/src/features/**/*routes.ts"],
    rules: {
      "no-restricted-imports": restrict(
        apiNeverImportsBrowser,
        apiFeatureStaysHome,
        routesReachNoDatabase,
      ),
      "no-restricted-syntax": ["error", rawRequestReading, databaseCallInRoutes],
    },
  },
  {
    files: ["apps/api/src/core/**/*.ts"],
    rules: {
      "no-restricted-imports": restrict(apiNeverImportsBrowser, apiCoreNeverImportsFeatures),
    },
  },
  {
    files: ["apps/api/src/{db,http,lib}/**/*.ts"],
    rules: { "no-restricted-imports": restrict(apiNeverImportsBrowser, apiBaseNeverImportsAbove) },
  },
  {
    files: ["apps/api/src/lib/**/*.ts"],
    rules: {
      "no-restricted-imports": restrict(
        apiNeverImportsBrowser,
        apiBaseNeverImportsAbove,
        libKnowsNoHttpNorDatabase,
      ),
    },
  },
);
