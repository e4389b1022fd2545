import {
  useEffect,
  useEffectEvent,
  useId,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
} from "react";
import type { ChangeEvent, ClipboardEvent, FocusEventHandler, ReactNode, Ref } from "react";
import {
  PHONE_INPUT_DEFAULTS,
  PHONE_INPUT_ERRORS,
  PHONE_INPUT_LIMITS,
  resolveMode,
} from "./constants.ts";
import type { PhoneInputErrorMessage, PhoneInputMode } from "./constants.ts";
import { allowedCountries, countryOptions, defaultLocale, guessCountry } from "./countries.ts";
import { CountrySelect } from "./country-select.tsx";
import {
  analysePhone,
  callingCodeOf,
  displayText,
  formatNumber,
  toCountryCode,
} from "./phone-number.ts";
import type { CountryCode, PhoneAnalysis } from "./phone-number.ts";
import {
  caretAfterSignificant,
  countSignificantBefore,
  deleteThroughFormatting,
  extractPhoneNumber,
  hasOnlyValidCharacters,
  insertedText,
  splitExtension,
  typedAfterEdit,
} from "./phone-text.ts";
import { normalizeDigits } from "@rawaq/domain/rules";
import { FieldLabel } from "../text-field/field.tsx";

export type PhoneInputChange = {
  /** `+966501234567` once there are at least two national digits, even if incomplete; else "". */
  e164: string;
  /** The selected country (switched to the number's own when it is typed or pasted with +CC). */
  country: CountryCode | undefined;
  /** Valid for its country, and that country is allowed by `onlyCountries`/`ignoredCountries`. */
  isValid: boolean;
  /** The number in the display mode when valid, else what the field shows. */
  formatted: string;
  /** What the field shows. */
  raw: string;
};

export type PhoneInputState = "empty" | "valid" | "invalid";

export type PhoneInputProps = {
  /** Controlled value, E.164 (`+966501234567`). Echoing back what `onChange` gave keeps the text. */
  value?: string;
  /** Uncontrolled initial value, E.164. */
  defaultValue?: string;
  onChange?: (change: PhoneInputChange) => void;
  /** ISO 3166 code of the initial country; wins over detection and the locale's guess. */
  defaultCountry?: string;
  /** Only these countries are listed and valid (ISO codes). */
  onlyCountries?: readonly string[];
  /** These countries are neither listed nor valid. */
  ignoredCountries?: readonly string[];
  /** Asynchronous country lookup (e.g. `createIpCountryLookup(url)`); none when absent. */
  detectCountry?: () => Promise<string>;
  /** Display mode; an unknown value falls back to `international`. */
  mode?: PhoneInputMode;
  /** Formats while typing, and a valid number in the display mode. */
  autoFormat?: boolean;
  /** Refuses anything but digits, spaces, parentheses, plus and hyphen. */
  validCharactersOnly?: boolean;
  /**
   * A change is refused when what the user typed (Latin digits, without the field's own
   * formatting) does not match.
   */
  customValidate?: RegExp;
  showSearchBox?: boolean;
  /** Locale of the country names and their order; defaults to the document's language. */
  locale?: string;
  label?: ReactNode;
  /** Accessible name of the country picker and its list. */
  countryLabel?: string;
  searchLabel?: string;
  searchPlaceholder?: string;
  noResultsText?: string;
  placeholder?: string;
  name?: string;
  type?: string;
  id?: string;
  autoComplete?: string;
  disabled?: boolean;
  required?: boolean;
  /** Error text shown under the field and tied to the input with aria-describedby. */
  error?: ReactNode;
  /** One of the spec's messages (PHONE_INPUT_ERRORS), in English: translate it by its text. */
  onError?: (message: PhoneInputErrorMessage) => void;
  onFocus?: FocusEventHandler<HTMLInputElement>;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  className?: string;
  /** The number's `<input>`. */
  ref?: Ref<HTMLInputElement | null>;
};

type Processed = { text: string; country: CountryCode | undefined; analysis: PhoneAnalysis };

type Context = {
  isAllowed: (country: CountryCode) => boolean;
  mode: PhoneInputMode;
  autoFormat: boolean;
  home: CountryCode | undefined;
};

/**
 * Analyses text for a selected country, switches to the number's own country when it names one
 * (+CC typed or pasted; a complete national number of a shared calling code), then formats it.
 */
