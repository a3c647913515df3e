CREATE TABLE "bakery_payment_reminders" (
	"boulangerie_id" integer NOT NULL,
	"period" date NOT NULL,
	"kind" varchar(10) NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bakery_payment_reminders_boulangerie_id_period_kind_pk" PRIMARY KEY("boulangerie_id","period","kind"),
	CONSTRAINT "bakery_payment_reminders_kind_values" CHECK ("bakery_payment_reminders"."kind" IN ('first', 'second'))
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"kind" varchar(30) NOT NULL,
	"payment_session_id" integer,
	"subscription_id" integer,
	"boulangerie_id" integer,
	"bakery_name" varchar(200),
	"period" date,
	"service_start" timestamp with time zone,
	"service_end" timestamp with time zone,
	"provider" varchar(20) NOT NULL,
	"provider_payment_id" varchar(255),
	"provider_invoice_id" varchar(255),
	"method" varchar(20) NOT NULL,
	"list_price_cents" integer NOT NULL,
	"discount_cents" integer DEFAULT 0 NOT NULL,
	"amount_cents" integer NOT NULL,
	"promo_code_id" integer,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	"refunded_at" timestamp with time zone,
	"disputed_at" timestamp with time zone,
	"provider_dispute_id" varchar(255),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_kind_values" CHECK ("payments"."kind" IN ('ad_access_payment', 'ad_access_subscription', 'bakery_month', 'bakery_month_subscription')),
	CONSTRAINT "payments_method_values" CHECK ("payments"."method" IN ('carte', 'prelevement', 'gratuit', 'simulation')),
	CONSTRAINT "payments_amounts" CHECK ("payments"."amount_cents" >= 0 AND "payments"."discount_cents" >= 0 AND "payments"."amount_cents" = "payments"."list_price_cents" - "payments"."discount_cents"),
	CONSTRAINT "payments_refund_within_amount" CHECK ("payments"."refunded_cents" >= 0 AND "payments"."refunded_cents" <= "payments"."amount_cents")
);
--> statement-breakpoint
CREATE TABLE "promo_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"promo_code_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"payment_session_id" integer,
	"once" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_sequences" (
	"series" varchar(1) NOT NULL,
	"year" smallint NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "invoice_sequences_series_year_pk" PRIMARY KEY("series","year"),
	CONSTRAINT "invoice_sequences_positive" CHECK ("invoice_sequences"."last_number" > 0)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" varchar(20) NOT NULL,
	"type" varchar(10) NOT NULL,
	"series" varchar(1) NOT NULL,
	"year" smallint NOT NULL,
	"sequence" integer NOT NULL,
	"payment_id" integer NOT NULL,
	"credited_invoice_id" integer,
	"user_id" integer,
	"issued_at" timestamp with time zone NOT NULL,
	"seller" jsonb NOT NULL,
	"buyer" jsonb NOT NULL,
	"lines" jsonb NOT NULL,
	"vat_rate_basis_points" integer NOT NULL,
	"total_ht_cents" integer NOT NULL,
	"total_vat_cents" integer NOT NULL,
	"total_ttc_cents" integer NOT NULL,
	"payment_date" timestamp with time zone NOT NULL,
	"payment_method" varchar(20) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_type_values" CHECK ("invoices"."type" IN ('facture', 'avoir')),
	CONSTRAINT "invoices_series_matches_type" CHECK (("invoices"."type" = 'facture') = ("invoices"."series" = 'F')),
	CONSTRAINT "invoices_totals_add_up" CHECK ("invoices"."total_ht_cents" + "invoices"."total_vat_cents" = "invoices"."total_ttc_cents"),
	CONSTRAINT "invoices_credit_note_links" CHECK (("invoices"."type" = 'avoir') = ("invoices"."credited_invoice_id" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "payment_sessions" DROP CONSTRAINT "payment_sessions_purpose_values";--> statement-breakpoint
ALTER TABLE "ad_access_grants" ADD COLUMN "payment_id" integer;--> statement-breakpoint
ALTER TABLE "ad_subscriptions" ADD COLUMN "purpose" varchar(20) DEFAULT 'ad_access' NOT NULL;--> statement-breakpoint
ALTER TABLE "ad_subscriptions" ADD COLUMN "boulangerie_id" integer;--> statement-breakpoint
ALTER TABLE "ad_subscriptions" ADD COLUMN "provider_customer_id" varchar(255);--> statement-breakpoint
ALTER TABLE "bakery_monthly_payments" ADD COLUMN "payment_id" integer;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "ends_on" date;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "once_per_account" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "bakery_payment_reminders" ADD CONSTRAINT "bakery_payment_reminders_boulangerie_id_bakeries_id_fk" FOREIGN KEY ("boulangerie_id") REFERENCES "public"."bakeries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_payment_session_id_payment_sessions_id_fk" FOREIGN KEY ("payment_session_id") REFERENCES "public"."payment_sessions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_subscription_id_ad_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."ad_subscriptions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_boulangerie_id_bakeries_id_fk" FOREIGN KEY ("boulangerie_id") REFERENCES "public"."bakeries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_payment_session_id_payment_sessions_id_fk" FOREIGN KEY ("payment_session_id") REFERENCES "public"."payment_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_user_idx" ON "payments" USING btree ("user_id","paid_at");--> statement-breakpoint
CREATE INDEX "payments_paid_at_idx" ON "payments" USING btree ("paid_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_session_key" ON "payments" USING btree ("payment_session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_payment_key" ON "payments" USING btree ("provider","provider_payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_invoice_key" ON "payments" USING btree ("provider","provider_invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_redemptions_once_key" ON "promo_redemptions" USING btree ("promo_code_id","user_id") WHERE "promo_redemptions"."once";--> statement-breakpoint
CREATE UNIQUE INDEX "promo_redemptions_session_key" ON "promo_redemptions" USING btree ("payment_session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_key" ON "invoices" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_series_year_sequence_key" ON "invoices" USING btree ("series","year","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_one_per_payment" ON "invoices" USING btree ("payment_id") WHERE "invoices"."type" = 'facture';--> statement-breakpoint
CREATE INDEX "invoices_user_idx" ON "invoices" USING btree ("user_id","issued_at");--> statement-breakpoint
CREATE INDEX "invoices_issued_idx" ON "invoices" USING btree ("issued_at");--> statement-breakpoint
ALTER TABLE "ad_access_grants" ADD CONSTRAINT "ad_access_grants_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_subscriptions" ADD CONSTRAINT "ad_subscriptions_boulangerie_id_bakeries_id_fk" FOREIGN KEY ("boulangerie_id") REFERENCES "public"."bakeries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bakery_monthly_payments" ADD CONSTRAINT "bakery_monthly_payments_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ad_access_grants_payment_key" ON "ad_access_grants" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ad_subscriptions_one_per_bakery" ON "ad_subscriptions" USING btree ("boulangerie_id") WHERE "ad_subscriptions"."purpose" = 'bakery_month' AND "ad_subscriptions"."status" <> 'canceled';--> statement-breakpoint
CREATE UNIQUE INDEX "bakery_monthly_payments_payment_key" ON "bakery_monthly_payments" USING btree ("payment_id");--> statement-breakpoint
ALTER TABLE "ad_subscriptions" ADD CONSTRAINT "ad_subscriptions_purpose_values" CHECK ("ad_subscriptions"."purpose" IN ('ad_access', 'bakery_month'));--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD CONSTRAINT "payment_sessions_purpose_values" CHECK ("payment_sessions"."purpose" IN ('ad_access_payment', 'ad_access_subscription', 'bakery_month', 'bakery_month_subscription'));--> statement-breakpoint
-- A credit note names the invoice it credits.
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_credited_invoice_id_fk" FOREIGN KEY ("credited_invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
-- An issued invoice or credit note is never edited or deleted (docs/invoices.md). The one change
-- allowed is detaching it from an account being deleted (decision 013): user_id set to null.
CREATE OR REPLACE FUNCTION fournil_invoices_are_final() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.user_id IS NULL
     AND (to_jsonb(NEW) - 'user_id') = (to_jsonb(OLD) - 'user_id') THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'invoice % is final: it cannot be %', OLD.number, lower(TG_OP) USING ERRCODE = 'integrity_constraint_violation';
END;
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS invoices_are_final ON "invoices";
--> statement-breakpoint
CREATE TRIGGER invoices_are_final BEFORE UPDATE OR DELETE ON "invoices"
FOR EACH ROW EXECUTE FUNCTION fournil_invoices_are_final();
--> statement-breakpoint
-- TRUNCATE fires no row trigger: refuse it too, as soon as one document exists (emptying an empty
-- table, as a TRUNCATE … CASCADE of the bakeries does on a fresh database, destroys nothing).
CREATE OR REPLACE FUNCTION fournil_invoices_not_truncated() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM invoices) THEN
    RAISE EXCEPTION 'invoices are final: they cannot be truncated' USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS invoices_not_truncated ON "invoices";
--> statement-breakpoint
CREATE TRIGGER invoices_not_truncated BEFORE TRUNCATE ON "invoices"
FOR EACH STATEMENT EXECUTE FUNCTION fournil_invoices_not_truncated();
--> statement-breakpoint
-- The ledger starts with every session already paid: one payment each, linked to what it granted.
-- Subscription renewals recorded before the ledger are not carried over (no provider invoice id).
INSERT INTO "payments" ("user_id", "kind", "payment_session_id", "boulangerie_id", "bakery_name", "period", "provider", "method",
  "list_price_cents", "discount_cents", "amount_cents", "promo_code_id", "paid_at")
SELECT s."user_id", s."purpose", s."id", s."boulangerie_id", b."nom", s."period", s."provider",
  CASE s."provider" WHEN 'stripe' THEN 'carte' WHEN 'simulated' THEN 'simulation' ELSE 'gratuit' END,
  greatest(s."amount_cents", CASE s."purpose" WHEN 'ad_access_subscription' THEN 1200 ELSE 1500 END),
  greatest(s."amount_cents", CASE s."purpose" WHEN 'ad_access_subscription' THEN 1200 ELSE 1500 END) - s."amount_cents",
  s."amount_cents", s."promo_code_id", coalesce(s."completed_at", s."created_at")
FROM "payment_sessions" s LEFT JOIN "bakeries" b ON b."id" = s."boulangerie_id"
WHERE s."status" = 'paid';
--> statement-breakpoint
UPDATE "ad_access_grants" g SET "payment_id" = p."id" FROM "payments" p WHERE p."payment_session_id" = g."payment_session_id";
--> statement-breakpoint
UPDATE "bakery_monthly_payments" m SET "payment_id" = p."id" FROM "payments" p WHERE p."payment_session_id" = m."payment_session_id";
