import {
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import {
  FieldError,
  FieldHint,
  FieldLabel,
  fieldBoxClass,
  fieldState,
  joinClasses,
  useFieldIds,
} from "../text-field/field.tsx";

export type ComboboxOption = {
  /** Must not be empty: "" is the combobox's "nothing chosen" value. */
  value: string;
  /** Shown in the list and in the box once chosen; what the search matches. */
  label: string;
};

/** Exposed as `data-state`: idle, open (the list is shown), invalid or disabled. */
export type ComboboxState = "idle" | "open" | "invalid" | "disabled";

export type ComboboxProps = {
  label: ReactNode;
  /** In the order to offer them; the search keeps that order. */
  options: readonly ComboboxOption[];
  /** The chosen value; "" for none. */
  value: string;
  onValueChange: (value: string) => void;
  /** Shown in the empty box. */
  placeholder?: string;
  /** Shown in the list when the search matches nothing. */
  noResultsText?: string;
  /** The toggle button's accessible name. */
  showOptionsLabel?: string;
  hint?: ReactNode;
  error?: ReactNode;
  disabled?: boolean;
  required?: boolean;
  /** A hidden input of this name submits the chosen value with a form. */
  name?: string;
  id?: string;
  className?: string;
};

/**
 * Text folded for searching: case, accents and the Arabic letters people type interchangeably
 * (أ إ آ ٱ → ا, ة → ه, ى → ي, tatweel dropped), so "egy", "EGY" and "مصر" find what they mean.
 */
export function searchKey(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/[أإآٱ]/g, "ا")
    .replace(/ة/g, "ه")
    .replace(/ى/g, "ي")
    .replace(/ـ/g, "")
    .toLowerCase()
    .trim();
}

/**
 * A single choice from a long list that can be searched by typing (the WAI-ARIA combobox with a
 * listbox popup): the text box filters the list, the arrow keys move through it, Enter or a click
 * chooses, Escape and leaving the box put back the chosen option's name. Focus stays in the box
 * (the active option is `aria-activedescendant`), so typing never stops.
 */
