import { type FairBooth, parseParcelsText } from "@rawaq/domain/logistics";

/** The quick list's parcels cell, read the way an uploaded sheet's is (decision 054). */
export const parseParcelText = parseParcelsText;

/** The parcels of a book as the quick list shows them. */
export function parcelText(parcels: readonly { number: string; quantity: number }[]): string {
  return parcels.map((parcel) => `${parcel.number}:${parcel.quantity}`).join(", ");
}

/**
 * The hall/booth marking of a label sent to the booth: each hall with its booth codes, e.g.
 * "Hall A · B-07, B-08"; empty while no booth is confirmed.
 */
export function fairBoothMarking(booths: readonly FairBooth[], locale: string): string {
  const byZone = new Map<string, string[]>();
  for (const booth of booths) {
    const zone = locale === "ar" ? booth.zone_name_ar : booth.zone_name_en;
    byZone.set(zone, [...(byZone.get(zone) ?? []), booth.booth_code]);
  }
  return [...byZone]
    .map(([zone, codes]) => `${zone} · ${codes.join(locale === "ar" ? "، " : ", ")}`)
    .join(" | ");
}
