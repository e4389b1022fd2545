import { useLingui } from "@lingui/react/macro";
import type { Parcel } from "@rawaq/domain/logistics";

/** Parcels with a checkbox each (and one for all), their contents and what is set on them. */
export function ParcelPicker({
  parcels,
  selected,
  onChange,
  caption,
  detail,
}: {
  parcels: Parcel[];
  selected: ReadonlySet<string>;
  onChange: (next: Set<string>) => void;
  caption: string;
  detail?: (parcel: Parcel) => string | null;
}) {
  const { t } = useLingui();
  const all = parcels.length > 0 && parcels.every((parcel) => selected.has(parcel.id));
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className="w-10 p-2">
              <input
                type="checkbox"
                aria-label={t`Select all parcels`}
                checked={all}
                onChange={() => onChange(all ? new Set() : new Set(parcels.map((p) => p.id)))}
              />
            </th>
            <th scope="col" className="p-2 text-start">{t`Parcel number`}</th>
            <th scope="col" className="p-2 text-start">{t`Titles`}</th>
            <th scope="col" className="p-2 text-end">{t`Copies`}</th>
            {detail && <th scope="col" className="p-2 text-start">{t`Now`}</th>}
          </tr>
        </thead>
        <tbody>
          {parcels.map((parcel) => (
            <tr key={parcel.id} className="border-t border-slate-200 align-top">
              <td className="p-2">
                <input
                  type="checkbox"
                  aria-label={t`Select parcel ${parcel.number}`}
                  checked={selected.has(parcel.id)}
                  onChange={() => {
                    const next = new Set(selected);
                    if (next.has(parcel.id)) next.delete(parcel.id);
                    else next.add(parcel.id);
                    onChange(next);
                  }}
                />
              </td>
              <th scope="row" dir="ltr" className="p-2 text-start font-semibold">
                {parcel.number}
              </th>
              <td className="p-2">
                {parcel.items.map((item) => (
                  <div key={item.book_id}>
                    <bdi>{item.title}</bdi> × {item.quantity}
                  </div>
                ))}
              </td>
              <td className="p-2 text-end tabular-nums">{parcel.total}</td>
              {detail && <td className="p-2">{detail(parcel) ?? "—"}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
