import { composeStories } from "@storybook/react-vite";
import type { composeStory } from "@storybook/react-vite";
import { beforeAll, describe, expect, test } from "vitest";
import { page } from "vitest/browser";
import { render } from "vitest-browser-react";
import { DirectionProvider } from "./direction/index.ts";
import { STORY_LOCALES } from "./storybook/locale.ts";
import type { StoryLocale } from "./storybook/locale.ts";

/**
 * Visual regression over every story of the kit, in both directions. References live in
 * `__screenshots__/visual.test.tsx/` beside this file and are committed; refresh them with
 * `pnpm --filter @rawaq/ui test:visual:update` after an intended change (or a Chromium/font
 * upgrade). With CI=true a missing reference fails instead of being written.
 */

type StoriesModule = Parameters<typeof composeStories>[0];
type ComposedStory = ReturnType<typeof composeStory>;

const modules = import.meta.glob<StoriesModule>("./**/*.stories.tsx", { eager: true });

const locales: StoryLocale[] = ["ar", "en"];

// Webfonts load lazily, on first use: load every shipped face up front so that no screenshot
// catches a fallback font mid-swap.
const fontFaces = ["Inter", "Noto Sans Arabic"].flatMap((family) =>
  [400, 500, 700].map((weight) => `${weight} 16px "${family}"`),
);

beforeAll(async () => {
  // A screenshot shows a state, not a moment: a focus ring's colour fading in (150 ms) was caught
  // half-way under load, one pixel off. Transitions and animations end at once; the caret is
  // not drawn.
  const still = document.createElement("style");
  still.textContent =
    "*, *::before, *::after { transition: none !important; animation: none !important; " +
    "caret-color: transparent !important; }";
  document.head.append(still);
  await Promise.all(fontFaces.map((face) => document.fonts.load(face, "Rawaq رواق ٠١٢ 012")));
});

for (const [path, module] of Object.entries(modules)) {
  for (const locale of locales) {
    const { dir } = STORY_LOCALES[locale];
    const stories = composeStories(module, { initialGlobals: { locale } });

    describe(`${path} (${dir})`, () => {
      for (const Story of Object.values(stories) as ComposedStory[]) {
        test(`${Story.id} ${dir}`, async () => {
          document.documentElement.lang = locale;
          document.documentElement.dir = dir;
          // A story taller than the default viewport (a print page) asks for its own: Chromium
          // does not paint what lies beyond the viewport into an element's screenshot.
          const viewport: { width: number; height: number } | undefined =
            Story.parameters?.visual?.viewport;
          await page.viewport(viewport?.width ?? 1024, viewport?.height ?? 768);

          const screen = await render(
            <div
              dir={dir}
              lang={locale}
              data-testid="story-root"
              className="inline-block bg-white p-4"
            >
              <DirectionProvider dir={dir}>
                <Story />
              </DirectionProvider>
            </div>,
          );
          const container = screen.getByTestId("story-root");

          // Play functions bring stateful stories (LoadingBar) to the state they show.
          await Story.play?.({ canvasElement: container.element() as HTMLElement });
          await document.fonts.ready;
          // Images (lazily loaded flags) must be decoded, and the frame painted, before the shot:
          // under load a half-painted image otherwise differs by a few pixels.
          await Promise.all(
            [...document.images].map((image) => image.decode().catch(() => undefined)),
          );
          await new Promise((resolve) =>
            requestAnimationFrame(() => requestAnimationFrame(resolve)),
          );

          // A story may allow a few pixels, with its reason, in `parameters.visual`; every other
          // story fails on one changed pixel.
          const allowedMismatchedPixels: number =
            Story.parameters?.visual?.allowedMismatchedPixels ?? 0;
          await expect.element(container).toMatchScreenshot(`${Story.id}-${dir}`, {
            comparatorName: "pixelmatch",
            comparatorOptions: { threshold: 0, allowedMismatchedPixels },
          });
        });
      }
    });
  }
}
