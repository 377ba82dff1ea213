CREATE TABLE "loan_follow_ups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "loan_follow_ups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"loan_id" integer NOT NULL,
	"channel" text NOT NULL,
	"note" text NOT NULL,
	"promise_date" date,
	"promise_amount_bs" numeric(20, 2),
	"recorded_on" date NOT NULL,
	"admin_id" integer,
	"admin_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loan_follow_ups_channel_check" CHECK ("loan_follow_ups"."channel" in ('Llamada', 'WhatsApp', 'Visita', 'Correo')),
	CONSTRAINT "loan_follow_ups_promise_check" CHECK (("loan_follow_ups"."promise_date" is null) = ("loan_follow_ups"."promise_amount_bs" is null) and ("loan_follow_ups"."promise_amount_bs" is null or "loan_follow_ups"."promise_amount_bs" > 0))
);
--> statement-breakpoint
CREATE TABLE "loan_reminders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "loan_reminders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"loan_id" integer NOT NULL,
	"installment_id" integer NOT NULL,
	"installment_number" integer NOT NULL,
	"due_date" date NOT NULL,
	"kind" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loan_reschedules" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "loan_reschedules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"loan_id" integer NOT NULL,
	"starts_on" date NOT NULL,
	"balance" numeric(20, 4) NOT NULL,
	"paid_before" numeric(20, 4) NOT NULL,
	"fee_numbers" integer NOT NULL,
	"credit_days" integer NOT NULL,
	"reason" text NOT NULL,
	"admin_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "replaced_installments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "replaced_installments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"reschedule_id" integer NOT NULL,
	"loan_id" integer NOT NULL,
	"number" integer NOT NULL,
	"due_date" date NOT NULL,
	"amount" numeric(20, 4) NOT NULL,
	"penalty" numeric(20, 4),
	"penalty_applied_at" timestamp with time zone,
	"in_force_from" date NOT NULL,
	"replaced_on" date NOT NULL,
	"paid_before" numeric(20, 4) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "loans" DROP CONSTRAINT "loans_status_check";--> statement-breakpoint
ALTER TABLE "incomes" ADD COLUMN "is_recovery" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "loans" ADD COLUMN "next_due_on" date;--> statement-breakpoint
ALTER TABLE "loans" ADD COLUMN "paid_before" numeric(20, 4) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "loans" ADD COLUMN "written_off_on" date;--> statement-breakpoint
ALTER TABLE "loans" ADD COLUMN "written_off_balance" numeric(20, 4);--> statement-breakpoint
ALTER TABLE "loans" ADD COLUMN "write_off_reason" text;--> statement-breakpoint
ALTER TABLE "loan_follow_ups" ADD CONSTRAINT "loan_follow_ups_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_reminders" ADD CONSTRAINT "loan_reminders_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_reschedules" ADD CONSTRAINT "loan_reschedules_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "replaced_installments" ADD CONSTRAINT "replaced_installments_reschedule_id_loan_reschedules_id_fk" FOREIGN KEY ("reschedule_id") REFERENCES "public"."loan_reschedules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "replaced_installments" ADD CONSTRAINT "replaced_installments_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "loan_follow_ups_loan_idx" ON "loan_follow_ups" USING btree ("loan_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "loan_reminders_once_key" ON "loan_reminders" USING btree ("installment_id","kind");--> statement-breakpoint
CREATE INDEX "loan_reminders_loan_idx" ON "loan_reminders" USING btree ("loan_id","sent_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "loan_reschedules_loan_idx" ON "loan_reschedules" USING btree ("loan_id","id");--> statement-breakpoint
CREATE INDEX "replaced_installments_loan_idx" ON "replaced_installments" USING btree ("loan_id","replaced_on");--> statement-breakpoint
CREATE INDEX "installments_due_idx" ON "installments" USING btree ("due_date","loan_id");--> statement-breakpoint
CREATE INDEX "loans_written_off_idx" ON "loans" USING btree ("written_off_on","date") WHERE status = 'Castigado';--> statement-breakpoint
CREATE INDEX "loans_next_due_idx" ON "loans" USING btree ("next_due_on","id") WHERE status = 'Por pagar';--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_status_check" CHECK ("loans"."status" in ('Por pagar', 'Pagado', 'Castigado'));--> statement-breakpoint
-- Collections (issue 15): each unpaid loan's first uncovered installment, kept from now on by the
-- loan's own functions (originate, repayment, reschedule, write-off).
UPDATE "loans" l SET "next_due_on" = i.due_date
FROM "installments" i
WHERE i.loan_id = l.id AND i.number = l.fee_paid + 1 AND l.status = 'Por pagar';--> statement-breakpoint
ANALYZE "loans";
