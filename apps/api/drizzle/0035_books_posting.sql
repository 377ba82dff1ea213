CREATE TABLE "books_history" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"posted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"entries" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provision_rates" (
	"bucket" text PRIMARY KEY NOT NULL,
	"percent" numeric(6, 2) NOT NULL,
	CONSTRAINT "provision_rates_percent_range" CHECK ("provision_rates"."percent" >= 0 and "provision_rates"."percent" <= 100)
);
--> statement-breakpoint
CREATE TABLE "provision_runs" (
	"month" text PRIMARY KEY NOT NULL,
	"required" jsonb NOT NULL,
	"required_bs" numeric(20, 2) NOT NULL,
	"entry_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "installments" ADD COLUMN "interest_part" numeric(20, 4);--> statement-breakpoint
ALTER TABLE "installments" ADD COLUMN "principal_part" numeric(20, 4);--> statement-breakpoint
ALTER TABLE "loan_reschedules" ADD COLUMN "carried_principal" numeric(20, 4);--> statement-breakpoint
ALTER TABLE "loan_reschedules" ADD COLUMN "carried_penalty" numeric(20, 4);--> statement-breakpoint
ALTER TABLE "loans" ADD COLUMN "books_past_due" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "replaced_installments" ADD COLUMN "interest_part" numeric(20, 4);--> statement-breakpoint
ALTER TABLE "replaced_installments" ADD COLUMN "principal_part" numeric(20, 4);--> statement-breakpoint
ALTER TABLE "provision_runs" ADD CONSTRAINT "provision_runs_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "loans_books_past_due_idx" ON "loans" USING btree ("next_due_on","id") WHERE books_past_due;--> statement-breakpoint
-- Ledgers, balances and the trial balance read an account's lines from the index alone.
DROP INDEX "journal_lines_account_idx";--> statement-breakpoint
CREATE INDEX "journal_lines_account_idx" ON "journal_lines" USING btree ("account_id","date","id") INCLUDE ("entry_id","debit_bs","credit_bs","unit_amount");--> statement-breakpoint
-- Principal repaid above or below its cost in Bs (decision 37): a gain credits it, a loss debits it.
INSERT INTO "accounts" ("code", "name", "type", "parent_id")
SELECT '4.1.05', 'Diferencia en cambio', 'Ingreso', p.id FROM "accounts" p WHERE p.code = '4.1'
ON CONFLICT ("code") DO NOTHING;--> statement-breakpoint
INSERT INTO "account_mapping" ("kind", "account_id")
SELECT 'exchangeDifference', a.id FROM "accounts" a WHERE a.code = '4.1.05'
ON CONFLICT ("kind") DO NOTHING;--> statement-breakpoint
INSERT INTO "provision_rates" ("bucket", "percent") VALUES
  ('current', 1), ('1-30', 5), ('31-60', 10), ('61-90', 25), ('91-180', 50), ('180+', 100)
ON CONFLICT ("bucket") DO NOTHING;
--> statement-breakpoint
-- A line's side is stored: a principal whose cost rounds under half a cent posts 0,00 Bs with its unit amount, still a credit.
ALTER TABLE "journal_lines" ADD COLUMN "credit" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "journal_lines" SET "credit" = true WHERE "credit_bs" > 0;--> statement-breakpoint
ALTER TABLE "journal_lines" DROP CONSTRAINT "journal_lines_one_side";--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_one_side" CHECK ("journal_lines"."debit_bs" >= 0 and "journal_lines"."credit_bs" >= 0 and ("journal_lines"."credit" or "journal_lines"."credit_bs" = 0) and (not "journal_lines"."credit" or "journal_lines"."debit_bs" = 0));
