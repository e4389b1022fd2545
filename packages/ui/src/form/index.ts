export { useForm } from "./use-form.ts";
export type {
  FieldName,
  FormCheckboxProps,
  FormError,
  FormFieldProps,
  FormFileDropProps,
  FormValues,
  UseFormOptions,
  UseFormResult,
} from "./use-form.ts";
