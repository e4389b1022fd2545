import { SCHEMA_VALIDATION_DEBOUNCE_MS } from "@rawaq/domain/rules";
import type { Rule } from "@rawaq/domain/rules";
import { schemaFieldErrors } from "@rawaq/domain/validation";
import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from "react";
import { formErrors } from "./error-list.ts";
import { cellPath, isRowList, parseCellPath, withCellValue, withoutRow } from "./field-paths.ts";
import { checkboxProps, fieldArray, fieldProps, fileDropProps } from "./field-props.ts";
import type { FieldActions, FieldState } from "./field-props.ts";
import { useFocusRequest } from "./focus.ts";
import { usePointerState } from "./pointer.ts";
import { cellPathsOf, controlId, syncRowKeys } from "./row-keys.ts";
import type { KeySource, RowKeys } from "./row-keys.ts";
import {
  DEFAULT_FAILURE_MESSAGE,
  errorPaths,
  failureOf,
  isFormPath,
  withServerErrors,
} from "./server-errors.ts";
import type { FormFieldProps, FormValues, UseFormOptions, UseFormResult } from "./types.ts";
import { parsedValues, submitVerdict, withJudged, withSchemaErrors } from "./validation.ts";
import type { Statuses } from "./validation.ts";

/**
 * Form state and validation for the kit's fields.
 *
 * NOTE: spec §5 — validation "stops at the first failing rule and runs on blur and on change,
 * not on input". "Change" is the committed change, the DOM `change` event: for text inputs the
 * browser fires it when the edited field loses focus or Enter is pressed, never per keystroke
 * (that is the `input` event, which React calls onChange). So `getFieldProps().onChange` only
 * stores the value, and the field's `ref` listens for the native `change` event to validate; a
 * checkbox toggle and a chosen file are committed changes and validate at once.
 *
 * The optional schema runs 5 ms after the last trigger (spec §9), so the change-then-blur pair a
 * text field fires when left costs one run; it only reports on fields already validated. At
 * submit it runs at once, and `onSubmit` receives its parsed output (validation.ts).
 *
 * A failed answer thrown by `onSubmit` lands on the fields and in the summary, its message where
 * no field says it (server-errors.ts); the values typed stay.
 *
 * A value that is a list of row objects is a field array (`fieldArray(name)`): each cell is a
 * field of its own, named by its path (`parcels.0.quantity`) as valibot and the API name it, with
 * `cellRules`; the list itself has its `rules` and its own error (the schema's or the server's at
 * `parcels`), judged once the form is submitted or the server spoke of it, and again whenever one
 * of its cells is validated or a row is added or removed.
 */
