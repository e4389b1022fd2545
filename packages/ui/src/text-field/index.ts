export { TextField } from "./text-field.tsx";
export type { TextFieldProps, TextFieldType } from "./text-field.tsx";
export { FieldError, FieldHint, FieldLabel, fieldState, useFieldIds } from "./field.tsx";
export type { FieldIds, FieldLabelProps, FieldState } from "./field.tsx";
