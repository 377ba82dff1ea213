-- The list counters' triggers (0008) built their INSERT … SELECT with EXECUTE on every statement:
-- parsed and planned each time, 0.4-0.6 ms of each write to a big table (an approval makes four).
-- Each list and operation now gets its own function whose statement is written out once from
-- list_summary_defs, so PL/pgSQL keeps its plan. The definitions stay the one source: after a
-- change to them, `SELECT create_list_summary_triggers()` writes the functions again.
CREATE FUNCTION create_list_summary_triggers() RETURNS void LANGUAGE plpgsql AS $create$
DECLARE
  def list_summary_defs;
  op text;
  fn text;
  trig text;
  rows_sql text;
  refs text;
BEGIN
  FOR def IN SELECT * FROM list_summary_defs LOOP
    FOREACH op IN ARRAY ARRAY['insert', 'update', 'delete'] LOOP
      trig := def.source || '_summary_' || op;
      -- Only the triggers 0008 made: the audit trail is never updated or deleted.
      CONTINUE WHEN NOT EXISTS (
        SELECT 1 FROM pg_trigger WHERE tgname = trig AND tgrelid = def.source::regclass
      );
      fn := 'summarize_' || def.list || '_' || op;
      rows_sql := CASE op
        WHEN 'insert' THEN list_summary_delta(def, 'new_rows', 1)
        WHEN 'delete' THEN list_summary_delta(def, 'old_rows', -1)
        ELSE list_summary_delta(def, 'new_rows', 1) || ' UNION ALL ' || list_summary_delta(def, 'old_rows', -1)
      END;
      refs := CASE op
        WHEN 'insert' THEN 'NEW TABLE AS new_rows'
        WHEN 'delete' THEN 'OLD TABLE AS old_rows'
        ELSE 'OLD TABLE AS old_rows NEW TABLE AS new_rows'
      END;
      EXECUTE format(
        $f$CREATE OR REPLACE FUNCTION %I() RETURNS trigger LANGUAGE plpgsql AS $body$
BEGIN
  INSERT INTO list_summary (list, day, a, b, n, petro)
  SELECT %L, day, coalesce(a, '*'), coalesce(b, '*'), sum(n), sum(n * petro)
  FROM (%s) d GROUP BY GROUPING SETS (%s) HAVING sum(n) <> 0 OR sum(n * petro) <> 0;
  RETURN NULL;
END $body$
$f$,
        fn, def.list, rows_sql, def.sets);
      EXECUTE format('DROP TRIGGER %I ON %I', trig, def.source);
      EXECUTE format(
        'CREATE TRIGGER %I AFTER %s ON %I REFERENCING %s FOR EACH STATEMENT EXECUTE FUNCTION %I()',
        trig, upper(op), def.source, refs, fn);
    END LOOP;
  END LOOP;
END $create$;--> statement-breakpoint
SELECT create_list_summary_triggers();--> statement-breakpoint
DROP FUNCTION summarize_rows();
