-- Texts the administration writes for others to read are kept in Arabic and English (decision 066).
-- An event's address was one text: it stands for both until the administration writes the other.
ALTER TABLE "events" ADD COLUMN "address_ar" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "address_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "events" SET "address_ar" = "address", "address_en" = "address";--> statement-breakpoint
ALTER TABLE "events" DROP COLUMN "address";--> statement-breakpoint
-- The audit log named a participation request by its event's English name alone: that stays the
-- English label, and the event's Arabic name becomes the Arabic one. Every other label (a title,
-- a code, a person's name) is one text, the same in both.
ALTER TABLE "audit_log" ADD COLUMN "entity_label_ar" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "entity_label_en" text;--> statement-breakpoint
UPDATE "audit_log" SET "entity_label_ar" = "entity_label", "entity_label_en" = "entity_label";--> statement-breakpoint
UPDATE "audit_log" SET "entity_label_ar" = "events"."name_ar"
FROM "participation_requests"
JOIN "events" ON "events"."id" = "participation_requests"."event_id"
WHERE "audit_log"."entity_type" = 'participation_request'
  AND "participation_requests"."id" = "audit_log"."entity_id";--> statement-breakpoint
ALTER TABLE "audit_log" ALTER COLUMN "entity_label_ar" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ALTER COLUMN "entity_label_en" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" DROP COLUMN "entity_label";--> statement-breakpoint
-- A notification about a request named its event in two parameters; it now holds the pair as
-- one value, { "ar", "en" }, the shape every answer gives such a name.
UPDATE "notifications"
SET "params" = ("params" - 'event_name_ar' - 'event_name_en') || jsonb_build_object(
  'event_name',
  jsonb_build_object('ar', "params" ->> 'event_name_ar', 'en', "params" ->> 'event_name_en')
)
WHERE "params" ->> 'event_name_ar' IS NOT NULL;
