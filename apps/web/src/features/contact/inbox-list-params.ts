import { INBOX_FILTERS } from "@rawaq/domain/contact";
import { choiceParam, pageParam } from "../../lib/url-state.ts";

/** The contact inbox (`?filter=&page=`), open messages first. */
export const INBOX_LIST_PARAMS = { filter: choiceParam(INBOX_FILTERS, "open"), page: pageParam };
