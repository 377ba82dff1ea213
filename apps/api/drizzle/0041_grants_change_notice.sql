-- Every server remembers the administrators' grants it read (permissions through roles, and lines);
-- any change of what `grantsNow` reads tells them all to forget (sent at commit, one notice per statement).
-- A deleted administrator or role reaches these tables by cascade or is refused while held.
CREATE FUNCTION notify_grants_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('grants_changed', '');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER administrator_roles_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON administrator_roles FOR EACH STATEMENT EXECUTE FUNCTION notify_grants_changed();--> statement-breakpoint
CREATE TRIGGER administrator_organizations_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON administrator_organizations FOR EACH STATEMENT EXECUTE FUNCTION notify_grants_changed();--> statement-breakpoint
-- A role's permissions are its holders' permissions.
CREATE TRIGGER roles_changed AFTER UPDATE OF permissions OR DELETE OR TRUNCATE ON roles FOR EACH STATEMENT EXECUTE FUNCTION notify_grants_changed();
