export { StepList } from "./step-list.tsx";
export type { StepListItem, StepListProps, StepListState } from "./step-list.tsx";
