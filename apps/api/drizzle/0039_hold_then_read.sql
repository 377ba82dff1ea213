-- Issue 33: a money write took a shared advisory lock in one statement and read what the lock
-- guards in the next (a statement's snapshot is taken before its lock is granted, so one plain
-- statement would miss a change committed while it waited). A VOLATILE function reads with a
-- snapshot taken after the lock: one round trip instead of two, the same guarantee.

-- The unit lock (apps/api/src/modules/currency/unit.ts, UNIT_LOCK) held shared, then the unit in force.
CREATE FUNCTION hold_unit(lock_key bigint) RETURNS text LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(lock_key);
  RETURN (SELECT value FROM app_settings WHERE key = 'currency');
END $$;
--> statement-breakpoint

-- The books held shared (apps/api/src/modules/journal/periods.ts, PERIOD_LOCK), then the latest closed month.
CREATE FUNCTION hold_books(lock_key integer) RETURNS text LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(lock_key, 0);
  RETURN (SELECT max(month) FROM periods WHERE closed_at IS NOT NULL);
END $$;
