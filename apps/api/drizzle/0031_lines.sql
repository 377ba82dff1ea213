-- Lines (issue 30): each row a line-limited administrator may see carries its line (the
-- organization of its affiliate), so a list scoped or filtered to a line reads one index range in
-- its order instead of joining every row to carriers and affiliates to test it (decision 0035,
-- "What lines limit"). Triggers keep the copies; sync_lines() rewrites any that differ (this
-- migration's backfill and the scale seed's, which loads with triggers off).
ALTER TABLE "audit_log" ADD COLUMN "organization_id" integer;--> statement-breakpoint
ALTER TABLE "carriers" ADD COLUMN "organization_id" integer;--> statement-breakpoint
ALTER TABLE "credit_requests" ADD COLUMN "organization_id" integer;--> statement-breakpoint
ALTER TABLE "expenses" ADD COLUMN "organization_id" integer;--> statement-breakpoint
ALTER TABLE "incomes" ADD COLUMN "organization_id" integer;--> statement-breakpoint
ALTER TABLE "loans" ADD COLUMN "organization_id" integer;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "organization_id" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "organization_id" integer;--> statement-breakpoint
-- The line of a carrier's row; null for none (an office expense).
CREATE FUNCTION carrier_line(carrier integer) RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT organization_id FROM carriers WHERE id = carrier
$$;--> statement-breakpoint
-- The line an audit entry is about: its record's, or (a deleted one) the snapshot's; an
-- organization is its own line; settings, administrators, roles and exports belong to none.
CREATE FUNCTION audit_line(entity text, entity_id integer, before jsonb, after jsonb) RETURNS integer
LANGUAGE plpgsql STABLE AS $$
DECLARE line integer;
BEGIN
  IF entity_id IS NULL THEN RETURN NULL; END IF;
  CASE entity
    WHEN 'organization' THEN RETURN entity_id;
    WHEN 'affiliate' THEN SELECT organization_id INTO line FROM affiliates WHERE id = entity_id;
      line := coalesce(line, (coalesce(after, before) -> 'organization' ->> 'id')::integer);
    WHEN 'carrier' THEN SELECT organization_id INTO line FROM carriers WHERE id = entity_id;
      line := coalesce(line, (coalesce(after, before) -> 'affiliate' -> 'organization' ->> 'id')::integer);
    WHEN 'credit-request' THEN SELECT organization_id INTO line FROM credit_requests WHERE id = entity_id;
    WHEN 'loan' THEN SELECT organization_id INTO line FROM loans WHERE id = entity_id;
    WHEN 'payment' THEN SELECT organization_id INTO line FROM payments WHERE id = entity_id;
    WHEN 'income' THEN SELECT organization_id INTO line FROM incomes WHERE id = entity_id;
    WHEN 'expense' THEN SELECT organization_id INTO line FROM expenses WHERE id = entity_id;
    WHEN 'mail' THEN SELECT organization_id INTO line FROM mail_outbox WHERE id = entity_id;
    ELSE RETURN NULL;
  END CASE;
  RETURN line;
