ALTER TABLE "affiliates" ADD COLUMN "has_account" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "affiliates_without_account_idx" ON "affiliates" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE retired_at is null and not has_account;--> statement-breakpoint
CREATE INDEX "carriers_created_idx" ON "carriers" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE retired_at is null;--> statement-breakpoint
CREATE INDEX "loans_day_created_idx" ON "loans" USING btree ("date","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payments_day_created_idx" ON "payments" USING btree ("date","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- affiliates.has_account follows the carrier accounts, in the statement that changes them, so the
-- account form's picker ("without an account") reads a partial index instead of anti-joining
-- every affiliate (issue 12's plan test).
UPDATE "affiliates" a SET "has_account" = true
  WHERE EXISTS (SELECT 1 FROM "carriers" c WHERE c."affiliate_id" = a."id" AND c."retired_at" IS NULL);--> statement-breakpoint
CREATE FUNCTION sync_affiliate_accounts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE affiliates a SET has_account = EXISTS (SELECT 1 FROM carriers c WHERE c.affiliate_id = a.id AND c.retired_at IS NULL)
      WHERE a.id IN (SELECT affiliate_id FROM new_rows);
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE affiliates a SET has_account = EXISTS (SELECT 1 FROM carriers c WHERE c.affiliate_id = a.id AND c.retired_at IS NULL)
      WHERE a.id IN (SELECT affiliate_id FROM old_rows);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER carriers_accounts_inserted AFTER INSERT ON carriers REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sync_affiliate_accounts();--> statement-breakpoint
CREATE TRIGGER carriers_accounts_updated AFTER UPDATE ON carriers REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sync_affiliate_accounts();--> statement-breakpoint
CREATE TRIGGER carriers_accounts_deleted AFTER DELETE ON carriers REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION sync_affiliate_accounts();
