-- Issue 30, slice 1: roles from a fixed permission catalogue. Every existing administrator becomes
-- "Administrador general" for every line, so an upgrade changes nothing for anyone.
CREATE TABLE "administrator_organizations" (
	"administrator_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	CONSTRAINT "administrator_organizations_administrator_id_organization_id_pk" PRIMARY KEY("administrator_id","organization_id")
);
--> statement-breakpoint
CREATE TABLE "administrator_roles" (
	"administrator_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	CONSTRAINT "administrator_roles_administrator_id_role_id_pk" PRIMARY KEY("administrator_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "roles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"permissions" text[] NOT NULL,
	"built_in" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "administrator_organizations" ADD CONSTRAINT "administrator_organizations_administrator_id_administrators_id_fk" FOREIGN KEY ("administrator_id") REFERENCES "public"."administrators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "administrator_organizations" ADD CONSTRAINT "administrator_organizations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "administrator_roles" ADD CONSTRAINT "administrator_roles_administrator_id_administrators_id_fk" FOREIGN KEY ("administrator_id") REFERENCES "public"."administrators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "administrator_roles" ADD CONSTRAINT "administrator_roles_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "administrator_organizations_organization_idx" ON "administrator_organizations" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "administrator_roles_role_idx" ON "administrator_roles" USING btree ("role_id");--> statement-breakpoint
CREATE UNIQUE INDEX "roles_name_key" ON "roles" USING btree ("name");--> statement-breakpoint
INSERT INTO "roles" ("name", "permissions", "built_in") VALUES
	('Administrador general', ARRAY['administrators.manage','registry.write','requests.decide','payments.decide','books.write','rates.write','settings.write','loans.restructure','loans.writeoff','collections.work','mail.resend','exports.run','audit.read','authorizations.check'], true),
	('Gerente', ARRAY['requests.decide','payments.decide','loans.restructure','loans.writeoff','rates.write','settings.write','authorizations.check','exports.run','audit.read'], true),
	('Analista de crédito', ARRAY['registry.write','requests.decide'], true),
	('Cajero', ARRAY['payments.decide','books.write'], true),
	('Cobrador', ARRAY['collections.work'], true),
	('Auditor', ARRAY['audit.read','exports.run'], true)
ON CONFLICT ("name") DO NOTHING;--> statement-breakpoint
INSERT INTO "administrator_roles" ("administrator_id", "role_id")
SELECT a."id", r."id" FROM "administrators" a, "roles" r WHERE r."name" = 'Administrador general';
