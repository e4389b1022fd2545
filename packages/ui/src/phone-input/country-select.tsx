import { useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import type { KeyboardEvent, RefObject } from "react";
import { PHONE_INPUT_LIMITS } from "./constants.ts";
import { CountryFlag } from "./country-flag.tsx";
import type { CountryOption } from "./countries.ts";
import type { CountryCode } from "./phone-number.ts";
import { normalizeDigits } from "@rawaq/domain/rules";

export type CountrySelectLabels = {
  country: string;
  search: string;
  searchPlaceholder: string;
  noResults: string;
};

type CountrySelectProps = {
  idBase: string;
  options: readonly CountryOption[];
  value: CountryCode | undefined;
  onSelect: (code: CountryCode) => void;
  /** The whole field: the list takes its width and opens above or below it. */
  anchorRef: RefObject<HTMLElement | null>;
  /** Where focus goes after a choice: the number comes next. */
  inputRef: RefObject<HTMLInputElement | null>;
  labels: CountrySelectLabels;
  locale: string;
  disabled?: boolean;
  showSearchBox?: boolean;
};

type Side = "top" | "bottom";

const PAGE_SIZE = 10;

/**
 * The country picker: a select-only combobox (WAI-ARIA APG) whose focus stays on the button while
 * `aria-activedescendant` walks the listbox, or on the search box when it is shown.
 */
export function CountrySelect({
  idBase,
  options,
  value,
  onSelect,
  anchorRef,
  inputRef,
  labels,
  locale,
  disabled = false,
  showSearchBox = false,
}: CountrySelectProps) {
  const [isOpen, setIsOpen] = useState(false);
  const [side, setSide] = useState<Side>("bottom");
  const [query, setQuery] = useState("");
  const [activeCode, setActiveCode] = useState<CountryCode>();
  const [seenCodes, setSeenCodes] = useState<ReadonlySet<CountryCode>>(() => new Set());
  const buttonRef = useRef<HTMLButtonElement>(null);
  const popupRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const typed = useRef<{ text: string; timer: ReturnType<typeof setTimeout> | undefined }>({
    text: "",
    timer: undefined,
  });
  const scrollMode = useRef<"center" | "nearest">("center");

  const matcher = useMemo(() => createMatcher(locale), [locale]);
  const visible = useMemo(
    () => (query === "" ? options : options.filter((option) => matcher.contains(option, query))),
    [options, query, matcher],
  );

  const listId = `${idBase}-countries`;
  const optionId = (code: CountryCode) => `${idBase}-country-${code}`;
  const selected = options.find((option) => option.code === value);
  const activeDescendant = isOpen && activeCode ? optionId(activeCode) : undefined;

  function resetTyped() {
    clearTimeout(typed.current.timer);
    typed.current = { text: "", timer: undefined };
  }

  function open() {
    if (disabled) return;
    const anchor = anchorRef.current ?? buttonRef.current;
    const bottom = anchor?.getBoundingClientRect().bottom ?? 0;
    setSide(window.innerHeight - bottom < PHONE_INPUT_LIMITS.minSpaceBelowPx ? "top" : "bottom");
    setQuery("");
    setActiveCode(value ?? options[0]?.code);
    scrollMode.current = "center";
    setIsOpen(true);
  }

  function close(focus: "button" | "input" | "none") {
    setIsOpen(false);
    resetTyped();
    if (focus === "button") buttonRef.current?.focus();
    if (focus === "input") inputRef.current?.focus();
  }

  function choose(code: CountryCode) {
    onSelect(code);
    close("input");
  }

  function move(to: number | "first" | "last") {
    if (visible.length === 0) return;
    const current = visible.findIndex((option) => option.code === activeCode);
    const index =
      to === "first"
        ? 0
        : to === "last"
          ? visible.length - 1
          : Math.min(visible.length - 1, Math.max(0, (current === -1 ? 0 : current) + to));
    scrollMode.current = "nearest";
    setActiveCode(visible[index]?.code);
  }

  function typeToFind(key: string) {
    clearTimeout(typed.current.timer);
    const text = typed.current.text + normalizeDigits(key);
    typed.current = {
      text,
      timer: setTimeout(resetTyped, PHONE_INPUT_LIMITS.typeToFindResetMs),
    };
    const match = matcher.find(visible, text, activeCode);
    if (match) {
      scrollMode.current = "nearest";
      setActiveCode(match);
    }
  }

  function handleOpenKeyDown(event: KeyboardEvent<HTMLElement>, isSearch: boolean) {
    const { key } = event;
    const isPrintable = key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;
    if (key === "ArrowDown" || key === "ArrowUp") move(key === "ArrowDown" ? 1 : -1);
    else if (key === "PageDown" || key === "PageUp")
      move(key === "PageDown" ? PAGE_SIZE : -PAGE_SIZE);
    else if ((key === "Home" || key === "End") && !isSearch)
      move(key === "Home" ? "first" : "last");
    else if (key === "Enter" || (key === " " && !isSearch && typed.current.text === "")) {
      if (activeCode) choose(activeCode);
    } else if (key === "Escape") close("button");
    else if (key === "Tab") {
      close("none");
      return;
    } else if (isPrintable && !isSearch) typeToFind(key);
    else return;
    event.preventDefault();
  }

  function handleButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (isOpen) {
      handleOpenKeyDown(event, false);
      return;
    }
    const { key } = event;
    const isPrintable = key.length === 1 && key !== " " && !event.ctrlKey && !event.metaKey;
    if (["ArrowDown", "ArrowUp", "Enter", " "].includes(key) || isPrintable) {
      event.preventDefault();
      open();
      if (isPrintable && !showSearchBox) typeToFind(key);
    }
  }

  // Focus moves into the search box when the list opens with one.
  useEffect(() => {
    if (isOpen && showSearchBox) searchRef.current?.focus();
  }, [isOpen, showSearchBox]);

  // A click anywhere else closes the list, leaving focus where the click put it.
  useEffect(() => {
    if (!isOpen) return;
    function handlePointerDown(event: PointerEvent) {
      const target = event.target as Node;
      if (buttonRef.current?.contains(target) || popupRef.current?.contains(target)) return;
      setIsOpen(false);
      resetTyped();
    }
    document.addEventListener("pointerdown", handlePointerDown, true);
    return () => document.removeEventListener("pointerdown", handlePointerDown, true);
  }, [isOpen]);

  useEffect(() => () => clearTimeout(typed.current.timer), []);

  // Keep the active option in view without scrolling the page (no scrollIntoView).
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!isOpen || !list || !activeCode) return;
    const option = list.querySelector<HTMLElement>(`[data-code="${activeCode}"]`);
    if (!option) return;
    if (scrollMode.current === "center") {
      list.scrollTop = option.offsetTop - (list.clientHeight - option.offsetHeight) / 2;
    } else if (option.offsetTop < list.scrollTop) {
      list.scrollTop = option.offsetTop;
    } else if (option.offsetTop + option.offsetHeight > list.scrollTop + list.clientHeight) {
      list.scrollTop = option.offsetTop + option.offsetHeight - list.clientHeight;
    }
  }, [isOpen, activeCode]);

  // Flags load as their rows scroll into view: a few KB instead of all 245 flags.
  useEffect(() => {
    const list = listRef.current;
    if (!isOpen || !list) return;
    const observer = new IntersectionObserver(
      (entries) => {
        const codes = entries
          .filter((entry) => entry.isIntersecting)
          .map((entry) => (entry.target as HTMLElement).dataset["code"] as CountryCode);
        if (codes.length === 0) return;
        setSeenCodes((previous) =>
          codes.every((code) => previous.has(code)) ? previous : new Set([...previous, ...codes]),
        );
      },
      { root: list, rootMargin: "64px 0px" },
    );
    for (const option of list.querySelectorAll("[data-code]")) observer.observe(option);
    return () => observer.disconnect();
  }, [isOpen, visible]);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        role="combobox"
        aria-label={
          selected ? `${labels.country}: ${selected.name} +${selected.callingCode}` : labels.country
        }
        aria-haspopup="listbox"
        aria-expanded={isOpen}
        aria-controls={listId}
        aria-activedescendant={showSearchBox ? undefined : activeDescendant}
        disabled={disabled}
        data-slot="phone-input-country"
        data-state={isOpen ? "open" : "closed"}
        onClick={() => (isOpen ? close("none") : open())}
        onKeyDown={handleButtonKeyDown}
        className={
          "flex shrink-0 items-center gap-1.5 rounded-s-md border-e border-gray-300 ps-3 pe-2 " +
          "text-gray-600 outline-none hover:bg-gray-50 disabled:cursor-not-allowed " +
          "disabled:hover:bg-transparent focus-visible:bg-brand-50 focus-visible:outline-2 " +
          "focus-visible:-outline-offset-2 focus-visible:outline-brand-700"
        }
      >
        {value ? (
          <CountryFlag code={value} />
        ) : (
          <span className="inline-block h-4 w-6 rounded-[2px] bg-gray-200" />
        )}
        <svg
          aria-hidden="true"
          viewBox="0 0 16 16"
          className="size-4 transition-transform in-data-[state=open]:rotate-180"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.75"
        >
          <path d="m4 6 4 4 4-4" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>

      <div
        ref={popupRef}
        hidden={!isOpen}
        data-slot="phone-input-popup"
        data-side={side}
        className={
          "absolute start-0 z-30 w-full overflow-hidden rounded-md border border-gray-200 " +
          "bg-white shadow-lg data-[side=bottom]:top-full data-[side=bottom]:mt-1 " +
          "data-[side=top]:bottom-full data-[side=top]:mb-1"
        }
      >
        {isOpen && showSearchBox && (
          <div className="border-b border-gray-200 p-2">
            <input
              ref={searchRef}
              type="search"
              role="combobox"
              aria-label={labels.search}
              aria-autocomplete="list"
              aria-expanded={isOpen}
              aria-controls={listId}
              aria-activedescendant={activeDescendant}
              autoComplete="off"
              spellCheck={false}
              placeholder={labels.searchPlaceholder}
              value={query}
              data-slot="phone-input-search"
              onChange={(event) => {
                const next = event.currentTarget.value;
                setQuery(next);
                scrollMode.current = "nearest";
                setActiveCode(
                  next === ""
                    ? (value ?? options[0]?.code)
                    : options.find((option) => matcher.contains(option, next))?.code,
                );
              }}
              onKeyDown={(event) => handleOpenKeyDown(event, true)}
              className={
                "h-8 w-full rounded border border-gray-300 px-2 text-sm text-gray-900 " +
                "outline-none placeholder:text-gray-500 focus-visible:border-brand-700 " +
                "focus-visible:outline-2 focus-visible:-outline-offset-1 " +
                "focus-visible:outline-brand-700"
              }
            />
          </div>
        )}
        <ul
          ref={listRef}
          id={listId}
          role="listbox"
          aria-label={labels.country}
          tabIndex={-1}
          data-slot="phone-input-listbox"
          className="relative max-h-60 overflow-y-auto py-1"
        >
          {isOpen &&
            visible.map((option) => (
              <li
                key={option.code}
                id={optionId(option.code)}
                role="option"
                aria-selected={option.code === value}
                data-code={option.code}
                data-highlighted={option.code === activeCode ? "" : undefined}
                // Keeps focus on the combobox, so aria-activedescendant stays meaningful.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(option.code)}
                onPointerMove={() => {
                  if (option.code !== activeCode) {
                    scrollMode.current = "nearest";
                    setActiveCode(option.code);
                  }
                }}
                className={
                  "flex cursor-pointer items-center gap-2 px-3 py-1.5 text-sm text-gray-900 " +
                  "data-highlighted:bg-brand-50 aria-selected:font-medium"
                }
              >
                <CountryFlag code={option.code} shouldLoad={seenCodes.has(option.code)} />
                <span className="min-w-0 flex-1 truncate text-start">{option.name}</span>
                <span dir="ltr" className="shrink-0 text-gray-500 tabular-nums">
                  +{option.callingCode}
                </span>
              </li>
            ))}
        </ul>
        {isOpen && visible.length === 0 && (
          <p role="status" className="px-3 py-2 text-sm text-gray-600">
            {labels.noResults}
          </p>
        )}
      </div>
    </>
  );
}

