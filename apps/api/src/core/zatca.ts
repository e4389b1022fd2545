import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { rowsOf } from "../db/rows.ts";
import { events, invoices, organizations, zatcaChain, zatcaDocuments } from "../db/schema/index.ts";
import { FAIR_BANK, readSeller } from "./seller.ts";
import type { Clock } from "../lib/clock.ts";
import type { Logger } from "../lib/logger.ts";
import type { ZatcaClient } from "../lib/zatca/client.ts";
import { stampDocument } from "../lib/zatca/stamp.ts";
import { sellerParty } from "../lib/zatca/parties.ts";
import { FIRST_PIH, type UblDocument, type UblParty } from "../lib/zatca/ubl.ts";
import type { Zatca } from "../lib/zatca/unit.ts";
import { findCountry, loadKnownStates } from "@rawaq/domain/geo/countries";
import { type InvoiceLine, invoiceNumber } from "@rawaq/domain/payments";
import type { OrganizationRow } from "./membership.ts";
import type { NationalAddress } from "@rawaq/domain/national-address";

export type DocumentKind = UblDocument["kind"];

/** One message of ZATCA's, kept as it came. */
export interface ZatcaMessage {
  type: "ERROR" | "WARNING" | "INFO";
  code: string;
  message: string;
}

/**
 * Signs a document in the caller's transaction and queues it for clearance: takes the next
 * counter value and the previous hash from the chain's head, locked, so documents signed at once
 * by any number of transactions and processes line up 1, 2, 3… each naming its predecessor's hash.
 * A transaction that fails after this gives its number back with everything else.
 */
export async function signDocument(
  tx: Database,
  zatca: Zatca,
  input: {
    invoiceId: string;
    document: Omit<UblDocument, "uuid" | "icv" | "pih">;
    reason?: string;
  },
  now: Date,
): Promise<string> {
  await tx.insert(zatcaChain).values({ lastIcv: 0, lastHash: FIRST_PIH }).onConflictDoNothing();
  const [head] = await tx.select().from(zatcaChain).for("update");
  const uuid = randomUUID();
  const icv = head!.lastIcv + 1;
  const document: UblDocument = { ...input.document, uuid, icv, pih: head!.lastHash };
  const stamped = stampDocument(document, zatca.unit, now);
  await tx.update(zatcaChain).set({ lastIcv: icv, lastHash: stamped.hash });
  await tx.insert(zatcaDocuments).values({
    id: uuid,
    invoiceId: input.invoiceId,
    kind: document.kind,
    number: document.number,
    icv,
    pih: document.pih,
    hash: stamped.hash,
    qr: stamped.qr,
    xml: stamped.xml,
    nextAttemptAt: now,
    reason: input.reason ?? null,
    createdAt: now,
  });
  return uuid;
}

/** A document's row, by invoice and kind. */
export async function findDocument(db: Database, invoiceId: string, kind: DocumentKind) {
  const [row] = await db
    .select()
    .from(zatcaDocuments)
    .where(and(eq(zatcaDocuments.invoiceId, invoiceId), eq(zatcaDocuments.kind, kind)))
    .limit(1);
  return row;
}

/** How long a submission may stay unanswered before another attempt may send it again. */
export const CLAIM_MS = 2 * 60 * 1000;

/** The wait before the n-th retry: 5 s, 10 s, 20 s… at most half an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(5000 * 2 ** Math.max(attempts - 1, 0), 30 * 60 * 1000);
}

type ClaimedRow = {
  id: string;
  hash: string;
  xml: string;
  attempts: number;
};

/**
 * Takes the next document due (waiting, or sent and never answered past its claim), marks it
 * submitted, and returns it; another process's claim is skipped, not waited for.
 */
async function claimNext(db: Database, now: Date): Promise<ClaimedRow | undefined> {
  const claimedUntil = new Date(now.getTime() + CLAIM_MS);
  const answer = await db.execute(sql`
    UPDATE zatca_documents
    SET status = 'submitted', attempts = attempts + 1, claimed_until = ${claimedUntil.toISOString()}
    WHERE id = (
      SELECT id FROM zatca_documents
      WHERE (status = 'signed' AND next_attempt_at <= ${now.toISOString()})
         OR (status = 'submitted' AND claimed_until <= ${now.toISOString()})
      ORDER BY icv
      LIMIT 1
      FOR UPDATE SKIP LOCKED
    )
    RETURNING id, hash, xml, attempts`);
  return rowsOf<ClaimedRow>(answer)[0];
}

