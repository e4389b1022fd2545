export { useForm } from "./use-form.ts";
export { isServerFailure } from "./server-errors.ts";
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
  FormSchema,
  FormValues,
  RowOf,
  ServerFailure,
  SubmittedValues,
  UseFormOptions,
  UseFormResult,
} from "./types.ts";
