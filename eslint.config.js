import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import { rawaqRules } from "./tooling/eslint-rules.js";

const restrict = (...patterns) => ["error", { patterns }];
const uiKitIsPure = {
  regex: "^(@lingui/|swr|ky|jotai|react-router|@rawaq/(api-client|i18n|web|api))",
  message: "The ui kit fetches nothing and translates nothing: texts come in as props.",
};
const webNeverImportsServer = {
  regex: "^(@rawaq/api|drizzle-orm|pg|@electric-sql/)(/|$)",
  message: "The browser never imports the server or the database schema.",
};

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/dist/**",
      "**/.turbo/**",
      ".tools/**",
      "storybook-static/**",
      "**/test-results/**",
      "**/playwright-report/**",
      "**/.vitest/**",
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
  {
    files: ["apps/web/src/features/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": restrict(webNeverImportsServer, {
        regex: "^\\.\\./(?!\\.\\.)[^/]+/",
        message: "Features never import each other; move shared code to components/ or lib/.",
      }),
    },
  },
  {
    files: ["apps/web/src/{components,lib,state,i18n}/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": restrict(webNeverImportsServer, {
        regex: "features/",
        message: "Shared code never imports features.",
      }),
    },
  },
  {
    files: ["apps/api/src/**/*.ts"],
    rules: {
      "no-restricted-imports": restrict({
        regex: "^(react|react-dom|@rawaq/(ui|api-client|web))(/|$)",
        message: "The API does not depend on the browser packages.",
      }),
    },
  },
);
