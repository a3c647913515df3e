CREATE TABLE "bakery_claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"bakery_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"status" text NOT NULL,
	"siren" varchar(9) NOT NULL,
	"company_name" varchar(255),
	"company_address" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	"reason" varchar(1000),
	CONSTRAINT "bakery_claims_status_values" CHECK ("bakery_claims"."status" IN ('en_attente', 'acceptee', 'refusee')),
	CONSTRAINT "bakery_claims_siren_format" CHECK ("bakery_claims"."siren" ~ '^[0-9]{9}$'),
	CONSTRAINT "bakery_claims_decided_whole" CHECK (("bakery_claims"."status" = 'en_attente') = ("bakery_claims"."decided_at" IS NULL)),
	CONSTRAINT "bakery_claims_reason_on_refusal" CHECK ("bakery_claims"."reason" IS NULL OR "bakery_claims"."status" = 'refusee')
);
--> statement-breakpoint
ALTER TABLE "bakery_claims" ADD CONSTRAINT "bakery_claims_bakery_id_bakeries_id_fk" FOREIGN KEY ("bakery_id") REFERENCES "public"."bakeries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bakery_claims" ADD CONSTRAINT "bakery_claims_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bakery_claims" ADD CONSTRAINT "bakery_claims_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bakery_claims_bakery_idx" ON "bakery_claims" USING btree ("bakery_id");--> statement-breakpoint
CREATE INDEX "bakery_claims_account_idx" ON "bakery_claims" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "bakery_claims_status_idx" ON "bakery_claims" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bakery_claims_one_pending" ON "bakery_claims" USING btree ("bakery_id","account_id") WHERE "bakery_claims"."status" = 'en_attente';