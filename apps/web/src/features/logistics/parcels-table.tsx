import { useLingui } from "@lingui/react/macro";
import type { Parcel } from "@rawaq/domain/logistics";
import { StatusBadge, statusTone } from "@rawaq/ui/status-badge";
import type { ReactNode } from "react";
import { useLogisticsWords } from "./logistics-words.ts";

/** Parcels with destination, shipper, status and the titles inside; optional selection. */
export function ParcelsTable({
  parcels,
  caption,
  showOrganization = false,
  selection,
  actions,
}: {
  parcels: Parcel[];
  caption: string;
  showOrganization?: boolean;
  selection?: { selected: ReadonlySet<string>; onToggle: (id: string) => void };
  actions?: (parcel: Parcel) => ReactNode;
}) {
  const { t } = useLingui();
  const words = useLogisticsWords();
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="w-full min-w-[48rem] text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            {selection && <th scope="col" className="w-10 p-2" aria-label={t`Select`} />}
            <th scope="col" className="p-2 text-start">{t`Parcel number`}</th>
            {showOrganization && (
              <th scope="col" className="p-2 text-start">{t`Publishing house`}</th>
            )}
            <th scope="col" className="p-2 text-start">{t`Titles`}</th>
            <th scope="col" className="p-2 text-end">{t`Copies`}</th>
            <th scope="col" className="p-2 text-start">{t`Destination`}</th>
            <th scope="col" className="p-2 text-start">{t`Shipper`}</th>
            <th scope="col" className="p-2 text-start">{t`Status`}</th>
            {actions && <th scope="col" className="p-2 text-start">{t`Actions`}</th>}
          </tr>
        </thead>
        <tbody>
          {parcels.map((parcel) => (
            <tr key={parcel.id} className="border-t border-slate-200 align-top">
              {selection && (
                <td className="p-2">
                  <input
                    type="checkbox"
                    aria-label={t`Select parcel ${parcel.number}`}
                    checked={selection.selected.has(parcel.id)}
                    onChange={() => selection.onToggle(parcel.id)}
                  />
                </td>
              )}
              <th scope="row" className="p-2 text-start">
                <span dir="ltr" className="font-semibold">
                  {parcel.number}
                </span>
                <span dir="ltr" className="block font-mono text-xs text-slate-500">
                  {parcel.code}
                </span>
              </th>
              {showOrganization && (
                <td className="p-2">
                  <bdi>{parcel.organization_name}</bdi>
                </td>
              )}
              <td className="p-2">
                {parcel.items.map((item) => (
                  <div key={item.book_id}>
                    <bdi>{item.title}</bdi> × {item.quantity}
                  </div>
                ))}
              </td>
              <td className="p-2 text-end tabular-nums">{parcel.total}</td>
              <td className="p-2">{words.destination(parcel.destination) ?? "—"}</td>
              <td className="p-2">{words.shipperName(parcel.shipper) ?? "—"}</td>
              <td className="p-2">
                <StatusBadge
                  status={parcel.status}
                  tone={statusTone(parcel.status)}
                  label={words.status(parcel.status)}
                />
              </td>
              {actions && <td className="p-2">{actions(parcel)}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
