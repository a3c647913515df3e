ALTER TABLE "bakeries" ADD COLUMN "disponibilite_pain_maj" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "bakeries" ADD COLUMN "disponibilite_cafe_maj" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "bakeries" ADD COLUMN "disponibilite_croissant_maj" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "bakeries" ADD COLUMN "disponibilite_sandwich_maj" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "bakeries" ADD COLUMN "disponibilite_bio_maj" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "bakeries" ADD COLUMN "ouverture_pain" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "bakeries" ADD COLUMN "ouverture_cafe" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bakeries" ADD COLUMN "ouverture_croissant" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bakeries" ADD COLUMN "ouverture_sandwich" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bakeries" ADD COLUMN "ouverture_bio" boolean DEFAULT false NOT NULL;