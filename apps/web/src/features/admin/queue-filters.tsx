import { Trans, useLingui } from "@lingui/react/macro";
import { Button } from "@rawaq/ui/button";
import { Select, type SelectOption } from "@rawaq/ui/select";
import { TextField } from "@rawaq/ui/text-field";
import { type FormEvent, useState } from "react";

export interface QueueFiltersProps {
  status: string;
  statusOptions: readonly SelectOption[];
  onStatusChange: (status: string) => void;
  q: string;
  onSearch: (q: string) => void;
  searchLabel: string;
}

/** A queue's status filter and search; both live in the URL, so they survive a reload. */
export function QueueFilters({
  status,
  statusOptions,
  onStatusChange,
  q,
  onSearch,
  searchLabel,
}: QueueFiltersProps) {
  const { t } = useLingui();
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

  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end">
      <Select
        label={t`Status`}
        options={statusOptions}
        value={status}
        onValueChange={onStatusChange}
        className="sm:w-56"
      />
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
