import { type PlanState, fitsApprovedArea, holdExpiresAt } from "@rawaq/domain/participation";
import { UNPAID_INVOICE_STATUSES, invoiceNumber } from "@rawaq/domain/payments";
import { and, eq, inArray, isNull, lte } from "drizzle-orm";
import { type NewAuditEntry, recordAudit } from "../../core/audit.ts";
import type { UserRow } from "../../core/users.ts";
import { CANCELLED_RESERVATION_REASON, creditInvoice } from "../../core/zatca.ts";
import type { Zatca } from "../../lib/zatca/unit.ts";
import type { Database } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import {
  boothReservations,
  booths,
  events,
  invoices,
  participationRequests,
  zones,
} from "../../db/schema/index.ts";
import type { PlanChanges } from "../../db/plan-changes.ts";

/** What an open plan hears: routes stream it without reaching db/. */
export type { PlanChange } from "../../db/plan-changes.ts";
import { liveArea } from "./queries.ts";

export type HoldOutcome =
  | { outcome: "held"; id: string; eventId: string }
  | { outcome: "not_found" }
  | { outcome: "blocked" }
  | { outcome: "no_request" }
  | { outcome: "area_exceeded" }
  | { outcome: "taken" };

/**
 * Holds a booth for the organization's approved request for 30 minutes. The database decides
 * races: a partial unique index allows one live (held or confirmed) reservation per booth, so of
 * any number of simultaneous holds exactly one inserts and the others fail on the index
 * (docs/decisions/030-…). The request row is locked, so one organization's parallel holds cannot
 * pass its approved area together.
 */
export async function holdBooth(
  db: Database,
  actor: UserRow,
  organizationId: string,
  boothId: string,
  now: Date,
): Promise<HoldOutcome> {
  try {
    return await db.transaction(async (tx): Promise<HoldOutcome> => {
      const [booth] = await tx
        .select({ booth: booths, eventId: zones.eventId })
        .from(booths)
        .innerJoin(zones, eq(zones.id, booths.zoneId))
        .where(and(eq(booths.id, boothId), isNull(booths.retiredAt)))
        .limit(1);
      if (!booth) return { outcome: "not_found" };
      if (booth.booth.status === "blocked") return { outcome: "blocked" };
      const [request] = await tx
        .select()
        .from(participationRequests)
        .where(
          and(
            eq(participationRequests.organizationId, organizationId),
            eq(participationRequests.eventId, booth.eventId),
            eq(participationRequests.status, "approved"),
          ),
        )
        .for("update")
        .limit(1);
      if (!request) return { outcome: "no_request" };
      const held = await liveArea(tx, request.id, now);
      if (!fitsApprovedArea(request.approvedArea ?? 0, held, booth.booth.areaSquareMetres)) {
        return { outcome: "area_exceeded" };
      }
      // A hold past its time frees the booth now, without waiting for the sweep.
      await tx
        .update(boothReservations)
        .set({ status: "expired", endedAt: now })
        .where(
          and(
            eq(boothReservations.boothId, boothId),
            eq(boothReservations.status, "held"),
            lte(boothReservations.expiresAt, now),
          ),
        );
      const [row] = await tx
        .insert(boothReservations)
        .values({
          boothId,
          eventId: booth.eventId,
          requestId: request.id,
          organizationId,
          status: "held",
          expiresAt: holdExpiresAt(now),
          heldByUserId: actor.id,
          createdAt: now,
        })
        .returning({ id: boothReservations.id });
      await recordAudit(tx, actor, [
        {
          organizationId,
          entityType: "booth_reservation",
          entityId: row!.id,
          entityLabel: booth.booth.code,
          fromStatus: null,
          toStatus: "held",
          reason: null,
        },
      ]);
      return { outcome: "held", id: row!.id, eventId: booth.eventId };
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { outcome: "taken" };
    throw error;
  }
}

export type EndOutcome = "done" | "not_found" | "closed";

/**
 * Moves a live reservation on: `cancelled` (its holder or an admin) or `confirmed` (an admin,
 * after payment or by hand). A hold past its time cannot be confirmed: it has already ended.
 * With `organizationId` the holder acts, and may cancel only a hold: a confirmed booth is paid
 * for, and only the administration ends it. Cancelling voids the reservation's unpaid invoice in
 * the same transaction.
 */
export async function changeReservation(
  db: Database,
  planChanges: PlanChanges,
  actor: UserRow,
  id: string,
  to: "cancelled" | "confirmed",
  now: Date,
  zatca: Zatca | null,
  organizationId?: string,
): Promise<EndOutcome> {
  const result = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ reservation: boothReservations, code: booths.code })
      .from(boothReservations)
      .innerJoin(booths, eq(booths.id, boothReservations.boothId))
      .where(
        and(
          eq(boothReservations.id, id),
          organizationId ? eq(boothReservations.organizationId, organizationId) : undefined,
        ),
      )
      .for("update", { of: boothReservations })
      .limit(1);
    if (!row) return "not_found" as const;
    const { reservation } = row;
    const isLiveHold =
      reservation.status === "held" && (reservation.expiresAt?.getTime() ?? 0) > now.getTime();
    const isHolder = organizationId !== undefined;
    const allowed =
      to === "confirmed"
        ? isLiveHold
        : isLiveHold || (reservation.status === "confirmed" && !isHolder);
    if (!allowed) return "closed" as const;
    await tx
      .update(boothReservations)
      .set(
        to === "confirmed"
          ? { status: "confirmed", expiresAt: null }
          : { status: "cancelled", endedAt: now },
      )
      .where(eq(boothReservations.id, id));
    const audit: NewAuditEntry[] = [
      {
        organizationId: reservation.organizationId,
        entityType: "booth_reservation",
        entityId: id,
        entityLabel: row.code,
        fromStatus: reservation.status,
        toStatus: to,
        reason: null,
      },
    ];
    if (to === "cancelled") {
      audit.push(...(await voidUnpaidInvoice(tx, id)));
      if (zatca) await creditReservationInvoice(tx, zatca, id, now);
    }
    await recordAudit(tx, actor, audit);
    return { reservation };
  });
  if (typeof result === "string") return result;
  const state: PlanState = to === "confirmed" ? "confirmed" : "available";
  planChanges.publish(result.reservation.eventId, [
    {
      booth_id: result.reservation.boothId,
      state,
      organization_id: to === "confirmed" ? result.reservation.organizationId : null,
    },
  ]);
  return "done";
}

