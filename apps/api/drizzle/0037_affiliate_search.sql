-- A name search reads a narrow copy of the affiliates' list columns and of their listed carrier account
-- (issue 33): the trigram index's candidates are rechecked on short rows instead of the affiliates'
-- wide ones, and the transportistas' search needs no join, so a surname 5 % of affiliates share is
-- counted exactly at a fraction of the cost. The copy's columns carry the affiliates' names: the lists'
-- conditions read it under the alias "affiliates" (modules/affiliates, modules/carriers).
-- The folded name first, now folding capitals too (lib/folded-text.ts): under the C collation lower()
-- leaves 'Á' as it is, so 'alvarez' missed every 'Álvarez' (5 006 affiliates of the national seed).
-- Dropping the column drops its trigram index: the searches read the copy's.
ALTER TABLE "affiliates" DROP COLUMN "search_name";--> statement-breakpoint
ALTER TABLE "affiliates" ADD COLUMN "search_name" text GENERATED ALWAYS AS (translate(lower(first_names || ' ' || last_names), 'áàäâéèëêíìïîóòöôúùüûñçÁÀÄÂÉÈËÊÍÌÏÎÓÒÖÔÚÙÜÛÑÇ', 'aaaaeeeeiiiioooouuuuncaaaaeeeeiiiioooouuuunc')) STORED;--> statement-breakpoint
CREATE TABLE "affiliate_search" (
	"id" integer PRIMARY KEY NOT NULL,
	"search_name" text NOT NULL,
	"dni" text NOT NULL,
	"last_names" text NOT NULL,
	"organization_id" integer NOT NULL,
	"status" text NOT NULL,
	"has_account" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"retired_at" timestamp with time zone,
	"account_id" integer,
	"account_created_at" timestamp with time zone
);--> statement-breakpoint
CREATE FUNCTION rebuild_affiliate_search() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE affiliate_search;
  INSERT INTO affiliate_search (id, search_name, dni, last_names, organization_id, status, has_account, created_at, retired_at, account_id, account_created_at)
    SELECT a.id, a.search_name, a.dni, a.last_names, a.organization_id, a.status, a.has_account, a.created_at, a.retired_at, c.id, c.created_at
    FROM affiliates a LEFT JOIN carriers c ON c.affiliate_id = a.id AND c.retired_at IS NULL;
END $$;--> statement-breakpoint
-- Kept in the statement that changes the affiliates (statement-level, like the counters of migration 0008).
CREATE FUNCTION sync_affiliate_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO affiliate_search (id, search_name, dni, last_names, organization_id, status, has_account, created_at, retired_at)
      SELECT id, search_name, dni, last_names, organization_id, status, has_account, created_at, retired_at FROM new_rows;
  ELSIF TG_OP = 'UPDATE' THEN
    UPDATE affiliate_search s SET search_name = n.search_name, dni = n.dni, last_names = n.last_names,
        organization_id = n.organization_id, status = n.status, has_account = n.has_account,
        created_at = n.created_at, retired_at = n.retired_at
      FROM new_rows n WHERE s.id = n.id;
  ELSE
    DELETE FROM affiliate_search s USING old_rows o WHERE s.id = o.id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER affiliates_search_insert AFTER INSERT ON affiliates REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sync_affiliate_search();--> statement-breakpoint
CREATE TRIGGER affiliates_search_update AFTER UPDATE ON affiliates REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sync_affiliate_search();--> statement-breakpoint
CREATE TRIGGER affiliates_search_delete AFTER DELETE ON affiliates REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION sync_affiliate_search();--> statement-breakpoint
-- The listed account of each affiliate a carriers statement touched; a new password writes nothing.
CREATE FUNCTION sync_affiliate_search_account() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  touched int[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT affiliate_id) INTO touched FROM new_rows;
  ELSIF TG_OP = 'UPDATE' THEN
    SELECT array_agg(DISTINCT affiliate_id) INTO touched FROM (SELECT affiliate_id FROM new_rows UNION ALL SELECT affiliate_id FROM old_rows) t;
  ELSE
    SELECT array_agg(DISTINCT affiliate_id) INTO touched FROM old_rows;
  END IF;
  UPDATE affiliate_search s SET account_id = l.account_id, account_created_at = l.account_created_at
    FROM (SELECT t.id, c.id AS account_id, c.created_at AS account_created_at
          FROM unnest(touched) AS t(id) LEFT JOIN carriers c ON c.affiliate_id = t.id AND c.retired_at IS NULL) l
    WHERE s.id = l.id AND (s.account_id, s.account_created_at) IS DISTINCT FROM (l.account_id, l.account_created_at);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER carriers_search_insert AFTER INSERT ON carriers REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sync_affiliate_search_account();--> statement-breakpoint
CREATE TRIGGER carriers_search_update AFTER UPDATE ON carriers REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sync_affiliate_search_account();--> statement-breakpoint
CREATE TRIGGER carriers_search_delete AFTER DELETE ON carriers REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION sync_affiliate_search_account();--> statement-breakpoint
SELECT rebuild_affiliate_search();--> statement-breakpoint
-- Built after the copy is filled (one pass); the cédula branch of a search needs its prefix index too.
CREATE INDEX "affiliate_search_name_trgm_idx" ON "affiliate_search" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "affiliate_search_dni_prefix_idx" ON "affiliate_search" USING btree ("dni" text_pattern_ops);--> statement-breakpoint
ANALYZE "affiliates";--> statement-breakpoint
ANALYZE "affiliate_search";