type Matcher = {
  /** Search box: the name contains the query, or the ISO code or calling code matches. */
  contains: (option: CountryOption, query: string) => boolean;
  /** Type-to-find: the next country whose name (or calling code) starts with the typed text. */
  find: (
    options: readonly CountryOption[],
    typed: string,
    activeCode: CountryCode | undefined,
  ) => CountryCode | undefined;
};

function createMatcher(locale: string): Matcher {
  // Case, accents and Arabic hamza forms of alef do not matter when looking a country up.
  const fold = (text: string) =>
    text
      .normalize("NFD")
      .replace(/\p{M}/gu, "")
      .replace(/[أإآٱ]/g, "ا")
      .toLocaleLowerCase(locale);
  const names = new Map<string, string>();
  const folded = (option: CountryOption) => {
    let name = names.get(option.code);
    if (name === undefined) {
      name = fold(option.name);
      names.set(option.code, name);
    }
    return name;
  };
  const digitsOf = (text: string) => {
    const normalized = normalizeDigits(text).trim().replace(/^\+/, "");
    return /^\d+$/.test(normalized) ? normalized : undefined;
  };
  const startsWith = (option: CountryOption, prefix: string) => {
    const name = folded(option);
    // Arabic names often begin with the article (الإمارات…): match after it too.
    return name.startsWith(prefix) || (name.startsWith("ال") && name.slice(2).startsWith(prefix));
  };

  return {
    contains(option, query) {
      const digits = digitsOf(query);
      if (digits !== undefined) return option.callingCode.startsWith(digits);
      const text = fold(query.trim());
      return folded(option).includes(text) || option.code.toLowerCase() === text;
    },
    find(options, typed, activeCode) {
      if (options.length === 0) return undefined;
      const digits = digitsOf(typed);
      const text = fold(typed);
      // Repeating one letter walks through the countries starting with it.
      const isRepeat = text.length > 1 && [...text].every((character) => character === text[0]);
      const prefix = isRepeat ? text.slice(0, 1) : text;
      const current = options.findIndex((option) => option.code === activeCode);
      const first = prefix.length === 1 ? current + 1 : Math.max(current, 0);
      for (let step = 0; step < options.length; step += 1) {
        const option = options[(first + step) % options.length];
        if (!option) continue;
        const isMatch =
          digits !== undefined ? option.callingCode.startsWith(digits) : startsWith(option, prefix);
        if (isMatch) return option.code;
      }
      return undefined;
    },
  };
}
