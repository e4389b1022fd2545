import type { Decorator, Preview } from "@storybook/react-vite";
import { DirectionProvider } from "../packages/ui/src/direction/index.ts";
import {
  DEFAULT_STORY_LOCALE,
  STORY_LOCALES,
  storyLocale,
} from "../packages/ui/src/storybook/locale.ts";
import { allModes } from "./modes.ts";
import "./preview.css";

/** Direction in one place: the toolbar locale sets <html lang dir> and the Radix provider. */
const withLocale: Decorator = (Story, { globals }) => {
  const locale = storyLocale(globals);
  const { dir } = STORY_LOCALES[locale];
  document.documentElement.lang = locale;
  document.documentElement.dir = dir;
  return (
    <DirectionProvider dir={dir}>
      <div dir={dir} lang={locale}>
        <Story />
      </div>
    </DirectionProvider>
  );
};

const preview: Preview = {
  tags: ["autodocs"],
  globalTypes: {
    locale: {
      description: "Locale and writing direction",
      toolbar: {
        title: "Locale",
        icon: "globe",
        items: Object.entries(STORY_LOCALES).map(([value, { dir, title }]) => ({
          value,
          title: `${title} (${dir})`,
        })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: DEFAULT_STORY_LOCALE },
  decorators: [withLocale],
  parameters: {
    // Chromatic snapshots each story in every mode: both locales and directions.
    chromatic: { modes: allModes },
    layout: "padded",
    controls: { matchers: { color: /(background|color)$/i } },
  },
};

export default preview;
