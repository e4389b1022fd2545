import { cellPath, isRowList, valueAt } from "./field-paths.ts";
import type { RowKeys } from "./row-keys.ts";
import type {
  FieldArray,
  FormCheckboxProps,
  FormFieldProps,
  FormFileDropProps,
  FormValues,
} from "./types.ts";

/**
 * Field registration: the props each kit field gets from the form's state, and a field array's
 * rows with props for each cell.
 */

/** What the props call back into: the hook's stable actions. */
export type FieldActions = {
  setValue: (path: string, value: unknown, options?: { shouldValidate?: boolean }) => void;
  validate: (paths: readonly string[]) => void;
  validateOnLeave: (paths: readonly string[]) => void;
  append: (name: string, row: object, options?: { shouldFocus?: boolean }) => void;
  remove: (name: string, index: number) => void;
  /** One callback ref for every input: validates the field named by the input's `name`. */
  commitRef: (element: HTMLElement | null) => (() => void) | undefined;
};

export type FieldState = {
  values: FormValues;
  errors: Readonly<Partial<Record<string, string>>>;
  rowKeys: RowKeys;
  fieldId: (path: string) => string;
  actions: FieldActions;
};

export function fieldProps(state: FieldState, path: string): FormFieldProps<unknown> {
  const { actions } = state;
  return {
    id: state.fieldId(path),
    name: path,
    value: valueAt(state.values, path),
    error: state.errors[path],
    ref: actions.commitRef,
    onChange: (event) => actions.setValue(path, event.currentTarget.value),
    onBlur: () => actions.validateOnLeave([path]),
  };
}

export function checkboxProps(state: FieldState, name: string): FormCheckboxProps {
  const value = state.values[name];
  return {
    id: state.fieldId(name),
    name,
    checked: value === "indeterminate" ? "indeterminate" : value === true,
    error: state.errors[name],
    onCheckedChange: (checked) => state.actions.setValue(name, checked, { shouldValidate: true }),
    onBlur: () => state.actions.validate([name]),
  };
}

export function fileDropProps(state: FieldState, name: string): FormFileDropProps {
  const value = state.values[name];
  return {
    id: state.fieldId(name),
    file: value instanceof File ? value : null,
    error: state.errors[name],
    onFileChange: (file) => state.actions.setValue(name, file, { shouldValidate: true }),
    onBlur: () => state.actions.validate([name]),
  };
}

export function fieldArray(state: FieldState, name: string): FieldArray<Record<string, unknown>> {
  const rows = state.values[name];
  const keys = state.rowKeys[name] ?? [];
  const id = state.fieldId(name);
  const error = state.errors[name];
  return {
    id,
    error,
    errorId: error === undefined ? undefined : `${id}-error`,
    rows: (isRowList(rows) ? rows : []).map((row, index) => {
      const rowErrors: Record<string, string> = {};
      for (const column of Object.keys(row)) {
        const message = state.errors[cellPath(name, index, column)];
        if (message !== undefined) rowErrors[column] = message;
      }
      return {
        key: keys[index] ?? String(index),
        index,
        values: row,
        errors: rowErrors,
        getFieldProps: (column) => fieldProps(state, cellPath(name, index, column)),
      };
    }),
    append: (row, options) => state.actions.append(name, row, options),
    remove: (index) => state.actions.remove(name, index),
  };
}
