import { useLingui } from "@lingui/react/macro";
import { isolate } from "@rawaq/i18n/text";
import { Combobox } from "@rawaq/ui/combobox";
import { ALL } from "../lib/url-state.ts";

export interface OrganizationFilterProps {
  /** The publishing houses the list holds, with how many of its rows each has. */
  organizations: readonly { id: string; name: string; count: number }[] | undefined;
  /** The chosen organization's id; "" for every publishing house. */
  organizationId: string;
  /** Its name when known elsewhere (it may have no row under the other filters). */
  organizationName: string | undefined;
  onChange: (organizationId: string) => void;
}

/** An administration list narrowed to one publishing house, searched by name, with its count. */
export function OrganizationFilter({
  organizations,
  organizationId,
  organizationName,
  onChange,
}: OrganizationFilterProps) {
  const { t } = useLingui();
  const listed = organizations ?? [];
  const options = [
    { value: ALL, label: t`All publishing houses` },
    ...listed.map((organization) => {
      const name = isolate(organization.name);
      const count = organization.count;
      return { value: organization.id, label: t`${name} (${count})` };
    }),
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
