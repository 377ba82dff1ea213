CREATE TABLE "funds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "funds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"income_id" integer NOT NULL,
	"responsible_first_names" text NOT NULL,
	"responsible_last_names" text NOT NULL,
	"origin" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "incomes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "incomes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"date" date NOT NULL,
	"reason_for_admission" text NOT NULL,
	"amount_petro" numeric(20, 4) NOT NULL,
	"amount_bs" numeric(20, 2) NOT NULL,
	"rate" numeric(20, 4) NOT NULL,
	"is_fund" boolean DEFAULT false NOT NULL,
	"is_credit" boolean DEFAULT false NOT NULL,
	"carrier_id" integer,
	"loan_id" integer,
	"quota_number" integer,
	"payment_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "incomes_amount_positive" CHECK ("incomes"."amount_bs" > 0 and "incomes"."amount_petro" > 0)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"carrier_id" integer NOT NULL,
	"loan_id" integer NOT NULL,
	"amount_bs" numeric(20, 2) NOT NULL,
	"amount_petro" numeric(20, 4) NOT NULL,
	"rate" numeric(20, 4) NOT NULL,
	"voucher_code" text NOT NULL,
	"date" date NOT NULL,
	"status" text DEFAULT 'Por revisar' NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('Por revisar', 'Aprobado', 'Rechazado')),
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount_bs" > 0 and "payments"."amount_petro" > 0)
);
--> statement-breakpoint
ALTER TABLE "funds" ADD CONSTRAINT "funds_income_id_incomes_id_fk" FOREIGN KEY ("income_id") REFERENCES "public"."incomes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incomes" ADD CONSTRAINT "incomes_carrier_id_carriers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."carriers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incomes" ADD CONSTRAINT "incomes_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incomes" ADD CONSTRAINT "incomes_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_carrier_id_carriers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."carriers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "funds_income_key" ON "funds" USING btree ("income_id");--> statement-breakpoint
CREATE UNIQUE INDEX "incomes_payment_key" ON "incomes" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "incomes_date_idx" ON "incomes" USING btree ("date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "incomes_carrier_idx" ON "incomes" USING btree ("carrier_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_voucher_key" ON "payments" USING btree ("voucher_code") WHERE status <> 'Rechazado';--> statement-breakpoint
CREATE INDEX "payments_status_created_idx" ON "payments" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payments_created_idx" ON "payments" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payments_carrier_idx" ON "payments" USING btree ("carrier_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payments_loan_idx" ON "payments" USING btree ("loan_id");