import { PRIVACY_NOTICE_VERSION } from "@rawaq/domain/privacy";
import { Hono } from "hono";
import type { AppEnv } from "../../http/context.ts";

/**
 * The privacy notice's terms (issue 31), public: its current version and the retention periods
 * this server applies, which the notice and the records of processing print.
 */
export const privacyApi = new Hono<AppEnv>().get("/privacy", (c) =>
  c.json({
    data: { notice_version: PRIVACY_NOTICE_VERSION, retention_days: c.var.retentionDays },
  }),
);
