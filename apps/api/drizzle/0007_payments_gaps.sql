ALTER TABLE "events" ADD COLUMN "invoice_series" integer NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "events_invoice_series_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1);--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "vat_number" text;--> statement-breakpoint
CREATE UNIQUE INDEX "badges_public_id_key" ON "badges" USING btree ("public_id");--> statement-breakpoint
CREATE UNIQUE INDEX "events_invoice_series_key" ON "events" USING btree ("invoice_series");