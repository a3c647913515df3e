-- A payment session grants access or pays a bakery's month once, whichever of the webhook, the
-- status check or the simulated Payer arrives first (docs/payments.md).
CREATE UNIQUE INDEX "ad_access_grants_session_key" ON "ad_access_grants" USING btree ("payment_session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bakery_monthly_payments_session_key" ON "bakery_monthly_payments" USING btree ("payment_session_id");