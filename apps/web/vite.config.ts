import { randomUUID } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { linguiTransformerBabelPreset } from "@lingui/vite-plugin";
import babel from "@rolldown/plugin-babel";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { type Plugin, defineConfig } from "vite";

const BUILD_ID = process.env.BUILD_ID ?? randomUUID();

/** Writes builds/latest.json, which running clients poll to notice a new version (spec §2). */
function latestBuildManifest(): Plugin {
  return {
    name: "rawaq-latest-build",
    apply: "build",
    writeBundle(options) {
      const dir = join(options.dir ?? "dist", "builds");
      mkdirSync(dir, { recursive: true });
      writeFileSync(
        join(dir, "latest.json"),
        JSON.stringify({ id: BUILD_ID, timestamp: Date.now() }),
      );
    },
  };
}

/**
 * The faces the first screen waits for (src/platform/fonts-ready.ts): Noto Sans Arabic's Arabic
 * and Latin subsets and Inter's Latin, in 400, 500 and 700.
 */
const FIRST_SCREEN_FONTS =
  /^assets\/(?:noto-sans-arabic-(?:arabic|latin)|inter-latin)-(?:400|500|700)-normal-[\w-]+\.woff2$/;

/**
 * Asks for those faces in index.html's head. The app shows nothing until they are in (no layout
 * shift when they arrive, docs/decisions/050), and the browser otherwise found them only once the
 * app's chunk had run: on the print page they loaded ~0.6 s after the page (bench/logistics.ts).
 */
function preloadFirstScreenFonts(): Plugin {
  return {
    name: "rawaq-preload-first-screen-fonts",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler: (_html, context) =>
        Object.keys(context.bundle ?? {})
          .filter((file) => FIRST_SCREEN_FONTS.test(file))
          .sort()
          .map((file) => ({
            tag: "link",
            attrs: {
              rel: "preload",
              as: "font",
              type: "font/woff2",
              crossorigin: "",
              href: `/${file}`,
            },
            injectTo: "head",
          })),
    },
  };
}

export default defineConfig({
  define: {
    "import.meta.env.VITE_BUILD_ID": JSON.stringify(BUILD_ID),
  },
  plugins: [
    // NOTE: macros must be compiled before the React plugin sees the JSX (lingui discussion #2657).
    babel({ presets: [linguiTransformerBabelPreset()] }),
    react(),
    tailwindcss(),
    latestBuildManifest(),
    preloadFirstScreenFonts(),
  ],
  resolve: {
    // NOTE: pnpm makes two peer variants of @lingui/core; two copies crash at runtime (STACK.md).
    dedupe: ["@lingui/core", "@lingui/react", "react", "react-dom"],
  },
  server: {
    port: 5173,
    proxy: { "/api": "http://localhost:3000" },
  },
  build: {
    target: "es2023",
    sourcemap: true,
    manifest: true,
    rolldownOptions: {
      output: {
        // Every page needs what the entry imports: one chunk of it rather than a dozen shared
        // ones, each a request and a gzip stream of its own (docs/decisions/062-login-bundle.md).
        // The entry's own modules (index.html's, main.tsx) stay out: in the group, the build has
        // no entry chunk left for index.html to load.
        codeSplitting: {
          groups: [
            {
              name: "app",
              tags: ["$initial"],
              test: (id) => !/\/(index\.html|src\/main\.tsx)$/.test(id),
            },
          ],
        },
      },
    },
  },
});
