CREATE TABLE "listing_duplicate_candidates" (
	"id" serial PRIMARY KEY NOT NULL,
	"bakery_id" integer NOT NULL,
	"other_bakery_id" integer,
	"source" text,
	"source_id" varchar(40),
	"record_nom" varchar(200),
	"distance_m" integer NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolution" text,
	CONSTRAINT "listing_duplicate_candidates_one_kind" CHECK (("listing_duplicate_candidates"."other_bakery_id" IS NULL) = ("listing_duplicate_candidates"."source" IS NOT NULL)),
	CONSTRAINT "listing_duplicate_candidates_record_whole" CHECK (("listing_duplicate_candidates"."source" IS NULL) = ("listing_duplicate_candidates"."source_id" IS NULL) AND ("listing_duplicate_candidates"."source" IS NULL) = ("listing_duplicate_candidates"."record_nom" IS NULL)),
	CONSTRAINT "listing_duplicate_candidates_two_bakeries" CHECK ("listing_duplicate_candidates"."other_bakery_id" IS NULL OR "listing_duplicate_candidates"."other_bakery_id" <> "listing_duplicate_candidates"."bakery_id"),
	CONSTRAINT "listing_duplicate_candidates_distance" CHECK ("listing_duplicate_candidates"."distance_m" >= 0),
	CONSTRAINT "listing_duplicate_candidates_reason_values" CHECK ("listing_duplicate_candidates"."reason" IN ('near_different_name', 'attached_to_owned')),
	CONSTRAINT "listing_duplicate_candidates_resolution_values" CHECK ("listing_duplicate_candidates"."resolution" IN ('merged', 'kept_apart')),
	CONSTRAINT "listing_duplicate_candidates_resolved_whole" CHECK (("listing_duplicate_candidates"."resolved_at" IS NULL) = ("listing_duplicate_candidates"."resolution" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "bakeries" ADD COLUMN "site_web" varchar(255) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bakeries" ADD COLUMN "horaires_statut" text DEFAULT 'renseignes' NOT NULL;--> statement-breakpoint
ALTER TABLE "bakeries" ADD COLUMN "horaires_source" text;--> statement-breakpoint
ALTER TABLE "bakery_sources" ADD COLUMN "siret" varchar(14);--> statement-breakpoint
ALTER TABLE "listing_duplicate_candidates" ADD CONSTRAINT "listing_duplicate_candidates_bakery_id_bakeries_id_fk" FOREIGN KEY ("bakery_id") REFERENCES "public"."bakeries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_duplicate_candidates" ADD CONSTRAINT "listing_duplicate_candidates_other_bakery_id_bakeries_id_fk" FOREIGN KEY ("other_bakery_id") REFERENCES "public"."bakeries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_duplicate_candidates" ADD CONSTRAINT "listing_duplicate_candidates_source_source_id_bakery_sources_source_source_id_fk" FOREIGN KEY ("source","source_id") REFERENCES "public"."bakery_sources"("source","source_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_duplicate_candidates_bakery_idx" ON "listing_duplicate_candidates" USING btree ("bakery_id");--> statement-breakpoint
CREATE INDEX "listing_duplicate_candidates_other_idx" ON "listing_duplicate_candidates" USING btree ("other_bakery_id");--> statement-breakpoint
CREATE UNIQUE INDEX "listing_duplicate_candidates_pair_key" ON "listing_duplicate_candidates" USING btree (least("bakery_id", "other_bakery_id"),greatest("bakery_id", "other_bakery_id")) WHERE "listing_duplicate_candidates"."other_bakery_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "listing_duplicate_candidates_record_key" ON "listing_duplicate_candidates" USING btree ("source","source_id") WHERE "listing_duplicate_candidates"."source" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "bakery_sources_siret_idx" ON "bakery_sources" USING btree ("siret") WHERE "bakery_sources"."siret" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "bakeries" ADD CONSTRAINT "bakeries_horaires_statut_values" CHECK ("bakeries"."horaires_statut" IN ('renseignes', 'a_confirmer', 'non_renseignes'));--> statement-breakpoint
ALTER TABLE "bakery_sources" ADD CONSTRAINT "bakery_sources_siret_format" CHECK ("bakery_sources"."siret" IS NULL OR "bakery_sources"."siret" ~ '^[0-9]{14}$');--> statement-breakpoint
ALTER TABLE "bakery_sources" ADD CONSTRAINT "bakery_sources_sirene_siret" CHECK ("bakery_sources"."source" <> 'sirene' OR "bakery_sources"."siret" = "bakery_sources"."source_id");--> statement-breakpoint
-- A Sirene record's SIRET is its own id: rows written before this column get it, so that a bakery's SIRETs are
-- read from one column (docs/open-data.md, "Importing listings"). The new columns of bakeries need no trigger of
-- their own: bakeries_notify_changed (0002) fires after every UPDATE of a row, whatever the columns.
UPDATE "bakery_sources" SET "siret" = "source_id" WHERE "source" = 'sirene' AND "siret" IS NULL;
