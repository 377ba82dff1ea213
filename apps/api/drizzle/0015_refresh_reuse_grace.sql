-- A rotated refresh token answers once more within REFRESH_REUSE_GRACE_SECONDS (a refresh whose
-- answer was lost); this marks that second answer given, so a third use ends the login (decision 0019).
ALTER TABLE "refresh_tokens" ADD COLUMN "reused_at" timestamp with time zone;
