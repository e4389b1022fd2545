import { useLingui } from "@lingui/react/macro";
import type { FairBooth, Parcel } from "@rawaq/domain/logistics";
import { ParcelLabelSheets } from "@rawaq/ui/parcel-label";
import { FairBoothMarking } from "./fair-booth-marking.tsx";
import { useLogisticsWords } from "./logistics-words.ts";

export interface ParcelLabelPrintProps {
  organizationName: string;
  /** The organization's confirmed booths: a parcel to the booth is marked with them. */
  booths: FairBooth[];
  parcels: Parcel[];
}

/**
 * One A6 label per parcel, four to an A4 page (the kit's sheets), each with the house, the
 * titles inside, and where it goes: the booth's hall and code, the fair's storage, or neither yet.
 */
export function ParcelLabelPrint({ organizationName, booths, parcels }: ParcelLabelPrintProps) {
  const { t } = useLingui();
  const words = useLogisticsWords();
  const texts = {
    parcel: t`Parcel number`,
    destination: t`Destination`,
    marking: t`Hall and booth`,
    titles: t`Titles`,
    copies: t`Copies`,
    total: t`Total`,
  };
  return (
    <ParcelLabelSheets
      labels={parcels.map((parcel) => ({
        organizationName,
        parcelNumber: parcel.number,
        code: parcel.code,
        items: parcel.items.map((item) => ({ title: item.title, quantity: item.quantity })),
        total: parcel.total,
        destination: words.destination(parcel.destination),
        marking:
          parcel.destination === "booth" ? (
            booths.length > 0 ? (
              <FairBoothMarking booths={booths} />
            ) : (
              t`Booth not confirmed yet`
            )
          ) : parcel.destination === "storage" ? (
            t`Fair storage`
          ) : (
            t`To be chosen`
          ),
        texts,
      }))}
    />
  );
}
