export { useForm } from "./use-form.ts";
export type {
  ArrayFieldName,
  CellName,
  ColumnName,
  FieldArray,
  FieldArrayRow,
  FieldName,
  FieldPath,
  FormCheckboxProps,
  FormError,
  FormFieldProps,
  FormFileDropProps,
  FormValues,
  RowOf,
  UseFormOptions,
  UseFormResult,
} from "./use-form.ts";
