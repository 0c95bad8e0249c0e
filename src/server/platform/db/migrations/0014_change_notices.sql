-- Issue 14: the embedded server keeps who-is-calling (session, user, linked accounts, live
-- subscriptions) and the credit panel's counts (credit clock, usage, the family's children) in
-- memory, and must hear about every write to those tables, whoever makes it (better-auth,
-- billing's sync, the admin, a job, raw SQL); see platform/table-cache.ts. A statement-level trigger sends one notice per
-- write statement on the 'moonlit_change' channel with the table's name. On PostgreSQL nobody
-- listens and a notice without listeners costs next to nothing.
CREATE OR REPLACE FUNCTION moonlit_notify_change() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('moonlit_change', TG_TABLE_NAME);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER "user_change_notice" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "user"
  FOR EACH STATEMENT EXECUTE FUNCTION moonlit_notify_change();
CREATE TRIGGER "session_change_notice" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "session"
  FOR EACH STATEMENT EXECUTE FUNCTION moonlit_notify_change();
CREATE TRIGGER "account_change_notice" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "account"
  FOR EACH STATEMENT EXECUTE FUNCTION moonlit_notify_change();
CREATE TRIGGER "subscription_change_notice" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "subscription"
  FOR EACH STATEMENT EXECUTE FUNCTION moonlit_notify_change();
CREATE TRIGGER "child_change_notice" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "child"
  FOR EACH STATEMENT EXECUTE FUNCTION moonlit_notify_change();
CREATE TRIGGER "credit_usage_change_notice" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "credit_usage"
  FOR EACH STATEMENT EXECUTE FUNCTION moonlit_notify_change();
CREATE TRIGGER "credit_clock_change_notice" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "credit_clock"
  FOR EACH STATEMENT EXECUTE FUNCTION moonlit_notify_change();
