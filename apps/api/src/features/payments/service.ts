import { boothPrice } from "@rawaq/domain/participation";
import {
  INVOICE_DUE_DAYS,
  type InvoiceLine,
  acceptsProof,
  effectiveInvoiceStatus,
  invoiceNumber,
  invoiceTotals,
} from "@rawaq/domain/payments";
import { and, eq, inArray, sql } from "drizzle-orm";
import { type NewAuditEntry, recordAudit } from "../../core/audit.ts";
import type { StoredFile } from "../../core/files.ts";
import { notifyOrganization } from "../../core/notifications.ts";
import type { UserRow } from "../../core/users.ts";
import type { Database } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import {
  boothReservations,
  booths,
  events,
  invoiceCounters,
  invoiceProofs,
  invoices,
  organizations,
  zatcaDocuments,
  zones,
} from "../../db/schema/index.ts";
import type { PlanChanges } from "../../db/plan-changes.ts";
import { invoiceBuyer } from "./buyer.ts";
import { FAIR_BANK, invoiceSeller, readSeller } from "../../core/seller.ts";
import { boothDocument, nationalAddressOf, signDocument } from "../../core/zatca.ts";
import { isNationalAddressComplete } from "@rawaq/domain/national-address";
import type { Zatca } from "../../lib/zatca/unit.ts";

export type IssueOutcome =
  | { outcome: "issued"; id: string }
  | { outcome: "national_address_missing" }
  | { outcome: "not_found" }
  | { outcome: "not_live" }
  | { outcome: "exists" };

/**
 * The exhibitor confirms a held booth: its invoice is issued and the hold now lasts until the
 * invoice is due, when an unpaid invoice releases it (the hold sweep expires it). The number is
 * the event's next one, taken in the same transaction, so a failed issue leaves no gap.
 */
