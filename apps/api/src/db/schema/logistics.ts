import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { id, createdAt } from "./columns.ts";
import { books } from "./books.ts";
import { organizations } from "./organizations.ts";

export const shippers = pgTable("shippers", {
  id: id(),
  nameAr: text("name_ar").notNull(),
  nameEn: text("name_en").notNull(),
  phone: text("phone").notNull(),
  email: text("email").notNull(),
  // A deactivated shipper keeps its parcels but is no longer offered to exhibitors.
  active: boolean("active").notNull().default(true),
  createdAt: createdAt(),
});

/** One approved book's logistics data (step 1): quantity, price in halalas, barcode. */
export const bookLogistics = pgTable(
  "book_logistics",
  {
    bookId: uuid("book_id")
      .primaryKey()
      .references(() => books.id, { onDelete: "cascade" }),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull(),
    priceHalalas: integer("price_halalas").notNull(),
    barcode: text("barcode").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("book_logistics_org_idx").on(table.organizationId)],
);

/** A parcel of an organization: a number unique in the organization, a scannable code. */
export const parcels = pgTable(
  "parcels",
  {
    id: id(),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    number: text("number").notNull(),
    code: text("code").notNull(),
    destination: text("destination", { enum: ["storage", "booth"] }),
    status: text("status", { enum: ["prepared", "in_transit", "delivered"] })
      .notNull()
      .default("prepared"),
    shipperId: uuid("shipper_id").references(() => shippers.id, { onDelete: "restrict" }),
    labelsAttachedAt: timestamp("labels_attached_at", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("parcels_org_number_key").on(table.organizationId, table.number),
    uniqueIndex("parcels_code_key").on(table.code),
    index("parcels_org_status_idx").on(table.organizationId, table.status),
    index("parcels_status_created_idx").on(table.status, table.createdAt),
  ],
);

/** Which books a parcel holds, and how many copies of each. */
export const parcelItems = pgTable(
  "parcel_items",
  {
    parcelId: uuid("parcel_id")
      .notNull()
      .references(() => parcels.id, { onDelete: "cascade" }),
    bookId: uuid("book_id")
      .notNull()
      .references(() => books.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.parcelId, table.bookId] }),
    index("parcel_items_book_idx").on(table.bookId),
  ],
);
