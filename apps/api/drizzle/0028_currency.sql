-- Issue 29: the reference unit is data (app_settings 'currency'), its changes are kept, and rates
-- lose their fixed scale (no table rewrite: only the typmod is relaxed) so a change can divide them exactly enough.
CREATE TABLE "currency_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "currency_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"from_code" text NOT NULL,
	"to_code" text NOT NULL,
	"factor" numeric NOT NULL,
	"loans" integer NOT NULL,
	"reason" text NOT NULL,
	"admin_id" integer,
	"admin_name" text NOT NULL,
	CONSTRAINT "currency_changes_factor_positive" CHECK ("currency_changes"."factor" > 0)
);
--> statement-breakpoint
ALTER TABLE "credit_requests" ALTER COLUMN "rate" SET DATA TYPE numeric;--> statement-breakpoint
ALTER TABLE "expenses" ALTER COLUMN "rate" SET DATA TYPE numeric;--> statement-breakpoint
ALTER TABLE "incomes" ALTER COLUMN "rate" SET DATA TYPE numeric;--> statement-breakpoint
ALTER TABLE "loans" ALTER COLUMN "rate" SET DATA TYPE numeric;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "rate" SET DATA TYPE numeric;--> statement-breakpoint
ALTER TABLE "prices" ALTER COLUMN "amount" SET DATA TYPE numeric;--> statement-breakpoint
ALTER TABLE "rules" ALTER COLUMN "rate" SET DATA TYPE numeric;--> statement-breakpoint
CREATE INDEX "currency_changes_at_idx" ON "currency_changes" USING btree ("changed_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
INSERT INTO "app_settings" ("key", "value") VALUES ('currency', 'PTR') ON CONFLICT ("key") DO NOTHING;