function processText(text: string, selected: CountryCode | undefined, context: Context): Processed {
  let analysis = analysePhone(text, selected, context.isAllowed);
  let country = selected;
  const inferred = analysis.country;
  if (
    inferred &&
    inferred !== selected &&
    context.isAllowed(inferred) &&
    (analysis.isInternational || analysis.isValid)
  ) {
    country = inferred;
    analysis = analysePhone(text, country, context.isAllowed);
  }
  const shown = context.autoFormat
    ? displayText(text, analysis, context.mode, context.home)
    : normalizeDigits(text);
  return { text: shown, country, analysis };
}

function toChange(processed: Processed, context: Context): PhoneInputChange {
  const { analysis, text } = processed;
  return {
    e164: analysis.e164,
    country: processed.country,
    isValid: analysis.isValid,
    formatted: analysis.isValid
      ? (formatNumber(analysis, context.mode, context.home) ?? text)
      : text,
    raw: text,
  };
}

const listKey = (codes: readonly string[] | undefined) => codes?.join(",") ?? "";
const fromKey = (key: string) => (key === "" ? undefined : key.split(","));

/**
 * International phone number field: country picker with flags, validation by libphonenumber's
 * full metadata, as-you-type formatting that keeps the caret, RTL-ready, Arabic digits accepted.
 */
