-- Booths taken off a plan after they were reserved are retired, not deleted: their reservations and
-- invoices keep naming them. Codes stay unique among the booths still on the plan.
DROP INDEX "booths_zone_code_key";--> statement-breakpoint
ALTER TABLE "booths" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "booths_zone_code_key" ON "booths" USING btree ("zone_id","code") WHERE retired_at is null;