-- The live feed keeps public details in memory (modules/bakeries/public-details.ts), and a detail carries
-- the bakery's photos: bakery_images announces its changes on bakery_changed like every table a card or
-- a detail is read from (docs/nearby-search.md, "Change triggers: the rule"). Same function as the
-- calendar tables (0011): one notification for the bakery of the row, both bakeries when a row moves.
DROP TRIGGER IF EXISTS bakery_images_notify_changed ON "bakery_images";
--> statement-breakpoint
CREATE TRIGGER bakery_images_notify_changed
AFTER INSERT OR UPDATE OR DELETE ON "bakery_images"
FOR EACH ROW EXECUTE FUNCTION fournil_notify_calendar_bakery_changed();
--> statement-breakpoint
-- TRUNCATE fires no row trigger: announce it once, and every instance reads everything again (as 0007).
DROP TRIGGER IF EXISTS bakery_images_notify_truncated ON "bakery_images";
--> statement-breakpoint
CREATE TRIGGER bakery_images_notify_truncated
AFTER TRUNCATE ON "bakery_images"
FOR EACH STATEMENT EXECUTE FUNCTION fournil_notify_bakeries_truncated();
