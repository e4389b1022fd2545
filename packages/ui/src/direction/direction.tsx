import type { ComponentProps } from "react";
import {
  DirectionProvider as RadixDirectionProvider,
  useDirection as useRadixDirection,
} from "@radix-ui/react-direction";

export type Direction = "ltr" | "rtl";

/**
 * Radix's own provider, re-exported rather than wrapped, so every Radix primitive in the app
 * (Select, Popover…) reads the same direction context as the kit.
 */
export const DirectionProvider = RadixDirectionProvider;

export type DirectionProviderProps = ComponentProps<typeof RadixDirectionProvider>;

/** The nearest provider's direction; `localDir` wins when given; "ltr" without a provider. */
export function useDirection(localDir?: Direction): Direction {
  return useRadixDirection(localDir);
}
