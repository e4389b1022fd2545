import { OrganizationBankInputSchema } from "@rawaq/domain/bank-account";
import { PageQuerySchema, pageMeta } from "@rawaq/domain/pagination";
import {
  E_INVOICE_STATUSES,
  INVOICE_STATUSES,
  type InvoiceSummary,
  IssueInvoiceInputSchema,
  PROOF_MAX_BYTES,
} from "@rawaq/domain/payments";
import { DecisionInputSchema } from "@rawaq/domain/review";
import { SellerInputSchema } from "@rawaq/domain/seller";
import { IdSchema } from "@rawaq/domain/validation";
import { type Context, Hono } from "hono";
import * as v from "valibot";
import {
  organizationManager,
  requireAdmin,
  requireManager,
  requireMembership,
  requireUser,
} from "../../core/access.ts";
import { readDocumentUpload, sendStoredFile, storeUpload } from "../../core/files.ts";
import { idempotent, requestFingerprint } from "../../core/idempotency.ts";
import { throttleUploads } from "../../core/throttle.ts";
import type { AppEnv } from "../../http/context.ts";
import { pathParams } from "../../http/params.ts";
import { contentDisposition } from "../../http/content-disposition.ts";
import { notFound, preconditionFailed } from "../../http/respond.ts";
import { invalid, readMultipart, readQuery, validateJson } from "../../http/validate.ts";
import { csvWriterEncoder, streamExport } from "../../http/export-stream.ts";
import { bankAccountOf, changeBankAccount } from "./bank-account.ts";
import { invoicesCsv } from "./export.ts";
import {
  type InvoiceCursor,
  documentXml,
  eInvoiceQueue,
  findInvoice,
  invoiceCounts,
  invoicesAfter,
  latestProof,
  listInvoices,
} from "./queries.ts";
import { readSeller, saveSeller } from "../../core/seller.ts";
import { decideInvoice, issueInvoice, retryEInvoiceNow, submitProof } from "./service.ts";
import { paymentMessages } from "./messages.ts";

const invoiceParams = pathParams({ invoiceId: IdSchema });

/** Which of an invoice's documents `?kind=` asks for: the invoice, or its credit note. */
const documentKind = (query: Record<string, string>) =>
  query.kind === "credit_note" ? "credit_note" : "invoice";

/** A signed document as a file named by its number. */
function xmlFile<E extends AppEnv>(c: Context<E>, document: { number: string; xml: string }) {
  return c.body(document.xml, 200, {
    "Content-Type": "application/xml; charset=utf-8",
    "Content-Disposition": contentDisposition(`${document.number}.xml`),
    "Cache-Control": "private, no-store",
  });
}

function invoiceFilter(query: Record<string, string>) {
  return {
    eventId: v.is(IdSchema, query.event_id) ? query.event_id : undefined,
    status: v.is(v.picklist(INVOICE_STATUSES), query.status) ? query.status : undefined,
    q: query.q ? query.q.slice(0, 100) : undefined,
  };
}

