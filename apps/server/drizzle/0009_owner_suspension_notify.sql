-- The nearby cards and the live feed show only public bakeries, and a bakery stops being public when
-- staff suspend its owner (users.suspended_at). Every table a card is read from announces its changes
-- on bakery_changed (docs/nearby-search.md, "Change triggers"): a suspension or a restoration, made by
-- the back-office or by plain SQL, announces each bakery of that owner, at commit like every NOTIFY.
CREATE OR REPLACE FUNCTION fournil_notify_owner_bakeries_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  owned_id integer;
BEGIN
  FOR owned_id IN SELECT id FROM bakeries WHERE proprietaire_id = NEW.id LOOP
    PERFORM pg_notify('bakery_changed', json_build_object('id', owned_id, 'op', 'UPDATE')::text);
  END LOOP;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS users_notify_bakeries_changed ON "users";
--> statement-breakpoint
CREATE TRIGGER users_notify_bakeries_changed
AFTER UPDATE OF suspended_at ON "users"
FOR EACH ROW WHEN (OLD.suspended_at IS DISTINCT FROM NEW.suspended_at)
EXECUTE FUNCTION fournil_notify_owner_bakeries_changed();
