-- The journal filtered by source alone, newest first: (source, source_id, …) orders by row, not by date.
CREATE INDEX "journal_entries_source_date_idx" ON "journal_entries" USING btree ("source","date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- The books' counts and sums kept as list_summary deltas (append-only rows, merged by the compaction
-- job): the journal's count by day and source, and each account's day totals (debits, credits, the unit
-- on each side, and how many entries of each source touch it: an entry's lines are one statement), so a trial balance or a ledger's opening balance reads
-- a few thousand summary rows instead of a year of lines, without a counter row every posting would wait on.
INSERT INTO "list_summary_defs" VALUES
  ('journal', 'journal_entries', '%s r', 'true',
   'r.date AS day, r.source AS a, ''*''::text AS b, 0::numeric AS petro', '(day, a, b), (day, b)'),
  ('ledger', 'journal_lines',
   '(SELECT l.*, e.source, row_number() OVER (PARTITION BY l.entry_id, l.account_id ORDER BY l.id) AS nth FROM %s l JOIN journal_entries e ON e.id = l.entry_id) r CROSS JOIN LATERAL (VALUES (''debit'', r.debit_bs), (''credit'', r.credit_bs), (''unitDebit'', CASE WHEN r.credit THEN 0 ELSE r.unit_amount END), (''unitCredit'', CASE WHEN r.credit THEN r.unit_amount ELSE 0 END), (''entries:'' || r.source, CASE WHEN r.nth = 1 THEN 1 ELSE 0 END)) v(side, amount)',
   'true', 'r.date AS day, r.account_id::text AS a, v.side AS b, v.amount AS petro', '(day, a, b)');--> statement-breakpoint
-- Placeholders that create_list_summary_triggers() replaces with each list's own function.
CREATE TRIGGER journal_entries_summary_insert AFTER INSERT ON journal_entries REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION summarize_payments_insert();--> statement-breakpoint
CREATE TRIGGER journal_entries_summary_update AFTER UPDATE ON journal_entries REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION summarize_payments_update();--> statement-breakpoint
CREATE TRIGGER journal_entries_summary_delete AFTER DELETE ON journal_entries REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION summarize_payments_delete();--> statement-breakpoint
CREATE TRIGGER journal_lines_summary_insert AFTER INSERT ON journal_lines REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION summarize_payments_insert();--> statement-breakpoint
CREATE TRIGGER journal_lines_summary_update AFTER UPDATE ON journal_lines REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION summarize_payments_update();--> statement-breakpoint
CREATE TRIGGER journal_lines_summary_delete AFTER DELETE ON journal_lines REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION summarize_payments_delete();--> statement-breakpoint
SELECT create_list_summary_triggers();--> statement-breakpoint
SELECT rebuild_list_summaries('journal');--> statement-breakpoint
SELECT rebuild_list_summaries('ledger');
