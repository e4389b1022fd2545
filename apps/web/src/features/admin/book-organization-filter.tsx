import { useLingui } from "@lingui/react/macro";
import type { BookStatus } from "@rawaq/domain/book";
import { Combobox } from "@rawaq/ui/combobox";
import { ALL } from "../../lib/url-state.ts";
import { useBookQueueOrganizations } from "./use-admin.ts";

export interface BookOrganizationFilterProps {
  /** The queue's status: the list offers the publishing houses with books in it. */
  status: BookStatus | undefined;
  /** The chosen organization's id; "" for every publishing house. */
  organizationId: string;
  /** Its name when known elsewhere (it may have no book in this status). */
  organizationName: string | undefined;
  onChange: (organizationId: string) => void;
}

/** The books queue narrowed to one publishing house, searched by name, with its book count. */
export function BookOrganizationFilter({
  status,
  organizationId,
  organizationName,
  onChange,
}: BookOrganizationFilterProps) {
  const { t } = useLingui();
  const { data } = useBookQueueOrganizations(status);
  const listed = data?.organizations ?? [];
  const options = [
    { value: ALL, label: t`All publishing houses` },
    ...listed.map((organization) => ({
      value: organization.id,
      label: `${organization.name} (${organization.books})`,
    })),
  ];
  if (organizationId && !listed.some((organization) => organization.id === organizationId)) {
    options.push({ value: organizationId, label: organizationName ?? "…" });
  }
  return (
    <Combobox
      label={t`Publishing house`}
      options={options}
      value={organizationId || ALL}
      onValueChange={(value) => onChange(value === ALL ? "" : value)}
      noResultsText={t`No publishing house matches`}
      showOptionsLabel={t`Show the publishing houses`}
      className="sm:w-72"
    />
  );
}
