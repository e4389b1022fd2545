import { sql } from "drizzle-orm";
import {
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { id, createdAt } from "./columns.ts";

/** A book fair (event) exhibitors take part in; its dates gate what exhibitors may do. */
export const events = pgTable(
  "events",
  {
    id: id(),
    nameAr: text("name_ar").notNull(),
    nameEn: text("name_en").notNull(),
    venueAr: text("venue_ar").notNull(),
    venueEn: text("venue_en").notNull(),
    // Texts the administration writes for exhibitors to read come in both languages, each its own
    // column (decision 066); a street address may be left out, in both.
    addressAr: text("address_ar").notNull().default(""),
    addressEn: text("address_en").notNull().default(""),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    registrationOpensOn: date("registration_opens_on").notNull(),
    registrationClosesOn: date("registration_closes_on").notNull(),
    shippingStartsOn: date("shipping_starts_on").notNull(),
    // The opening and the last day.
    startsOn: date("starts_on").notNull(),
    endsOn: date("ends_on").notNull(),
    // The event's invoice series, given by the database once and never changed: the prefix of
    // its invoice numbers ("E7-0001"), so numbers are unique across events (decision 047).
    invoiceSeries: integer("invoice_series").notNull().generatedAlwaysAsIdentity(),
    createdAt: createdAt(),
  },
  (table) => [
    index("events_starts_on_idx").on(table.startsOn),
    uniqueIndex("events_invoice_series_key").on(table.invoiceSeries),
  ],
);

export const zones = pgTable(
  "zones",
  {
    id: id(),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    code: text("code").notNull(),
    nameAr: text("name_ar").notNull(),
    nameEn: text("name_en").notNull(),
    // The zone's floor plan, in grid cells of one metre.
    planWidth: integer("plan_width").notNull().default(40),
    planHeight: integer("plan_height").notNull().default(24),
  },
  (table) => [uniqueIndex("zones_event_code_key").on(table.eventId, table.code)],
);

export const booths = pgTable(
  "booths",
  {
    id: id(),
    zoneId: uuid("zone_id")
      .notNull()
      .references(() => zones.id, { onDelete: "cascade" }),
    code: text("code").notNull(),
    type: text("type", { enum: ["standard", "corner", "island"] }).notNull(),
    areaSquareMetres: integer("area_square_metres").notNull(),
    priceMode: text("price_mode", { enum: ["per_square_metre", "fixed"] })
      .notNull()
      .default("fixed"),
    // Money is integer halalas (DESIGN.md): per m² or the whole booth, as priceMode says.
    priceHalalas: integer("price_halalas").notNull(),
    x: integer("x").notNull().default(0),
    y: integer("y").notNull().default(0),
    width: integer("width").notNull().default(3),
    height: integer("height").notNull().default(3),
    status: text("status", { enum: ["available", "blocked"] })
      .notNull()
      .default("available"),
    // A booth taken off the plan after it was ever reserved: kept, with its code, so its
    // reservations and invoices still name it; plans and the editor no longer show it.
    retiredAt: timestamp("retired_at", { withTimezone: true }),
  },
  (table) => [
    // A retired booth's code is free for a new booth on the plan.
    uniqueIndex("booths_zone_code_key")
      .on(table.zoneId, table.code)
      .where(sql`retired_at is null`),
  ],
);
