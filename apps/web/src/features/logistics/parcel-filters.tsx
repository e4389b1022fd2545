import { useLingui } from "@lingui/react/macro";
import type { Destination, ParcelStatus } from "@rawaq/domain/logistics";
import { useLogisticsWords } from "./logistics-words.ts";

/** Status, destination and search of a parcels list (values live in the URL). */
export function ParcelFilters({
  status,
  destination,
  q,
  onChange,
}: {
  status: ParcelStatus | undefined;
  destination: Destination | "none" | undefined;
  q: string;
  onChange: (change: {
    status?: ParcelStatus | undefined;
    destination?: Destination | "none" | undefined;
    q?: string;
  }) => void;
}) {
  const { t } = useLingui();
  const words = useLogisticsWords();
  const selectClass = "h-10 rounded-md border border-slate-300 bg-white px-2 text-sm";
  return (
    <div className="flex flex-wrap gap-2">
      <select
        aria-label={t`Status`}
        className={selectClass}
        value={status ?? ""}
        onChange={(event) =>
          onChange({ status: (event.target.value || undefined) as ParcelStatus })
        }
      >
        <option value="">{t`Every status`}</option>
        {(["prepared", "in_transit", "delivered"] as const).map((value) => (
          <option key={value} value={value}>
            {words.status(value)}
          </option>
        ))}
      </select>
      <select
        aria-label={t`Destination`}
        className={selectClass}
        value={destination ?? ""}
        onChange={(event) =>
          onChange({ destination: (event.target.value || undefined) as Destination | "none" })
        }
      >
        <option value="">{t`Every destination`}</option>
        <option value="storage">{words.destination("storage")}</option>
        <option value="booth">{words.destination("booth")}</option>
        <option value="none">{t`Not sent yet`}</option>
      </select>
      <input
        type="search"
        aria-label={t`Search parcels`}
        placeholder={t`Parcel number, code or title`}
        className="h-10 w-64 rounded-md border border-slate-300 px-3 text-sm"
        value={q}
        onChange={(event) => onChange({ q: event.target.value })}
      />
    </div>
  );
}
