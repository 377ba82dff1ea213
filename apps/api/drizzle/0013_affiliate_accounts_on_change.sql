-- affiliates.has_account (0012) is touched only where it changes: a password change or a session
-- on a carrier updated every affected affiliate row (and its list counters' trigger) for nothing.
CREATE OR REPLACE FUNCTION sync_affiliate_accounts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE affiliates a SET has_account = true
      WHERE a.id IN (SELECT affiliate_id FROM new_rows WHERE retired_at IS NULL) AND NOT a.has_account;
  ELSIF TG_OP = 'UPDATE' THEN
    UPDATE affiliates a SET has_account = s.has
      FROM (SELECT x.id, EXISTS (SELECT 1 FROM carriers c WHERE c.affiliate_id = x.id AND c.retired_at IS NULL) AS has
            FROM (SELECT n.affiliate_id AS id FROM new_rows n JOIN old_rows o ON o.id = n.id
                  WHERE n.retired_at IS DISTINCT FROM o.retired_at OR n.affiliate_id <> o.affiliate_id
                  UNION SELECT o.affiliate_id FROM new_rows n JOIN old_rows o ON o.id = n.id
                  WHERE n.retired_at IS DISTINCT FROM o.retired_at OR n.affiliate_id <> o.affiliate_id) x) s
      WHERE a.id = s.id AND a.has_account IS DISTINCT FROM s.has;
  ELSE
    UPDATE affiliates a SET has_account = false
      WHERE a.id IN (SELECT affiliate_id FROM old_rows)
        AND a.has_account
        AND NOT EXISTS (SELECT 1 FROM carriers c WHERE c.affiliate_id = a.id AND c.retired_at IS NULL);
  END IF;
  RETURN NULL;
END $$;
