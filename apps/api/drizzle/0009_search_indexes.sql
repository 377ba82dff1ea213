-- Text searches ("contains") on reasons and names are served by trigram indexes (issue 12).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "incomes_reason_trgm_idx" ON "incomes" USING gin ("reason_for_admission" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "expenses_reason_trgm_idx" ON "expenses" USING gin ("reason_for_admission" gin_trgm_ops);--> statement-breakpoint
-- The names search folds case and accents exactly as foldedName() writes it (lib/db-errors.ts).
CREATE INDEX "affiliates_names_trgm_idx" ON "affiliates" USING gin ((translate(lower("first_names" || ' ' || "last_names"), 'áàäâéèëêíìïîóòöôúùüûñç', 'aaaaeeeeiiiioooouuuunc')) gin_trgm_ops);
