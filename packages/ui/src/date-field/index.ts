export { DateField } from "./date-field.tsx";
export type { DateFieldProps, IsoDate } from "./date-field.tsx";
