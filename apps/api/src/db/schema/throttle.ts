import { index, pgTable, text } from "drizzle-orm/pg-core";
import { id, timestamptz } from "./columns.ts";

/**
 * Throttled events (failed logins, reset requests) by key, in the database so the limits hold
 * across API processes.
 */
export const throttleHits = pgTable(
  "throttle_hits",
  {
    id: id(),
    key: text("key").notNull(),
    hitAt: timestamptz("hit_at").notNull().defaultNow(),
  },
  (table) => [index("throttle_hits_key_time_idx").on(table.key, table.hitAt)],
);
