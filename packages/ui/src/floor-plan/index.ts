export { FloorPlan, nearestBooth, useFloorPlanHistory } from "./floor-plan.tsx";
export type {
  FloorPlanBooth,
  FloorPlanLabels,
  FloorPlanProps,
  FloorPlanState,
} from "./floor-plan.tsx";