export async function issueInvoice(
  db: Database,
  actor: UserRow,
  organizationId: string,
  reservationId: string,
  now: Date,
  zatca: Zatca | null,
): Promise<IssueOutcome> {
  try {
    return await db.transaction(async (tx): Promise<IssueOutcome> => {
      const [row] = await tx
        .select({
          reservation: boothReservations,
          booth: booths,
          zoneCode: zones.code,
          series: events.invoiceSeries,
          supplyDate: events.startsOn,
          organization: organizations,
        })
        .from(boothReservations)
        .innerJoin(booths, eq(booths.id, boothReservations.boothId))
        .innerJoin(zones, eq(zones.id, booths.zoneId))
        .innerJoin(events, eq(events.id, boothReservations.eventId))
        .innerJoin(organizations, eq(organizations.id, boothReservations.organizationId))
        .where(
          and(
            eq(boothReservations.id, reservationId),
            eq(boothReservations.organizationId, organizationId),
          ),
        )
        .for("update", { of: boothReservations })
        .limit(1);
      if (!row) return { outcome: "not_found" };
      const { reservation, booth, organization } = row;
      const [existing] = await tx
        .select({ id: invoices.id })
        .from(invoices)
        .where(eq(invoices.reservationId, reservationId))
        .limit(1);
      if (existing) return { outcome: "exists" };
      const isLive =
        reservation.status === "held" && (reservation.expiresAt?.getTime() ?? 0) > now.getTime();
      if (!isLive) return { outcome: "not_live" };
      // A Saudi buyer's standard tax invoice names its national address (BR-KSA-63): asked for
      // now, when ZATCA would refuse the invoice without it, not at registration.
      if (
        zatca &&
        organization.countryId === "SA" &&
        !isNationalAddressComplete(nationalAddressOf(organization))
      ) {
        return { outcome: "national_address_missing" };
      }

      const [counter] = await tx
        .insert(invoiceCounters)
        .values({ eventId: reservation.eventId, lastNumber: 1 })
        .onConflictDoUpdate({
          target: invoiceCounters.eventId,
          set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` },
        })
        .returning({ number: invoiceCounters.lastNumber });
      const line: InvoiceLine = {
        booth_code: booth.code,
        zone_code: row.zoneCode,
        area_square_metres: booth.areaSquareMetres,
        unit_price_halalas: booth.priceHalalas,
        price_mode: booth.priceMode,
        amount_halalas: boothPrice({
          price_mode: booth.priceMode,
          price_halalas: booth.priceHalalas,
          area_square_metres: booth.areaSquareMetres,
        }),
      };
      const totals = invoiceTotals([line.amount_halalas]);
      const buyer = await invoiceBuyer(organization);
      const seller = await readSeller(tx);
      const dueAt = new Date(now.getTime() + INVOICE_DUE_DAYS * 24 * 60 * 60 * 1000);
      const [invoice] = await tx
        .insert(invoices)
        .values({
          eventId: reservation.eventId,
          number: counter!.number,
          reservationId,
          organizationId,
          status: "issued",
          seller: invoiceSeller(seller),
          buyer,
          bank: FAIR_BANK,
          lines: [line],
          subtotalHalalas: totals.subtotal_halalas,
          vatHalalas: totals.vat_halalas,
          totalHalalas: totals.total_halalas,
          issuedAt: now,
          dueAt,
        })
        .returning({ id: invoices.id });
      await tx
        .update(boothReservations)
        .set({ expiresAt: dueAt })
        .where(eq(boothReservations.id, reservationId));
      if (zatca) {
        // Signed in the same transaction: the invoice and its place in the chain exist together.
        const document = await boothDocument(tx, {
          kind: "invoice",
          number: invoiceNumber(row.series, counter!.number),
          issuedAt: now,
          supplyDate: row.supplyDate,
          dueDate: dueAt.toISOString().slice(0, 10),
          organization,
          lines: [line],
          totals,
          credits: null,
        });
        await signDocument(tx, zatca, { invoiceId: invoice!.id, document }, now);
      }
      await recordAudit(tx, actor, [
        {
          organizationId,
          entityType: "invoice",
          entityId: invoice!.id,
          entityLabel: invoiceNumber(row.series, counter!.number),
          fromStatus: null,
          toStatus: "issued",
          reason: null,
        },
      ]);
      return { outcome: "issued", id: invoice!.id };
    });
  } catch (error) {
    // Two confirmations of one hold at once: the second meets the first's invoice.
    if (isUniqueViolation(error, "invoices_reservation_key")) return { outcome: "exists" };
    throw error;
  }
}

export type ProofOutcome = "submitted" | "not_found" | "not_accepted";

/** The exhibitor's transfer receipt: recorded, and the invoice waits for the administration. */
export async function submitProof(
  db: Database,
  actor: UserRow,
  organizationId: string,
  invoiceId: string,
  file: StoredFile,
  now: Date,
): Promise<ProofOutcome> {
  return db.transaction(async (tx): Promise<ProofOutcome> => {
    const [row] = await tx
      .select({ invoice: invoices, series: events.invoiceSeries })
      .from(invoices)
      .innerJoin(events, eq(events.id, invoices.eventId))
      .where(and(eq(invoices.id, invoiceId), eq(invoices.organizationId, organizationId)))
      .for("update", { of: invoices })
      .limit(1);
    if (!row) return "not_found";
    const { invoice } = row;
    const status = effectiveInvoiceStatus({ status: invoice.status, due_at: invoice.dueAt }, now);
    if (!acceptsProof(status)) return "not_accepted";
    await tx.insert(invoiceProofs).values({
      invoiceId,
      uploadedByUserId: actor.id,
      contentType: file.contentType,
      sizeBytes: file.sizeBytes,
      storageKey: file.storageKey,
      createdAt: now,
    });
    await tx
      .update(invoices)
      .set({ status: "proof_submitted", rejectionReason: null })
      .where(eq(invoices.id, invoiceId));
    await recordAudit(tx, actor, [
      {
        organizationId,
        entityType: "invoice",
        entityId: invoiceId,
        entityLabel: invoiceNumber(row.series, invoice.number),
        fromStatus: invoice.status,
        toStatus: "proof_submitted",
        reason: null,
      },
    ]);
    return "submitted";
  });
}

export type DecideOutcome = "done" | "not_found" | "not_decidable" | "booth_taken";

/**
 * The administration decides a transfer receipt. Paid confirms the booth: the invoice's
 * reservation becomes `confirmed` in the same transaction. A hold that ran out while the receipt
 * waited is confirmed too if nobody has taken the booth since (the live-booth index decides).
 * A void invoice (its reservation cancelled) is not decided: it waits for no receipt.
 */
export async function decideInvoice(
  db: Database,
  planChanges: PlanChanges,
  actor: UserRow,
  invoiceId: string,
  decision: { decision: "approve" | "reject"; reason: string },
  now: Date,
): Promise<DecideOutcome> {
  let result: DecideOutcome | { reservation: typeof boothReservations.$inferSelect };
  try {
    result = await db.transaction(async (tx) => {
      // The reservation is locked before its invoice, as everywhere (issueInvoice,
      // changeReservation), so a decision and a cancellation at once wait instead of deadlocking.
      const [reservation] = await tx
        .select()
        .from(boothReservations)
        .where(
          inArray(
            boothReservations.id,
            tx
              .select({ id: invoices.reservationId })
              .from(invoices)
              .where(eq(invoices.id, invoiceId)),
          ),
        )
        .for("update")
        .limit(1);
      const [row] = await tx
        .select({ invoice: invoices, series: events.invoiceSeries })
        .from(invoices)
        .innerJoin(events, eq(events.id, invoices.eventId))
        .where(eq(invoices.id, invoiceId))
        .for("update", { of: invoices })
        .limit(1);
      if (!row) return "not_found" as const;
      const { invoice } = row;
      if (invoice.status !== "proof_submitted") return "not_decidable" as const;
      const label = invoiceNumber(row.series, invoice.number);
      const isPaid = decision.decision === "approve";
      await tx
        .update(invoices)
        .set(
          isPaid
            ? { status: "paid", paidAt: now, rejectionReason: null }
            : { status: "rejected", rejectionReason: decision.reason },
        )
        .where(eq(invoices.id, invoiceId));
      const audit: NewAuditEntry[] = [
        {
          organizationId: invoice.organizationId,
          entityType: "invoice",
          entityId: invoice.id,
          entityLabel: label,
          fromStatus: invoice.status,
          toStatus: isPaid ? "paid" : "rejected",
          reason: isPaid ? null : decision.reason,
        },
      ];
      if (isPaid) {
        if (!reservation || reservation.status === "cancelled") return "booth_taken" as const;
        const [booth] = await tx
          .select({ code: booths.code, retiredAt: booths.retiredAt })
          .from(booths)
          .where(eq(booths.id, reservation.boothId));
        // Taken off the plan after its hold ended: there is no booth left to confirm.
        if (booth?.retiredAt) return "booth_taken" as const;
        await tx
          .update(boothReservations)
          .set({ status: "confirmed", expiresAt: null, endedAt: null })
          .where(eq(boothReservations.id, reservation.id));
        audit.push({
          organizationId: invoice.organizationId,
          entityType: "booth_reservation",
          entityId: reservation.id,
          entityLabel: booth?.code ?? "",
          fromStatus: reservation.status,
          toStatus: "confirmed",
          reason: null,
        });
      }
      await recordAudit(tx, actor, audit);
      await notifyOrganization(
        tx,
        invoice.organizationId,
        isPaid ? "invoice_paid" : "invoice_rejected",
        isPaid
          ? { number: label, invoice_id: invoice.id }
          : { number: label, invoice_id: invoice.id, reason: decision.reason },
      );
      return isPaid && reservation ? { reservation } : ("done" as const);
    });
  } catch (error) {
    // The hold ran out and another house holds the booth now.
    if (isUniqueViolation(error, "booth_reservations_live_key")) return "booth_taken";
    throw error;
  }
  if (typeof result === "string") return result;
  planChanges.publish(result.reservation.eventId, [
    {
      booth_id: result.reservation.boothId,
      state: "confirmed",
      organization_id: result.reservation.organizationId,
    },
  ]);
  return "done";
}

/**
 * The administration sends a document waiting for its next try now (after ZATCA's outage, say);
 * one being sent, cleared or rejected is not waiting.
 */
export async function retryEInvoiceNow(
  db: Database,
  id: string,
  now: Date,
): Promise<"queued" | "not_found" | "not_waiting"> {
  const rows = await db
    .update(zatcaDocuments)
    .set({ nextAttemptAt: now })
    .where(and(eq(zatcaDocuments.id, id), eq(zatcaDocuments.status, "signed")))
    .returning({ id: zatcaDocuments.id });
  if (rows.length > 0) return "queued";
  const [exists] = await db
    .select({ id: zatcaDocuments.id })
    .from(zatcaDocuments)
    .where(eq(zatcaDocuments.id, id))
    .limit(1);
  return exists ? "not_waiting" : "not_found";
}
