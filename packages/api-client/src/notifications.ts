import { envelopeSchema } from "@rawaq/domain/envelope";
import { NotificationsResultSchema } from "@rawaq/domain/review";
import * as v from "valibot";
import { type Http, type PageParams, call, searchParams } from "./http.ts";

// apps/api/src/features/notifications

export function notificationCalls({ ky }: Http) {
  return {
    getNotifications: (query: PageParams = {}) =>
      call(
        ky.get("notifications", { searchParams: searchParams(query) }),
        envelopeSchema(NotificationsResultSchema),
      ),
    markNotificationsRead: () => call(ky.post("notifications/read"), envelopeSchema(v.null())),
  };
}
