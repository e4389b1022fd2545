CREATE TABLE "deadline_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"deadline" text NOT NULL,
	"by_hand" boolean DEFAULT false NOT NULL,
	"sent_by_user_id" uuid,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_deadlines" (
	"event_id" uuid PRIMARY KEY NOT NULL,
	"participation_request_due_on" date,
	"book_list_due_on" date,
	"complete_data_due_on" date,
	"parcel_delivery_due_on" date,
	"payment_due_on" date,
	"reminder_days_before" integer DEFAULT 7 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reminder_runs" (
	"day" date PRIMARY KEY NOT NULL,
	"ran_at" timestamp with time zone NOT NULL,
	"summary" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deadline_reminders" ADD CONSTRAINT "deadline_reminders_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deadline_reminders" ADD CONSTRAINT "deadline_reminders_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deadline_reminders" ADD CONSTRAINT "deadline_reminders_sent_by_user_id_users_id_fk" FOREIGN KEY ("sent_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_deadlines" ADD CONSTRAINT "event_deadlines_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deadline_reminders_once_key" ON "deadline_reminders" USING btree ("event_id","organization_id","deadline") WHERE not by_hand;--> statement-breakpoint
CREATE INDEX "deadline_reminders_event_sent_idx" ON "deadline_reminders" USING btree ("event_id","sent_at");