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
    apply: (_config, { command, isSsrBuild }) => command === "build" && !isSsrBuild,
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

export default defineConfig(({ isSsrBuild }) => ({
  define: {
    "import.meta.env.VITE_BUILD_ID": JSON.stringify(BUILD_ID),
  },
  plugins: [
    // NOTE: macros must be compiled before the React plugin sees the JSX (lingui discussion #2657).
    babel({ presets: [linguiTransformerBabelPreset()] }),
    react(),
    tailwindcss(),
    latestBuildManifest(),
  ],
  resolve: {
    // NOTE: pnpm makes two peer variants of @lingui/core; two copies crash at runtime (STACK.md).
    dedupe: ["@lingui/core", "@lingui/react", "react", "react-dom"],
  },
  server: {
    port: 5173,
    proxy: { "/api": "http://localhost:3000" },
  },
  // The server's renderer (src/server/render.tsx, docs/decisions/082-…): one self-contained
  // module the API imports, so a deployment needs no web dependencies beside it.
  ssr: { noExternal: true },
  build: isSsrBuild
    ? {
        target: "node22",
        outDir: "dist-server",
        sourcemap: true,
        copyPublicDir: false,
        // One file, loaded whole when the server starts: no page waits for its chunk on its
        // first visit, and a release that replaces the files cannot pull chunks from under
        // a running process.
        rolldownOptions: { output: { codeSplitting: false } },
      }
    : {
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
}));
