-- One table for every uploaded sheet between its preview and its commit (decision 075): book
-- lists and the books' logistics data had a table each, of the same columns. Their rows move here
-- with their ids (a preview open in a browser is still found) and a kind saying which they were.
CREATE TABLE "sheet_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"organization_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"status" text DEFAULT 'preview' NOT NULL,
	"total_rows" integer NOT NULL,
	"error_rows" integer NOT NULL,
	"rows" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"committed_at" timestamp with time zone
);
--> statement-breakpoint
INSERT INTO "sheet_imports"
  ("id", "kind", "organization_id", "user_id", "file_name", "status", "total_rows", "error_rows", "rows", "created_at", "committed_at")
SELECT "id", 'book_list', "organization_id", "user_id", "file_name", "status", "total_rows", "error_rows", "rows", "created_at", "committed_at"
FROM "book_imports";--> statement-breakpoint
INSERT INTO "sheet_imports"
  ("id", "kind", "organization_id", "user_id", "file_name", "status", "total_rows", "error_rows", "rows", "created_at", "committed_at")
SELECT "id", 'complete_data', "organization_id", "user_id", "file_name", "status", "total_rows", "error_rows", "rows", "created_at", "committed_at"
FROM "logistics_imports";--> statement-breakpoint
DROP TABLE "book_imports" CASCADE;--> statement-breakpoint
DROP TABLE "logistics_imports" CASCADE;--> statement-breakpoint
ALTER TABLE "sheet_imports" ADD CONSTRAINT "sheet_imports_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sheet_imports" ADD CONSTRAINT "sheet_imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sheet_imports_org_kind_idx" ON "sheet_imports" USING btree ("organization_id","kind","created_at");