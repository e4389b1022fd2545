import { composeStories } from "@storybook/react-vite";
import type { composeStory } from "@storybook/react-vite";
import { describe, expect, test } from "vitest";
import { render } from "vitest-browser-react";
import { allModes } from "../../../../.storybook/modes.ts";
import preview from "../../../../.storybook/preview.tsx";
import * as buttonStories from "../button/button.stories.tsx";
import { STORY_LOCALES } from "./locale.ts";

/**
 * Chromatic, when a team connects it (`pnpm chromatic`), snapshots each story once per mode in
 * its `chromatic.modes` parameter. Chromatic itself needs its cloud, so this checks offline what
 * it would be given: every story carries a mode per toolbar locale, and each mode's globals make
 * the preview render in that locale's language and direction.
 */

type StoriesModule = Parameters<typeof composeStories>[0];
type ComposedStory = ReturnType<typeof composeStory>;

const modules = import.meta.glob<StoriesModule>("../**/*.stories.tsx", { eager: true });

describe("Chromatic modes", () => {
  test("one mode per toolbar locale, named by locale and direction", () => {
    expect(allModes).toEqual({ "ar rtl": { locale: "ar" }, "en ltr": { locale: "en" } });
    expect(Object.keys(allModes)).toHaveLength(Object.keys(STORY_LOCALES).length);
  });

  test("every story is captured in every mode", () => {
    const stories = Object.values(modules).flatMap(
      (module) => Object.values(composeStories(module, preview)) as ComposedStory[],
    );
    expect(stories.length).toBeGreaterThan(100);
    for (const Story of stories) {
      expect(Story.parameters?.["chromatic"]?.modes, Story.id).toEqual(allModes);
    }
  });

  test.each(Object.entries(allModes))(
    "the %s mode renders the story in its language and direction",
    async (_name, globals) => {
      const { Primary } = composeStories(buttonStories, { ...preview, initialGlobals: globals });

      const screen = await render(<Primary />);

      const { dir } = STORY_LOCALES[globals.locale];
      expect(document.documentElement).toHaveAttribute("lang", globals.locale);
      expect(document.documentElement).toHaveAttribute("dir", dir);
      await expect.element(screen.getByRole("button")).toBeVisible();
      expect(screen.getByRole("button").element().closest(`[dir="${dir}"]`)).not.toBeNull();
      await screen.unmount();
    },
  );
});
