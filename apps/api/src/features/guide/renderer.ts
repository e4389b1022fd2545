import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { GuideAssets, GuidePage, RenderContext, RenderedGuidePage } from "@rawaq/guide/render";
import { type Manifest, localeFonts } from "../../http/spa.ts";

/** The guide's build (apps/guide): its renderer and the assets its pages link to. */
export interface GuideBuild {
  assets: GuideAssets;
  render(page: GuidePage, context: RenderContext): RenderedGuidePage;
}

/**
 * Loads `dist-server/render.js` and reads `dist/.vite/manifest.json` (decision 083); null when the
 * guide is not built (the API then serves no guide, as it serves no pages without the web build).
 */
export async function loadGuideBuild(distDir: string): Promise<GuideBuild | null> {
  const rendererPath = join(distDir, "..", "dist-server", "render.js");
  const manifestPath = join(distDir, ".vite", "manifest.json");
  if (!existsSync(rendererPath) || !existsSync(manifestPath)) return null;
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as Manifest;
  const file = (source: string) => {
    const chunk = manifest[source];
    return chunk?.file ? `/guide/${chunk.file}` : null;
  };
  const stylesheet = file("src/client/guide.css");
  if (!stylesheet) throw new Error(`The guide's manifest (${manifestPath}) has no stylesheet.`);
  const fonts = localeFonts(manifest);
  const module = (await import(pathToFileURL(rendererPath).href)) as {
    renderGuidePage: GuideBuild["render"];
  };
  return {
    assets: {
      styles: readFileSync(join(distDir, stylesheet.replace(/^\/guide\//, "")), "utf8"),
      typeahead: file("src/client/typeahead.ts"),
      fonts: {
        ar: fonts.ar.map((font) => `/guide/${font}`),
        en: fonts.en.map((font) => `/guide/${font}`),
      },
    },
    render: module.renderGuidePage,
  };
}
