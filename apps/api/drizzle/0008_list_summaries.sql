CREATE TABLE "app_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "list_summary" (
	"list" text NOT NULL,
	"day" date NOT NULL,
	"a" text NOT NULL,
	"b" text NOT NULL,
	"n" bigint NOT NULL,
	"petro" numeric(30, 4) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE INDEX "list_summary_key" ON "list_summary" USING btree ("list","a","b","day");--> statement-breakpoint
INSERT INTO "app_settings" ("key", "value") VALUES ('timezone', 'America/Caracas');--> statement-breakpoint
-- The business day of a moment, in the time zone the server keeps in app_settings (APP_TIMEZONE).
CREATE FUNCTION business_day(ts timestamptz) RETURNS date LANGUAGE sql STABLE AS $$
  SELECT (ts AT TIME ZONE coalesce((SELECT value FROM app_settings WHERE key = 'timezone'), 'America/Caracas'))::date
$$;--> statement-breakpoint
-- What each summarized list counts: its rows (`rows` stands for the table or a transition table),
-- which of them, by which dimensions (day, a, b, and the ₽ to sum), grouped by which sets. The
-- triggers and the rebuild read the same definition, so they cannot disagree.
CREATE TABLE "list_summary_defs" (
  "list" text PRIMARY KEY,
  "source" text NOT NULL,
  "rows_from" text NOT NULL,
  "keep" text NOT NULL,
  "dims" text NOT NULL,
  "sets" text NOT NULL
);--> statement-breakpoint
INSERT INTO "list_summary_defs" VALUES
  ('payments', 'payments', '%s r', 'true', 'r.date AS day, r.status AS a, ''*''::text AS b, 0::numeric AS petro', '(day, a, b), (day, b)'),
  ('loans', 'loans', '%s r', 'true', 'r.date AS day, r.status AS a, ''*''::text AS b, 0::numeric AS petro', '(day, a, b), (day, b)'),
  ('requests', 'credit_requests', '%s r', 'true', '''-infinity''::date AS day, r.status AS a, ''*''::text AS b, 0::numeric AS petro', '(day, a, b), (day, b)'),
  ('incomes', 'incomes', '%s r', 'true', 'r.date AS day, ''*''::text AS a, ''*''::text AS b, r.amount_petro AS petro', '(day, a, b)'),
  ('funds', 'funds', '%s r JOIN incomes i ON i.id = r.income_id', 'true', 'i.date AS day, ''*''::text AS a, ''*''::text AS b, i.amount_petro AS petro', '(day, a, b)'),
  ('expenses', 'expenses', '%s r', 'true', 'r.date AS day, ''*''::text AS a, ''*''::text AS b, r.amount_petro AS petro', '(day, a, b)'),
  ('affiliates', 'affiliates', '%s r', 'r.retired_at IS NULL', '''-infinity''::date AS day, r.status AS a, ''*''::text AS b, 0::numeric AS petro', '(day, a, b), (day, b)'),
  ('carriers', 'carriers', '%s r', 'r.retired_at IS NULL', '''-infinity''::date AS day, ''*''::text AS a, ''*''::text AS b, 0::numeric AS petro', '(day, a, b)'),
  ('audit', 'audit_log', '%s r', 'true', 'business_day(r.at) AS day, r.entity AS a, r.administrator_id::text AS b, 0::numeric AS petro', '(day, a, b), (day, a), (day, b), (day)');--> statement-breakpoint
-- One group's delta rows from a set of rows counted `sign` times (1 added, -1 removed).
CREATE FUNCTION list_summary_delta(def list_summary_defs, rows_relation text, sign int) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT format('SELECT %s, %s AS n FROM %s WHERE %s', def.dims, sign, format(def.rows_from, rows_relation), def.keep)
$$;--> statement-breakpoint
-- Statement-level trigger: one delta row per group a statement changed (none when nothing moved).
CREATE FUNCTION summarize_rows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  def list_summary_defs;
  parts text[] := '{}';
BEGIN
  SELECT * INTO def FROM list_summary_defs WHERE list = TG_ARGV[0];
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    parts := parts || list_summary_delta(def, 'new_rows', 1);
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    parts := parts || list_summary_delta(def, 'old_rows', -1);
  END IF;
  EXECUTE format(
    'INSERT INTO list_summary (list, day, a, b, n, petro)
     SELECT %L, day, coalesce(a, ''*''), coalesce(b, ''*''), sum(n), sum(n * petro)
     FROM (%s) d GROUP BY GROUPING SETS (%s) HAVING sum(n) <> 0 OR sum(n * petro) <> 0',
    def.list, array_to_string(parts, ' UNION ALL '), def.sets);
  RETURN NULL;
END $$;--> statement-breakpoint
-- The summaries recomputed from the rows (all lists, or one): after a bulk load or a time zone change.
CREATE FUNCTION rebuild_list_summaries(only_list text DEFAULT NULL) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  def list_summary_defs;
BEGIN
  FOR def IN SELECT * FROM list_summary_defs WHERE only_list IS NULL OR list = only_list LOOP
    DELETE FROM list_summary WHERE list = def.list;
    EXECUTE format(
      'INSERT INTO list_summary (list, day, a, b, n, petro)
       SELECT %L, day, coalesce(a, ''*''), coalesce(b, ''*''), sum(n), sum(n * petro)
       FROM (%s) d GROUP BY GROUPING SETS (%s) HAVING sum(n) <> 0 OR sum(n * petro) <> 0',
      def.list, list_summary_delta(def, quote_ident(def.source), 1), def.sets);
  END LOOP;
END $$;--> statement-breakpoint
-- Merges each group's delta rows into one (a group at zero disappears); at most `max_groups` per
-- call. Deltas written meanwhile are not in this snapshot and stay for the next call.
CREATE FUNCTION compact_list_summary(max_groups int DEFAULT 10000) RETURNS int LANGUAGE plpgsql AS $$
DECLARE
  merged int;
BEGIN
  WITH groups AS (
    SELECT list, day, a, b FROM list_summary GROUP BY list, day, a, b HAVING count(*) > 1 LIMIT max_groups
  ), gone AS (
    DELETE FROM list_summary s USING groups g
    WHERE s.list = g.list AND s.day = g.day AND s.a = g.a AND s.b = g.b
    RETURNING s.list, s.day, s.a, s.b, s.n, s.petro
  ), kept AS (
    INSERT INTO list_summary (list, day, a, b, n, petro)
    SELECT list, day, a, b, sum(n), sum(petro) FROM gone GROUP BY list, day, a, b
    HAVING sum(n) <> 0 OR sum(petro) <> 0
    RETURNING 1
  )
  SELECT count(*) INTO merged FROM (SELECT DISTINCT list, day, a, b FROM gone) m;
  RETURN merged;
END $$;
--> statement-breakpoint
CREATE TRIGGER payments_summary_insert AFTER INSERT ON payments REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION summarize_rows('payments');--> statement-breakpoint
CREATE TRIGGER payments_summary_update AFTER UPDATE ON payments REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION summarize_rows('payments');--> statement-breakpoint
CREATE TRIGGER payments_summary_delete AFTER DELETE ON payments REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION summarize_rows('payments');--> statement-breakpoint
CREATE TRIGGER loans_summary_insert AFTER INSERT ON loans REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION summarize_rows('loans');--> statement-breakpoint
CREATE TRIGGER loans_summary_update AFTER UPDATE ON loans REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION summarize_rows('loans');--> statement-breakpoint
CREATE TRIGGER loans_summary_delete AFTER DELETE ON loans REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION summarize_rows('loans');--> statement-breakpoint
CREATE TRIGGER credit_requests_summary_insert AFTER INSERT ON credit_requests REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION summarize_rows('requests');--> statement-breakpoint
CREATE TRIGGER credit_requests_summary_update AFTER UPDATE ON credit_requests REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION summarize_rows('requests');--> statement-breakpoint
CREATE TRIGGER credit_requests_summary_delete AFTER DELETE ON credit_requests REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION summarize_rows('requests');--> statement-breakpoint
CREATE TRIGGER incomes_summary_insert AFTER INSERT ON incomes REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION summarize_rows('incomes');--> statement-breakpoint
CREATE TRIGGER incomes_summary_update AFTER UPDATE ON incomes REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION summarize_rows('incomes');--> statement-breakpoint
CREATE TRIGGER incomes_summary_delete AFTER DELETE ON incomes REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION summarize_rows('incomes');--> statement-breakpoint
CREATE TRIGGER funds_summary_insert AFTER INSERT ON funds REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION summarize_rows('funds');--> statement-breakpoint
CREATE TRIGGER funds_summary_update AFTER UPDATE ON funds REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION summarize_rows('funds');--> statement-breakpoint
CREATE TRIGGER funds_summary_delete AFTER DELETE ON funds REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION summarize_rows('funds');--> statement-breakpoint
CREATE TRIGGER expenses_summary_insert AFTER INSERT ON expenses REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION summarize_rows('expenses');--> statement-breakpoint
CREATE TRIGGER expenses_summary_update AFTER UPDATE ON expenses REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION summarize_rows('expenses');--> statement-breakpoint
CREATE TRIGGER expenses_summary_delete AFTER DELETE ON expenses REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION summarize_rows('expenses');--> statement-breakpoint
CREATE TRIGGER affiliates_summary_insert AFTER INSERT ON affiliates REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION summarize_rows('affiliates');--> statement-breakpoint
CREATE TRIGGER affiliates_summary_update AFTER UPDATE ON affiliates REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION summarize_rows('affiliates');--> statement-breakpoint
CREATE TRIGGER affiliates_summary_delete AFTER DELETE ON affiliates REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION summarize_rows('affiliates');--> statement-breakpoint
CREATE TRIGGER carriers_summary_insert AFTER INSERT ON carriers REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION summarize_rows('carriers');--> statement-breakpoint
CREATE TRIGGER carriers_summary_update AFTER UPDATE ON carriers REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION summarize_rows('carriers');--> statement-breakpoint
CREATE TRIGGER carriers_summary_delete AFTER DELETE ON carriers REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION summarize_rows('carriers');--> statement-breakpoint
CREATE TRIGGER audit_log_summary_insert AFTER INSERT ON audit_log REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION summarize_rows('audit');--> statement-breakpoint
SELECT rebuild_list_summaries();