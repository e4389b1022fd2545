import { envelopeSchema } from "@rawaq/domain/envelope";
import { OutboxListSchema } from "@rawaq/domain/user";
import * as v from "valibot";
import { type Http, type PageParams, call, searchParams } from "./http.ts";

// apps/api/src/features/outbox: the mail the app sent, for the administration.

export function outboxCalls({ ky }: Http) {
  return {
    admin: {
      getOutbox: (query: PageParams = {}) =>
        call(
          ky.get("admin/outbox", { searchParams: searchParams(query) }),
          envelopeSchema(
            v.object({ ...OutboxListSchema.entries, transport: v.picklist(["outbox", "smtp"]) }),
          ),
        ),
    },
  };
}
