DROP INDEX "affiliates_dni_prefix_idx";--> statement-breakpoint
CREATE INDEX "carriers_affiliate_idx" ON "carriers" USING btree ("affiliate_id");--> statement-breakpoint
CREATE INDEX "affiliates_dni_prefix_idx" ON "affiliates" USING btree ("dni" text_pattern_ops);