import { index, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { cascadeReference, createdAt, id } from "./columns.ts";
import { users } from "./users.ts";

/**
 * Answers kept per Idempotency-Key (core/idempotency.ts): the first request with a key inserts
 * its row and runs; the same key again replays the stored answer, or is refused.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    id: id(),
    userId: cascadeReference("user_id", () => users.id),
    key: text("key").notNull(),
    // Method, path and a hash of the body: the same key with another request is refused.
    fingerprint: text("fingerprint").notNull(),
    responseStatus: integer("response_status"),
    responseBody: jsonb("response_body"),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("idempotency_keys_user_key").on(table.userId, table.key),
    index("idempotency_keys_created_idx").on(table.createdAt),
  ],
);
