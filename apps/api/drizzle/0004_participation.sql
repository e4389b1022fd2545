CREATE TABLE "booth_reservations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booth_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"request_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"status" text NOT NULL,
	"expires_at" timestamp with time zone,
	"held_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "participation_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"requested_area" integer NOT NULL,
	"booth_type" text NOT NULL,
	"titles_count" integer NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"approved_area" integer,
	"reason" text,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"exhibitor_read_at" timestamp with time zone,
	"admin_read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "request_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"author_user_id" uuid,
	"author_name" text NOT NULL,
	"author_role" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booths" ADD COLUMN "price_mode" text DEFAULT 'fixed' NOT NULL;--> statement-breakpoint
ALTER TABLE "booths" ADD COLUMN "x" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "booths" ADD COLUMN "y" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "booths" ADD COLUMN "width" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "booths" ADD COLUMN "height" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "booths" ADD COLUMN "status" text DEFAULT 'available' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "registration_opens_on" date DEFAULT CURRENT_DATE NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ALTER COLUMN "registration_opens_on" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "registration_closes_on" date DEFAULT CURRENT_DATE NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ALTER COLUMN "registration_closes_on" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "shipping_starts_on" date DEFAULT CURRENT_DATE NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ALTER COLUMN "shipping_starts_on" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "zones" ADD COLUMN "plan_width" integer DEFAULT 40 NOT NULL;--> statement-breakpoint
ALTER TABLE "zones" ADD COLUMN "plan_height" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "booth_reservations" ADD CONSTRAINT "booth_reservations_booth_id_booths_id_fk" FOREIGN KEY ("booth_id") REFERENCES "public"."booths"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booth_reservations" ADD CONSTRAINT "booth_reservations_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booth_reservations" ADD CONSTRAINT "booth_reservations_request_id_participation_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."participation_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booth_reservations" ADD CONSTRAINT "booth_reservations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booth_reservations" ADD CONSTRAINT "booth_reservations_held_by_user_id_users_id_fk" FOREIGN KEY ("held_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participation_requests" ADD CONSTRAINT "participation_requests_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participation_requests" ADD CONSTRAINT "participation_requests_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_messages" ADD CONSTRAINT "request_messages_request_id_participation_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."participation_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_messages" ADD CONSTRAINT "request_messages_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booth_reservations_live_key" ON "booth_reservations" USING btree ("booth_id") WHERE status in ('held', 'confirmed');--> statement-breakpoint
CREATE INDEX "booth_reservations_event_status_idx" ON "booth_reservations" USING btree ("event_id","status");--> statement-breakpoint
CREATE INDEX "booth_reservations_request_idx" ON "booth_reservations" USING btree ("request_id","status");--> statement-breakpoint
CREATE INDEX "booth_reservations_held_expiry_idx" ON "booth_reservations" USING btree ("expires_at") WHERE status = 'held';--> statement-breakpoint
CREATE UNIQUE INDEX "participation_requests_active_key" ON "participation_requests" USING btree ("organization_id","event_id") WHERE status <> 'rejected';--> statement-breakpoint
CREATE INDEX "participation_requests_status_submitted_idx" ON "participation_requests" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE INDEX "request_messages_request_created_idx" ON "request_messages" USING btree ("request_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity_id","created_at");--> statement-breakpoint
CREATE INDEX "events_starts_on_idx" ON "events" USING btree ("starts_on");