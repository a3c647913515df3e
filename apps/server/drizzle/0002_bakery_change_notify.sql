-- Live feed across instances (docs/decisions/003-live-feed.md): every change of a bakery, made by any server instance or
-- by any SQL, is announced on the channel bakery_changed; each instance LISTENs and pushes the
-- change to its own WebSocket clients. NOTIFY is delivered at commit, so only committed changes go out.
CREATE OR REPLACE FUNCTION fournil_notify_bakery_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  changed_id integer;
BEGIN
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
DROP TRIGGER IF EXISTS bakeries_notify_changed ON "bakeries";
--> statement-breakpoint
CREATE TRIGGER bakeries_notify_changed
AFTER INSERT OR UPDATE OR DELETE ON "bakeries"
FOR EACH ROW EXECUTE FUNCTION fournil_notify_bakery_changed();
