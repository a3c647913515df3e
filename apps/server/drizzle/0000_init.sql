-- Radius search (docs/decisions/002-radius-search.md): cube + earthdistance contrib extensions, present in PGlite and Debian PostgreSQL.
CREATE EXTENSION IF NOT EXISTS cube;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS earthdistance;--> statement-breakpoint
CREATE TABLE "ad_access_grants" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"payment_session_id" integer,
	"subscription_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ad_access_grants_order" CHECK ("ad_access_grants"."starts_at" < "ad_access_grants"."ends_at")
);
--> statement-breakpoint
CREATE TABLE "ad_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"provider" varchar(20) NOT NULL,
	"provider_subscription_id" varchar(255) NOT NULL,
	"status" varchar(20) DEFAULT 'active' NOT NULL,
	"current_period_end" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"canceled_at" timestamp with time zone,
	CONSTRAINT "ad_subscriptions_provider_subscription_id_unique" UNIQUE("provider_subscription_id"),
	CONSTRAINT "ad_subscriptions_status_values" CHECK ("ad_subscriptions"."status" IN ('active', 'past_due', 'canceled'))
);
--> statement-breakpoint
CREATE TABLE "bakeries" (
	"id" serial PRIMARY KEY NOT NULL,
	"proprietaire_id" integer NOT NULL,
	"responsable_id" integer,
	"nom" varchar(200) NOT NULL,
	"adresse_postale" varchar(255) NOT NULL,
	"ville" varchar(100) NOT NULL,
	"code_postal_boulangerie" varchar(10) NOT NULL,
	"telephone_boulangerie" varchar(20) DEFAULT '' NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"description_courte" varchar(255) DEFAULT '' NOT NULL,
	"presentation" text DEFAULT '' NOT NULL,
	"motduboulanger" text DEFAULT '' NOT NULL,
	"image_logo_main" varchar(255),
	"publicite" boolean DEFAULT false NOT NULL,
	"disponibilite_pain" boolean DEFAULT false NOT NULL,
	"disponibilite_croissant" boolean DEFAULT false NOT NULL,
	"disponibilite_cafe" boolean DEFAULT false NOT NULL,
	"disponibilite_sandwich" boolean DEFAULT false NOT NULL,
	"disponibilite_bio" boolean DEFAULT false NOT NULL,
	"jours_ouvertures" jsonb NOT NULL,
	"horaires_ouvertures" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bakeries_nom_not_blank" CHECK (length(btrim("bakeries"."nom")) > 0),
	CONSTRAINT "bakeries_latitude_range" CHECK ("bakeries"."latitude" IS NULL OR "bakeries"."latitude" BETWEEN -90 AND 90),
	CONSTRAINT "bakeries_longitude_range" CHECK ("bakeries"."longitude" IS NULL OR "bakeries"."longitude" BETWEEN -180 AND 180),
	CONSTRAINT "bakeries_coordinates_pair" CHECK (("bakeries"."latitude" IS NULL) = ("bakeries"."longitude" IS NULL)),
	CONSTRAINT "bakeries_jours_is_object" CHECK (jsonb_typeof("bakeries"."jours_ouvertures") = 'object'),
	CONSTRAINT "bakeries_horaires_is_object" CHECK (jsonb_typeof("bakeries"."horaires_ouvertures") = 'object')
);
--> statement-breakpoint
CREATE TABLE "bakery_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"bakery_id" integer NOT NULL,
	"image" varchar(255) NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bakery_monthly_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"boulangerie_id" integer NOT NULL,
	"period" date NOT NULL,
	"status" varchar(20) DEFAULT 'paid' NOT NULL,
	"amount_cents" integer NOT NULL,
	"payment_session_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bakery_monthly_payments_first_of_month" CHECK (extract(day from "bakery_monthly_payments"."period") = 1),
	CONSTRAINT "bakery_monthly_payments_status_values" CHECK ("bakery_monthly_payments"."status" IN ('paid', 'refunded'))
);
--> statement-breakpoint
CREATE TABLE "campaign_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"image" varchar(255) NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"boulangerie_id" integer NOT NULL,
	"nom_campagne" varchar(200) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"formule" varchar(30) DEFAULT 'payante' NOT NULL,
	"url_site_boulanger" varchar(500) DEFAULT '' NOT NULL,
	"etat" varchar(20) DEFAULT 'brouillon' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaigns_etat_values" CHECK ("campaigns"."etat" IN ('brouillon', 'active', 'terminee')),
	CONSTRAINT "campaigns_formule_values" CHECK ("campaigns"."formule" IN ('payante')),
	CONSTRAINT "campaigns_nom_not_blank" CHECK (length(btrim("campaigns"."nom_campagne")) > 0)
);
--> statement-breakpoint
CREATE TABLE "captcha_challenges" (
	"key" varchar(64) PRIMARY KEY NOT NULL,
	"answer" varchar(16) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(150) NOT NULL,
	"email" varchar(254) NOT NULL,
	"subject" varchar(200) NOT NULL,
	"message" text NOT NULL,
	"user_id" integer,
	"ip" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_confirmations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"key_hash" varchar(64) NOT NULL,
	"email" varchar(254) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_confirmations_key_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"id" serial PRIMARY KEY NOT NULL,
	"question" varchar(300) NOT NULL,
	"answer" text NOT NULL,
	"color" varchar(10) DEFAULT 'orange' NOT NULL,
	"destinations" text[] DEFAULT '{}'::text[] NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "faqs_color_values" CHECK ("faqs"."color" IN ('orange', 'red', 'yellow', 'green', 'blue', 'purple', 'teal', 'brown'))
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to_address" varchar(254) NOT NULL,
	"subject" varchar(300) NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "mail_outbox_status_values" CHECK ("mail_outbox"."status" IN ('pending', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "manager_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"bakery_id" integer NOT NULL,
	"invited_by_id" integer NOT NULL,
	"email" varchar(254) NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "manager_invitations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "owner_managers" (
	"owner_id" integer NOT NULL,
	"manager_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "owner_managers_owner_id_manager_id_pk" PRIMARY KEY("owner_id","manager_id"),
	CONSTRAINT "owner_managers_distinct" CHECK ("owner_managers"."owner_id" <> "owner_managers"."manager_id")
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "password_reset_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "payment_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"purpose" varchar(30) NOT NULL,
	"boulangerie_id" integer,
	"period" date,
	"amount_cents" integer NOT NULL,
	"promo_code_id" integer,
	"provider" varchar(20) NOT NULL,
	"provider_session_id" varchar(255) NOT NULL,
	"provider_subscription_id" varchar(255),
	"status" varchar(20) DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "payment_sessions_provider_session_id_unique" UNIQUE("provider_session_id"),
	CONSTRAINT "payment_sessions_purpose_values" CHECK ("payment_sessions"."purpose" IN ('ad_access_payment', 'ad_access_subscription', 'bakery_month')),
	CONSTRAINT "payment_sessions_status_values" CHECK ("payment_sessions"."status" IN ('pending', 'paid', 'failed', 'canceled', 'expired')),
	CONSTRAINT "payment_sessions_amount_non_negative" CHECK ("payment_sessions"."amount_cents" >= 0),
	CONSTRAINT "payment_sessions_bakery_month_fields" CHECK ("payment_sessions"."purpose" <> 'bakery_month' OR ("payment_sessions"."boulangerie_id" IS NOT NULL AND "payment_sessions"."period" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "processed_provider_events" (
	"provider" varchar(20) NOT NULL,
	"event_id" varchar(255) NOT NULL,
	"type" varchar(100) NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "processed_provider_events_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(40) NOT NULL,
	"discount_cents" integer NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"max_uses" integer,
	"uses" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_codes_discount_positive" CHECK ("promo_codes"."discount_cents" >= 0),
	CONSTRAINT "promo_codes_uses_within_max" CHECK ("promo_codes"."max_uses" IS NULL OR "promo_codes"."uses" <= "promo_codes"."max_uses"),
	CONSTRAINT "promo_codes_validity_order" CHECK ("promo_codes"."valid_from" IS NULL OR "promo_codes"."valid_until" IS NULL OR "promo_codes"."valid_from" < "promo_codes"."valid_until")
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"family_id" uuid NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refresh_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "static_pages" (
	"slug" varchar(100) PRIMARY KEY NOT NULL,
	"title" varchar(200) NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "static_pages_slug_shape" CHECK ("static_pages"."slug" ~ '^[a-z0-9-]+$')
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" varchar(150) NOT NULL,
	"email" varchar(254) NOT NULL,
	"password_hash" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"adresse_utilisateur" varchar(255) DEFAULT '' NOT NULL,
	"code_postal_utilisateur" varchar(10) DEFAULT '' NOT NULL,
	"commune" varchar(100) DEFAULT '' NOT NULL,
	"siren" varchar(9),
	"siren_verified" boolean DEFAULT false NOT NULL,
	"siren_verified_at" timestamp with time zone,
	"telephone" varchar(20) DEFAULT '' NOT NULL,
	"is_proprietaire" boolean DEFAULT false NOT NULL,
	"is_staff" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"date_joined" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login" timestamp with time zone,
	CONSTRAINT "users_siren_format" CHECK ("users"."siren" IS NULL OR "users"."siren" ~ '^[0-9]{9}$'),
	CONSTRAINT "users_siren_verified_needs_siren" CHECK (NOT "users"."siren_verified" OR "users"."siren" IS NOT NULL),
	CONSTRAINT "users_email_shape" CHECK (position('@' in "users"."email") > 1)
);
--> statement-breakpoint
ALTER TABLE "ad_access_grants" ADD CONSTRAINT "ad_access_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_access_grants" ADD CONSTRAINT "ad_access_grants_payment_session_id_payment_sessions_id_fk" FOREIGN KEY ("payment_session_id") REFERENCES "public"."payment_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_access_grants" ADD CONSTRAINT "ad_access_grants_subscription_id_ad_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."ad_subscriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_subscriptions" ADD CONSTRAINT "ad_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bakeries" ADD CONSTRAINT "bakeries_proprietaire_id_users_id_fk" FOREIGN KEY ("proprietaire_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bakeries" ADD CONSTRAINT "bakeries_responsable_id_users_id_fk" FOREIGN KEY ("responsable_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bakery_images" ADD CONSTRAINT "bakery_images_bakery_id_bakeries_id_fk" FOREIGN KEY ("bakery_id") REFERENCES "public"."bakeries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bakery_monthly_payments" ADD CONSTRAINT "bakery_monthly_payments_boulangerie_id_bakeries_id_fk" FOREIGN KEY ("boulangerie_id") REFERENCES "public"."bakeries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bakery_monthly_payments" ADD CONSTRAINT "bakery_monthly_payments_payment_session_id_payment_sessions_id_fk" FOREIGN KEY ("payment_session_id") REFERENCES "public"."payment_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_images" ADD CONSTRAINT "campaign_images_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_boulangerie_id_bakeries_id_fk" FOREIGN KEY ("boulangerie_id") REFERENCES "public"."bakeries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_confirmations" ADD CONSTRAINT "email_confirmations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manager_invitations" ADD CONSTRAINT "manager_invitations_bakery_id_bakeries_id_fk" FOREIGN KEY ("bakery_id") REFERENCES "public"."bakeries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manager_invitations" ADD CONSTRAINT "manager_invitations_invited_by_id_users_id_fk" FOREIGN KEY ("invited_by_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manager_invitations" ADD CONSTRAINT "manager_invitations_accepted_by_id_users_id_fk" FOREIGN KEY ("accepted_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_managers" ADD CONSTRAINT "owner_managers_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_managers" ADD CONSTRAINT "owner_managers_manager_id_users_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD CONSTRAINT "payment_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD CONSTRAINT "payment_sessions_boulangerie_id_bakeries_id_fk" FOREIGN KEY ("boulangerie_id") REFERENCES "public"."bakeries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD CONSTRAINT "payment_sessions_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ad_access_grants_user_idx" ON "ad_access_grants" USING btree ("user_id","ends_at");--> statement-breakpoint
CREATE INDEX "ad_subscriptions_user_idx" ON "ad_subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "bakeries_proprietaire_idx" ON "bakeries" USING btree ("proprietaire_id");--> statement-breakpoint
CREATE INDEX "bakeries_responsable_idx" ON "bakeries" USING btree ("responsable_id");--> statement-breakpoint
CREATE INDEX "bakeries_earth_idx" ON "bakeries" USING gist (ll_to_earth("latitude", "longitude"));--> statement-breakpoint
CREATE INDEX "bakery_images_bakery_idx" ON "bakery_images" USING btree ("bakery_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bakery_monthly_payments_paid_key" ON "bakery_monthly_payments" USING btree ("boulangerie_id","period") WHERE "bakery_monthly_payments"."status" = 'paid';--> statement-breakpoint
CREATE INDEX "campaign_images_campaign_idx" ON "campaign_images" USING btree ("campaign_id");--> statement-breakpoint
CREATE INDEX "campaigns_boulangerie_idx" ON "campaigns" USING btree ("boulangerie_id");--> statement-breakpoint
CREATE UNIQUE INDEX "campaigns_one_active_per_bakery" ON "campaigns" USING btree ("boulangerie_id") WHERE "campaigns"."etat" = 'active';--> statement-breakpoint
CREATE INDEX "captcha_challenges_expires_idx" ON "captcha_challenges" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "email_confirmations_user_idx" ON "email_confirmations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "faqs_destinations_idx" ON "faqs" USING gin ("destinations");--> statement-breakpoint
CREATE INDEX "mail_outbox_pending_idx" ON "mail_outbox" USING btree ("next_attempt_at") WHERE "mail_outbox"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "manager_invitations_bakery_idx" ON "manager_invitations" USING btree ("bakery_id");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_user_idx" ON "password_reset_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "payment_sessions_user_idx" ON "payment_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_codes_code_upper_key" ON "promo_codes" USING btree (upper("code"));--> statement-breakpoint
CREATE INDEX "refresh_tokens_user_idx" ON "refresh_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_key" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_verified_siren_key" ON "users" USING btree ("siren") WHERE "users"."siren_verified";