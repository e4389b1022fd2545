import { E_INVOICE_STATUSES } from "@rawaq/domain/payments";
import { filterParam, pageParam } from "../../lib/url-state.ts";

/** The administration's e-invoice queue (`?status=&page=`): every status unless one is chosen. */
export const E_INVOICE_QUEUE_PARAMS = {
  status: filterParam(E_INVOICE_STATUSES),
  page: pageParam,
};
