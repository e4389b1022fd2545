import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { cascadeReference, createdAt, id, status, timestamptz } from "./columns.ts";
import { invoices } from "./payments.ts";

/**
 * The head of the signing unit's chain (issue 30): the last counter value (ICV) given and the
 * hash of the document that took it, the next document's PIH. One row, locked by every document
 * signed, so two confirmations at once take 1 and 2, never 1 twice (decision 084).
 */
export const zatcaChain = pgTable(
  "zatca_chain",
  {
    /** Always "fair": one signing unit. */
    id: text("id").primaryKey().default("fair"),
    lastIcv: integer("last_icv").notNull(),
    lastHash: text("last_hash").notNull(),
  },
  (table) => [check("zatca_chain_one_row", sql`${table.id} = 'fair'`)],
);

/**
 * Each signed document (a tax invoice, or the credit note that cancels one) and its way through
 * clearance: `signed` (waiting to be sent), `submitted` (sent, the answer awaited), `cleared` or
 * `rejected`. The row's id is the document's UUID, ZATCA's key for a retried submission.
 */
export const zatcaDocuments = pgTable(
  "zatca_documents",
  {
    id: id(),
    invoiceId: cascadeReference("invoice_id", () => invoices.id),
    kind: text("kind", { enum: ["invoice", "credit_note"] }).notNull(),
    number: text("number").notNull(),
    icv: integer("icv").notNull(),
    pih: text("pih").notNull(),
    hash: text("hash").notNull(),
    qr: text("qr").notNull(),
    xml: text("xml").notNull(),
    status: status(["signed", "submitted", "cleared", "rejected"]).default("signed"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamptz("next_attempt_at").notNull(),
    /** While `submitted`: when a submission that never came back may be sent again. */
    claimedUntil: timestamptz("claimed_until"),
    /** ZATCA's messages of the last answer (or the last failure to get one). */
    messages: jsonb("messages").notNull().default([]),
    clearedXml: text("cleared_xml"),
    /** A credit note's reason (KSA-10). */
    reason: text("reason"),
    createdAt: createdAt(),
    clearedAt: timestamptz("cleared_at"),
  },
  (table) => [
    // One counter value per document: no fork even if the chain's lock were bypassed.
    uniqueIndex("zatca_documents_icv_key").on(table.icv),
    uniqueIndex("zatca_documents_invoice_kind_key").on(table.invoiceId, table.kind),
    index("zatca_documents_queue_idx").on(table.status, table.nextAttemptAt),
  ],
);