END $$;--> statement-breakpoint
-- Rewrites every copied line that differs from its source, parents first (set-based: one pass a table).
CREATE FUNCTION sync_lines() RETURNS void LANGUAGE plpgsql AS $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['carriers', 'credit_requests'] LOOP
    EXECUTE format('UPDATE %I x SET organization_id = a.organization_id FROM affiliates a
      WHERE a.id = x.affiliate_id AND x.organization_id IS DISTINCT FROM a.organization_id', t);
  END LOOP;
  FOREACH t IN ARRAY ARRAY['loans', 'payments', 'incomes', 'expenses'] LOOP
    EXECUTE format('UPDATE %I x SET organization_id = c.organization_id FROM carriers c
      WHERE c.id = x.carrier_id AND x.organization_id IS DISTINCT FROM c.organization_id', t);
  END LOOP;
  UPDATE mail_outbox m SET organization_id = a.organization_id FROM affiliates a
    WHERE a.email = lower(m."to") AND a.retired_at IS NULL AND m.organization_id IS DISTINCT FROM a.organization_id;
  -- The trail is append-only for everyone else: only this pass writes the line of entries without one.
  ALTER TABLE audit_log DISABLE TRIGGER audit_log_no_update_delete;
  UPDATE audit_log l SET organization_id = x.line
    FROM (SELECT id, audit_line(entity, entity_id, before, after) AS line FROM audit_log
          WHERE organization_id IS NULL AND entity_id IS NOT NULL
            AND entity NOT IN ('administrator', 'price', 'interest', 'rule', 'fund', 'audit', 'currency', 'role')) x
    WHERE l.id = x.id AND x.line IS NOT NULL;
  ALTER TABLE audit_log ENABLE TRIGGER audit_log_no_update_delete;
END $$;--> statement-breakpoint
-- The backfill with the tables' own triggers off: the list summaries do not count a line.
DO $$
DECLARE
  tables text[] := ARRAY['carriers', 'credit_requests', 'loans', 'payments', 'incomes', 'expenses', 'mail_outbox'];
  t text;
BEGIN
  FOREACH t IN ARRAY tables LOOP EXECUTE format('ALTER TABLE %I DISABLE TRIGGER USER', t); END LOOP;
  PERFORM sync_lines();
  FOREACH t IN ARRAY tables LOOP EXECUTE format('ALTER TABLE %I ENABLE TRIGGER USER', t); END LOOP;
END $$;--> statement-breakpoint
-- A new row takes its parent's line as it is written (and again if its parent changes).
CREATE FUNCTION affiliate_row_line() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.organization_id := (SELECT organization_id FROM affiliates WHERE id = NEW.affiliate_id);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE FUNCTION carrier_row_line() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.organization_id := CASE WHEN NEW.carrier_id IS NULL THEN NULL ELSE carrier_line(NEW.carrier_id) END;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE FUNCTION mail_row_line() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.organization_id := (SELECT organization_id FROM affiliates WHERE email = lower(NEW."to") AND retired_at IS NULL);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE FUNCTION audit_row_line() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.organization_id IS NULL THEN
    NEW.organization_id := audit_line(NEW.entity, NEW.entity_id, NEW.before, NEW.after);
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER carriers_line BEFORE INSERT OR UPDATE OF affiliate_id ON carriers FOR EACH ROW EXECUTE FUNCTION affiliate_row_line();--> statement-breakpoint
CREATE TRIGGER credit_requests_line BEFORE INSERT OR UPDATE OF affiliate_id ON credit_requests FOR EACH ROW EXECUTE FUNCTION affiliate_row_line();--> statement-breakpoint
CREATE TRIGGER loans_line BEFORE INSERT OR UPDATE OF carrier_id ON loans FOR EACH ROW EXECUTE FUNCTION carrier_row_line();--> statement-breakpoint
CREATE TRIGGER payments_line BEFORE INSERT OR UPDATE OF carrier_id ON payments FOR EACH ROW EXECUTE FUNCTION carrier_row_line();--> statement-breakpoint
CREATE TRIGGER incomes_line BEFORE INSERT OR UPDATE OF carrier_id ON incomes FOR EACH ROW EXECUTE FUNCTION carrier_row_line();--> statement-breakpoint
CREATE TRIGGER expenses_line BEFORE INSERT OR UPDATE OF carrier_id ON expenses FOR EACH ROW EXECUTE FUNCTION carrier_row_line();--> statement-breakpoint
CREATE TRIGGER mail_outbox_line BEFORE INSERT ON mail_outbox FOR EACH ROW EXECUTE FUNCTION mail_row_line();--> statement-breakpoint
CREATE TRIGGER audit_log_line BEFORE INSERT ON audit_log FOR EACH ROW EXECUTE FUNCTION audit_row_line();--> statement-breakpoint
-- An affiliate moved to another line takes its accounts, requests, loans, money and mail with it
-- (the trail keeps the line each entry was written in: it is append-only).
CREATE FUNCTION affiliate_moves_line() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE t text;
BEGIN
  UPDATE carriers SET organization_id = NEW.organization_id WHERE affiliate_id = NEW.id;
  UPDATE credit_requests SET organization_id = NEW.organization_id WHERE affiliate_id = NEW.id;
  FOREACH t IN ARRAY ARRAY['loans', 'payments', 'incomes', 'expenses'] LOOP
    EXECUTE format('UPDATE %I SET organization_id = $1
      WHERE carrier_id IN (SELECT id FROM carriers WHERE affiliate_id = $2)', t)
      USING NEW.organization_id, NEW.id;
  END LOOP;
  IF NEW.retired_at IS NULL THEN
    UPDATE mail_outbox SET organization_id = NEW.organization_id WHERE lower("to") = NEW.email;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER affiliates_move_line AFTER UPDATE OF organization_id ON affiliates FOR EACH ROW
  WHEN (OLD.organization_id IS DISTINCT FROM NEW.organization_id) EXECUTE FUNCTION affiliate_moves_line();--> statement-breakpoint
CREATE INDEX "affiliates_line_idx" ON "affiliates" USING btree ("organization_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE retired_at is null;--> statement-breakpoint
CREATE INDEX "affiliates_line_dni_idx" ON "affiliates" USING btree ("organization_id","dni" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE retired_at is null;--> statement-breakpoint
CREATE INDEX "affiliates_line_last_names_idx" ON "affiliates" USING btree ("organization_id","last_names" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE retired_at is null;--> statement-breakpoint
CREATE INDEX "audit_log_line_idx" ON "audit_log" USING btree ("organization_id","at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "carriers_line_idx" ON "carriers" USING btree ("organization_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE retired_at is null;--> statement-breakpoint
CREATE INDEX "credit_requests_line_idx" ON "credit_requests" USING btree ("organization_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "credit_requests_line_amount_idx" ON "credit_requests" USING btree ("organization_id","amount_petro" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "expenses_line_idx" ON "expenses" USING btree ("organization_id","date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "expenses_line_amount_idx" ON "expenses" USING btree ("organization_id","amount_petro" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "incomes_line_idx" ON "incomes" USING btree ("organization_id","date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "incomes_line_amount_idx" ON "incomes" USING btree ("organization_id","amount_petro" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "loans_line_idx" ON "loans" USING btree ("organization_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "loans_line_date_idx" ON "loans" USING btree ("organization_id","date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "loans_line_amount_idx" ON "loans" USING btree ("organization_id","amount_awarded" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "loans_line_next_due_idx" ON "loans" USING btree ("organization_id","next_due_on","id") WHERE status = 'Por pagar';--> statement-breakpoint
CREATE INDEX "mail_outbox_line_idx" ON "mail_outbox" USING btree ("organization_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payments_line_idx" ON "payments" USING btree ("organization_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payments_line_date_idx" ON "payments" USING btree ("organization_id","date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payments_line_amount_idx" ON "payments" USING btree ("organization_id","amount_bs" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ANALYZE carriers;--> statement-breakpoint
ANALYZE credit_requests;--> statement-breakpoint
ANALYZE loans;--> statement-breakpoint
ANALYZE payments;--> statement-breakpoint
ANALYZE incomes;--> statement-breakpoint
ANALYZE expenses;--> statement-breakpoint
ANALYZE mail_outbox;--> statement-breakpoint
ANALYZE audit_log;
