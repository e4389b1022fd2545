import { type UrlState, pageParam, textParam } from "../../lib/url-state.ts";

/** The administration's badges (`?event_id=&organization_id=&page=`): every badge unless filtered. */
export const ADMIN_BADGE_LIST_PARAMS = {
  event_id: textParam,
  organization_id: textParam,
  page: pageParam,
};

export type AdminBadgeListQuery = UrlState<typeof ADMIN_BADGE_LIST_PARAMS>;
