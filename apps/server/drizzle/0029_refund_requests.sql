CREATE TABLE "refund_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"refunded_before_cents" integer NOT NULL,
	"idempotency_key" varchar(100) NOT NULL,
	"status" varchar(20) DEFAULT 'requested' NOT NULL,
	"requested_by" integer,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"call_started_at" timestamp with time zone,
	"provider_refund_id" varchar(255),
	"credit_note_id" integer,
	"settled_at" timestamp with time zone,
	CONSTRAINT "refund_requests_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "refund_requests_status_values" CHECK ("refund_requests"."status" IN ('requested', 'refunded', 'failed')),
	CONSTRAINT "refund_requests_amounts" CHECK ("refund_requests"."amount_cents" > 0 AND "refund_requests"."refunded_before_cents" >= 0),
	CONSTRAINT "refund_requests_settled_whole" CHECK (("refund_requests"."status" = 'requested') = ("refund_requests"."settled_at" IS NULL)),
	CONSTRAINT "refund_requests_answer_refunded" CHECK ("refund_requests"."provider_refund_id" IS NULL OR "refund_requests"."status" = 'refunded')
);
--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_credit_note_id_invoices_id_fk" FOREIGN KEY ("credit_note_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refund_requests_payment_idx" ON "refund_requests" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refund_requests_one_pending" ON "refund_requests" USING btree ("payment_id") WHERE "refund_requests"."status" = 'requested';