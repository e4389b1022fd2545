import type { I18n } from "@lingui/core";
import type { Reservation } from "@rawaq/domain/participation";

const headers = [
  /*i18n*/ { id: "export.reservations.organization", message: "Organization" },
  /*i18n*/ { id: "export.reservations.zone", message: "Zone" },
  /*i18n*/ { id: "export.reservations.booth", message: "Booth" },
  /*i18n*/ { id: "export.reservations.area", message: "Area (m²)" },
  /*i18n*/ { id: "export.reservations.price", message: "Price (SAR)" },
  /*i18n*/ { id: "export.reservations.status", message: "Status" },
  /*i18n*/ { id: "export.reservations.expires", message: "Hold expires" },
  /*i18n*/ { id: "export.reservations.created", message: "Created" },
];

const statuses = {
  held: /*i18n*/ { id: "export.reservations.held", message: "Held" },
  confirmed: /*i18n*/ { id: "export.reservations.confirmed", message: "Confirmed" },
  expired: /*i18n*/ { id: "export.reservations.expired", message: "Expired" },
  cancelled: /*i18n*/ { id: "export.reservations.cancelled", message: "Cancelled" },
};

function cell(value: string | number) {
  const text = String(value);
  // Quote always; a leading formula character is neutralised (csv injection).
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

/** Reservations as csv (with a BOM so spreadsheet apps read the Arabic), in the reader's language. */
export function reservationsCsv(reservations: Reservation[], i18n: I18n): string {
  const lines = [headers.map((header) => cell(i18n._(header))).join(",")];
  for (const item of reservations) {
    lines.push(
      [
        item.organization_name,
        item.zone_code,
        item.booth_code,
        item.area_square_metres,
        (item.total_halalas / 100).toFixed(2),
        i18n._(statuses[item.status]),
        item.status === "held" ? (item.expires_at ?? "") : "",
        item.created_at,
      ]
        .map(cell)
        .join(","),
    );
  }
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
