import { useState } from "react";
import type { FloorPlanBooth } from "../floor-plan/hall.tsx";

/** How many changes undo can take back: a day's work on a hall, in bounded memory. */
export const FLOOR_PLAN_HISTORY_LIMIT = 100;

/**
 * Undo for the floor-plan editor: every change keeps the layout before it, the last
 * `FLOOR_PLAN_HISTORY_LIMIT` of them. `reset` starts over from a saved layout, with nothing to undo.
 */
export function useFloorPlanHistory<Booth extends FloorPlanBooth>(initial: Booth[]) {
  const [state, setState] = useState({ booths: initial, past: [] as Booth[][] });
  return {
    booths: state.booths,
    canUndo: state.past.length > 0,
    set: (booths: Booth[]) =>
      setState((current) => ({
        booths,
        past: [...current.past, current.booths].slice(-FLOOR_PLAN_HISTORY_LIMIT),
      })),
    undo: () =>
      setState((current) =>
        current.past.length === 0
          ? current
          : { booths: current.past.at(-1)!, past: current.past.slice(0, -1) },
      ),
    reset: (booths: Booth[]) => setState({ booths, past: [] }),
  };
}