export function Combobox({
  label,
  options,
  value,
  onValueChange,
  placeholder,
  noResultsText = "No match",
  showOptionsLabel = "Show the options",
  hint,
  error,
  disabled = false,
  required,
  name,
  id,
  className,
}: ComboboxProps) {
  const ids = useFieldIds({ id, hint, error });
  const listId = `${ids.id}-listbox`;
  const chosen = options.find((option) => option.value === value);
  const [isOpen, setOpen] = useState(false);
  // What the user typed since the list opened; null shows the chosen option's name.
  const [query, setQuery] = useState<string | null>(null);
  const [activeIndex, setActiveIndex] = useState(-1);
  const listRef = useRef<HTMLUListElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  const matches = useMemo(() => {
    const key = searchKey(query ?? "");
    return key ? options.filter((option) => searchKey(option.label).includes(key)) : options;
  }, [options, query]);

  const fieldStateValue = fieldState({ disabled, error });
  const state: ComboboxState = isOpen && !disabled ? "open" : fieldStateValue;
  const activeOption = isOpen ? matches[activeIndex] : undefined;
  const optionId = (index: number) => `${ids.id}-option-${index}`;

  useEffect(() => {
    if (!activeOption) return;
    listRef.current
      ?.querySelector(`#${CSS.escape(optionId(activeIndex))}`)
      ?.scrollIntoView({ block: "nearest" });
    // The id follows the index; nothing else moves the active option.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [activeIndex, activeOption]);

  function open(startAt?: number) {
    if (disabled) return;
    setOpen(true);
    const selected = matches.findIndex((option) => option.value === value);
    setActiveIndex(startAt ?? (selected >= 0 ? selected : 0));
  }

  function close() {
    setOpen(false);
    setQuery(null);
    setActiveIndex(-1);
  }

  function choose(option: ComboboxOption) {
    if (option.value !== value) onValueChange(option.value);
    close();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const last = matches.length - 1;
    switch (event.key) {
      case "ArrowDown":
        event.preventDefault();
        if (!isOpen) open();
        else setActiveIndex((index) => Math.min(index + 1, last));
        break;
      case "ArrowUp":
        event.preventDefault();
        if (!isOpen) open();
        else setActiveIndex((index) => Math.max(index - 1, 0));
        break;
      case "Enter":
        if (isOpen && activeOption) {
          event.preventDefault();
          choose(activeOption);
        } else if (!isOpen) {
          event.preventDefault();
          open();
        }
        break;
      case "Escape":
        if (isOpen) {
          event.preventDefault();
          close();
        }
        break;
    }
  }

  function handleBlur(event: FocusEvent<HTMLDivElement>) {
    // Moving within the field (to the toggle, a click on an option) is not leaving it.
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    close();
  }

  return (
    <div
      data-slot="combobox"
      data-state={state}
      className={joinClasses("flex flex-col gap-1.5", className)}
    >
      <FieldLabel id={ids.labelId} htmlFor={ids.id} isRequired={required}>
        {label}
      </FieldLabel>
      <div className="relative" onBlur={handleBlur}>
        <div data-state={fieldStateValue} className={fieldBoxClass}>
          <input
            ref={inputRef}
            id={ids.id}
            type="text"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={isOpen}
            aria-controls={listId}
            aria-activedescendant={activeOption ? optionId(activeIndex) : undefined}
            aria-describedby={ids.describedBy}
            aria-invalid={fieldStateValue === "invalid" || undefined}
            aria-required={required || undefined}
            autoComplete="off"
            spellCheck={false}
            dir="auto"
            disabled={disabled}
            placeholder={placeholder}
            value={query ?? chosen?.label ?? ""}
            onChange={(event) => {
              setQuery(event.currentTarget.value);
              setOpen(true);
              setActiveIndex(0);
            }}
            onClick={() => (isOpen ? undefined : open())}
            onKeyDown={handleKeyDown}
            className="min-w-0 flex-1 bg-transparent px-3 py-2 text-start text-base text-gray-900 outline-none placeholder:text-gray-600 disabled:cursor-not-allowed disabled:text-gray-600"
          />
          <button
            type="button"
            tabIndex={-1}
            aria-label={showOptionsLabel}
            aria-controls={listId}
            aria-expanded={isOpen}
            disabled={disabled}
            onClick={() => {
              if (isOpen) close();
              else open();
              inputRef.current?.focus();
            }}
            className="flex size-9 shrink-0 items-center justify-center text-gray-600 disabled:cursor-not-allowed"
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-5">
              <path
                fillRule="evenodd"
                d="M5.22 8.22a.75.75 0 0 1 1.06 0L10 11.94l3.72-3.72a.75.75 0 1 1 1.06 1.06l-4.25 4.25a.75.75 0 0 1-1.06 0L5.22 9.28a.75.75 0 0 1 0-1.06Z"
                clipRule="evenodd"
              />
            </svg>
          </button>
        </div>
        <div
          hidden={!isOpen}
          data-slot="combobox-popup"
          className="absolute inset-x-0 top-full z-50 mt-1 rounded-md border border-gray-300 bg-white p-1 text-gray-900 shadow-lg"
        >
          <ul
            ref={listRef}
            id={listId}
            role="listbox"
            aria-labelledby={ids.labelId}
            hidden={matches.length === 0}
            data-slot="combobox-list"
            className="max-h-72 overflow-auto"
          >
            {matches.map((option, index) => (
              <li
                key={option.value}
                id={optionId(index)}
                role="option"
                aria-selected={option.value === value}
                data-active={index === activeIndex || undefined}
                data-slot="combobox-option"
                // Keep the focus in the box: the click chooses, the box stays ready for typing.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(option)}
                onMouseMove={() => setActiveIndex(index)}
                className="flex min-h-9 cursor-default items-center rounded-sm px-3 py-2 text-start select-none aria-selected:font-medium data-active:bg-brand-50 data-active:text-brand-900"
              >
                {option.label}
              </li>
            ))}
          </ul>
          {matches.length === 0 && (
            <p role="status" data-slot="combobox-empty" className="px-3 py-2 text-gray-600">
              {noResultsText}
            </p>
          )}
        </div>
      </div>
      {name && <input type="hidden" name={name} value={value} />}
      <FieldHint id={ids.hintId}>{hint}</FieldHint>
      <FieldError id={ids.errorId}>{error}</FieldError>
    </div>
  );
}
