export { Checkbox } from "./checkbox.tsx";
export type { CheckboxProps, CheckedState } from "./checkbox.tsx";