/** `/api/invoices`: the caller's organization's invoices, issuing one, and its receipts. */
export const invoiceRoutes = new Hono<AppEnv>()
  .use(requireUser, requireMembership)
  .get("/", async (c) => {
    const query = readQuery(c);
    const page = v.parse(PageQuerySchema, query);
    const { invoices, total } = await listInvoices(
      c.var.db,
      { ...invoiceFilter(query), organizationId: c.var.membership.organization.id },
      page,
      c.var.clock.now(),
    );
    return c.json({ data: { invoices, meta: pageMeta(page, total) } });
  })
  .post("/", requireManager, validateJson(IssueInvoiceInputSchema), async (c) => {
    const now = c.var.clock.now();
    const organizationId = c.var.membership.organization.id;
    const result = await issueInvoice(
      c.var.db,
      c.var.user,
      organizationId,
      c.req.valid("json").reservation_id,
      now,
      c.var.zatca,
    );
    switch (result.outcome) {
      case "not_found":
        return invalid(c, { reservation_id: ["unknown_option"] });
      case "national_address_missing":
        return preconditionFailed(
          c,
          "national_address_missing",
          paymentMessages.nationalAddressMissing,
        );
      case "not_live":
        return c.json({ message: c.var.i18n._(paymentMessages.holdNotLive) }, 409);
      case "exists":
        return c.json({ message: c.var.i18n._(paymentMessages.invoiceExists) }, 409);
      case "issued": {
        const invoice = await findInvoice(c.var.db, result.id, now, organizationId);
        return c.json(
          { data: { invoice }, message: c.var.i18n._(paymentMessages.invoiceIssued) },
          201,
        );
      }
    }
  })
  .get("/:invoiceId", invoiceParams, async (c) => {
    const invoice = await findInvoice(
      c.var.db,
      c.req.valid("param").invoiceId,
      c.var.clock.now(),
      c.var.membership.organization.id,
    );
    if (!invoice) return notFound(c);
    return c.json({ data: { invoice } });
  })
  /**
   * The transfer receipt (PDF or image, judged by its content). Honours Idempotency-Key: a double
   * click, a retry or a second tab with the same key and file make one record.
   */
  .post("/:invoiceId/proof", invoiceParams, requireManager, throttleUploads, async (c) => {
    const { invoiceId } = c.req.valid("param");
    const organizationId = c.var.membership.organization.id;
    const form = await readMultipart(c);
    if (form instanceof Response) return form;
    const file = form.files.file;
    const bytes = file ? new Uint8Array(await file.arrayBuffer()) : new Uint8Array();
    const fingerprint = requestFingerprint("POST", `/invoices/${invoiceId}/proof`, bytes);
    return idempotent(c, c.var.user.id, fingerprint, async () => {
      if (!file) return invalid(c, { file: ["required"] });
      if (file.size > PROOF_MAX_BYTES) return invalid(c, { file: ["file_too_large"] });
      const upload = await readDocumentUpload(file, true);
      if (typeof upload === "string") return invalid(c, { file: [upload] });
      const stored = await storeUpload(c, upload);
      const now = c.var.clock.now();
      const outcome = await submitProof(
        c.var.db,
        c.var.user,
        organizationId,
        invoiceId,
        stored,
        now,
      );
      if (outcome !== "submitted") {
        await c.var.fileStore.remove(stored.storageKey);
        if (outcome === "not_found") return notFound(c);
        return c.json({ message: c.var.i18n._(paymentMessages.proofNotAccepted) }, 409);
      }
      const invoice = await findInvoice(c.var.db, invoiceId, now, organizationId);
      return c.json(
        { data: { invoice }, message: c.var.i18n._(paymentMessages.proofReceived) },
        201,
      );
    });
  })
  /** The e-invoice ZATCA cleared, as UBL XML; 409 while it is being registered. */
  .get("/:invoiceId/xml", invoiceParams, async (c) => {
    const document = await documentXml(
      c.var.db,
      c.req.valid("param").invoiceId,
      documentKind(readQuery(c)),
      c.var.membership.organization.id,
    );
    if (document === "not_found") return notFound(c);
    if (document === "not_cleared") {
      return c.json({ message: c.var.i18n._(paymentMessages.invoiceNotCleared) }, 409);
    }
    return xmlFile(c, document);
  })
  .get("/:invoiceId/proof", invoiceParams, async (c) => {
    const proof = await latestProof(
      c.var.db,
      c.req.valid("param").invoiceId,
      c.var.membership.organization.id,
    );
    if (!proof) return notFound(c);
    return sendStoredFile(c, proof, { name: "transfer-receipt" });
  });

