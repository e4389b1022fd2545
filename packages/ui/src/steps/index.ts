export { Steps, stepState } from "./steps.tsx";
export type { StepItem, StepState, StepsProps } from "./steps.tsx";