/** A cancelled reservation's invoice already sent to ZATCA is corrected by a credit note. */
async function creditReservationInvoice(
  tx: Database,
  zatca: Zatca,
  reservationId: string,
  now: Date,
) {
  const [invoice] = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(eq(invoices.reservationId, reservationId))
    .limit(1);
  if (invoice) await creditInvoice(tx, zatca, invoice.id, CANCELLED_RESERVATION_REASON, now);
}

/**
 * Voids the invoice of a cancelled reservation if it is not paid, so nobody transfers money for a
 * booth they no longer hold; returns its audit entry. A paid invoice is left as it is: refunds are
 * settled outside the portal. Runs with the reservation locked: every path locks a reservation
 * before its invoice (issueInvoice, decideInvoice), so none deadlocks with another.
 */
async function voidUnpaidInvoice(tx: Database, reservationId: string): Promise<NewAuditEntry[]> {
  const [row] = await tx
    .select({ invoice: invoices, series: events.invoiceSeries })
    .from(invoices)
    .innerJoin(events, eq(events.id, invoices.eventId))
    .where(
      and(
        eq(invoices.reservationId, reservationId),
        inArray(invoices.status, [...UNPAID_INVOICE_STATUSES]),
      ),
    )
    .for("update", { of: invoices })
    .limit(1);
  if (!row) return [];
  const { invoice } = row;
  await tx.update(invoices).set({ status: "void" }).where(eq(invoices.id, invoice.id));
  return [
    {
      organizationId: invoice.organizationId,
      entityType: "invoice",
      entityId: invoice.id,
      entityLabel: invoiceNumber(row.series, invoice.number),
      fromStatus: invoice.status,
      toStatus: "void",
      reason: null,
    },
  ];
}
