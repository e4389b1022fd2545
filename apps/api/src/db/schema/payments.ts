import {
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { id, createdAt } from "./columns.ts";
import { events } from "./events.ts";
import { organizations } from "./organizations.ts";
import { boothReservations } from "./reservations.ts";
import { users } from "./users.ts";

/** The last invoice number used in each event: numbers are sequential per event, no gaps. */
export const invoiceCounters = pgTable("invoice_counters", {
  eventId: uuid("event_id")
    .primaryKey()
    .references(() => events.id, { onDelete: "cascade" }),
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
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    number: integer("number").notNull(),
    reservationId: uuid("reservation_id")
      .notNull()
      .references(() => boothReservations.id, { onDelete: "cascade" }),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    // `void`: its reservation was cancelled before payment. A text column: no migration needed.
    status: text("status", { enum: ["issued", "proof_submitted", "paid", "rejected", "void"] })
      .notNull()
      .default("issued"),
    seller: jsonb("seller").notNull(),
    buyer: jsonb("buyer").notNull(),
    bank: jsonb("bank").notNull(),
    lines: jsonb("lines").notNull(),
    subtotalHalalas: integer("subtotal_halalas").notNull(),
    vatHalalas: integer("vat_halalas").notNull(),
    totalHalalas: integer("total_halalas").notNull(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull(),
    dueAt: timestamp("due_at", { withTimezone: true }).notNull(),
    rejectionReason: text("rejection_reason"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
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
    invoiceId: uuid("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "cascade" }),
    uploadedByUserId: uuid("uploaded_by_user_id").references(() => users.id, {
      onDelete: "set null",
    }),
    contentType: text("content_type").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    storageKey: text("storage_key").notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("invoice_proofs_invoice_idx").on(table.invoiceId, table.createdAt)],
);