export function PhoneInput({
  value,
  defaultValue,
  onChange,
  defaultCountry,
  onlyCountries,
  ignoredCountries,
  detectCountry,
  mode: modeProp,
  autoFormat = true,
  validCharactersOnly = false,
  customValidate,
  showSearchBox = false,
  locale: localeProp,
  label = "Phone number",
  countryLabel = "Country",
  searchLabel = "Search countries",
  searchPlaceholder = "Search",
  noResultsText = "No country found",
  placeholder = PHONE_INPUT_DEFAULTS.placeholder,
  name = PHONE_INPUT_DEFAULTS.name,
  type = PHONE_INPUT_DEFAULTS.type,
  id,
  autoComplete = "tel",
  disabled = false,
  required,
  error,
  onError,
  onFocus,
  onBlur,
  className,
  ref,
}: PhoneInputProps) {
  const mode = resolveMode(modeProp);
  const locale = localeProp ?? defaultLocale();
  const onlyKey = listKey(onlyCountries);
  const ignoredKey = listKey(ignoredCountries);
  const allowed = useMemo(
    () => allowedCountries(fromKey(onlyKey), fromKey(ignoredKey)),
    [onlyKey, ignoredKey],
  );
  const options = useMemo(() => countryOptions(allowed, locale), [allowed, locale]);

  const [initial] = useState(() => {
    const requested = toCountryCode(defaultCountry);
    const isDefaultKnown = requested !== undefined && allowed.has(requested);
    const home = isDefaultKnown ? requested : guessCountry(allowed);
    const context: Context = { isAllowed: (code) => allowed.has(code), mode, autoFormat, home };
    const processed = processText(value ?? defaultValue ?? "", home, context);
    const typed = normalizeDigits(value ?? defaultValue ?? "");
    return { processed, typed, home, isDefaultKnown, e164: toChange(processed, context).e164 };
  });
  const [text, setText] = useState(initial.processed.text);
  // What the user typed, without the field's formatting: what customValidate judges.
  const [typed, setTyped] = useState(initial.typed);
  const [country, setCountry] = useState(initial.processed.country);
  const [home, setHome] = useState(initial.home);
  const [emitted, setEmitted] = useState(initial.e164);
  const [syncedValue, setSyncedValue] = useState(value);
  const [formatKey, setFormatKey] = useState(`${mode}|${autoFormat}`);
  const [, forceRender] = useReducer((count: number) => count + 1, 0);

  const context: Context = { isAllowed: (code) => allowed.has(code), mode, autoFormat, home };
  const analysis = analysePhone(text, country, context.isAllowed);

  // A new controlled value (not our own echo) or a new display mode re-renders the text.
  if (value !== syncedValue) {
    setSyncedValue(value);
    if (value !== undefined && value !== emitted) {
      const processed = processText(value, country, context);
      setText(processed.text);
      setTyped(normalizeDigits(value));
      setCountry(processed.country);
      setEmitted(toChange(processed, context).e164);
    }
  }
  if (formatKey !== `${mode}|${autoFormat}`) {
    setFormatKey(`${mode}|${autoFormat}`);
    setText(processText(text, country, context).text);
  }

  const inputRef = useRef<HTMLInputElement>(null);
  const fieldRef = useRef<HTMLDivElement>(null);
  const pendingCaret = useRef<number | undefined>(undefined);
  // Once the user has chosen a country or typed, a late lookup answer must not override them.
  const hasUserInput = useRef(false);
  useImperativeHandle<HTMLInputElement | null, HTMLInputElement | null>(
    ref,
    () => inputRef.current,
    [],
  );

  const baseId = useId();
  const inputId = id ?? `${baseId}-input`;
  const errorId = `${baseId}-error`;
  const state: PhoneInputState = text === "" ? "empty" : analysis.isValid ? "valid" : "invalid";
  const isInvalid = Boolean(error) || analysis.isCallingCodeUnknown;

  function commit(processed: Processed, nextTyped: string, caret: number | undefined) {
    hasUserInput.current = true;
    if (processed.analysis.isCallingCodeUnknown && !analysis.isCallingCodeUnknown) {
      onError?.(PHONE_INPUT_ERRORS.unknownCallingCode);
    }
    const change = toChange(processed, context);
    pendingCaret.current = caret;
    setText(processed.text);
    setTyped(nextTyped);
    setCountry(processed.country);
    setEmitted(change.e164);
    onChange?.(change);
  }

  function refuse(caret: number) {
    pendingCaret.current = Math.max(0, caret);
    forceRender();
  }

  function isAcceptable(nextTyped: string, processed: Processed): boolean {
    // search() ignores a global pattern's lastIndex, so the caller's RegExp is never mutated.
    if (customValidate && nextTyped.search(customValidate) === -1) return false;
    return processed.analysis.nationalDigits.length <= PHONE_INPUT_LIMITS.maxNationalDigits;
  }

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    let next = normalizeDigits(input.value);
    let caret = input.selectionStart ?? next.length;
    const inserted = insertedText(text, next);
    if (validCharactersOnly && !hasOnlyValidCharacters(inserted)) {
      refuse(caret - inserted.length);
      return;
    }
    const inputType = (event.nativeEvent as InputEvent).inputType;
    if (inputType === "deleteContentBackward" || inputType === "deleteContentForward") {
      const direction = inputType === "deleteContentBackward" ? "backward" : "forward";
      const deleted = deleteThroughFormatting(text, next, caret, direction);
      if (deleted) ({ text: next, caret } = deleted);
    }
    const processed = processText(next, country, context);
    const nextTyped = typedAfterEdit(typed, text, next);
    if (!isAcceptable(nextTyped, processed)) {
      refuse(caret - inserted.length);
      return;
    }
    // Typing at the end stays at the end; elsewhere the caret follows the digits before it.
    const nextCaret =
      caret >= next.length
        ? processed.text.length
        : caretAfterSignificant(processed.text, countSignificantBefore(next, caret));
    commit(processed, nextTyped, nextCaret);
  }

  function handlePaste(event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    let pasted = extractPhoneNumber(event.clipboardData.getData("text"));
    if (validCharactersOnly && !hasOnlyValidCharacters(pasted)) {
      pasted = splitExtension(pasted).main;
    }
    if (pasted === "" || (validCharactersOnly && !hasOnlyValidCharacters(pasted))) return;
    const input = event.currentTarget;
    const start = input.selectionStart ?? text.length;
    const end = input.selectionEnd ?? text.length;
    // A whole international number replaces the field: its calling code decides the country.
    const before = pasted.startsWith("+") ? "" : text.slice(0, start);
    const after = pasted.startsWith("+") ? "" : text.slice(end);
    const next = `${before}${pasted}${after}`.slice(0, PHONE_INPUT_LIMITS.maxInputLength);
    const processed = processText(next, country, context);
    const nextTyped = typedAfterEdit(typed, text, next);
    if (!isAcceptable(nextTyped, processed)) return;
    const caretCount = countSignificantBefore(next, before.length + pasted.length);
    const caret =
      after === "" ? processed.text.length : caretAfterSignificant(processed.text, caretCount);
    commit(processed, nextTyped, caret);
  }

  function handleSelectCountry(code: CountryCode) {
    let next = text;
    if (analysis.isInternational) {
      // The number keeps its national digits under the new calling code.
      const extension = analysis.extension === undefined ? "" : ` ext. ${analysis.extension}`;
      const digits = analysis.isCallingCodeUnknown ? "" : analysis.nationalDigits;
      next = `+${callingCodeOf(code)}${digits}${extension}`;
    }
    const processed = processText(next, code, context);
    commit({ ...processed, country: code }, next, processed.text.length);
  }

  useLayoutEffect(() => {
    const caret = pendingCaret.current;
    pendingCaret.current = undefined;
    const input = inputRef.current;
    if (caret !== undefined && input && document.activeElement === input) {
      input.setSelectionRange(caret, caret);
    }
  });

  const reportMountErrors = useEffectEvent(() => {
    if (defaultCountry !== undefined && !initial.isDefaultKnown) {
      onError?.(PHONE_INPUT_ERRORS.unknownCountry);
    }
    if (initial.processed.analysis.isCallingCodeUnknown) {
      onError?.(PHONE_INPUT_ERRORS.unknownCallingCode);
    }
  });
  useEffect(() => reportMountErrors(), []);

  const startDetection = useEffectEvent(() => {
    const hasOwnCountry = initial.isDefaultKnown || initial.processed.analysis.isInternational;
    if (!detectCountry || hasOwnCountry) return undefined;
    let isCurrent = true;
    detectCountry().then(
      (detected) => {
        if (!isCurrent) return;
        const code = toCountryCode(detected);
        if (!code || !allowed.has(code)) {
          onError?.(PHONE_INPUT_ERRORS.unknownCountry);
          return;
        }
        setHome(code);
        if (!hasUserInput.current) setCountry(code);
      },
      () => {
        if (isCurrent) onError?.(PHONE_INPUT_ERRORS.countryFetch);
      },
    );
    return () => {
      isCurrent = false;
    };
  });
  useEffect(() => startDetection(), []);

  return (
    <div
      data-slot="phone-input"
      data-state={state}
      data-disabled={disabled ? "" : undefined}
      className={["flex flex-col gap-1.5", className].filter(Boolean).join(" ")}
    >
      <FieldLabel htmlFor={inputId} isRequired={required}>
        {label}
      </FieldLabel>
      <div
        ref={fieldRef}
        data-slot="phone-input-field"
        data-invalid={isInvalid ? "" : undefined}
        className={
          "group/phone relative flex h-10 items-stretch rounded-md border border-gray-300 " +
          "bg-white transition-colors has-[>input:focus-visible]:border-brand-700 " +
          "has-[>input:focus-visible]:outline-2 has-[>input:focus-visible]:outline-brand-700/30 " +
          "data-invalid:border-red-600 data-invalid:has-[>input:focus-visible]:outline-red-600/30 " +
          "has-[>input:disabled]:cursor-not-allowed has-[>input:disabled]:bg-gray-50 " +
          "has-[>input:disabled]:opacity-70"
        }
      >
        <CountrySelect
          idBase={baseId}
          options={options}
          value={country}
          onSelect={handleSelectCountry}
          anchorRef={fieldRef}
          inputRef={inputRef}
          labels={{
            country: countryLabel,
            search: searchLabel,
            searchPlaceholder,
            noResults: noResultsText,
          }}
          locale={locale}
          disabled={disabled}
          showSearchBox={showSearchBox}
        />
        <input
          ref={inputRef}
          id={inputId}
          // NOTE: a number reads left to right in Arabic too; the field aligns it to its start.
          dir="ltr"
          type={type}
          name={name}
          inputMode="tel"
          autoComplete={autoComplete}
          maxLength={PHONE_INPUT_LIMITS.maxInputLength}
          placeholder={placeholder}
          value={text}
          disabled={disabled}
          required={required}
          aria-invalid={isInvalid || undefined}
          aria-describedby={error ? errorId : undefined}
          data-slot="phone-input-number"
          onChange={handleChange}
          onPaste={handlePaste}
          onFocus={onFocus}
          onBlur={onBlur}
          className={
            "min-w-0 flex-1 rounded-e-md bg-transparent px-3 text-base text-gray-900 " +
            "tabular-nums outline-none placeholder:text-gray-500 disabled:cursor-not-allowed " +
            "text-start group-[:dir(rtl)]/phone:text-end"
          }
        />
      </div>
      {error ? (
        <p id={errorId} data-slot="phone-input-error" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
