import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import {
  bilingualText,
  cascadeReference,
  createdAt,
  id,
  status,
  timestamptz,
  updatedAt,
} from "./columns.ts";
import { books } from "./books.ts";
import { organizations } from "./organizations.ts";

export const shippers = pgTable("shippers", {
  id: id(),
  ...bilingualText("name"),
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
    bookId: cascadeReference("book_id", () => books.id).primaryKey(),
    organizationId: cascadeReference("organization_id", () => organizations.id),
    quantity: integer("quantity").notNull(),
    priceHalalas: integer("price_halalas").notNull(),
    barcode: text("barcode").notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [index("book_logistics_org_idx").on(table.organizationId)],
);

/** A parcel of an organization: a number unique in the organization, a scannable code. */
export const parcels = pgTable(
  "parcels",
  {
    id: id(),
    organizationId: cascadeReference("organization_id", () => organizations.id),
    number: text("number").notNull(),
    code: text("code").notNull(),
    destination: text("destination", { enum: ["storage", "booth"] }),
    status: status(["prepared", "in_transit", "delivered"]).default("prepared"),
    shipperId: uuid("shipper_id").references(() => shippers.id, { onDelete: "restrict" }),
    labelsAttachedAt: timestamptz("labels_attached_at"),
    sentAt: timestamptz("sent_at"),
    // When the fair received it (the dashboard's deliveries by day); cleared if moved back.
    deliveredAt: timestamptz("delivered_at"),
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
    parcelId: cascadeReference("parcel_id", () => parcels.id),
    bookId: cascadeReference("book_id", () => books.id),
    quantity: integer("quantity").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.parcelId, table.bookId] }),
    index("parcel_items_book_idx").on(table.bookId),
  ],
);
