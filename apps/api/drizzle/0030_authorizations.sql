CREATE TABLE "authorization_rules" (
	"action" text PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"threshold" numeric(20, 4)
);
--> statement-breakpoint
CREATE TABLE "authorizations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "authorizations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"action" text NOT NULL,
	"entity_key" text,
	"entity_id" integer,
	"payload" jsonb NOT NULL,
	"amount" numeric(20, 4),
	"carrier_name" text,
	"summary" text NOT NULL,
	"maker_id" integer NOT NULL,
	"maker_name" text NOT NULL,
	"status" text DEFAULT 'Pendiente' NOT NULL,
	"checker_id" integer,
	"checker_name" text,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "authorizations_status_check" CHECK ("authorizations"."status" in ('Pendiente', 'Autorizada', 'Rechazada', 'Vencida'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "authorizations_one_pending_key" ON "authorizations" USING btree ("action","entity_key") WHERE status = 'Pendiente';--> statement-breakpoint
CREATE INDEX "authorizations_list_idx" ON "authorizations" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "authorizations_status_idx" ON "authorizations" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);