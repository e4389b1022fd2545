import { useSearchParams } from "react-router-dom";

/** The status filter's value for "every status" (a Select option cannot be empty). */
export const ALL_STATUSES = "all";

/** A one-based page number from the URL; anything else is page 1. */
export function parsePage(value: string | null): number {
  const page = Number.parseInt(value ?? "", 10);
  return Number.isFinite(page) && page >= 1 ? page : 1;
}

/**
 * A queue's status filter from the URL: absent means the default (the pending queue), "all"
 * means every status (undefined), an unknown value falls back to the default.
 */
export function parseStatus<Status extends string>(
  value: string | null,
  statuses: readonly Status[],
  fallback: Status,
): Status | undefined {
  if (value === ALL_STATUSES) return undefined;
  return statuses.find((status) => status === value) ?? fallback;
}

/**
 * A queue's filters and page, kept in the URL's query so a reload, a shared link and the back
 * button show the same list. Changing a filter goes back to page 1.
 */
export function useQueueParams() {
  const [params, setParams] = useSearchParams();

  function update(changes: Record<string, string | number | null>) {
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      for (const [name, value] of Object.entries(changes)) {
        if (value === null || value === "") next.delete(name);
        else next.set(name, String(value));
      }
      if (!("page" in changes)) next.delete("page");
      // Page 1 is the default: keep the address short.
      if (next.get("page") === "1") next.delete("page");
      return next;
    });
  }

  return {
    get: (name: string) => params.get(name),
    page: parsePage(params.get("page")),
    update,
  };
}
