import { DESTINATIONS, LOGISTICS_FILTERS, PARCEL_STATUSES } from "@rawaq/domain/logistics";
import {
  choiceParam,
  filterParam,
  pageParam,
  perPageParam,
  textParam,
} from "../../lib/url-state.ts";

/** `/completeData?state=&q=&page=`: which books' data the quick list shows. */
export const LOGISTICS_BOOK_PARAMS = {
  state: choiceParam(LOGISTICS_FILTERS, "all"),
  q: textParam,
  page: pageParam,
  per_page: perPageParam(50),
};

/** `/shipment`: `?status=&destination=&q=&page=`. */
export const PARCEL_LIST_PARAMS = {
  status: filterParam(PARCEL_STATUSES),
  destination: filterParam([...DESTINATIONS, "none"] as const),
  q: textParam,
  page: pageParam,
  per_page: perPageParam(25),
};

/**
 * `/admin/parcels`: the same, `&organization_id=` for one publishing house, and `&event_id=` for
 * the houses approved for one event (as the dashboard's parcels tile opens it).
 */
export const ADMIN_PARCEL_LIST_PARAMS = {
  ...PARCEL_LIST_PARAMS,
  organization_id: textParam,
  event_id: textParam,
};

/** `/products?q=&page=`. */
export const PRODUCT_LIST_PARAMS = { q: textParam, page: pageParam, per_page: perPageParam(50) };
