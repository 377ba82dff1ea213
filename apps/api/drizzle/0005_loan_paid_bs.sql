ALTER TABLE "loans" ADD COLUMN "paid_bs" numeric(20, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
-- Every repayment so far is an income with is_credit and its loan: their Bs are what was paid.
UPDATE "loans" SET "paid_bs" = coalesce((SELECT sum("amount_bs") FROM "incomes" WHERE "incomes"."loan_id" = "loans"."id" AND "incomes"."is_credit"), 0);
