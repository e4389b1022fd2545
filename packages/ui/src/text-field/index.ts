export { TextField } from "./text-field.tsx";
export type { TextFieldProps, TextFieldType } from "./text-field.tsx";
export {
  FieldCounter,
  FieldError,
  FieldHint,
  FieldLabel,
  fieldState,
  useFieldIds,
} from "./field.tsx";
export type { FieldCount, FieldIds, FieldLabelProps, FieldState } from "./field.tsx";
