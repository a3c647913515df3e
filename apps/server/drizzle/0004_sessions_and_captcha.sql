-- Sessions that survive real networks (docs/sessions-and-limits.md): an absolute end per family,
-- the parent of each rotated token (grace window) and the one allowed late reuse.
-- Captcha: the signed proof-of-work challenge of the accessible alternative.
ALTER TABLE "captcha_challenges" ADD COLUMN "pow_challenge" text;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD COLUMN "session_expires_at" timestamp with time zone;--> statement-breakpoint
UPDATE "refresh_tokens" AS t SET "session_expires_at" = f."started" + interval '30 days'
FROM (SELECT "family_id", min("created_at") AS "started" FROM "refresh_tokens" GROUP BY "family_id") AS f
WHERE t."family_id" = f."family_id";--> statement-breakpoint
ALTER TABLE "refresh_tokens" ALTER COLUMN "session_expires_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD COLUMN "parent_id" integer;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD COLUMN "grace_used_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "refresh_tokens_parent_idx" ON "refresh_tokens" USING btree ("parent_id");
