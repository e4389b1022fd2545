import { existsSync, readdirSync } from "node:fs";
import { defineConfig } from "tsup";

// One entry per component folder: `src/button/index.ts` → `dist/button.js` + `dist/button.d.ts`,
// which the package's `./*` export maps to `@rawaq/ui/button`.
const entry = Object.fromEntries(
  readdirSync("src", { withFileTypes: true })
    .filter((dirent) => dirent.isDirectory() && existsSync(`src/${dirent.name}/index.ts`))
    .map((dirent) => [dirent.name, `src/${dirent.name}/index.ts`]),
);

export default defineConfig({
  entry,
  format: ["esm"],
  dts: true,
  clean: true,
  target: "es2023",
  platform: "browser",
  sourcemap: true,
  splitting: true,
  treeshake: true,
  // Shared with the app: one copy in its bundle, not one per kit entry.
  external: [/^react($|\/)/, /^react-dom($|\/)/, /^@radix-ui\//, /^@rawaq\//],
});
