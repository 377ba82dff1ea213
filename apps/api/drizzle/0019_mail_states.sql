DROP INDEX "mail_outbox_pending_idx";--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "status" text DEFAULT 'Pendiente' NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "sending_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "failed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "queued_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Sent stays sent; what the old outbox gave up on (8 attempts) is shown failed, with a resend button.
UPDATE "mail_outbox" SET
  "status" = CASE WHEN "sent_at" IS NOT NULL THEN 'Enviado' WHEN "attempts" >= 8 THEN 'Fallido' ELSE 'Pendiente' END,
  "failed_at" = CASE WHEN "sent_at" IS NULL AND "attempts" >= 8 THEN now() END,
  "queued_at" = "created_at";--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("next_attempt_at") WHERE status = 'Pendiente';--> statement-breakpoint
CREATE INDEX "mail_outbox_created_idx" ON "mail_outbox" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "mail_outbox_unsent_idx" ON "mail_outbox" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status in ('Pendiente', 'Enviando');--> statement-breakpoint
CREATE INDEX "mail_outbox_failed_idx" ON "mail_outbox" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'Fallido';--> statement-breakpoint
CREATE INDEX "mail_outbox_to_idx" ON "mail_outbox" USING btree (lower("to"),"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_status_check" CHECK ("mail_outbox"."status" in ('Pendiente', 'Enviando', 'Enviado', 'Fallido'));--> statement-breakpoint
-- The Correos screen's counts by state and day, kept like the other big lists' (0008, 0014).
INSERT INTO "list_summary_defs" VALUES
  ('mail', 'mail_outbox', '%s r', 'true', 'business_day(r.created_at) AS day, r.status AS a, ''*''::text AS b, 0::numeric AS petro', '(day, a, b), (day, b)');--> statement-breakpoint
CREATE FUNCTION mail_summary_placeholder() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RETURN NULL; END $$;--> statement-breakpoint
CREATE TRIGGER mail_outbox_summary_insert AFTER INSERT ON mail_outbox REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION mail_summary_placeholder();--> statement-breakpoint
CREATE TRIGGER mail_outbox_summary_update AFTER UPDATE ON mail_outbox REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION mail_summary_placeholder();--> statement-breakpoint
CREATE TRIGGER mail_outbox_summary_delete AFTER DELETE ON mail_outbox REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION mail_summary_placeholder();--> statement-breakpoint
-- Writes every list's trigger functions from the definitions, this one's included.
SELECT create_list_summary_triggers();--> statement-breakpoint
DROP FUNCTION mail_summary_placeholder();--> statement-breakpoint
SELECT rebuild_list_summaries('mail');
