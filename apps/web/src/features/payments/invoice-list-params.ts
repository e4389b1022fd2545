import { INVOICE_STATUSES } from "@rawaq/domain/payments";
import { filterParam, pageParam, textParam } from "../../lib/url-state.ts";

/** The organization's invoices on /payment-information (`?page=`). */
export const MY_INVOICE_LIST_PARAMS = { page: pageParam };

/**
 * The administration's invoices (`?status=&q=&event_id=&page=`): the queue opens on the receipts
 * to review; the search takes an organization's name or an invoice number ("E3-0007"); the
 * dashboard's money opens it on one event.
 */
export const ADMIN_INVOICE_LIST_PARAMS = {
  status: filterParam(INVOICE_STATUSES, "proof_submitted"),
  q: textParam,
  event_id: textParam,
  page: pageParam,
};
