-- Lines (issue 30): the big lists' counters (0008, 0014) keep each row's line in their second
-- dimension, so an administrator of one line (or the `organization` filter) counts his list from
-- the summaries, as an unfiltered list does, instead of counting his line's rows on each page
-- (8-19 ms for one line of a national portfolio). A row tied to no line counts under '-'; '*' stays
-- every line. The audit's second dimension is its administrator: it keeps counting a line exactly.
UPDATE "list_summary_defs"
SET "dims" = replace("dims", '''*''::text AS b', 'coalesce(r.organization_id::text, ''-'') AS b'),
    "sets" = '(day, a, b), (day, b), (day, a), (day)'
WHERE "list" IN ('affiliates', 'loans', 'mail', 'payments', 'requests');--> statement-breakpoint
UPDATE "list_summary_defs"
SET "dims" = replace("dims", '''*''::text AS b', 'coalesce(r.organization_id::text, ''-'') AS b'),
    "sets" = '(day, a, b), (day, a)'
WHERE "list" IN ('carriers', 'expenses', 'incomes');--> statement-breakpoint
SELECT create_list_summary_triggers();--> statement-breakpoint
SELECT rebuild_list_summaries(l)
FROM unnest(ARRAY['affiliates', 'loans', 'mail', 'payments', 'requests', 'carriers', 'expenses', 'incomes']) AS l;
