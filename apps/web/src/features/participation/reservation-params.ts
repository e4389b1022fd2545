import { textParam } from "../../lib/url-state.ts";

/**
 * /reservation's event (`?event=`), for an organization approved for several; absent is the
 * nearest one (the API's `nearestEvent`).
 */
export const RESERVATION_PARAMS = { event: textParam };
