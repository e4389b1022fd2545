ALTER TABLE "parcels" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "books_reviewed_idx" ON "books" USING btree ("reviewed_at","organization_id","status");--> statement-breakpoint
-- Parcels delivered before the column existed: the day of the audited move to delivered.
UPDATE "parcels" SET "delivered_at" = (
	SELECT max("created_at") FROM "audit_log"
	WHERE "entity_type" = 'parcel' AND "entity_id" = "parcels"."id" AND "to_status" = 'delivered'
) WHERE "status" = 'delivered';
