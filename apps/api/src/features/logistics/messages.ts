import type { MessageDescriptor } from "@lingui/core";

/** The logistics feature's answers, in both catalogs (marked descriptors, see src/messages.ts). */
export const logisticsMessages = {
  logisticsClosed: /*i18n*/ {
    id: "api.logistics_closed",
    message:
      "Complete data opens once your organization is approved, no book is pending and at least one is approved.",
  },
  logisticsStepClosed: /*i18n*/ {
    id: "api.logistics_step_closed",
    message: "Finish the previous step first.",
  },
  logisticsSaved: /*i18n*/ {
    id: "api.logistics_saved",
    message: "The book's data was saved.",
  },
  logisticsSavedMany: /*i18n*/ {
    id: "api.logistics_saved_many",
    message: "{count, plural, one {# book was saved} other {# books were saved}}.",
  },
  logisticsImportCommittedBefore: /*i18n*/ {
    id: "api.logistics_import_committed_before",
    message: "The data of this file has already been saved.",
  },
  logisticsImportStale: /*i18n*/ {
    id: "api.logistics_import_stale",
    message:
      "Some books or parcels changed since this file was checked. Upload it again to check it; nothing was saved.",
  },
  parcelsSent: /*i18n*/ {
    id: "api.parcels_sent",
    message: "{count, plural, one {# parcel was sent} other {# parcels were sent}}.",
  },
  shipperAssigned: /*i18n*/ {
    id: "api.shipper_assigned",
    message:
      "{count, plural, one {The shipper was assigned to # parcel} other {The shipper was assigned to # parcels}}.",
  },
  parcelsMoved: /*i18n*/ {
    id: "api.parcels_moved",
    message:
      "{count, plural, =0 {No parcel changed} one {# parcel was updated} other {# parcels were updated}}.",
  },
  shipperSaved: /*i18n*/ { id: "api.shipper_saved", message: "The shipper was saved." },
  /** A title and its copies in a parcel, as a cell of the parcels' export lists them. */
  parcelItem: /*i18n*/ { id: "api.parcel_item", message: "{title} × {quantity}" },
} satisfies Record<string, MessageDescriptor>;
