CREATE TABLE "administrators" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "administrators_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"first_names" text NOT NULL,
	"last_names" text NOT NULL,
	"dni" text NOT NULL,
	"phone_number" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "affiliates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "affiliates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"first_names" text NOT NULL,
	"last_names" text NOT NULL,
	"dni" text NOT NULL,
	"rif" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text NOT NULL,
	"home_address" text NOT NULL,
	"birthdate" date NOT NULL,
	"gender" text NOT NULL,
	"municipality" text NOT NULL,
	"organization_id" integer NOT NULL,
	"type_service" text NOT NULL,
	"vehicle_type" text NOT NULL,
	"vehicle_brand" text NOT NULL,
	"vehicle_model" text NOT NULL,
	"vehicle_year" integer NOT NULL,
	"vehicle_plate" text NOT NULL,
	"vehicle_color" text NOT NULL,
	"vehicle_body_serial_number" text NOT NULL,
	"vehicle_motor_serial_number" text NOT NULL,
	"vehicle_type_oil" text NOT NULL,
	"vehicle_lts_oil" numeric(8, 2) NOT NULL,
	"vehicle_battery" text NOT NULL,
	"vehicle_rubber" integer NOT NULL,
	"status" text DEFAULT 'Activo' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone,
	CONSTRAINT "affiliates_status_check" CHECK ("affiliates"."status" in ('Activo', 'Inactivo'))
);
--> statement-breakpoint
CREATE TABLE "carriers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "carriers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"affiliate_id" integer NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "organizations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "organizations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"type" text NOT NULL,
	"rif" text NOT NULL,
	"fiscal_address" text NOT NULL,
	"record_name" text NOT NULL,
	"record_date" date NOT NULL,
	"modality_services" text NOT NULL,
	"record_number" text NOT NULL,
	"record_volume" text NOT NULL,
	"record_invoice" text NOT NULL,
	"certification_services" text,
	"code" text,
	"number_associates" integer,
	"number_affiliates" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "prices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "prices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"amount" numeric(20, 4) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prices_amount_positive" CHECK ("prices"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "refresh_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"token_hash" text NOT NULL,
	"account_type" text NOT NULL,
	"account_id" integer NOT NULL,
	"family_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "affiliates" ADD CONSTRAINT "affiliates_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carriers" ADD CONSTRAINT "carriers_affiliate_id_affiliates_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."affiliates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "administrators_email_key" ON "administrators" USING btree ("email");--> statement-breakpoint
CREATE INDEX "administrators_list_idx" ON "administrators" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "affiliates_dni_key" ON "affiliates" USING btree ("dni") WHERE retired_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "affiliates_email_key" ON "affiliates" USING btree ("email") WHERE retired_at is null;--> statement-breakpoint
CREATE INDEX "affiliates_dni_prefix_idx" ON "affiliates" USING btree ("dni" text_pattern_ops) WHERE retired_at is null;--> statement-breakpoint
CREATE INDEX "affiliates_list_idx" ON "affiliates" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE retired_at is null;--> statement-breakpoint
CREATE INDEX "affiliates_created_idx" ON "affiliates" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE retired_at is null;--> statement-breakpoint
CREATE INDEX "affiliates_organization_idx" ON "affiliates" USING btree ("organization_id");--> statement-breakpoint
CREATE UNIQUE INDEX "carriers_affiliate_key" ON "carriers" USING btree ("affiliate_id") WHERE retired_at is null;--> statement-breakpoint
CREATE INDEX "organizations_list_idx" ON "organizations" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE retired_at is null;--> statement-breakpoint
CREATE INDEX "prices_created_idx" ON "prices" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "refresh_tokens_hash_key" ON "refresh_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_account_idx" ON "refresh_tokens" USING btree ("account_type","account_id");