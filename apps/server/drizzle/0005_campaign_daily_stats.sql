-- Campaign statistics: views and clicks per campaign and Paris day, no personal data (docs/advertising.md).
CREATE TABLE "campaign_daily_stats" (
	"campaign_id" integer NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "campaign_daily_stats_campaign_id_day_pk" PRIMARY KEY("campaign_id","day"),
	CONSTRAINT "campaign_daily_stats_non_negative" CHECK ("campaign_daily_stats"."views" >= 0 AND "campaign_daily_stats"."clicks" >= 0)
);
--> statement-breakpoint
ALTER TABLE "campaign_daily_stats" ADD CONSTRAINT "campaign_daily_stats_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;