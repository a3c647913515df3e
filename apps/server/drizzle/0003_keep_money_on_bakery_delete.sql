-- Deleting a bakery never erases money records: its monthly fees and payment sessions stay, with
-- boulangerie_id set to null (docs/bakery-management.md, "Money records").
ALTER TABLE "payment_sessions" DROP CONSTRAINT "payment_sessions_bakery_month_fields";--> statement-breakpoint
ALTER TABLE "bakery_monthly_payments" DROP CONSTRAINT "bakery_monthly_payments_boulangerie_id_bakeries_id_fk";
--> statement-breakpoint
ALTER TABLE "bakery_monthly_payments" ALTER COLUMN "boulangerie_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bakery_monthly_payments" ADD CONSTRAINT "bakery_monthly_payments_boulangerie_id_bakeries_id_fk" FOREIGN KEY ("boulangerie_id") REFERENCES "public"."bakeries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD CONSTRAINT "payment_sessions_bakery_month_fields" CHECK ("payment_sessions"."purpose" <> 'bakery_month' OR "payment_sessions"."period" IS NOT NULL);