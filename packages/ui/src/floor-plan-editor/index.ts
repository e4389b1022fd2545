export { FloorPlanEditor } from "./floor-plan-editor.tsx";
export type { FloorPlanEditorLabels, FloorPlanEditorProps } from "./floor-plan-editor.tsx";
export { FLOOR_PLAN_HISTORY_LIMIT, useFloorPlanHistory } from "./use-floor-plan-history.ts";
export type { FloorPlanBooth, FloorPlanState } from "../floor-plan/hall.tsx";
