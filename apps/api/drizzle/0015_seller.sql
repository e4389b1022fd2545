CREATE TABLE "seller_settings" (
	"id" text PRIMARY KEY DEFAULT 'fair' NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"vat_number" text NOT NULL,
	"commercial_registration_number" text NOT NULL,
	"building_number" text NOT NULL,
	"street" text NOT NULL,
	"district" text NOT NULL,
	"city" text NOT NULL,
	"zip" text NOT NULL,
	"additional_number" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by_user_id" uuid,
	CONSTRAINT "seller_settings_one_row" CHECK ("seller_settings"."id" = 'fair')
);
--> statement-breakpoint
ALTER TABLE "seller_settings" ADD CONSTRAINT "seller_settings_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;