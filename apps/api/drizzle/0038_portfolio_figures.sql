-- Issue 33: the portfolio report from kept figures (decision 38). Two kinds, each exact by construction:
-- movements are additive, so triggers add each statement's change as a row (folded later by a job);
-- a loan's standing on a day is not (it ages with the calendar), so a day's standings are stored per
-- loan with the snapshot they were computed in, and triggers log which loans changed since, from which day.
CREATE TABLE "portfolio_movements" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"day" date NOT NULL,
	"organization_id" integer,
	"disbursed_petro" numeric DEFAULT '0' NOT NULL,
	"disbursed_bs" numeric DEFAULT '0' NOT NULL,
	"new_loans" integer DEFAULT 0 NOT NULL,
	"collected_petro" numeric DEFAULT '0' NOT NULL,
	"collected_bs" numeric DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE INDEX "portfolio_movements_day_idx" ON "portfolio_movements" ("day", "organization_id");
--> statement-breakpoint
CREATE TABLE "portfolio_days" (
	"day" date PRIMARY KEY,
	"snapshot" pg_snapshot NOT NULL,
	"built_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portfolio_standings" (
	"day" date NOT NULL,
	"loan_id" integer NOT NULL,
	"organization_id" integer,
	"days_past_due" integer NOT NULL,
	"outstanding" numeric NOT NULL,
	"overdue" numeric NOT NULL,
	"principal" numeric NOT NULL,
	"principal_cost_bs" numeric NOT NULL,
	PRIMARY KEY ("day", "loan_id")
);
--> statement-breakpoint
CREATE TABLE "portfolio_touched" (
	"loan_id" integer NOT NULL,
	"from_day" date NOT NULL,
	"xid" xid8 DEFAULT pg_current_xact_id() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "portfolio_touched_day_idx" ON "portfolio_touched" ("from_day", "loan_id");
--> statement-breakpoint
-- Disbursements: a loan counts on its approval date in its line (an update: out of where it was, into
-- where it is, when what counts changed).
CREATE FUNCTION portfolio_loans_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO portfolio_movements (day, organization_id, disbursed_petro, disbursed_bs, new_loans)
    SELECT date, organization_id, sum(amount_awarded), sum(amount_awarded_bs), count(*)::int FROM new_rows GROUP BY 1, 2;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO portfolio_movements (day, organization_id, disbursed_petro, disbursed_bs, new_loans)
    SELECT date, organization_id, -sum(amount_awarded), -sum(amount_awarded_bs), -count(*)::int FROM old_rows GROUP BY 1, 2;
  ELSE
    INSERT INTO portfolio_movements (day, organization_id, disbursed_petro, disbursed_bs, new_loans)
    SELECT m.day, m.org, sum(m.petro), sum(m.bs), sum(m.n)::int
    FROM old_rows o JOIN new_rows n ON n.id = o.id
      CROSS JOIN LATERAL (VALUES
        (o.date, o.organization_id, -o.amount_awarded, -o.amount_awarded_bs, -1),
        (n.date, n.organization_id, n.amount_awarded, n.amount_awarded_bs, 1)) m(day, org, petro, bs, n)
    WHERE (n.date, n.organization_id, n.amount_awarded, n.amount_awarded_bs)
      IS DISTINCT FROM (o.date, o.organization_id, o.amount_awarded, o.amount_awarded_bs)
    GROUP BY 1, 2;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Collections: a repayment (a credit income of a loan) counts on its date in its own copy of the line.
CREATE FUNCTION portfolio_incomes_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO portfolio_movements (day, organization_id, collected_petro, collected_bs)
    SELECT date, organization_id, sum(amount_petro), sum(amount_bs) FROM new_rows
    WHERE is_credit AND loan_id IS NOT NULL GROUP BY 1, 2;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO portfolio_movements (day, organization_id, collected_petro, collected_bs)
    SELECT date, organization_id, -sum(amount_petro), -sum(amount_bs) FROM old_rows
    WHERE is_credit AND loan_id IS NOT NULL GROUP BY 1, 2;
  ELSE
    INSERT INTO portfolio_movements (day, organization_id, collected_petro, collected_bs)
    SELECT m.day, m.org, sum(m.petro), sum(m.bs)
    FROM old_rows o JOIN new_rows n ON n.id = o.id
      CROSS JOIN LATERAL (VALUES
        (o.date, o.organization_id, -o.amount_petro, -o.amount_bs, o.is_credit AND o.loan_id IS NOT NULL),
        (n.date, n.organization_id, n.amount_petro, n.amount_bs, n.is_credit AND n.loan_id IS NOT NULL)) m(day, org, petro, bs, counts)
    WHERE m.counts
      AND (n.date, n.organization_id, n.amount_petro, n.amount_bs, n.is_credit, n.loan_id)
        IS DISTINCT FROM (o.date, o.organization_id, o.amount_petro, o.amount_bs, o.is_credit, o.loan_id)
    GROUP BY 1, 2;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Every day's movements again from the loans and repayments (the upgrade, and the scale seed after its load).
CREATE FUNCTION rebuild_portfolio_movements() RETURNS void LANGUAGE sql AS $$
  DELETE FROM portfolio_movements;
  INSERT INTO portfolio_movements (day, organization_id, disbursed_petro, disbursed_bs, new_loans, collected_petro, collected_bs)
  SELECT day, org, sum(dp), sum(db), sum(n)::int, sum(cp), sum(cb) FROM (
    SELECT date, organization_id, amount_awarded, amount_awarded_bs, 1, 0, 0 FROM loans
    UNION ALL
    SELECT date, organization_id, 0, 0, 0, amount_petro, amount_bs FROM incomes WHERE is_credit AND loan_id IS NOT NULL
  ) m(day, org, dp, db, n, cp, cb)
  GROUP BY 1, 2;
$$;
--> statement-breakpoint
SELECT rebuild_portfolio_movements();
--> statement-breakpoint
-- Which loans changed, and the first day whose standing the change can move (a repayment: its date).
-- (A statement trigger sees only the transition tables its event has: one branch per event.)
CREATE FUNCTION portfolio_incomes_touched() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO portfolio_touched (loan_id, from_day)
    SELECT loan_id, min(date) FROM new_rows WHERE is_credit AND loan_id IS NOT NULL GROUP BY 1;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO portfolio_touched (loan_id, from_day)
    SELECT loan_id, min(date) FROM old_rows WHERE is_credit AND loan_id IS NOT NULL GROUP BY 1;
  ELSE
    -- An update that leaves what a standing reads alone (most do) logs nothing.
    INSERT INTO portfolio_touched (loan_id, from_day)
    SELECT r.loan_id, min(r.date) FROM old_rows o JOIN new_rows n ON n.id = o.id
      CROSS JOIN LATERAL (VALUES (o.loan_id, o.date, o.is_credit), (n.loan_id, n.date, n.is_credit)) r(loan_id, date, is_credit)
    WHERE r.is_credit AND r.loan_id IS NOT NULL
      AND (n.date, n.amount_petro, n.is_credit, n.loan_id) IS DISTINCT FROM (o.date, o.amount_petro, o.is_credit, o.loan_id)
    GROUP BY 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- An installment: from its loan's approval date when it appears, goes or changes; a penalty alone from
-- its application (the UTC day before: the trigger does not know the business time zone, none is 24 h behind).
CREATE FUNCTION portfolio_installments_touched() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO portfolio_touched (loan_id, from_day)
    SELECT i.loan_id, coalesce(min(l.date), '-infinity') FROM new_rows i LEFT JOIN loans l ON l.id = i.loan_id GROUP BY 1;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO portfolio_touched (loan_id, from_day)
    SELECT i.loan_id, coalesce(min(l.date), '-infinity') FROM old_rows i LEFT JOIN loans l ON l.id = i.loan_id GROUP BY 1;
  ELSE
    INSERT INTO portfolio_touched (loan_id, from_day)
    SELECT c.loan_id, min(c.from_day) FROM (
      SELECT n.loan_id,
        CASE
          WHEN (n.loan_id, n.number, n.due_date, n.amount, n.interest_part, n.principal_part)
            IS NOT DISTINCT FROM (o.loan_id, o.number, o.due_date, o.amount, o.interest_part, o.principal_part)
          THEN (least(o.penalty_applied_at, n.penalty_applied_at) AT TIME ZONE 'UTC')::date - 1
          ELSE coalesce((SELECT min(l.date) FROM loans l WHERE l.id IN (o.loan_id, n.loan_id)), '-infinity'::date)
        END AS from_day
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (n.loan_id, n.number, n.due_date, n.amount, n.interest_part, n.principal_part, n.penalty, n.penalty_applied_at)
        IS DISTINCT FROM (o.loan_id, o.number, o.due_date, o.amount, o.interest_part, o.principal_part, o.penalty, o.penalty_applied_at)
    ) c
    WHERE c.from_day IS NOT NULL
    GROUP BY 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A replaced schedule counts from the day it came into force.
CREATE FUNCTION portfolio_replaced_touched() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO portfolio_touched (loan_id, from_day) SELECT loan_id, min(in_force_from) FROM old_rows GROUP BY 1;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO portfolio_touched (loan_id, from_day) SELECT loan_id, min(in_force_from) FROM new_rows GROUP BY 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A loan: from its approval date when it appears, goes, moves line or amount; a reschedule or
-- write-off from its day; a change of status alone (paid off, reopened) from its last repayment.
-- Money paid in is logged by the repayment itself.
CREATE FUNCTION portfolio_loans_touched() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO portfolio_touched (loan_id, from_day) SELECT id, date FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO portfolio_touched (loan_id, from_day) SELECT id, date FROM old_rows;
  ELSE
    INSERT INTO portfolio_touched (loan_id, from_day)
    SELECT c.id, c.from_day FROM (
      SELECT n.id,
        CASE
          WHEN (n.date, n.organization_id, n.amount_awarded, n.amount_awarded_bs)
            IS DISTINCT FROM (o.date, o.organization_id, o.amount_awarded, o.amount_awarded_bs)
          THEN least(o.date, n.date)
          WHEN (n.paid_before, n.rescheduled_on) IS DISTINCT FROM (o.paid_before, o.rescheduled_on)
          THEN coalesce(least(o.rescheduled_on, n.rescheduled_on), n.date)
          WHEN n.written_off_on IS DISTINCT FROM o.written_off_on
          THEN least(o.written_off_on, n.written_off_on)
          WHEN n.status IS DISTINCT FROM o.status
          THEN coalesce(least(o.last_repaid_on, n.last_repaid_on), n.date)
        END AS from_day
      FROM old_rows o JOIN new_rows n ON n.id = o.id
    ) c
    WHERE c.from_day IS NOT NULL;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Each function on its table for inserts, updates and deletes, with the transition tables each event has.
DO $$
DECLARE
  t record;
BEGIN
  FOR t IN SELECT * FROM (VALUES
    ('loans', 'moved', 'portfolio_loans_moved'), ('loans', 'touched', 'portfolio_loans_touched'),
    ('incomes', 'moved', 'portfolio_incomes_moved'), ('incomes', 'touched', 'portfolio_incomes_touched'),
    ('installments', 'touched', 'portfolio_installments_touched'),
    ('replaced_installments', 'touched', 'portfolio_replaced_touched')) v(tbl, kind, fn)
  LOOP
    EXECUTE format('CREATE TRIGGER portfolio_%s_insert AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION %I()', t.kind, t.tbl, t.fn);
    EXECUTE format('CREATE TRIGGER portfolio_%s_update AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION %I()', t.kind, t.tbl, t.fn);
    EXECUTE format('CREATE TRIGGER portfolio_%s_delete AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION %I()', t.kind, t.tbl, t.fn);
  END LOOP;
END $$;
