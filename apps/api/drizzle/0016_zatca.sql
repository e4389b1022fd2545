CREATE TABLE "zatca_chain" (
	"id" text PRIMARY KEY DEFAULT 'fair' NOT NULL,
	"last_icv" integer NOT NULL,
	"last_hash" text NOT NULL,
	CONSTRAINT "zatca_chain_one_row" CHECK ("zatca_chain"."id" = 'fair')
);
--> statement-breakpoint
CREATE TABLE "zatca_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"icv" integer NOT NULL,
	"pih" text NOT NULL,
	"hash" text NOT NULL,
	"qr" text NOT NULL,
	"xml" text NOT NULL,
	"status" text DEFAULT 'signed' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"claimed_until" timestamp with time zone,
	"messages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cleared_xml" text,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cleared_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "zatca_documents" ADD CONSTRAINT "zatca_documents_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "zatca_documents_icv_key" ON "zatca_documents" USING btree ("icv");--> statement-breakpoint
CREATE UNIQUE INDEX "zatca_documents_invoice_kind_key" ON "zatca_documents" USING btree ("invoice_id","kind");--> statement-breakpoint
CREATE INDEX "zatca_documents_queue_idx" ON "zatca_documents" USING btree ("status","next_attempt_at");