-- Issue 26: a family's first story is on the house (it spends no daily credit). One gift per
-- account and per e-mail address: the row has no foreign key, so deleting the account (or its
-- child) and signing up again with the same address finds the gift already given. Only a hash of
-- the lower-cased address is kept. schema/credits.ts mirrors this.
CREATE TABLE "welcome_gift" (
  "user_id" text PRIMARY KEY,
  "email_key" text NOT NULL UNIQUE,
  "reservation_id" uuid,
  "story_id" uuid,
  "created_at" timestamptz NOT NULL
);
-- A reservation paid for by the gift takes no counter; releasing it gives the gift back.
ALTER TABLE "credit_reservation" ADD COLUMN "welcome" boolean NOT NULL DEFAULT false;
-- The credit panel's kept status reads this table: its writes send the user's change notice
-- (the function and trigger shape of 0015_user_change_notices.sql).
CREATE TRIGGER "welcome_gift_insert_notice" AFTER INSERT ON "welcome_gift" REFERENCING NEW TABLE AS moonlit_new
  FOR EACH STATEMENT EXECUTE FUNCTION moonlit_notify_user_change('user_id');
CREATE TRIGGER "welcome_gift_update_notice" AFTER UPDATE ON "welcome_gift" REFERENCING OLD TABLE AS moonlit_old NEW TABLE AS moonlit_new
  FOR EACH STATEMENT EXECUTE FUNCTION moonlit_notify_user_change('user_id');
CREATE TRIGGER "welcome_gift_delete_notice" AFTER DELETE ON "welcome_gift" REFERENCING OLD TABLE AS moonlit_old
  FOR EACH STATEMENT EXECUTE FUNCTION moonlit_notify_user_change('user_id');
CREATE TRIGGER "welcome_gift_truncate_notice" AFTER TRUNCATE ON "welcome_gift"
  FOR EACH STATEMENT EXECUTE FUNCTION moonlit_notify_user_change('user_id');
