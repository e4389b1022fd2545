import { Trans, useLingui } from "@lingui/react/macro";
import { Button } from "@rawaq/ui/button";
import { Select } from "@rawaq/ui/select";
import { TextField } from "@rawaq/ui/text-field";
import { type FormEvent, type ReactNode, useState } from "react";
import { type StatusOf, useStatusLabel } from "./review-status.tsx";
import { ALL } from "../lib/url-state.ts";

export interface QueueFiltersProps<Status extends string> {
  /** The statuses to choose from, after "All". */
  statuses: readonly Status[];
  /** What the statuses describe: their words agree with it. */
  of: StatusOf;
  /** The chosen status; undefined is every status. */
  status: Status | undefined;
  onStatusChange: (status: Status | undefined) => void;
  q: string;
  onSearch: (q: string) => void;
  searchLabel: string;
  /** More filters, between the status and the search. */
  children?: ReactNode;
}

/** A queue's status filter and search; both live in the URL, so they survive a reload. */
export function QueueFilters<Status extends string>({
  statuses,
  of,
  status,
  onStatusChange,
  q,
  onSearch,
  searchLabel,
  children,
}: QueueFiltersProps<Status>) {
  const { t } = useLingui();
  const statusLabel = useStatusLabel();
  const [draft, setDraft] = useState(q);
  // Back and forward change the URL's search: the box follows it.
  const [shownQ, setShownQ] = useState(q);
  if (q !== shownQ) {
    setShownQ(q);
    setDraft(q);
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    onSearch(draft.trim());
  }

  const options = [
    { value: ALL, label: t`All` },
    ...statuses.map((value) => ({ value, label: statusLabel(value, of) })),
  ];

  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end">
      <Select
        label={t`Status`}
        options={options}
        value={status ?? ALL}
        onValueChange={(value) => onStatusChange(statuses.find((choice) => choice === value))}
        className="sm:w-56"
      />
      {children}
      <form
        role="search"
        onSubmit={handleSubmit}
        className="flex flex-1 flex-col gap-2 sm:flex-row sm:items-end"
      >
        <TextField
          type="search"
          label={searchLabel}
          value={draft}
          onChange={(event) => setDraft(event.currentTarget.value)}
          wrapperClassName="flex-1"
        />
        <Button type="submit" variant="secondary">
          <Trans>Search</Trans>
        </Button>
      </form>
    </div>
  );
}
