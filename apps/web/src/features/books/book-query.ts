import { BOOK_STATUSES, type BookStatus } from "@rawaq/domain/book";
import { normalizeDigits } from "@rawaq/domain/rules";
import type { Locale } from "@rawaq/i18n/locales";

/** The books list's filters as the URL holds them (`?status=&q=&page=`). */
export interface BookListParams {
  status: BookStatus | undefined;
  q: string;
  page: number;
}

/** Reads `?status=&q=&page=`; an unknown status or a bad page falls back to "all" and 1. */
export function parseBookListParams(params: URLSearchParams): BookListParams {
  const status = params.get("status");
  const page = Number.parseInt(normalizeDigits(params.get("page") ?? ""), 10);
  return {
    status: (BOOK_STATUSES as readonly string[]).includes(status ?? "")
      ? (status as BookStatus)
      : undefined,
    q: params.get("q") ?? "",
    page: Number.isFinite(page) && page >= 1 ? page : 1,
  };
}

/**
 * The URL query for a change of filters. A new status or search starts again at page 1, so a
 * page number never points past the end of a shorter list.
 */
export function bookListSearch(
  current: URLSearchParams,
  change: Partial<BookListParams>,
): URLSearchParams {
  const next = new URLSearchParams(current);
  const set = (name: string, value: string | undefined) =>
    value ? next.set(name, value) : next.delete(name);
  if ("status" in change) set("status", change.status);
  if ("q" in change) set("q", change.q);
  if ("status" in change || "q" in change) next.delete("page");
  if (change.page !== undefined) set("page", change.page > 1 ? String(change.page) : undefined);
  return next;
}

/** A count with Latin digits and grouping in both locales (1,234). */
export function formatCount(value: number, locale: Locale): string {
  return new Intl.NumberFormat(locale, { numberingSystem: "latn" }).format(value);
}
