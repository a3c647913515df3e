ALTER TABLE "users" ADD COLUMN "bakeries_hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "kind" varchar(20) DEFAULT 'contact' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "siren" varchar(9);--> statement-breakpoint
-- Hiding an account's bakeries during a SIREN dispute takes them out of the public reads like a
-- suspension (docs/back-office.md, "SIREN disputes"): the same trigger announces each of its bakeries
-- when either column changes (docs/nearby-search.md, "Change triggers").
DROP TRIGGER IF EXISTS users_notify_bakeries_changed ON "users";
--> statement-breakpoint
CREATE TRIGGER users_notify_bakeries_changed
AFTER UPDATE OF suspended_at, bakeries_hidden_at ON "users"
FOR EACH ROW WHEN (OLD.suspended_at IS DISTINCT FROM NEW.suspended_at OR OLD.bakeries_hidden_at IS DISTINCT FROM NEW.bakeries_hidden_at)
EXECUTE FUNCTION fournil_notify_owner_bakeries_changed();
