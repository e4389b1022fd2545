import { useCallback } from "react";
import { useSWRConfig } from "swr";

/** What a change refreshes: one exact SWR key, or a test that picks every cached key it matches. */
export type RevalidateTarget = string | ((key: unknown) => boolean);

/** Picks every array key starting with `items`: `["books", …]`, `["book-import", id, …]`. */
export function keyStartsWith(...items: readonly unknown[]): (key: unknown) => boolean {
  return (key) => Array.isArray(key) && items.every((item, index) => key[index] === item);
}

/**
 * Builds a noun's `useRevalidate…` hook, the one way a change refreshes what it touched. The
 * answers on screen stay while they are asked again (nothing falls back to its skeleton, decision
 * 021), and the returned promise settles once the fresh answers are in, so a caller that awaits
 * it ends with them shown. `targets` may take the hook's arguments (an import whose preview may
 * have changed); an undefined target is skipped.
 */
export function createRevalidateHook<Args extends unknown[] = []>(
  targets: (...args: Args) => readonly (RevalidateTarget | undefined)[],
  {
    isDroppedFirst = false,
  }: {
    /**
     * Drops the cached answers before asking again, so every view of them waits for the fresh
     * ones: the live floor plan relies on it (features/participation/use-live-plan.ts: a stream
     * change arriving mid-refetch is not applied to an answer about to be replaced).
     */
    isDroppedFirst?: boolean;
  } = {},
) {
  return function useRevalidate() {
    const { mutate } = useSWRConfig();
    return useCallback(
      async (...args: Args): Promise<void> => {
        // NOTE: SWR's mutate with a key alone revalidates and resolves after the refetch; given
        // data, even undefined, it replaces the cached answer first and resolves at once (swr
        // internalMutate, `args.length < 3`).
        await Promise.all(
          targets(...args).map((target) =>
            target === undefined
              ? undefined
              : isDroppedFirst
                ? mutate(target, undefined, { revalidate: true })
                : mutate(target),
          ),
        );
      },
      [mutate],
    );
  };
}
