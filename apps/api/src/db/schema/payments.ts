import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import {
  cascadeReference,
  createdAt,
  id,
  setNullReference,
  status,
  storedFile,
  timestamptz,
  updatedAt,
} from "./columns.ts";
import { events } from "./events.ts";
import { organizations } from "./organizations.ts";
import { boothReservations } from "./reservations.ts";
import { users } from "./users.ts";

/** The last invoice number used in each event: numbers are sequential per event, no gaps. */
export const invoiceCounters = pgTable("invoice_counters", {
  eventId: cascadeReference("event_id", () => events.id).primaryKey(),
  lastNumber: integer("last_number").notNull(),
});

/**
 * An invoice for one booth reservation. Seller, buyer, bank and lines are copied when it is
 * issued: an invoice never changes with the data it was made from. Money in halalas.
 */
export const invoices = pgTable(
  "invoices",
  {
    id: id(),
    eventId: cascadeReference("event_id", () => events.id),
    number: integer("number").notNull(),
    reservationId: cascadeReference("reservation_id", () => boothReservations.id),
    organizationId: cascadeReference("organization_id", () => organizations.id),
    // `void`: its reservation was cancelled before payment. A text column: no migration needed.
    status: status(["issued", "proof_submitted", "paid", "rejected", "void"]).default("issued"),
    seller: jsonb("seller").notNull(),
    buyer: jsonb("buyer").notNull(),
    bank: jsonb("bank").notNull(),
    lines: jsonb("lines").notNull(),
    subtotalHalalas: integer("subtotal_halalas").notNull(),
    vatHalalas: integer("vat_halalas").notNull(),
    totalHalalas: integer("total_halalas").notNull(),
    issuedAt: timestamptz("issued_at").notNull(),
    dueAt: timestamptz("due_at").notNull(),
    rejectionReason: text("rejection_reason"),
    paidAt: timestamptz("paid_at"),
  },
  (table) => [
    uniqueIndex("invoices_event_number_key").on(table.eventId, table.number),
    // One invoice per reservation.
    uniqueIndex("invoices_reservation_key").on(table.reservationId),
    index("invoices_org_issued_idx").on(table.organizationId, table.issuedAt),
    index("invoices_status_due_idx").on(table.status, table.dueAt),
  ],
);

/** Transfer receipts sent for an invoice; the bytes live in the file store. */
export const invoiceProofs = pgTable(
  "invoice_proofs",
  {
    id: id(),
    invoiceId: cascadeReference("invoice_id", () => invoices.id),
    uploadedByUserId: setNullReference("uploaded_by_user_id", () => users.id),
    ...storedFile(),
    createdAt: createdAt(),
  },
  (table) => [index("invoice_proofs_invoice_idx").on(table.invoiceId, table.createdAt)],
);

/**
 * The fair's organizer as the seller on its invoices (issue 30): one row, set by the
 * administration and copied into each invoice when it is issued. Until it is saved the seller is
 * the built-in one (features/payments/seller.ts), without a national address.
 */
export const sellerSettings = pgTable(
  "seller_settings",
  {
    /** Always "fair": the table holds one row. */
    id: text("id").primaryKey().default("fair"),
    nameAr: text("name_ar").notNull(),
    nameEn: text("name_en").notNull(),
    vatNumber: text("vat_number").notNull(),
    commercialRegistrationNumber: text("commercial_registration_number").notNull(),
    buildingNumber: text("building_number").notNull(),
    street: text("street").notNull(),
    district: text("district").notNull(),
    city: text("city").notNull(),
    zip: text("zip").notNull(),
    additionalNumber: text("additional_number").notNull().default(""),
    updatedAt: updatedAt(),
    updatedByUserId: setNullReference("updated_by_user_id", () => users.id),
  },
  (table) => [check("seller_settings_one_row", sql`${table.id} = 'fair'`)],
);
