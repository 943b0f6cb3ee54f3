ALTER TABLE "login_failures" ADD COLUMN "client" text;--> statement-breakpoint
ALTER TABLE "verification_codes" ADD COLUMN "client" text;--> statement-breakpoint
CREATE INDEX "login_failures_target_client_idx" ON "login_failures" USING btree ("target","client","created_at");--> statement-breakpoint
CREATE INDEX "verification_codes_client_idx" ON "verification_codes" USING btree ("client","created_at");