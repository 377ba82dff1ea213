CREATE INDEX "administrators_last_names_idx" ON "administrators" USING btree ("last_names" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "affiliates_dni_order_idx" ON "affiliates" USING btree ("dni" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE retired_at is null;--> statement-breakpoint
CREATE INDEX "affiliates_status_dni_idx" ON "affiliates" USING btree ("status","dni" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE retired_at is null;--> statement-breakpoint
CREATE INDEX "affiliates_last_names_idx" ON "affiliates" USING btree ("last_names" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE retired_at is null;--> statement-breakpoint
CREATE INDEX "affiliates_status_last_names_idx" ON "affiliates" USING btree ("status","last_names" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE retired_at is null;--> statement-breakpoint
CREATE INDEX "credit_requests_amount_idx" ON "credit_requests" USING btree ("amount_petro" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "credit_requests_status_amount_idx" ON "credit_requests" USING btree ("status","amount_petro" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "expenses_amount_idx" ON "expenses" USING btree ("amount_petro" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "incomes_amount_idx" ON "incomes" USING btree ("amount_petro" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "incomes_fund_date_idx" ON "incomes" USING btree ("date" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE is_fund;--> statement-breakpoint
CREATE INDEX "incomes_fund_amount_idx" ON "incomes" USING btree ("amount_petro" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE is_fund;--> statement-breakpoint
CREATE INDEX "loans_date_idx" ON "loans" USING btree ("date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "loans_status_date_idx" ON "loans" USING btree ("status","date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "loans_amount_idx" ON "loans" USING btree ("amount_awarded" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "loans_status_amount_idx" ON "loans" USING btree ("status","amount_awarded" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "organizations_name_idx" ON "organizations" USING btree ("name" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE retired_at is null;--> statement-breakpoint
CREATE INDEX "payments_date_idx" ON "payments" USING btree ("date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payments_status_date_idx" ON "payments" USING btree ("status","date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payments_amount_idx" ON "payments" USING btree ("amount_bs" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payments_status_amount_idx" ON "payments" USING btree ("status","amount_bs" DESC NULLS LAST,"id" DESC NULLS LAST);