ALTER TABLE "users" ADD COLUMN "bakery_limit" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "upload_limit" integer;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_bakery_limit_not_negative" CHECK ("users"."bakery_limit" >= 0);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_upload_limit_not_negative" CHECK ("users"."upload_limit" >= 0);