import { Trans, useLingui } from "@lingui/react/macro";
import { BOOK_STATUSES, type BookStatus } from "@rawaq/domain/book";
import type { BookCounts } from "@rawaq/domain/organization";
import type { Locale } from "@rawaq/i18n/locales";
import { TextField } from "@rawaq/ui/text-field";
import { useEffect, useId, useState } from "react";
import { formatCount } from "../../lib/format-count.ts";
import { BOOK_STATUS_LABELS } from "../../components/review-status.tsx";

/** Typing pauses this long before the list is searched. */
export const SEARCH_DEBOUNCE_MS = 300;

export interface BookFiltersProps {
  status: BookStatus | undefined;
  /** The search as the URL holds it. */
  query: string;
  /** The organization's books per status, shown beside each choice when known. */
  counts?: BookCounts | undefined;
  onStatusChange: (status: BookStatus | undefined) => void;
  /** Called once typing pauses, with the text as typed. */
  onQueryChange: (query: string) => void;
}

/** The status choice (All / Pending review / Approved / Rejected) and the search box. */
export function BookFilters({
  status,
  query,
  counts,
  onStatusChange,
  onQueryChange,
}: BookFiltersProps) {
  const { i18n, t } = useLingui();
  const locale = i18n.locale as Locale;
  const radioName = useId();
  const [draft, setDraft] = useState(query);
  // The URL can change under the box (back, forward, "Clear filters"): the box follows it.
  const [shownQuery, setShownQuery] = useState(query);
  if (query !== shownQuery) {
    setShownQuery(query);
    setDraft(query);
  }

  useEffect(() => {
    if (draft === query) return;
    const timer = setTimeout(() => onQueryChange(draft), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, query, onQueryChange]);

  const choices: { value: BookStatus | undefined; label: string; count: number | undefined }[] = [
    {
      value: undefined,
      label: t`All`,
      count: counts && counts.pending + counts.approved + counts.rejected,
    },
    ...BOOK_STATUSES.map((value) => ({
      value,
      label: i18n._(BOOK_STATUS_LABELS[value]),
      count: counts?.[value],
    })),
  ];

  return (
    <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
      <fieldset className="flex flex-col gap-1.5">
        <legend className="mb-1.5 text-sm font-medium text-gray-900">
          <Trans>Status</Trans>
        </legend>
        <div className="inline-flex flex-wrap gap-1 rounded-lg border border-slate-200 bg-slate-50 p-1">
          {choices.map((choice) => (
            <label
              key={choice.value ?? "all"}
              data-state={choice.value === status ? "checked" : "unchecked"}
              className={
                "inline-flex cursor-pointer items-center gap-2 rounded-md px-3 py-1.5 text-sm " +
                "font-medium text-slate-700 hover:bg-white " +
                "has-focus-visible:outline-2 has-focus-visible:outline-brand-700 " +
                "data-[state=checked]:bg-brand-700 data-[state=checked]:text-white"
              }
            >
              <input
                type="radio"
                name={radioName}
                value={choice.value ?? ""}
                checked={choice.value === status}
                onChange={() => onStatusChange(choice.value)}
                className="sr-only"
              />
              {choice.label}
              {choice.count !== undefined && (
                <span
                  data-slot="status-count"
                  className="rounded-full bg-black/10 px-1.5 text-xs tabular-nums"
                >
                  {formatCount(choice.count, locale)}
                </span>
              )}
            </label>
          ))}
        </div>
      </fieldset>
      <TextField
        type="search"
        label={t`Search by title, author or ISBN`}
        value={draft}
        onChange={(event) => setDraft(event.currentTarget.value)}
        onKeyDown={(event) => {
          // Enter searches at once rather than after the pause.
          if (event.key === "Enter") onQueryChange(draft);
        }}
        autoComplete="off"
        wrapperClassName="w-full lg:max-w-sm"
      />
    </div>
  );
}
