CREATE TABLE "bakery_closures" (
	"id" serial PRIMARY KEY NOT NULL,
	"bakery_id" integer NOT NULL,
	"debut" date NOT NULL,
	"fin" date NOT NULL,
	"motif" varchar(80),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bakery_closures_fin_after_debut" CHECK ("bakery_closures"."fin" >= "bakery_closures"."debut")
);
--> statement-breakpoint
CREATE TABLE "bakery_special_hours" (
	"bakery_id" integer NOT NULL,
	"jour" date NOT NULL,
	"plages" jsonb NOT NULL,
	CONSTRAINT "bakery_special_hours_bakery_id_jour_pk" PRIMARY KEY("bakery_id","jour"),
	CONSTRAINT "bakery_special_hours_plages_is_array" CHECK (jsonb_typeof("bakery_special_hours"."plages") = 'array')
);
--> statement-breakpoint
ALTER TABLE "bakeries" ADD COLUMN "jours_feries" text;--> statement-breakpoint
ALTER TABLE "bakery_closures" ADD CONSTRAINT "bakery_closures_bakery_id_bakeries_id_fk" FOREIGN KEY ("bakery_id") REFERENCES "public"."bakeries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bakery_special_hours" ADD CONSTRAINT "bakery_special_hours_bakery_id_bakeries_id_fk" FOREIGN KEY ("bakery_id") REFERENCES "public"."bakeries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bakery_closures_bakery_fin_idx" ON "bakery_closures" USING btree ("bakery_id","fin");--> statement-breakpoint
ALTER TABLE "bakeries" ADD CONSTRAINT "bakeries_jours_feries_values" CHECK ("bakeries"."jours_feries" IN ('habituels', 'fermes'));--> statement-breakpoint
-- The nearby cards carry each bakery's closures and special hours (docs/opening-calendar.md), so both
-- tables announce their changes on bakery_changed like every table a card is read from
-- (docs/nearby-search.md, "Change triggers: the rule"): one notification for the bakery of the row,
-- and for both bakeries when an UPDATE moves a row from one to another.
CREATE OR REPLACE FUNCTION fournil_notify_calendar_bakery_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM pg_notify('bakery_changed', json_build_object('id', OLD.bakery_id, 'op', 'UPDATE')::text);
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.bakery_id IS DISTINCT FROM OLD.bakery_id) THEN
    PERFORM pg_notify('bakery_changed', json_build_object('id', NEW.bakery_id, 'op', 'UPDATE')::text);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS bakery_closures_notify_changed ON "bakery_closures";
--> statement-breakpoint
CREATE TRIGGER bakery_closures_notify_changed
AFTER INSERT OR UPDATE OR DELETE ON "bakery_closures"
FOR EACH ROW EXECUTE FUNCTION fournil_notify_calendar_bakery_changed();
--> statement-breakpoint
DROP TRIGGER IF EXISTS bakery_special_hours_notify_changed ON "bakery_special_hours";
--> statement-breakpoint
CREATE TRIGGER bakery_special_hours_notify_changed
AFTER INSERT OR UPDATE OR DELETE ON "bakery_special_hours"
FOR EACH ROW EXECUTE FUNCTION fournil_notify_calendar_bakery_changed();
--> statement-breakpoint
-- TRUNCATE fires no row trigger: announce it once, and every instance reads all cards again (as 0007).
DROP TRIGGER IF EXISTS bakery_closures_notify_truncated ON "bakery_closures";
--> statement-breakpoint
CREATE TRIGGER bakery_closures_notify_truncated
AFTER TRUNCATE ON "bakery_closures"
FOR EACH STATEMENT EXECUTE FUNCTION fournil_notify_bakeries_truncated();
--> statement-breakpoint
DROP TRIGGER IF EXISTS bakery_special_hours_notify_truncated ON "bakery_special_hours";
--> statement-breakpoint
CREATE TRIGGER bakery_special_hours_notify_truncated
AFTER TRUNCATE ON "bakery_special_hours"
FOR EACH STATEMENT EXECUTE FUNCTION fournil_notify_bakeries_truncated();
