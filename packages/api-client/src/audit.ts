import { envelopeSchema } from "@rawaq/domain/envelope";
import { AdminSummarySchema, AuditResultSchema } from "@rawaq/domain/review";
import { type Http, type PageParams, call, searchParams } from "./http.ts";

// apps/api/src/features/audit: the administration's summary and audit log.

export function auditCalls({ ky }: Http) {
  return {
    admin: {
      getSummary: () => call(ky.get("admin/summary"), envelopeSchema(AdminSummarySchema)),
      getAudit: (query: PageParams & { organization_id?: string } = {}) =>
        call(
          ky.get("admin/audit", { searchParams: searchParams(query) }),
          envelopeSchema(AuditResultSchema),
        ),
    },
  };
}
