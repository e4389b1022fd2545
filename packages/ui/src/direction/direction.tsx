import type { FC, ReactNode } from "react";
import {
  DirectionProvider as RadixDirectionProvider,
  useDirection as useRadixDirection,
} from "@radix-ui/react-direction";

export type Direction = "ltr" | "rtl";

export type DirectionProviderProps = {
  dir: Direction;
  children?: ReactNode;
};

/**
 * Radix's own provider, re-exported rather than wrapped, so every Radix primitive in the app
 * (Select, Popover…) reads the same direction context as the kit.
 */
// NOTE: the explicit type keeps the declaration build from naming Radix's unexported props type.
export const DirectionProvider: FC<DirectionProviderProps> = RadixDirectionProvider;

/** The nearest provider's direction; `localDir` wins when given; "ltr" without a provider. */
export function useDirection(localDir?: Direction): Direction {
  return useRadixDirection(localDir);
}
