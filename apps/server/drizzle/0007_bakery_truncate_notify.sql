-- Nearby cards (modules/bakeries/nearby-cards.ts): each instance keeps every placed bakery's card in
-- memory, refreshed by the per-row notifications of 0002. TRUNCATE fires no row trigger, so it
-- announces itself once per statement and every instance reads all cards again.
CREATE OR REPLACE FUNCTION fournil_notify_bakeries_truncated() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('bakery_changed', json_build_object('op', TG_OP)::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS bakeries_notify_truncated ON "bakeries";
--> statement-breakpoint
CREATE TRIGGER bakeries_notify_truncated
AFTER TRUNCATE ON "bakeries"
FOR EACH STATEMENT EXECUTE FUNCTION fournil_notify_bakeries_truncated();
