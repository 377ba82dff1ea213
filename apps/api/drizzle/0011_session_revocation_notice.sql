-- Every server remembers the logins it found open; a revocation, by any server, tells them all to
-- forget (sent at commit). One notice per statement that revoked something (decision 0003).
CREATE FUNCTION notify_sessions_revoked() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n.revoked_at IS NOT NULL AND o.revoked_at IS NULL) THEN
    PERFORM pg_notify('sessions_revoked', '');
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER refresh_tokens_revoked AFTER UPDATE ON refresh_tokens REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_sessions_revoked();--> statement-breakpoint
-- A deleted token ends its login too.
CREATE FUNCTION notify_sessions_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('sessions_revoked', '');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER refresh_tokens_deleted AFTER DELETE ON refresh_tokens FOR EACH STATEMENT EXECUTE FUNCTION notify_sessions_deleted();
