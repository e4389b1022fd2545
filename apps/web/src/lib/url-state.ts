import { MAX_PAGE_SIZE } from "@rawaq/domain/pagination";
import { readWholeNumber } from "@rawaq/domain/numbers";
import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router-dom";

/**
 * The one way a page keeps its state in the URL's query (docs/decisions/014): a list's page,
 * page size, filters and search, a page's tab. A reload, a shared link, back and forward all show
 * the same thing, and SWR keys are made from the parsed state.
 *
 * A page declares its parameters once, as a constant (`{ status: filterParam(…), page: pageParam }`),
 * and reads and changes them with `useUrlState`; links to it are made with `urlSearch`.
 */

/** How one query parameter is read from and written to the URL. */
export interface UrlParam<T> {
  /** Never throws: a missing or unreadable value gives the default. */
  parse(value: string | null): T;
  /** The URL's text for a value; null leaves the parameter out (the default keeps links short). */
  serialize(value: T): string | null;
}

export type UrlParams = Readonly<Record<string, UrlParam<unknown>>>;

/** The parsed values of a page's parameters. */
export type UrlState<P extends UrlParams> = {
  [K in keyof P]: P[K] extends UrlParam<infer T> ? T : never;
};

export interface UrlStateOptions {
  /**
   * Replace the current history entry instead of adding one: for typing (each pause would
   * otherwise be a step of the back button) and for corrections the user did not ask for.
   */
  replace?: boolean;
}

/** The filter value that means "every value" when a filter has a default of its own. */
export const ALL = "all";

function positiveInteger(value: string | null): number | undefined {
  const number = readWholeNumber(value ?? "");
  return number !== null && number >= 1 ? number : undefined;
}

/** A one-based page number (`?page=3`, Arabic-Indic digits too); page 1 is left out. */
export const pageParam: UrlParam<number> = {
  parse: (value) => positiveInteger(value) ?? 1,
  serialize: (page) => (page > 1 ? String(page) : null),
};

/** Rows per page (`?per_page=50`), at most the API's cap; the list's own size is left out. */
export function perPageParam(defaultSize: number): UrlParam<number> {
  return {
    parse: (value) => {
      const size = positiveInteger(value);
      return size !== undefined && size <= MAX_PAGE_SIZE ? size : defaultSize;
    },
    serialize: (size) => (size === defaultSize ? null : String(size)),
  };
}

/** Free text, kept as typed (a search, an id); empty is left out. */
export const textParam: UrlParam<string> = {
  parse: (value) => value ?? "",
  serialize: (text) => (text === "" ? null : text),
};

/** One of a few values (a tab); absent or unknown is `fallback`, which is left out. */
export function choiceParam<V extends string>(values: readonly V[], fallback: V): UrlParam<V> {
  return {
    parse: (value) => values.find((choice) => choice === value) ?? fallback,
    serialize: (choice) => (choice === fallback ? null : choice),
  };
}

/**
 * A filter over a few values, `undefined` meaning every value.
 * - Without a default: absent or unknown is every value (`?status=` left out).
 * - With one (a review queue opens on "pending"): absent or unknown is the default, and every
 *   value is written `ALL` (`?status=all`).
 */
export function filterParam<V extends string>(
  values: readonly V[],
  defaultValue?: V,
): UrlParam<V | undefined> {
  return {
    parse: (value) => {
      if (defaultValue !== undefined && value === ALL) return undefined;
      return values.find((choice) => choice === value) ?? defaultValue;
    },
    serialize: (choice) => {
      if (choice === defaultValue) return null;
      return choice ?? ALL;
    },
  };
}

/** Reads every parameter of `params` from a query. */
export function parseUrlState<P extends UrlParams>(
  params: P,
  search: URLSearchParams,
): UrlState<P> {
  return Object.fromEntries(
    Object.entries(params).map(([name, param]) => [name, param.parse(search.get(name))]),
  ) as UrlState<P>;
}

/**
 * The query after a change. Parameters the page does not declare are kept. Any change but the
 * page itself goes back to page 1, so a page number never points past the end of a shorter list.
 */
export function changeUrlState<P extends UrlParams>(
  params: P,
  current: URLSearchParams,
  change: Partial<UrlState<P>>,
): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [name, value] of Object.entries(change)) {
    const text = params[name]?.serialize(value);
    if (text === undefined || text === null) next.delete(name);
    else next.set(name, text);
  }
  if ("page" in params && !("page" in change)) next.delete("page");
  return next;
}

/** `?…` for a link to a page with these values (the rest at their defaults), or "". */
export function urlSearch<P extends UrlParams>(params: P, values: Partial<UrlState<P>>): string {
  const query = changeUrlState(params, new URLSearchParams(), values).toString();
  return query ? `?${query}` : "";
}

/**
 * A page's state in the URL: the parsed values, and a setter that writes a change as one history
 * entry (or replaces the current one). `params` must be a constant, declared beside the page's
 * feature.
 */
export function useUrlState<P extends UrlParams>(
  params: P,
): [UrlState<P>, (change: Partial<UrlState<P>>, options?: UrlStateOptions) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = searchParams.toString();
  // Parsed once per query, so the state object keeps its identity while the URL does not change.
  const state = useMemo(() => parseUrlState(params, new URLSearchParams(query)), [params, query]);
  const setState = useCallback(
    (change: Partial<UrlState<P>>, options?: UrlStateOptions) =>
      setSearchParams((current) => changeUrlState(params, current, change), {
        replace: options?.replace ?? false,
      }),
    [params, setSearchParams],
  );
  return [state, setState];
}
