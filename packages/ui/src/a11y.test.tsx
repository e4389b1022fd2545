import axe from "axe-core";
import type { ImpactValue, Result } from "axe-core";
import { composeStories } from "@storybook/react-vite";
import type { composeStory } from "@storybook/react-vite";
import { describe, expect, test } from "vitest";
import { render } from "vitest-browser-react";
import { DirectionProvider } from "./direction/index.ts";
import { STORY_LOCALES } from "./storybook/locale.ts";
import type { StoryLocale } from "./storybook/locale.ts";

/**
 * Accessibility over every story of the kit, in both directions: axe-core must find nothing
 * serious or critical. Stories render exactly as in the visual test (src/visual.test.tsx), play
 * functions included, so every state a story shows is checked.
 */

type StoriesModule = Parameters<typeof composeStories>[0];
type ComposedStory = ReturnType<typeof composeStory>;

const modules = import.meta.glob<StoriesModule>("./**/*.stories.tsx", { eager: true });

const locales: StoryLocale[] = ["ar", "en"];

const failingImpacts: ImpactValue[] = ["serious", "critical"];

function describeViolation(violation: Result): string {
  const targets = violation.nodes.map((node) => `    ${node.target.join(" ")}`).join("\n");
  return `${violation.id} [${violation.impact}] ${violation.help}\n${targets}`;
}

for (const [path, module] of Object.entries(modules)) {
  for (const locale of locales) {
    const { dir } = STORY_LOCALES[locale];
    const stories = composeStories(module, { initialGlobals: { locale } });

    describe(`${path} (${dir})`, () => {
      for (const Story of Object.values(stories) as ComposedStory[]) {
        test(`${Story.id} ${dir}`, async () => {
          document.documentElement.lang = locale;
          document.documentElement.dir = dir;

          const screen = await render(
            <div dir={dir} lang={locale} data-testid="story-root" className="inline-block p-4">
              <DirectionProvider dir={dir}>
                <Story />
              </DirectionProvider>
            </div>,
          );
          const container = screen.getByTestId("story-root").element() as HTMLElement;
          await Story.play?.({ canvasElement: container });

          // The body, not only the story root: dialogs, popovers and toast announcements that a
          // story portals out of its root are part of what it shows.
          // A story may excuse a rule with its reason in `parameters.a11y.disabledRules` (e.g. an
          // open Radix Select hides the page behind it while its trigger keeps a tab stop; focus
          // is trapped in the list, so nothing hidden can be reached).
          const disabledRules: string[] = Story.parameters?.a11y?.disabledRules ?? [];
          const results = await axe.run(document.body, {
            resultTypes: ["violations"],
            rules: Object.fromEntries(disabledRules.map((id) => [id, { enabled: false }])),
          });
          const violations = results.violations
            .filter((violation) => failingImpacts.includes(violation.impact ?? "minor"))
            .map(describeViolation);

          expect(violations, `axe found:\n${violations.join("\n")}`).toEqual([]);
        });
      }
    });
  }
}
