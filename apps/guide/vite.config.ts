import { linguiTransformerBabelPreset } from "@lingui/vite-plugin";
import babel from "@rolldown/plugin-babel";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

/**
 * The fair guide (docs/decisions/083-…): pages drawn on the server only (`dist-server/render.js`,
 * which the API imports) and, for the browser, one stylesheet and the search box's type-ahead
 * (`dist/`, served under /guide/assets). No React reaches the browser.
 */
export default defineConfig(({ isSsrBuild }) => ({
  base: "/guide/",
  plugins: [
    // NOTE: macros must be compiled before the React plugin sees the JSX (lingui discussion #2657).
    babel({ presets: [linguiTransformerBabelPreset()] }),
    react(),
    tailwindcss(),
  ],
  resolve: {
    // NOTE: pnpm makes two peer variants of @lingui/core; two copies crash at runtime (STACK.md).
    dedupe: ["@lingui/core", "@lingui/react", "react", "react-dom"],
  },
  ssr: { noExternal: true },
  build: isSsrBuild
    ? {
        target: "node22",
        outDir: "dist-server",
        sourcemap: true,
        copyPublicDir: false,
        rolldownOptions: { output: { codeSplitting: false } },
      }
    : {
        target: "es2020",
        sourcemap: true,
        manifest: true,
        rolldownOptions: {
          input: { guide: "src/client/guide.css", typeahead: "src/client/typeahead.ts" },
        },
      },
}));
