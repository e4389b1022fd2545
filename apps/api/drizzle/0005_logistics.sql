CREATE TABLE "book_logistics" (
	"book_id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"price_halalas" integer NOT NULL,
	"barcode" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parcel_items" (
	"parcel_id" uuid NOT NULL,
	"book_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "parcel_items_parcel_id_book_id_pk" PRIMARY KEY("parcel_id","book_id")
);
--> statement-breakpoint
CREATE TABLE "parcels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"number" text NOT NULL,
	"code" text NOT NULL,
	"destination" text,
	"status" text DEFAULT 'prepared' NOT NULL,
	"shipper_id" uuid,
	"labels_attached_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shippers" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "book_logistics" ADD CONSTRAINT "book_logistics_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_logistics" ADD CONSTRAINT "book_logistics_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcel_items" ADD CONSTRAINT "parcel_items_parcel_id_parcels_id_fk" FOREIGN KEY ("parcel_id") REFERENCES "public"."parcels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcel_items" ADD CONSTRAINT "parcel_items_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcels" ADD CONSTRAINT "parcels_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcels" ADD CONSTRAINT "parcels_shipper_id_shippers_id_fk" FOREIGN KEY ("shipper_id") REFERENCES "public"."shippers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "book_logistics_org_idx" ON "book_logistics" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "parcel_items_book_idx" ON "parcel_items" USING btree ("book_id");--> statement-breakpoint
CREATE UNIQUE INDEX "parcels_org_number_key" ON "parcels" USING btree ("organization_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "parcels_code_key" ON "parcels" USING btree ("code");--> statement-breakpoint
CREATE INDEX "parcels_org_status_idx" ON "parcels" USING btree ("organization_id","status");--> statement-breakpoint
CREATE INDEX "parcels_status_created_idx" ON "parcels" USING btree ("status","created_at");