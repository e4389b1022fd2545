/**
 * The database schema, one file per noun; importers take tables from here. drizzle.config.ts
 * reads the whole folder.
 */
export * from "./users.ts";
export * from "./throttle.ts";
export * from "./outbox.ts";
export * from "./files.ts";
export * from "./events.ts";
export * from "./participation.ts";
export * from "./reservations.ts";
export * from "./logistics.ts";
export * from "./contact.ts";
export * from "./idempotency.ts";
export * from "./payments.ts";
export * from "./badges.ts";
export * from "./organizations.ts";
export * from "./books.ts";
export * from "./sheet-imports.ts";
export * from "./audit.ts";
export * from "./notifications.ts";
export * from "./guide.ts";
export * from "./zatca.ts";
export * from "./privacy.ts";
export * from "./fair-rules.ts";
export * from "./deadlines.ts";
