export { Combobox, searchKey } from "./combobox.tsx";
export type { ComboboxOption, ComboboxProps, ComboboxState } from "./combobox.tsx";
