CREATE TABLE "account_mapping" (
	"kind" text PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"parent_id" integer,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounts_type_check" CHECK ("accounts"."type" in ('Activo', 'Pasivo', 'Patrimonio', 'Ingreso', 'Gasto'))
);
--> statement-breakpoint
CREATE TABLE "journal_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "journal_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"date" date NOT NULL,
	"source" text NOT NULL,
	"source_id" integer,
	"description" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "journal_entries_source_check" CHECK ("journal_entries"."source" in ('loan', 'payment', 'income', 'fund', 'expense', 'writeoff', 'recovery', 'provision', 'reclassification'))
);
--> statement-breakpoint
CREATE TABLE "journal_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "journal_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"entry_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"date" date NOT NULL,
	"debit_bs" numeric(20, 2) DEFAULT '0' NOT NULL,
	"credit_bs" numeric(20, 2) DEFAULT '0' NOT NULL,
	"unit_amount" numeric(20, 4) NOT NULL,
	CONSTRAINT "journal_lines_one_side" CHECK ("journal_lines"."debit_bs" >= 0 and "journal_lines"."credit_bs" >= 0 and ("journal_lines"."debit_bs" = 0 or "journal_lines"."credit_bs" = 0))
);
--> statement-breakpoint
CREATE TABLE "periods" (
	"month" text PRIMARY KEY NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by" integer,
	CONSTRAINT "periods_month_check" CHECK ("periods"."month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$')
);
--> statement-breakpoint
ALTER TABLE "account_mapping" ADD CONSTRAINT "account_mapping_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_parent_id_accounts_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_mapping_account_idx" ON "account_mapping" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_code_key" ON "accounts" USING btree ("code");--> statement-breakpoint
CREATE INDEX "accounts_parent_idx" ON "accounts" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "journal_entries_source_key" ON "journal_entries" USING btree ("source","source_id") WHERE source not in ('provision', 'reclassification');--> statement-breakpoint
CREATE INDEX "journal_entries_source_idx" ON "journal_entries" USING btree ("source","source_id","date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "journal_entries_date_idx" ON "journal_entries" USING btree ("date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "journal_lines_account_idx" ON "journal_lines" USING btree ("account_id","date","id");--> statement-breakpoint
CREATE INDEX "journal_lines_entry_idx" ON "journal_lines" USING btree ("entry_id");--> statement-breakpoint
-- A new install (and an existing one) starts with a small cooperative chart; codes and names stay editable.
INSERT INTO "accounts" ("code", "name", "type") VALUES
  ('1', 'Activo', 'Activo'),
  ('2', 'Pasivo', 'Pasivo'),
  ('3', 'Patrimonio', 'Patrimonio'),
  ('4', 'Ingresos', 'Ingreso'),
  ('5', 'Gastos', 'Gasto')
ON CONFLICT ("code") DO NOTHING;--> statement-breakpoint
INSERT INTO "accounts" ("code", "name", "type", "parent_id")
SELECT c.code, c.name, c.type, p.id FROM (VALUES
  ('1.1', 'Activo corriente', 'Activo', '1'),
  ('2.1', 'Pasivo corriente', 'Pasivo', '2'),
  ('3.1', 'Aportes y fondos', 'Patrimonio', '3'),
  ('4.1', 'Ingresos financieros', 'Ingreso', '4'),
  ('5.1', 'Gastos de operación', 'Gasto', '5')
) AS c(code, name, type, parent) JOIN "accounts" p ON p.code = c.parent
ON CONFLICT ("code") DO NOTHING;--> statement-breakpoint
INSERT INTO "accounts" ("code", "name", "type", "parent_id")
SELECT c.code, c.name, c.type, p.id FROM (VALUES
  ('1.1.01', 'Efectivo en caja y bancos', 'Activo', '1.1'),
  ('1.1.02', 'Cartera de créditos vigente', 'Activo', '1.1'),
  ('1.1.03', 'Cartera de créditos vencida', 'Activo', '1.1'),
  ('1.1.04', 'Provisión para cartera de créditos', 'Activo', '1.1'),
  ('2.1.01', 'Anticipos de transportistas (pagos en exceso)', 'Pasivo', '2.1'),
  ('3.1.01', 'Fondos de los asociados', 'Patrimonio', '3.1'),
  ('4.1.01', 'Intereses sobre préstamos', 'Ingreso', '4.1'),
  ('4.1.02', 'Intereses de mora', 'Ingreso', '4.1'),
  ('4.1.03', 'Recuperación de préstamos castigados', 'Ingreso', '4.1'),
  ('4.1.04', 'Otros ingresos', 'Ingreso', '4.1'),
  ('5.1.01', 'Gastos operativos', 'Gasto', '5.1'),
  ('5.1.02', 'Gasto por provisión de cartera de créditos', 'Gasto', '5.1')
) AS c(code, name, type, parent) JOIN "accounts" p ON p.code = c.parent
ON CONFLICT ("code") DO NOTHING;--> statement-breakpoint
INSERT INTO "account_mapping" ("kind", "account_id")
SELECT m.kind, a.id FROM (VALUES
  ('cash', '1.1.01'),
  ('portfolioCurrent', '1.1.02'),
  ('portfolioPastDue', '1.1.03'),
  ('interest', '4.1.01'),
  ('penalty', '4.1.02'),
  ('overpayment', '2.1.01'),
  ('writeOff', '1.1.04'),
  ('recovery', '4.1.03'),
  ('otherIncome', '4.1.04'),
  ('fund', '3.1.01'),
  ('expense', '5.1.01'),
  ('provisionExpense', '5.1.02'),
  ('provisionAllowance', '1.1.04')
) AS m(kind, code) JOIN "accounts" a ON a.code = m.code
ON CONFLICT ("kind") DO NOTHING;
