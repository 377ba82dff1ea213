-- Sign-in counts failures (issue 33): a check reserves a place in flight before the password is
-- verified, so failures plus checks in flight stay within the limit; a place not given back (a server
-- stopped mid-check) is forgotten after in_flight_until.
ALTER TABLE "attempt_counters" ADD COLUMN "in_flight" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "attempt_counters" ADD COLUMN "in_flight_until" timestamp with time zone;--> statement-breakpoint
-- The outbox's priority: 0 a person waits on a screen (a password link), 1 a notice, 2 bulk (reminders).
ALTER TABLE "mail_outbox" ADD COLUMN "priority" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_priority_check" CHECK ("mail_outbox"."priority" in (0, 1, 2));--> statement-breakpoint
DROP INDEX "mail_outbox_due_idx";--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("priority","next_attempt_at","id") WHERE status = 'Pendiente';--> statement-breakpoint
-- The outbox's rate (MAIL_PER_MINUTE) across servers: each send takes a slot last used over a minute
-- ago, so at most as many sends as slots start in any minute.
CREATE TABLE "mail_send_slots" (
	"slot" integer PRIMARY KEY NOT NULL,
	"used_at" timestamp with time zone DEFAULT 'epoch' NOT NULL
);
