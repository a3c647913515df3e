ALTER TABLE "refresh_tokens" ADD COLUMN "two_factor_passed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "two_factor_secrets" ADD COLUMN "code_failures" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "two_factor_secrets" ADD COLUMN "last_code_failure_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "two_factor_secrets" ADD COLUMN "codes_locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "two_factor_secrets" ADD COLUMN "code_lock_level" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "two_factor_secrets" ADD CONSTRAINT "two_factor_code_counts" CHECK ("two_factor_secrets"."code_failures" >= 0 AND "two_factor_secrets"."code_lock_level" >= 0);