CREATE TABLE "visitor_report_blocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(10) NOT NULL,
	"key_hash" varchar(64) NOT NULL,
	"reason" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	CONSTRAINT "visitor_report_blocks_kind_values" CHECK ("visitor_report_blocks"."kind" IN ('visitor', 'address'))
);
--> statement-breakpoint
CREATE TABLE "visitor_report_mail_days" (
	"bakery_id" integer NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "visitor_report_mail_days_bakery_id_day_pk" PRIMARY KEY("bakery_id","day")
);
--> statement-breakpoint
CREATE TABLE "visitor_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"bakery_id" integer NOT NULL,
	"type" varchar(20) NOT NULL,
	"visitor_key" varchar(64) NOT NULL,
	"address_key" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"during_opening" boolean NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"cleared_at" timestamp with time zone,
	"cleared_by" integer,
	CONSTRAINT "visitor_reports_type_values" CHECK ("visitor_reports"."type" IN ('pain', 'plus_de_pain', 'ferme')),
	CONSTRAINT "visitor_reports_expires_after_created" CHECK ("visitor_reports"."expires_at" > "visitor_reports"."created_at")
);
--> statement-breakpoint
ALTER TABLE "visitor_report_blocks" ADD CONSTRAINT "visitor_report_blocks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitor_report_mail_days" ADD CONSTRAINT "visitor_report_mail_days_bakery_id_bakeries_id_fk" FOREIGN KEY ("bakery_id") REFERENCES "public"."bakeries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitor_reports" ADD CONSTRAINT "visitor_reports_bakery_id_bakeries_id_fk" FOREIGN KEY ("bakery_id") REFERENCES "public"."bakeries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitor_reports" ADD CONSTRAINT "visitor_reports_cleared_by_users_id_fk" FOREIGN KEY ("cleared_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "visitor_report_blocks_key_idx" ON "visitor_report_blocks" USING btree ("kind","key_hash");--> statement-breakpoint
CREATE INDEX "visitor_reports_in_force_idx" ON "visitor_reports" USING btree ("bakery_id","expires_at") WHERE "visitor_reports"."cleared_at" IS NULL;--> statement-breakpoint
CREATE INDEX "visitor_reports_created_idx" ON "visitor_reports" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "visitor_reports_visitor_idx" ON "visitor_reports" USING btree ("visitor_key");--> statement-breakpoint
CREATE INDEX "visitor_reports_address_idx" ON "visitor_reports" USING btree ("address_key");--> statement-breakpoint
-- The nearby cards and the public details carry the visitors' reports in force (docs/visitor-reports.md),
-- so the table announces its changes on bakery_changed like every table a card is read from
-- (docs/nearby-search.md, "Change triggers: the rule"), with the function the calendar tables use.
DROP TRIGGER IF EXISTS visitor_reports_notify_changed ON "visitor_reports";
--> statement-breakpoint
CREATE TRIGGER visitor_reports_notify_changed
AFTER INSERT OR UPDATE OR DELETE ON "visitor_reports"
FOR EACH ROW EXECUTE FUNCTION fournil_notify_calendar_bakery_changed();
--> statement-breakpoint
DROP TRIGGER IF EXISTS visitor_reports_notify_truncated ON "visitor_reports";
--> statement-breakpoint
CREATE TRIGGER visitor_reports_notify_truncated
AFTER TRUNCATE ON "visitor_reports"
FOR EACH STATEMENT EXECUTE FUNCTION fournil_notify_bakeries_truncated();
