import { type FloorPlanProps, Hall } from "./hall.tsx";

/**
 * A hall's floor plan on a grid, to look at and choose from: booths coloured by state, with a
 * legend; arrows move between neighbouring booths, Enter selects. The chrome follows the page's
 * direction; the hall itself is drawn as built and never mirrors in Arabic
 * (docs/decisions/032-…). Laying a hall out is `FloorPlanEditor` (`@rawaq/ui/floor-plan-editor`),
 * a module of its own so that pages which only show a plan do not download the editor.
 */
export function FloorPlan(props: FloorPlanProps) {
  return <Hall {...props} />;
}
