CREATE TABLE "bakery_sources" (
	"source" text NOT NULL,
	"source_id" varchar(40) NOT NULL,
	"bakery_id" integer NOT NULL,
	"licence" text NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"gone_since" timestamp with time zone,
	CONSTRAINT "bakery_sources_source_source_id_pk" PRIMARY KEY("source","source_id"),
	CONSTRAINT "bakery_sources_id_format" CHECK (("bakery_sources"."source" = 'osm' AND "bakery_sources"."source_id" ~ '^(node|way|relation)/[0-9]+$') OR ("bakery_sources"."source" = 'sirene' AND "bakery_sources"."source_id" ~ '^[0-9]{14}$')),
	CONSTRAINT "bakery_sources_licence_values" CHECK ("bakery_sources"."licence" IN ('ODbL-1.0', 'Licence-Ouverte-2.0'))
);
--> statement-breakpoint
ALTER TABLE "bakeries" ALTER COLUMN "proprietaire_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bakeries" ALTER COLUMN "disponibilite_pain_maj" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bakeries" ALTER COLUMN "disponibilite_cafe_maj" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bakeries" ALTER COLUMN "disponibilite_croissant_maj" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bakeries" ALTER COLUMN "disponibilite_sandwich_maj" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bakeries" ALTER COLUMN "disponibilite_bio_maj" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bakeries" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bakery_sources" ADD CONSTRAINT "bakery_sources_bakery_id_bakeries_id_fk" FOREIGN KEY ("bakery_id") REFERENCES "public"."bakeries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bakery_sources_bakery_idx" ON "bakery_sources" USING btree ("bakery_id");--> statement-breakpoint
ALTER TABLE "bakeries" ADD CONSTRAINT "bakeries_owned_flags_dated" CHECK ("bakeries"."proprietaire_id" IS NULL OR ("bakeries"."disponibilite_pain_maj" IS NOT NULL AND "bakeries"."disponibilite_cafe_maj" IS NOT NULL AND "bakeries"."disponibilite_croissant_maj" IS NOT NULL AND "bakeries"."disponibilite_sandwich_maj" IS NOT NULL AND "bakeries"."disponibilite_bio_maj" IS NOT NULL));--> statement-breakpoint
-- Bakeries without an owner (docs/decisions/019-bakeries-without-an-owner.md). The bakery page will show
-- where a listing's facts come from, so bakery_sources announces its changes on bakery_changed like every
-- table a card or a detail is read from (docs/nearby-search.md, "Change triggers: the rule"), with the
-- function of the calendar tables (0011): one notification for the bakery of the row.
DROP TRIGGER IF EXISTS bakery_sources_notify_changed ON "bakery_sources";
--> statement-breakpoint
CREATE TRIGGER bakery_sources_notify_changed
AFTER INSERT OR UPDATE OR DELETE ON "bakery_sources"
FOR EACH ROW EXECUTE FUNCTION fournil_notify_calendar_bakery_changed();
--> statement-breakpoint
DROP TRIGGER IF EXISTS bakery_sources_notify_truncated ON "bakery_sources";
--> statement-breakpoint
CREATE TRIGGER bakery_sources_notify_truncated
AFTER TRUNCATE ON "bakery_sources"
FOR EACH STATEMENT EXECUTE FUNCTION fournil_notify_bakeries_truncated();
--> statement-breakpoint
-- A bulk write (an import of 40,000 listings) would send one notification per row, and every instance
-- would read the cards back 500 at a time and push them to the live feed batch by batch. A transaction
-- that sets fournil.bulk_write to 'on' (set_config(…, true): for that transaction only) sends none of
-- them; it must then send one {"op":"RELOAD"} before its commit, and every instance reads all its cards
-- again once (modules/bakeries/repository.ts, the only writer that sets it). Plain SQL that does not set
-- it is announced row by row, as before.
CREATE OR REPLACE FUNCTION fournil_bulk_write() RETURNS boolean
LANGUAGE sql STABLE AS $$
  SELECT coalesce(current_setting('fournil.bulk_write', true), '') = 'on'
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION fournil_notify_bakery_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  changed_id integer;
BEGIN
  IF fournil_bulk_write() THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN
    changed_id := OLD.id;
  ELSE
    changed_id := NEW.id;
  END IF;
  PERFORM pg_notify('bakery_changed', json_build_object('id', changed_id, 'op', TG_OP)::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION fournil_notify_calendar_bakery_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF fournil_bulk_write() THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM pg_notify('bakery_changed', json_build_object('id', OLD.bakery_id, 'op', 'UPDATE')::text);
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.bakery_id IS DISTINCT FROM OLD.bakery_id) THEN
    PERFORM pg_notify('bakery_changed', json_build_object('id', NEW.bakery_id, 'op', 'UPDATE')::text);
  END IF;
  RETURN NULL;
END;
$$;
