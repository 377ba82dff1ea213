-- A change of e-mail (issue 16) waits in a one-time token until its link, mailed to the new address, is opened.
ALTER TABLE "one_time_tokens" ADD COLUMN "new_email" text;