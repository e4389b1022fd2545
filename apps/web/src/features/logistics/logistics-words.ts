import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { localized } from "@rawaq/domain/bilingual";
import type { Destination, ParcelStatus, Shipper } from "@rawaq/domain/logistics";

export const DESTINATION_LABELS = {
  storage: msg`Storage`,
  booth: msg`Booth`,
} satisfies Record<Destination, ReturnType<typeof msg>>;

export const PARCEL_STATUS_LABELS = {
  prepared: msg`Prepared`,
  in_transit: msg`In transit`,
  delivered: msg`Delivered`,
} satisfies Record<ParcelStatus, ReturnType<typeof msg>>;

/** Destination and status words, and a shipper's name in the reader's language. */
export function useLogisticsWords() {
  const { i18n } = useLingui();
  return {
    destination: (value: Destination | null) => (value ? i18n._(DESTINATION_LABELS[value]) : null),
    status: (value: ParcelStatus) => i18n._(PARCEL_STATUS_LABELS[value]),
    shipperName: (shipper: Pick<Shipper, "name"> | null) =>
      shipper ? localized(shipper.name, i18n.locale) : null,
  };
}
