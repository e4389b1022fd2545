-- The fair guide (decision 083). rawaq_fold is the search's folding, the SQL twin of
-- @rawaq/domain/search-fold's foldForSearch (a test holds them equal on both databases): marks and
-- tatweel dropped; hamza forms, alef maqsura, ta marbuta and the Persian kaf and yeh folded; Arabic-
-- Indic digits made Latin; A-Z lowered by translate(), not lower(), so no database locale changes
-- it; any other character a space. Immutable, so generated columns and indexes may use it.
CREATE FUNCTION rawaq_fold(value text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE RETURNS NULL ON NULL INPUT
AS $$
  SELECT btrim(regexp_replace(
    translate(
      regexp_replace(value, '[\u064B-\u065F\u0670\u06D6-\u06ED\u0640]', '', 'g'),
      'ABCDEFGHIJKLMNOPQRSTUVWXYZأإآٱىئؤةکی٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹',
      'abcdefghijklmnopqrstuvwxyzااااييوهكي01234567890123456789'
    ),
    '[^a-z0-9\u00C0-\u024F\u0621-\u064A\u0671-\u06D3]+', ' ', 'g'))
$$;--> statement-breakpoint
-- A house's address in the guide: its commercial name's letters and digits joined by hyphens
-- (at most 60), then the first 8 hex digits of its id, so two houses of one name still differ.
CREATE FUNCTION rawaq_slug(name text, id uuid) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE RETURNS NULL ON NULL INPUT
AS $$
  SELECT coalesce(nullif(left(btrim(regexp_replace(
      translate(name, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz'),
      '[^a-z0-9\u0621-\u064A]+', '-', 'g'), '-'), 60), '') || '-', '')
    || left(replace(id::text, '-', ''), 8)
$$;--> statement-breakpoint
CREATE SEQUENCE "public"."guide_version" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "guide_hidden" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"book_id" uuid,
	"reason" text NOT NULL,
	"hidden_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guide_misses" (
	"event_id" uuid NOT NULL,
	"term" text NOT NULL,
	"searches" integer DEFAULT 1 NOT NULL,
	"last_searched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guide_misses_event_id_term_pk" PRIMARY KEY("event_id","term")
);
--> statement-breakpoint
CREATE TABLE "organization_profiles" (
	"organization_id" uuid PRIMARY KEY NOT NULL,
	"description_ar" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"website" text,
	"public_email" text,
	"public_phone" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "guide_published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "slug" text GENERATED ALWAYS AS (rawaq_slug(commercial_name, id)) STORED;--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN "search_text" text GENERATED ALWAYS AS (rawaq_fold(title || ' ' || author || ' ' || publisher_name)) STORED;--> statement-breakpoint
ALTER TABLE "guide_hidden" ADD CONSTRAINT "guide_hidden_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guide_hidden" ADD CONSTRAINT "guide_hidden_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guide_hidden" ADD CONSTRAINT "guide_hidden_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guide_hidden" ADD CONSTRAINT "guide_hidden_hidden_by_user_id_users_id_fk" FOREIGN KEY ("hidden_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guide_misses" ADD CONSTRAINT "guide_misses_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_profiles" ADD CONSTRAINT "organization_profiles_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "guide_hidden_exhibitor_key" ON "guide_hidden" USING btree ("event_id","organization_id") WHERE book_id is null;--> statement-breakpoint
CREATE UNIQUE INDEX "guide_hidden_book_key" ON "guide_hidden" USING btree ("event_id","book_id") WHERE book_id is not null;--> statement-breakpoint
CREATE INDEX "guide_misses_event_count_idx" ON "guide_misses" USING btree ("event_id","searches");--> statement-breakpoint
CREATE INDEX "events_guide_published_idx" ON "events" USING btree ("starts_on") WHERE guide_published_at is not null;--> statement-breakpoint
CREATE INDEX "organizations_slug_idx" ON "organizations" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "books_search_text_trgm_idx" ON "books" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- Every change to what the guide shows moves guide_version (see the schema's guideVersion).
CREATE FUNCTION rawaq_guide_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval('guide_version');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER guide_changed AFTER INSERT OR UPDATE OR DELETE ON "books" FOR EACH STATEMENT EXECUTE FUNCTION rawaq_guide_changed();--> statement-breakpoint
CREATE TRIGGER guide_changed AFTER INSERT OR UPDATE OR DELETE ON "book_logistics" FOR EACH STATEMENT EXECUTE FUNCTION rawaq_guide_changed();--> statement-breakpoint
CREATE TRIGGER guide_changed AFTER INSERT OR UPDATE OR DELETE ON "organizations" FOR EACH STATEMENT EXECUTE FUNCTION rawaq_guide_changed();--> statement-breakpoint
CREATE TRIGGER guide_changed AFTER INSERT OR UPDATE OR DELETE ON "organization_files" FOR EACH STATEMENT EXECUTE FUNCTION rawaq_guide_changed();--> statement-breakpoint
CREATE TRIGGER guide_changed AFTER INSERT OR UPDATE OR DELETE ON "organization_profiles" FOR EACH STATEMENT EXECUTE FUNCTION rawaq_guide_changed();--> statement-breakpoint
CREATE TRIGGER guide_changed AFTER INSERT OR UPDATE OR DELETE ON "booth_reservations" FOR EACH STATEMENT EXECUTE FUNCTION rawaq_guide_changed();--> statement-breakpoint
CREATE TRIGGER guide_changed AFTER INSERT OR UPDATE OR DELETE ON "booths" FOR EACH STATEMENT EXECUTE FUNCTION rawaq_guide_changed();--> statement-breakpoint
CREATE TRIGGER guide_changed AFTER INSERT OR UPDATE OR DELETE ON "zones" FOR EACH STATEMENT EXECUTE FUNCTION rawaq_guide_changed();--> statement-breakpoint
CREATE TRIGGER guide_changed AFTER INSERT OR UPDATE OR DELETE ON "events" FOR EACH STATEMENT EXECUTE FUNCTION rawaq_guide_changed();--> statement-breakpoint
CREATE TRIGGER guide_changed AFTER INSERT OR UPDATE OR DELETE ON "guide_hidden" FOR EACH STATEMENT EXECUTE FUNCTION rawaq_guide_changed();