import type { Direction } from "../packages/ui/src/direction/index.ts";
import { STORY_LOCALES, type StoryLocale } from "../packages/ui/src/storybook/locale.ts";

/**
 * Chromatic modes (docs/decisions/005): one per locale of the toolbar, named "ar rtl" and
 * "en ltr". A mode sets the `locale` global as the toolbar does, so Chromatic snapshots every
 * story once in Arabic right to left and once in English left to right, each with its own
 * baseline: the same pair the offline visual test screenshots. Made from STORY_LOCALES, so a
 * locale added to the toolbar is captured too.
 */
export type StoryMode = `${StoryLocale} ${Direction}`;

export const allModes = Object.fromEntries(
  Object.entries(STORY_LOCALES).map(([locale, { dir }]) => [`${locale} ${dir}`, { locale }]),
) as Record<StoryMode, { locale: StoryLocale }>;
