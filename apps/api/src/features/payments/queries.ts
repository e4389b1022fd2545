import type { PageQuery } from "@rawaq/domain/pagination";
import { halalasToSar } from "@rawaq/domain/money";
import { readNumber } from "@rawaq/domain/numbers";
import {
  INVOICE_STATUSES,
  type Invoice,
  type InvoiceCounts,
  type InvoiceLine,
  type InvoiceParty,
  type InvoiceStatus,
  type InvoiceSummary,
  type EInvoiceDocument,
  type EInvoiceMessage,
  type EInvoiceStatus,
  type BankDetails,
  effectiveInvoiceStatus,
  encodeEInvoiceQr,
  invoiceNumber,
  parseInvoiceNumber,
} from "@rawaq/domain/payments";
import { type SQL, and, asc, count, desc, eq, gt, ilike, inArray, lte, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { keysetBatch } from "../../http/export-stream.ts";
import { likePattern } from "../../db/like.ts";
import { events, invoiceProofs, invoices, zatcaDocuments } from "../../db/schema/index.ts";

export type InvoiceRow = typeof invoices.$inferSelect;

export interface InvoiceFilter {
  organizationId?: string;
  eventId?: string;
  status?: InvoiceStatus;
  q?: string;
}

/** The stored status a shown status stands for; `expired` is issued or rejected past due. */
function statusCondition(status: InvoiceStatus, now: Date): SQL {
  const unpaid = inArray(invoices.status, ["issued", "rejected"]);
  if (status === "expired") return and(unpaid, lte(invoices.dueAt, now))!;
  if (status === "issued" || status === "rejected") {
    return and(eq(invoices.status, status), gt(invoices.dueAt, now))!;
  }
  return eq(invoices.status, status);
}

/**
 * A search: the buyer's name, a sequence ("7" finds every event's seventh invoice) or a full
 * number as printed ("E3-0007" finds that one invoice).
 */
function searchCondition(q: string): SQL | undefined {
  const full = parseInvoiceNumber(q);
  if (full) {
    return and(
      eq(invoices.number, full.sequence),
      sql`${invoices.eventId} = (select ${events.id} from ${events} where ${events.invoiceSeries} = ${full.series})`,
    );
  }
  const sequence = readNumber(q, { max: 999_999_999 });
  return or(
    ilike(sql`${invoices.buyer}->>'name'`, likePattern(q)),
    sequence !== null ? eq(invoices.number, sequence) : undefined,
  );
}

function whereOf(filter: InvoiceFilter, now: Date) {
  return and(
    filter.organizationId ? eq(invoices.organizationId, filter.organizationId) : undefined,
    filter.eventId ? eq(invoices.eventId, filter.eventId) : undefined,
    filter.status ? statusCondition(filter.status, now) : undefined,
    filter.q ? searchCondition(filter.q) : undefined,
  );
}

const summaryColumns = {
  invoice: invoices,
  series: events.invoiceSeries,
  nameAr: events.nameAr,
  nameEn: events.nameEn,
  hasProof: sql<boolean>`exists (select 1 from ${invoiceProofs} where ${invoiceProofs.invoiceId} = ${invoices.id})`,
};

type SummaryRow = {
  invoice: InvoiceRow;
  series: number;
  nameAr: string;
  nameEn: string;
  hasProof: boolean;
};

function toSummary(row: SummaryRow, now: Date): InvoiceSummary {
  const { invoice } = row;
  const lines = invoice.lines as InvoiceLine[];
  return {
    id: invoice.id,
    number: invoiceNumber(row.series, invoice.number),
    status: effectiveInvoiceStatus({ status: invoice.status, due_at: invoice.dueAt }, now),
    reservation_id: invoice.reservationId,
    event_id: invoice.eventId,
    event_name: { ar: row.nameAr, en: row.nameEn },
    organization_id: invoice.organizationId,
    organization_name: (invoice.buyer as InvoiceParty).name,
    // An invoice is issued for one reservation (service.ts), so for one booth: its one line's.
    booth_code: lines[0]?.booth_code ?? "",
    total_halalas: invoice.totalHalalas,
    issued_at: invoice.issuedAt.toISOString(),
    due_at: invoice.dueAt.toISOString(),
    rejection_reason: invoice.rejectionReason,
    has_proof: Boolean(row.hasProof),
    paid_at: invoice.paidAt?.toISOString() ?? null,
  };
}

/** Invoices with their event, as the lists show them; `extra` columns beside them. */
function selectSummaries<Extra extends Record<string, SQL.Aliased | SQL>>(
  db: Database,
  extra = {} as Extra,
) {
  return db
    .select({ ...summaryColumns, ...extra })
    .from(invoices)
    .innerJoin(events, eq(events.id, invoices.eventId));
}

/** One page of invoices, the most urgent first (due soonest), scoped by `filter`. */
export async function listInvoices(
  db: Database,
  filter: InvoiceFilter,
  page: PageQuery,
  now: Date,
): Promise<{ invoices: InvoiceSummary[]; total: number }> {
  const where = whereOf(filter, now);
  const [rows, [totals]] = await Promise.all([
    selectSummaries(db)
      .where(where)
      .orderBy(
        filter.organizationId ? desc(invoices.issuedAt) : asc(invoices.dueAt),
        asc(invoices.id),
      )
      .limit(page.per_page)
      .offset((page.page - 1) * page.per_page),
    db.select({ total: count() }).from(invoices).where(where),
  ]);
  return { invoices: rows.map((row) => toSummary(row, now)), total: totals?.total ?? 0 };
}

/** Where a batch of the admin queue ends: the exact due time (text keeps its microseconds). */
export type InvoiceCursor = { dueAt: string; id: string };

/**
 * The admin queue's invoices in its order (due soonest first), `size` at a time after `after`:
 * what the export streams (http/export-stream.ts).
 */
export async function invoicesAfter(
  db: Database,
  filter: InvoiceFilter,
  now: Date,
  after: InvoiceCursor | undefined,
  size: number,
) {
  const rows = await selectSummaries(db, { dueAt: sql<string>`${invoices.dueAt}::text` })
    .where(
      and(
        whereOf(filter, now),
        after
          ? sql`(${invoices.dueAt}, ${invoices.id}) > (${after.dueAt}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(asc(invoices.dueAt), asc(invoices.id))
    .limit(size);
  const batch = keysetBatch(rows, size, (row) => ({ dueAt: row.dueAt, id: row.invoice.id }));
  return { rows: batch.rows.map((row) => toSummary(row, now)), next: batch.next };
}

/** How many invoices are in each shown status, for the admin queue's filters. */
export async function invoiceCounts(
  db: Database,
  filter: Omit<InvoiceFilter, "status">,
  now: Date,
): Promise<InvoiceCounts> {
  const counts = Object.fromEntries(INVOICE_STATUSES.map((status) => [status, 0])) as InvoiceCounts;
  const shown = sql<InvoiceStatus>`case when ${invoices.status} in ('issued', 'rejected') and ${invoices.dueAt} <= ${now} then 'expired' else ${invoices.status} end`;
  const rows = await db
    .select({ status: shown, total: count() })
    .from(invoices)
    .where(whereOf(filter, now))
    .groupBy(sql`1`);
  for (const row of rows) counts[row.status] = Number(row.total);
  return counts;
}

/**
 * A party as stored in an invoice. Invoices issued before addresses had both languages hold one
 * text (the seller's Arabic address, the buyer's postal code): it stands for both.
 */
function storedParty(stored: unknown): InvoiceParty {
  const party = stored as Omit<InvoiceParty, "address"> & {
    address: InvoiceParty["address"] | string;
  };
  const address =
    typeof party.address === "string" ? { ar: party.address, en: party.address } : party.address;
  return { ...party, address };
}

/** One invoice in full, with its e-invoice QR; scoped to an organization when given. */
export async function findInvoice(
  db: Database,
  id: string,
  now: Date,
  organizationId?: string,
): Promise<Invoice | undefined> {
  const [row] = await db
    .select(summaryColumns)
    .from(invoices)
    .innerJoin(events, eq(events.id, invoices.eventId))
    .where(
      and(
        eq(invoices.id, id),
        organizationId ? eq(invoices.organizationId, organizationId) : undefined,
      ),
    )
    .limit(1);
  if (!row) return undefined;
  const { invoice } = row;
  const seller = storedParty(invoice.seller);
  const documents = await db
    .select()
    .from(zatcaDocuments)
    .where(eq(zatcaDocuments.invoiceId, id))
    .orderBy(zatcaDocuments.icv);
  const document = documents.find((item) => item.kind === "invoice");
  const creditNote = documents.find((item) => item.kind === "credit_note");
  return {
    ...toSummary(row, now),
    seller,
    buyer: storedParty(invoice.buyer),
    bank: invoice.bank as BankDetails,
    lines: invoice.lines as InvoiceLine[],
    subtotal_halalas: invoice.subtotalHalalas,
    vat_halalas: invoice.vatHalalas,
    vat_percent: 15,
    qr:
      document?.qr ??
      encodeEInvoiceQr({
        sellerName: seller.name,
        vatNumber: seller.vat_number,
        timestamp: invoice.issuedAt.toISOString(),
        totalWithVat: halalasToSar(invoice.totalHalalas),
        vatTotal: halalasToSar(invoice.vatHalalas),
      }),
    e_invoice: document
      ? {
          status: document.status,
          icv: document.icv,
          uuid: document.id,
          messages: document.messages as EInvoiceMessage[],
          credit_note: creditNote
            ? {
                number: creditNote.number,
                status: creditNote.status,
                reason: creditNote.reason ?? "",
              }
            : null,
        }
      : null,
  };
}

/**
 * An invoice's signed document as a file: the cleared XML for its buyer (nothing before ZATCA has
 * cleared it), the signed one for the administration at any time. Scoped to the organization.
 */
export async function documentXml(
  db: Database,
  invoiceId: string,
  kind: "invoice" | "credit_note",
  organizationId?: string,
): Promise<{ number: string; xml: string } | "not_found" | "not_cleared"> {
  const [row] = await db
    .select({ document: zatcaDocuments })
    .from(zatcaDocuments)
    .innerJoin(invoices, eq(invoices.id, zatcaDocuments.invoiceId))
    .where(
      and(
        eq(zatcaDocuments.invoiceId, invoiceId),
        eq(zatcaDocuments.kind, kind),
        organizationId ? eq(invoices.organizationId, organizationId) : undefined,
      ),
    )
    .limit(1);
  if (!row) return "not_found";
  const { document } = row;
  if (document.clearedXml) return { number: document.number, xml: document.clearedXml };
  return organizationId ? "not_cleared" : { number: document.number, xml: document.xml };
}

/** The latest transfer receipt of an invoice, scoped to an organization when given. */
export async function latestProof(db: Database, invoiceId: string, organizationId?: string) {
  const [row] = await db
    .select({ proof: invoiceProofs })
    .from(invoiceProofs)
    .innerJoin(invoices, eq(invoices.id, invoiceProofs.invoiceId))
    .where(
      and(
        eq(invoiceProofs.invoiceId, invoiceId),
        organizationId ? eq(invoices.organizationId, organizationId) : undefined,
      ),
    )
    .orderBy(desc(invoiceProofs.createdAt))
    .limit(1);
  return row?.proof;
}

/** The clearance queue as the administration reads it: newest first, filtered by status. */
export async function eInvoiceQueue(
  db: Database,
  filter: { status?: EInvoiceStatus },
  page: PageQuery,
): Promise<{
  documents: EInvoiceDocument[];
  counts: Record<EInvoiceStatus, number>;
  total: number;
}> {
  const where = filter.status ? eq(zatcaDocuments.status, filter.status) : undefined;
  const [rows, counted] = await Promise.all([
    db
      .select()
      .from(zatcaDocuments)
      .where(where)
      .orderBy(desc(zatcaDocuments.icv))
      .limit(page.per_page)
      .offset((page.page - 1) * page.per_page),
    db
      .select({ status: zatcaDocuments.status, total: count() })
      .from(zatcaDocuments)
      .groupBy(zatcaDocuments.status),
  ]);
  const counts = { signed: 0, submitted: 0, cleared: 0, rejected: 0 };
  for (const row of counted) counts[row.status] = row.total;
  return {
    documents: rows.map((row) => ({
      id: row.id,
      invoice_id: row.invoiceId,
      kind: row.kind,
      number: row.number,
      icv: row.icv,
      status: row.status,
      attempts: row.attempts,
      next_attempt_at: row.nextAttemptAt.toISOString(),
      messages: row.messages as EInvoiceMessage[],
      created_at: row.createdAt.toISOString(),
      cleared_at: row.clearedAt?.toISOString() ?? null,
    })),
    counts,
    total: filter.status ? counts[filter.status] : Object.values(counts).reduce((a, b) => a + b, 0),
  };
}
