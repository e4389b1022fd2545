import type { I18n } from "@lingui/core";
import { halalasToSar } from "@rawaq/domain/money";
import type { Reservation } from "@rawaq/domain/participation";
import { formatSheetDateTime } from "@rawaq/i18n/dates";
import { csvText } from "../../lib/sheet.ts";

const headers = [
  /*i18n*/ { id: "export.reservations.organization", message: "Organization" },
  /*i18n*/ { id: "export.reservations.zone", message: "Zone" },
  /*i18n*/ { id: "export.reservations.booth", message: "Booth" },
  /*i18n*/ { id: "export.reservations.area", message: "Area (m²)" },
  /*i18n*/ { id: "export.reservations.price", message: "Price (SAR)" },
  /*i18n*/ { id: "export.reservations.status", message: "Status" },
  /*i18n*/ { id: "export.reservations.expires", message: "Hold expires (Riyadh time)" },
  /*i18n*/ { id: "export.reservations.created", message: "Created (Riyadh time)" },
];

const statuses = {
  held: /*i18n*/ { id: "export.reservations.held", message: "Held" },
  confirmed: /*i18n*/ { id: "export.reservations.confirmed", message: "Confirmed" },
  expired: /*i18n*/ { id: "export.reservations.expired", message: "Expired" },
  cancelled: /*i18n*/ { id: "export.reservations.cancelled", message: "Cancelled" },
};

/** Reservations as csv (with a BOM so spreadsheet apps read the Arabic), in the reader's language. */
export function reservationsCsv(reservations: Reservation[], i18n: I18n): string {
  const rows: (string | number)[][] = [headers.map((header) => i18n._(header))];
  for (const item of reservations) {
    rows.push(
      [
        item.organization_name,
        item.zone_code,
        item.booth_code,
        item.area_square_metres,
        halalasToSar(item.total_halalas),
        i18n._(statuses[item.status]),
        item.status === "held" ? (formatSheetDateTime(item.expires_at) ?? "") : "",
        formatSheetDateTime(item.created_at) ?? "",
      ].map(String),
    );
  }
  return csvText(rows);
}
