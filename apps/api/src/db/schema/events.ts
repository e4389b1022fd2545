import { sql } from "drizzle-orm";
import {
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { bilingualText, cascadeReference, createdAt, id, status, timestamptz } from "./columns.ts";

/** A book fair (event) exhibitors take part in; its dates gate what exhibitors may do. */
export const events = pgTable(
  "events",
  {
    id: id(),
    ...bilingualText("name"),
    ...bilingualText("venue"),
    // A street address may be left out, in both languages.
    ...bilingualText("address", { default: "" }),
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
    // The fair guide shows the latest event published (decision 083); null while unpublished.
    guidePublishedAt: timestamptz("guide_published_at"),
    createdAt: createdAt(),
  },
  (table) => [
    index("events_starts_on_idx").on(table.startsOn),
    index("events_guide_published_idx")
      .on(table.startsOn)
      .where(sql`guide_published_at is not null`),
    uniqueIndex("events_invoice_series_key").on(table.invoiceSeries),
  ],
);

export const zones = pgTable(
  "zones",
  {
    id: id(),
    eventId: cascadeReference("event_id", () => events.id),
    code: text("code").notNull(),
    ...bilingualText("name"),
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
    zoneId: cascadeReference("zone_id", () => zones.id),
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
    status: status(["available", "blocked"]).default("available"),
    // A booth taken off the plan after it was ever reserved: kept, with its code, so its
    // reservations and invoices still name it; plans and the editor no longer show it.
    retiredAt: timestamptz("retired_at"),
  },
  (table) => [
    // A retired booth's code is free for a new booth on the plan.
    uniqueIndex("booths_zone_code_key")
      .on(table.zoneId, table.code)
      .where(sql`retired_at is null`),
  ],
);
