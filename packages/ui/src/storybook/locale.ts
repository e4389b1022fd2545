import type { Direction } from "../direction/index.ts";

/**
 * Story-only helpers for the `locale` toolbar global (set in .storybook/preview.tsx and by the
 * visual test). Stories take their sample texts from it so each direction shows its own language.
 */
export type StoryLocale = "ar" | "en";

export const STORY_LOCALES: Record<StoryLocale, { dir: Direction; title: string }> = {
  ar: { dir: "rtl", title: "العربية" },
  en: { dir: "ltr", title: "English" },
};

export const DEFAULT_STORY_LOCALE: StoryLocale = "ar";

export function storyLocale(globals: Record<string, unknown> | undefined): StoryLocale {
  const locale = globals?.["locale"];
  return locale === "ar" || locale === "en" ? locale : DEFAULT_STORY_LOCALE;
}

export function localize<T>(
  texts: Record<StoryLocale, T>,
  globals: Record<string, unknown> | undefined,
): T {
  return texts[storyLocale(globals)];
}