/** `/api/admin/invoices`: the queue of invoices, their receipts, decisions and the export. */
export const adminInvoiceRoutes = new Hono<AppEnv>()
  .use(requireUser, requireAdmin)
  .get("/", async (c) => {
    const query = readQuery(c);
    const page = v.parse(PageQuerySchema, query);
    const filter = invoiceFilter(query);
    const now = c.var.clock.now();
    const [{ invoices, total }, counts] = await Promise.all([
      listInvoices(c.var.db, filter, page, now),
      invoiceCounts(c.var.db, { eventId: filter.eventId, q: filter.q }, now),
    ]);
    return c.json({ data: { invoices, counts, meta: pageMeta(page, total) } });
  })
  /** Every invoice matching the queue's filters, as the queue orders them, streamed. */
  .get("/export", async (c) => {
    const filter = invoiceFilter(readQuery(c));
    // One instant for the whole export: an invoice does not fall past due between two batches.
    const now = c.var.clock.now();
    const { i18n } = c.var;
    return streamExport(c, {
      fileName: "invoices.csv",
      encoder: csvWriterEncoder((rows: InvoiceSummary[]) => invoicesCsv(rows, i18n)),
      read: (db, after: InvoiceCursor | undefined, size) =>
        invoicesAfter(db, filter, now, after, size),
    });
  })
  .get("/:invoiceId", invoiceParams, async (c) => {
    const invoice = await findInvoice(c.var.db, c.req.valid("param").invoiceId, c.var.clock.now());
    if (!invoice) return notFound(c);
    return c.json({ data: { invoice } });
  })
  /** The signed document, cleared or not: what the administration checks a rejection against. */
  .get("/:invoiceId/xml", invoiceParams, async (c) => {
    const { invoiceId } = c.req.valid("param");
    const document = await documentXml(c.var.db, invoiceId, documentKind(readQuery(c)));
    if (typeof document === "string") return notFound(c);
    return xmlFile(c, document);
  })
  .get("/:invoiceId/proof", invoiceParams, async (c) => {
    const proof = await latestProof(c.var.db, c.req.valid("param").invoiceId);
    if (!proof) return notFound(c);
    return sendStoredFile(c, proof, { name: "transfer-receipt" });
  })
  .post("/:invoiceId/decision", invoiceParams, validateJson(DecisionInputSchema), async (c) => {
    const { invoiceId } = c.req.valid("param");
    const outcome = await decideInvoice(
      c.var.db,
      c.var.planChanges,
      c.var.user,
      invoiceId,
      c.req.valid("json"),
      c.var.clock.now(),
    );
    if (outcome === "not_found") return notFound(c);
    if (outcome === "not_decidable") {
      return c.json({ message: c.var.i18n._(paymentMessages.invoiceNotDecidable) }, 409);
    }
    if (outcome === "booth_taken") {
      return c.json({ message: c.var.i18n._(paymentMessages.holdNotLive) }, 409);
    }
    const invoice = await findInvoice(c.var.db, invoiceId, c.var.clock.now());
    const message =
      invoice?.status === "paid" ? paymentMessages.invoicePaid : paymentMessages.invoiceRejected;
    return c.json({ data: { invoice }, message: c.var.i18n._(message) });
  });

/**
 * `/api/organizations/{id}/bank-account`: the manager changes the account of an approved
 * organization, with the wizard's checks (docs/decisions/048-…). Staff get 403.
 */
export const organizationBankRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .put(
    "/:id/bank-account",
    organizationManager,
    validateJson(OrganizationBankInputSchema),
    async (c) => {
      const result = await changeBankAccount(
        c.var.db,
        c.var.user,
        c.var.membership.organization.id,
        c.req.valid("json"),
        c.var.clock.now(),
      );
      if (result.outcome === "not_approved") {
        return preconditionFailed(
          c,
          "organization_not_approved",
          paymentMessages.bankAccountNotApproved,
        );
      }
      const message =
        result.outcome === "changed"
          ? paymentMessages.bankAccountSaved
          : paymentMessages.bankAccountUnchanged;
      return c.json({
        data: { bank_account: bankAccountOf(result.organization, false) },
        message: c.var.i18n._(message),
      });
    },
  );

/**
 * `/api/admin/seller`: the fair's organizer as the seller on its invoices (issue 30), which
 * ZATCA's rules ask for in full; the administration reads and sets it.
 */
export const adminSellerRoutes = new Hono<AppEnv>()
  .use(requireUser, requireAdmin)
  .get("/", async (c) => c.json({ data: { seller: await readSeller(c.var.db) } }))
  .put("/", validateJson(SellerInputSchema), async (c) => {
    const seller = await saveSeller(c.var.db, c.var.user, c.req.valid("json"), c.var.clock.now());
    return c.json({ data: { seller } });
  });

/**
 * `/api/admin/e-invoices`: the clearance queue (issue 30): every signed document, ZATCA's
 * messages, and sending a waiting one now.
 */
export const adminEInvoiceRoutes = new Hono<AppEnv>()
  .use(requireUser, requireAdmin)
  .get("/", async (c) => {
    const query = readQuery(c);
    const page = v.parse(PageQuerySchema, query);
    const status = v.is(v.picklist(E_INVOICE_STATUSES), query.status) ? query.status : undefined;
    const { documents, counts, total } = await eInvoiceQueue(c.var.db, { status }, page);
    return c.json({ data: { documents, counts, meta: pageMeta(page, total) } });
  })
  .post("/:documentId/retry", pathParams({ documentId: IdSchema }), async (c) => {
    const outcome = await retryEInvoiceNow(
      c.var.db,
      c.req.valid("param").documentId,
      c.var.clock.now(),
    );
    if (outcome === "not_found") return notFound(c);
    if (outcome === "not_waiting") {
      return c.json({ message: c.var.i18n._(paymentMessages.eInvoiceNotWaiting) }, 409);
    }
    return c.json({ data: {}, message: c.var.i18n._(paymentMessages.eInvoiceRetrying) });
  });
