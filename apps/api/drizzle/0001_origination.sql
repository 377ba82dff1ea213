CREATE TABLE "credit_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "credit_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"affiliate_id" integer NOT NULL,
	"amount_petro" numeric(20, 4) NOT NULL,
	"amount_bs" numeric(20, 2) NOT NULL,
	"rate" numeric(20, 4) NOT NULL,
	"status" text DEFAULT 'Por revisar' NOT NULL,
	"channel" text NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_requests_status_check" CHECK ("credit_requests"."status" in ('Por revisar', 'Aprobado', 'Rechazado')),
	CONSTRAINT "credit_requests_amount_positive" CHECK ("credit_requests"."amount_bs" > 0 and "credit_requests"."amount_petro" > 0)
);
--> statement-breakpoint
CREATE TABLE "expenses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "expenses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"date" date NOT NULL,
	"reason_for_admission" text NOT NULL,
	"amount_petro" numeric(20, 4) NOT NULL,
	"amount_bs" numeric(20, 2) NOT NULL,
	"rate" numeric(20, 4) NOT NULL,
	"carrier_id" integer,
	"loan_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
CREATE TABLE "installments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "installments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"loan_id" integer NOT NULL,
	"number" integer NOT NULL,
	"due_date" date NOT NULL,
	"amount" numeric(20, 4) NOT NULL,
	"penalty" numeric(20, 4),
	"penalty_applied_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "interests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "interests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"amount" numeric(6, 2) NOT NULL,
	"apply_on_defaulters" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interests_amount_range" CHECK ("interests"."amount" > 0 and "interests"."amount" <= 100)
);
--> statement-breakpoint
CREATE TABLE "loans" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "loans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"request_id" integer NOT NULL,
	"carrier_id" integer NOT NULL,
	"date" date NOT NULL,
	"reason_for_admission" text NOT NULL,
	"rate" numeric(20, 4) NOT NULL,
	"interest_rate" numeric(6, 2) NOT NULL,
	"amount_awarded" numeric(20, 4) NOT NULL,
	"amount_awarded_bs" numeric(20, 2) NOT NULL,
	"amount_pay" numeric(20, 4) NOT NULL,
	"total_pay_fees" numeric(20, 4) NOT NULL,
	"fee_numbers" integer NOT NULL,
	"fee_paid" integer DEFAULT 0 NOT NULL,
	"credit_days" integer NOT NULL,
	"paid_total" numeric(20, 4) DEFAULT '0' NOT NULL,
	"status" text DEFAULT 'Por pagar' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loans_status_check" CHECK ("loans"."status" in ('Por pagar', 'Pagado')),
	CONSTRAINT "loans_fees_check" CHECK ("loans"."fee_numbers" >= 1 and "loans"."fee_paid" between 0 and "loans"."fee_numbers")
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mail_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "one_time_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "one_time_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"token_hash" text NOT NULL,
	"purpose" text NOT NULL,
	"account_type" text NOT NULL,
	"account_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rules" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"amount_in_petro" numeric(20, 4) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rules_amount_positive" CHECK ("rules"."amount_in_petro" > 0)
);
--> statement-breakpoint
ALTER TABLE "credit_requests" ADD CONSTRAINT "credit_requests_affiliate_id_affiliates_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."affiliates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_carrier_id_carriers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."carriers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "installments" ADD CONSTRAINT "installments_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_request_id_credit_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."credit_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_carrier_id_carriers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."carriers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_requests_one_pending_key" ON "credit_requests" USING btree ("affiliate_id") WHERE status = 'Por revisar';--> statement-breakpoint
CREATE INDEX "credit_requests_status_created_idx" ON "credit_requests" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "credit_requests_created_idx" ON "credit_requests" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "credit_requests_affiliate_idx" ON "credit_requests" USING btree ("affiliate_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "expenses_loan_key" ON "expenses" USING btree ("loan_id");--> statement-breakpoint
CREATE INDEX "expenses_date_idx" ON "expenses" USING btree ("date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "expenses_carrier_idx" ON "expenses" USING btree ("carrier_id");--> statement-breakpoint
CREATE UNIQUE INDEX "installments_loan_number_key" ON "installments" USING btree ("loan_id","number");--> statement-breakpoint
CREATE INDEX "installments_due_unpenalized_idx" ON "installments" USING btree ("due_date") WHERE penalty is null;--> statement-breakpoint
CREATE INDEX "interests_kind_created_idx" ON "interests" USING btree ("apply_on_defaulters","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "interests_created_idx" ON "interests" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "loans_request_key" ON "loans" USING btree ("request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "loans_one_unpaid_key" ON "loans" USING btree ("carrier_id") WHERE status = 'Por pagar';--> statement-breakpoint
CREATE INDEX "loans_carrier_idx" ON "loans" USING btree ("carrier_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "loans_status_created_idx" ON "loans" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "loans_created_idx" ON "loans" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "mail_outbox_pending_idx" ON "mail_outbox" USING btree ("next_attempt_at") WHERE sent_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "one_time_tokens_hash_key" ON "one_time_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "rules_created_idx" ON "rules" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);