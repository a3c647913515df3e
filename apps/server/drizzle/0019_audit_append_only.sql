ALTER TABLE "audit_log" ADD COLUMN "prev_hash" char(64);--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "hash" char(64);--> statement-breakpoint
-- The text each hash covers: every column but actor_id (set null when the actor's account goes) and
-- the hashes themselves; created_at as microseconds since 1970, whatever the session's time zone.
CREATE OR REPLACE FUNCTION audit_log_content(entry audit_log) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_array(
    entry.id, entry.actor_email, entry.action, entry.entity_type, entry.entity_id, entry.before, entry.after,
    floor(extract(epoch FROM entry.created_at) * 1000000)::bigint
  )::text
$$;--> statement-breakpoint
-- Entries already written join the chain in id order.
DO $$
DECLARE
  entry audit_log;
  previous char(64) := repeat('0', 64);
  next_hash char(64);
BEGIN
  FOR entry IN SELECT * FROM audit_log ORDER BY id LOOP
    next_hash := encode(sha256(convert_to(previous || audit_log_content(entry), 'UTF8')), 'hex');
    UPDATE audit_log SET prev_hash = previous, hash = next_hash WHERE id = entry.id;
    previous := next_hash;
  END LOOP;
END $$;--> statement-breakpoint
-- Each new entry: the next id and the previous entry's hash are taken under one lock held until
-- commit, so ids follow the chain even when two staff actions commit at once.
CREATE OR REPLACE FUNCTION audit_log_chain() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  previous char(64);
BEGIN
  PERFORM pg_advisory_xact_lock(7241019);
  NEW.id := nextval(pg_get_serial_sequence('audit_log', 'id'));
  SELECT hash INTO previous FROM audit_log ORDER BY id DESC LIMIT 1;
  NEW.prev_hash := coalesce(previous, repeat('0', 64));
  NEW.hash := encode(sha256(convert_to(NEW.prev_hash || audit_log_content(NEW), 'UTF8')), 'hex');
  RETURN NEW;
END $$;--> statement-breakpoint
-- Append-only: no update but the actor's account going (ON DELETE SET NULL), no deletion of an
-- entry younger than five years of 365 days (the retention purge, docs/privacy.md), no TRUNCATE.
CREATE OR REPLACE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF OLD.actor_id IS NOT NULL AND NEW.actor_id IS NULL AND (to_jsonb(NEW) - 'actor_id') = (to_jsonb(OLD) - 'actor_id') THEN
      RETURN NEW;
    END IF;
    RAISE EXCEPTION 'audit_log: une entrée du journal ne se modifie pas' USING ERRCODE = 'insufficient_privilege';
  ELSIF TG_OP = 'DELETE' THEN
    IF OLD.created_at < now() - interval '1825 days' THEN
      RETURN OLD;
    END IF;
    RAISE EXCEPTION 'audit_log: une entrée de moins de cinq ans ne se supprime pas' USING ERRCODE = 'insufficient_privilege';
  END IF;
  RAISE EXCEPTION 'audit_log: le journal ne se vide pas' USING ERRCODE = 'insufficient_privilege';
END $$;--> statement-breakpoint
CREATE TRIGGER audit_log_chain BEFORE INSERT ON audit_log FOR EACH ROW EXECUTE FUNCTION audit_log_chain();--> statement-breakpoint
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();--> statement-breakpoint
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();
