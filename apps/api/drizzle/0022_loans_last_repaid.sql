-- The latest repayment date of each loan (issue 14): a report for a past day reads the loans 'Pagado'
-- now that got money after that day, from this index, instead of every repayment since (a year
-- back: 347 000 incomes read, 1.05 s; from the index, 0.55 s).
ALTER TABLE "loans" ADD COLUMN "last_repaid_on" date;--> statement-breakpoint
UPDATE "loans" l SET "last_repaid_on" = r.last_on
FROM (SELECT loan_id, max(date) AS last_on FROM incomes WHERE is_credit AND loan_id IS NOT NULL GROUP BY loan_id) r
WHERE r.loan_id = l.id;--> statement-breakpoint
CREATE INDEX "loans_repaid_after_idx" ON "loans" USING btree ("last_repaid_on","date") WHERE status = 'Pagado';--> statement-breakpoint
ANALYZE "loans";