export function useForm<Values extends FormValues, Output = Values>(
  options: UseFormOptions<Values, Output>,
): UseFormResult<Values> {
  const generatedId = useId();
  const idPrefix = options.id ?? generatedId;
  const [values, setValues] = useState<Values>(options.initialValues);
  const [keySource] = useState<KeySource>(() => ({ next: 0 }));
  const [rowKeys, setRowKeys] = useState<RowKeys>(() =>
    syncRowKeys(options.initialValues, {}, keySource),
  );
  const [statuses, setStatuses] = useState<Statuses>({});
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const requestFocus = useFocusRequest();
  const pointer = usePointerState();

  // Handlers run outside render and read the latest values and options from these.
  const valuesRef = useRef(values);
  const rowKeysRef = useRef(rowKeys);
  const optionsRef = useRef(options);
  const schemaTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const isSubmittingRef = useRef(false);
  useLayoutEffect(() => {
    optionsRef.current = options;
  });

  const fieldId = useCallback(
    (name: string) => controlId(idPrefix, name, rowKeys),
    [idPrefix, rowKeys],
  );

  const actions = useMemo(() => {
    const fieldNames = () => Object.keys(optionsRef.current.initialValues);
    const idOf = (path: string) => controlId(idPrefix, path, rowKeysRef.current);

    function rulesOf(path: string): readonly Rule[] {
      const cell = parseCellPath(path);
      if (!cell) {
        const rules: Partial<Record<string, readonly Rule[]>> = optionsRef.current.rules ?? {};
        return rules[path] ?? [];
      }
      const cellRules: Partial<Record<string, Partial<Record<string, readonly Rule[]>>>> =
        optionsRef.current.cellRules ?? {};
      return cellRules[cell.name]?.[cell.column] ?? [];
    }

    function updateRowKeys(next: RowKeys) {
      rowKeysRef.current = next;
      setRowKeys(next);
    }

    function runSchema() {
      const { schema } = optionsRef.current;
      if (!schema) return;
      const schemaErrors = schemaFieldErrors(schema, valuesRef.current);
      setStatuses((previous) => withSchemaErrors(previous, schemaErrors));
    }

    /** Validates the paths `pathsOf` picks from the statuses as they stand. */
    function judge(pathsOf: (previous: Statuses, current: FormValues) => Iterable<string>) {
      const current = valuesRef.current;
      setStatuses((previous) => withJudged(previous, current, pathsOf(previous, current), rulesOf));
      if (!optionsRef.current.schema) return;
      clearTimeout(schemaTimer.current);
      schemaTimer.current = setTimeout(runSchema, SCHEMA_VALIDATION_DEBOUNCE_MS);
    }

    /**
     * A field array is validated with its cells; a cell with its array once the array has a
     * verdict, which the cell's new value may change ("the quantities must add up").
     */
    function validate(names: readonly string[] = fieldNames()) {
      judge((previous, current) => {
        const paths = new Set<string>();
        for (const name of names) {
          paths.add(name);
          const cell = parseCellPath(name);
          if (!cell) cellPathsOf(current, name).forEach((path) => paths.add(path));
          else if (previous[cell.name]) paths.add(cell.name);
        }
        return paths;
      });
    }

    /** A list with a verdict is judged again when rows come and go. */
    function revalidateList(name: string) {
      judge((previous) => (previous[name] ? [name] : []));
    }

    /**
     * Validation on leaving a field (blur, committed change); while a pointer is pressed, once
     * it is released (pointer.ts). A cell is found again by its row's key then: the click may
     * have removed a row above it, or its own.
     */
    function validateOnLeave(names: readonly string[]) {
      if (!pointer.isDown) {
        validate(names);
        return;
      }
      const anchors = names.map((name) => {
        const cell = parseCellPath(name);
        return { name, cell, key: cell ? rowKeysRef.current[cell.name]?.[cell.index] : undefined };
      });
      pointer.afterRelease.push(() =>
        validate(
          anchors.flatMap(({ name, cell, key }) => {
            if (!cell || key === undefined) return [name];
            const index = rowKeysRef.current[cell.name]?.indexOf(key) ?? -1;
            return index === -1 ? [] : [cellPath(cell.name, index, cell.column)];
          }),
        ),
      );
    }

    function setValue(path: string, value: unknown, { shouldValidate = false } = {}) {
      const cell = parseCellPath(path);
      valuesRef.current = cell
        ? withCellValue(valuesRef.current, cell, value)
        : { ...valuesRef.current, [path]: value };
      setValues(valuesRef.current as Values);
      if (!cell && isRowList(value)) {
        updateRowKeys(syncRowKeys(valuesRef.current, rowKeysRef.current, keySource));
      }
      if (shouldValidate) validate([path]);
    }

    function append(name: string, row: object, { shouldFocus = false } = {}) {
      const rows = valuesRef.current[name];
      const list = isRowList(rows) ? rows : [];
      setValue(name, [...list, row]);
      revalidateList(name);
      const firstColumn = Object.keys(row)[0];
      if (shouldFocus && firstColumn !== undefined) {
        requestFocus({ ids: [idOf(cellPath(name, list.length, firstColumn))] });
      }
    }

    function remove(name: string, index: number) {
      const rows = valuesRef.current[name];
      if (!isRowList(rows) || !rows[index]) return;
      valuesRef.current = { ...valuesRef.current, [name]: rows.filter((_, at) => at !== index) };
      setValues(valuesRef.current as Values);
      const keys = rowKeysRef.current[name] ?? [];
      updateRowKeys({ ...rowKeysRef.current, [name]: keys.filter((_, at) => at !== index) });
      setStatuses((previous) => withoutRow(previous, name, index));
      revalidateList(name);
    }

    function setServerErrors(
      errors: Readonly<Record<string, readonly string[]>>,
      message: string | null = null,
      { shouldFocus = false } = {},
    ) {
      const current = valuesRef.current;
      setStatuses((previous) => withServerErrors(previous, errors, current));
      const paths = errorPaths(errors);
      const fields = optionsRef.current.initialValues;
      const isSaidByFields =
        paths.length > 0 && paths.every((path) => isFormPath(path, fields, current));
      setFormMessage(isSaidByFields ? null : message);
      if (shouldFocus) requestFocus({ ids: Object.keys(errors).map(idOf) });
    }

    async function handleSubmit(event?: { preventDefault(): void }): Promise<boolean> {
      event?.preventDefault();
      if (isSubmittingRef.current) return false;
      clearTimeout(schemaTimer.current);

      const { schema, onSubmit, failureMessage } = optionsRef.current;
      const current = valuesRef.current;
      const verdict = submitVerdict(fieldNames(), current, rulesOf, schema);
      setStatuses(verdict.statuses);
      setFormMessage(null);
      if (verdict.invalid.length > 0) {
        requestFocus({ ids: verdict.invalid.map(idOf) });
        return false;
      }
      isSubmittingRef.current = true;
      setIsSubmitting(true);
      try {
        const submitted = await parsedValues(schema, current);
        await onSubmit(submitted as Parameters<typeof onSubmit>[0]);
        return true;
      } catch (error) {
        // The answer's errors at their fields, focused; what no field says as the form's.
        const failure = failureOf(error, failureMessage ?? DEFAULT_FAILURE_MESSAGE);
        setServerErrors(failure.errors, failure.message, { shouldFocus: true });
        return false;
      } finally {
        isSubmittingRef.current = false;
        setIsSubmitting(false);
      }
    }

    function reset(nextValues: Values = optionsRef.current.initialValues) {
      clearTimeout(schemaTimer.current);
      valuesRef.current = nextValues;
      setValues(nextValues);
      updateRowKeys(syncRowKeys(nextValues, {}, keySource));
      setStatuses({});
      setFormMessage(null);
    }

    function commitRef(element: HTMLElement | null) {
      if (!element) return;
      function handleNativeChange(event: Event) {
        const { name } = event.currentTarget as HTMLInputElement;
        if (name) validateOnLeave([name]);
      }
      element.addEventListener("change", handleNativeChange);
      return () => element.removeEventListener("change", handleNativeChange);
    }

    return {
      validate,
      validateOnLeave,
      setValue,
      append,
      remove,
      setServerErrors,
      handleSubmit,
      reset,
      focusField: (path: string) => requestFocus({ ids: [idOf(path)] }),
      commitRef,
    } satisfies FieldActions & Record<string, unknown>;
  }, [idPrefix, keySource, pointer, requestFocus]);

  useEffect(() => () => clearTimeout(schemaTimer.current), []);

  const { errors, errorList } = formErrors(values, statuses, {
    fieldNames: Object.keys(options.initialValues),
    messages: options.messages,
    labels: options.fieldLabels ?? {},
    fieldId,
  });

  const state: FieldState = { values, errors, rowKeys, fieldId, actions };
  return {
    values,
    errors,
    errorList: errorList as UseFormResult<Values>["errorList"],
    formMessage,
    isSubmitting,
    setValue: actions.setValue,
    validate: actions.validate,
    setServerErrors: actions.setServerErrors,
    handleSubmit: actions.handleSubmit,
    reset: actions.reset,
    fieldId,
    focusField: actions.focusField,
    getFieldProps: (name) => fieldProps(state, name) as FormFieldProps<Values[typeof name]>,
    getCheckboxProps: (name) => checkboxProps(state, name),
    getFileDropProps: (name) => fileDropProps(state, name),
    fieldArray: ((name: string) =>
      fieldArray(state, name)) as unknown as UseFormResult<Values>["fieldArray"],
  };
}
