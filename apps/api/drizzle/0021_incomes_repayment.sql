-- The portfolio report (issue 14) reads repayments from indexes alone: a loan's up to a day (41 000
-- active loans at national scale), and a year of them by month for the collections chart.
CREATE INDEX "incomes_repayment_idx" ON "incomes" USING btree ("loan_id","date","amount_petro") WHERE is_credit;--> statement-breakpoint
CREATE INDEX "incomes_repayment_date_idx" ON "incomes" USING btree ("date","amount_petro","amount_bs","carrier_id") WHERE is_credit and loan_id is not null;
