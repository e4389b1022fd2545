import type { MessageDescriptor } from "@lingui/core";

/** The events feature's answers, in both catalogs (marked descriptors, see src/messages.ts). */
export const eventMessages = {
  eventSaved: /*i18n*/ { id: "api.event_saved", message: "The event has been saved." },
  zoneSaved: /*i18n*/ { id: "api.zone_saved", message: "The zone has been saved." },
  layoutSaved: /*i18n*/ { id: "api.layout_saved", message: "The floor plan has been saved." },
  boothsImported: /*i18n*/ {
    id: "api.booths_imported",
    message: "{count, plural, one {# booth was imported.} other {# booths were imported.}}",
  },
  boothInUse: /*i18n*/ {
    id: "api.booth_in_use",
    message: "Booth {code} is held or confirmed and cannot be removed.",
  },
} satisfies Record<string, MessageDescriptor>;
