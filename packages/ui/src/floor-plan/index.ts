export { FloorPlan } from "./floor-plan.tsx";
export { nearestBooth } from "./hall.tsx";
export type { FloorPlanBooth, FloorPlanLabels, FloorPlanProps, FloorPlanState } from "./hall.tsx";