const messagesOf = (body: { validationResults?: Record<string, unknown> }): ZatcaMessage[] => {
  const results = body.validationResults ?? {};
  const pick = (key: string, type: ZatcaMessage["type"]) =>
    ((results[key] as { code?: string; message?: string }[] | undefined) ?? []).map((m) => ({
      type,
      code: String(m.code ?? ""),
      message: String(m.message ?? ""),
    }));
  return [...pick("errorMessages", "ERROR"), ...pick("warningMessages", "WARNING")];
};

export type ClearanceResult = "cleared" | "rejected" | "retry";

/** Sends one claimed document and records ZATCA's answer, or a retry when there was none. */
async function submit(
  db: Database,
  zatca: Zatca,
  row: ClaimedRow,
  clock: Clock,
): Promise<ClearanceResult> {
  let answer: Awaited<ReturnType<ZatcaClient["clear"]>> | undefined;
  let failure = "";
  try {
    answer = await zatca.client.clear(zatca.unit.credentials, {
      uuid: row.id,
      hash: row.hash,
      xml: row.xml,
    });
  } catch (error) {
    failure = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  }
  const now = clock.now();
  const where = and(eq(zatcaDocuments.id, row.id), eq(zatcaDocuments.status, "submitted"));
  const clearedXml = answer?.body.clearedInvoice;
  if (
    answer &&
    (answer.status === 200 || answer.status === 202) &&
    typeof clearedXml === "string"
  ) {
    await db
      .update(zatcaDocuments)
      .set({
        status: "cleared",
        clearedXml: Buffer.from(clearedXml, "base64").toString("utf8"),
        messages: messagesOf(answer.body),
        clearedAt: now,
        claimedUntil: null,
      })
      .where(where);
    return "cleared";
  }
  if (answer && (answer.status === 400 || answer.status === 409)) {
    const messages = messagesOf(answer.body);
    await db
      .update(zatcaDocuments)
      .set({
        status: "rejected",
        messages: messages.length
          ? messages
          : [
              {
                type: "ERROR",
                code: String(answer.status),
                message: JSON.stringify(answer.body).slice(0, 500),
              },
            ],
        claimedUntil: null,
      })
      .where(where);
    return "rejected";
  }
  // Down, slow, overloaded or refusing the unit's credentials: the document waits and is sent
  // again, with the same UUID, so ZATCA answers a repeat as it answered the first.
  const message = answer ? `HTTP ${answer.status}` : failure;
  await db
    .update(zatcaDocuments)
    .set({
      status: "signed",
      nextAttemptAt: new Date(now.getTime() + retryDelayMs(row.attempts)),
      messages: [{ type: "ERROR", code: "unreachable", message }],
      claimedUntil: null,
    })
    .where(where);
  return "retry";
}

/** Sends the documents due, in counter order, up to `limit`; returns what became of each. */
export async function clearDue(
  db: Database,
  zatca: Zatca,
  clock: Clock,
  limit = 20,
): Promise<ClearanceResult[]> {
  const results: ClearanceResult[] = [];
  for (let i = 0; i < limit; i++) {
    const row = await claimNext(db, clock.now());
    if (!row) break;
    results.push(await submit(db, zatca, row, clock));
  }
  return results;
}

/** Clears documents every `intervalMs` in the background; returns `stop`. */
export function startClearance(options: {
  db: Database;
  zatca: Zatca;
  clock: Clock;
  logger: Logger;
  intervalMs?: number;
}) {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    clearDue(options.db, options.zatca, options.clock)
      .then((results) => {
        const rejected = results.filter((result) => result === "rejected").length;
        if (rejected) options.logger.warn({ rejected }, "ZATCA rejected documents");
      })
      .catch((error: unknown) => options.logger.error({ err: error }, "the clearance run failed"))
      .finally(() => (running = false));
  }, options.intervalMs ?? 2000);
  timer.unref();
  return () => clearInterval(timer);
}

