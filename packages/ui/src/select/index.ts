export { Select } from "./select.tsx";
export type { SelectOption, SelectProps, SelectState } from "./select.tsx";
