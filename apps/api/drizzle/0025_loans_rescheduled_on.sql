-- The day of each loan's latest reschedule (issue 15): a past day's report reads the replaced
-- installments only for the loans rescheduled after it, from this column rather than a lookup per
-- loan (0.4 s more over 41 000 unpaid loans).
ALTER TABLE "loans" ADD COLUMN "rescheduled_on" date;--> statement-breakpoint
UPDATE "loans" l SET "rescheduled_on" = r.last_on
FROM (SELECT loan_id, max(starts_on) AS last_on FROM loan_reschedules GROUP BY loan_id) r
WHERE r.loan_id = l.id;