/** An organization's national address as its columns hold it (empty strings until given). */
export function nationalAddressOf(organization: OrganizationRow): NationalAddress {
  return {
    building_number: organization.buildingNumber,
    street: organization.street,
    district: organization.district,
    additional_number: organization.additionalNumber,
  };
}

/**
 * The exhibiting house as a document's buyer: its VAT number when it has one, else its commercial
 * registration (CRN for a Saudi house, OTH for a foreign one's registry), and its address.
 */
export async function buyerParty(organization: OrganizationRow): Promise<UblParty> {
  const city = organization.cityId
    ? (await loadKnownStates(organization.countryId)).find(
        (state) => state.id === organization.cityId,
      )
    : undefined;
  const cityName = city?.name.ar ?? "";
  const country = findCountry(organization.countryId)?.id ?? organization.countryId;
  const isSaudi = country === "SA";
  return {
    name: organization.name,
    vat_number: organization.vatNumber ?? "",
    identifier: organization.vatNumber
      ? null
      : { scheme: isSaudi ? "CRN" : "OTH", id: organization.commercialRegistrationNumber },
    address: {
      ...nationalAddressOf(organization),
      city: cityName,
      zip: organization.zip,
      country,
    },
  };
}

/** A booth invoice's document, before the chain gives it its counter and previous hash. */
export async function boothDocument(
  db: Database,
  input: {
    kind: DocumentKind;
    number: string;
    issuedAt: Date;
    /** The fair's first day: when the booth is supplied (KSA-5). */
    supplyDate: string;
    dueDate: string | null;
    organization: OrganizationRow;
    lines: InvoiceLine[];
    totals: { subtotal_halalas: number; vat_halalas: number; total_halalas: number };
    credits: UblDocument["credits"];
  },
): Promise<Omit<UblDocument, "uuid" | "icv" | "pih">> {
  return {
    kind: input.kind,
    number: input.number,
    issued_at: input.issuedAt,
    supply_date: input.supplyDate,
    due_date: input.dueDate,
    seller: sellerParty(await readSeller(db)),
    buyer: await buyerParty(input.organization),
    lines: input.lines.map((line, index) => ({
      id: String(index + 1),
      name: `جناح ${line.booth_code} — Booth ${line.booth_code}`,
      amount_halalas: line.amount_halalas,
    })),
    ...input.totals,
    iban: FAIR_BANK.iban,
    credits: input.credits,
  };
}

/** The reason a cancelled reservation's credit note gives (KSA-10), in both languages. */
export const CANCELLED_RESERVATION_REASON = "إلغاء حجز الجناح — Booth reservation cancelled";

/**
 * A reservation is cancelled after its invoice went to ZATCA (cleared, or on its way): the
 * invoice cannot be withdrawn, so a credit note (381) naming it and the reason joins the chain.
 * A rejected invoice was never valid and needs none; a second cancellation finds the first note.
 */
export async function creditInvoice(
  tx: Database,
  zatca: Zatca,
  invoiceId: string,
  reason: string,
  now: Date,
): Promise<string | null> {
  const original = await findDocument(tx, invoiceId, "invoice");
  if (!original || original.status === "rejected") return null;
  if (await findDocument(tx, invoiceId, "credit_note")) return null;
  const [row] = await tx
    .select({ invoice: invoices, event: events, organization: organizations })
    .from(invoices)
    .innerJoin(events, eq(events.id, invoices.eventId))
    .innerJoin(organizations, eq(organizations.id, invoices.organizationId))
    .where(eq(invoices.id, invoiceId));
  if (!row) return null;
  const number = invoiceNumber(row.event.invoiceSeries, row.invoice.number);
  const document = await boothDocument(tx, {
    kind: "credit_note",
    number: `${number}-C`,
    issuedAt: now,
    supplyDate: row.event.startsOn,
    dueDate: null,
    organization: row.organization,
    lines: row.invoice.lines as InvoiceLine[],
    totals: {
      subtotal_halalas: row.invoice.subtotalHalalas,
      vat_halalas: row.invoice.vatHalalas,
      total_halalas: row.invoice.totalHalalas,
    },
    credits: { number, reason },
  });
  return signDocument(tx, zatca, { invoiceId, document, reason }, now);
}
