-- Admin: the audit log, and the per-user figures the Users tab lists, sorts and exports (issue 12).
--
-- The Users tab sorts 100,000 users by figures that are sums over a million stories (stories
-- generated, children, spending, active days). Computing those per request cannot stay under
-- 100 ms, so each figure is kept in one row per user, moved by triggers in the transaction that
-- writes the fact itself (a story, a child, a payment, a sign-in). Nothing outside these triggers
-- writes admin_user_stats. See docs/decisions/014-admin-active-days.md.

CREATE TABLE "admin_audit" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  "admin_id" text,            -- no FK: the record outlives the admin's account
  "admin_email" text NOT NULL,
  "action" text NOT NULL,     -- e.g. user.delete, user.subscription.change, users.export
  "target_id" text,           -- no FK: a deleted user's id stays, nothing personal does
  "details" jsonb NOT NULL DEFAULT '{}',
  "created_at" timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX "admin_audit_created_idx" ON "admin_audit" ("created_at");
CREATE INDEX "admin_audit_target_idx" ON "admin_audit" ("target_id", "created_at");

-- One row per distinct UTC day on which the user did something (signed in, used the app, wrote a
-- story, asked for audio). Its count is active_days.
CREATE TABLE "user_activity_day" (
  "user_id" text NOT NULL REFERENCES "user"("id") ON DELETE CASCADE,
  "day" date NOT NULL,
  PRIMARY KEY ("user_id", "day")
);

CREATE TABLE "admin_user_stats" (
  "user_id" text PRIMARY KEY REFERENCES "user"("id") ON DELETE CASCADE,
  "joined_at" timestamptz NOT NULL,
  "join_day" integer NOT NULL,                 -- UTC days since 1970-01-01 of joined_at
  "stories_generated" integer NOT NULL DEFAULT 0,
  "children_count" integer NOT NULL DEFAULT 0,
  "subscription_count" integer NOT NULL DEFAULT 0,
  "total_spending_cents" bigint NOT NULL DEFAULT 0,
  "active_days" integer NOT NULL DEFAULT 0,
  "last_activity_at" timestamptz NOT NULL,     -- joined_at until the user does something
  -- The subscription the user's plan comes from (the live one, else the newest), as statusView reads it.
  "plan_type" text NOT NULL DEFAULT 'free',    -- free | starter | premium | family (free unless live)
  "plan_rank" smallint NOT NULL DEFAULT 0,     -- 0 free, 1 trial, 2 starter, 3 premium, 4 family
  "plan_key" text,
  "plan_status" text,
  "plan_price_cents" integer,
  "plan_interval" text,
  "plan_expires_at" timestamptz
);

-- Sort keys of the Users tab (each with the user id as tie-break, as the list and export order).
CREATE INDEX "admin_user_stats_joined_idx" ON "admin_user_stats" ("joined_at", "user_id");
CREATE INDEX "admin_user_stats_spending_idx" ON "admin_user_stats" ("total_spending_cents", "user_id");
CREATE INDEX "admin_user_stats_active_idx" ON "admin_user_stats" ("active_days", "user_id");
CREATE INDEX "admin_user_stats_inactive_idx" ON "admin_user_stats" (("join_day" + "active_days"), "user_id");
CREATE INDEX "admin_user_stats_subs_idx" ON "admin_user_stats" ("subscription_count", "user_id");
CREATE INDEX "admin_user_stats_last_activity_idx" ON "admin_user_stats" ("last_activity_at", "user_id");
CREATE INDEX "admin_user_stats_stories_idx" ON "admin_user_stats" ("stories_generated", "user_id");
CREATE INDEX "admin_user_stats_children_idx" ON "admin_user_stats" ("children_count", "user_id");
CREATE INDEX "admin_user_stats_plan_idx" ON "admin_user_stats" ("plan_rank", "user_id");
CREATE INDEX "admin_user_stats_plan_type_idx" ON "admin_user_stats" ("plan_type", "joined_at");
CREATE INDEX "user_name_sort_idx" ON "user" (lower("name"), "id");
CREATE INDEX "user_email_sort_idx" ON "user" ("email", "id");
-- The revenue chart and recent subscriptions read by date.
CREATE INDEX "subscription_created_idx" ON "subscription" ("created_at");

CREATE FUNCTION admin_note_activity(uid text, at timestamptz) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "user_activity_day" ("user_id", "day")
    VALUES (uid, (at AT TIME ZONE 'UTC')::date) ON CONFLICT DO NOTHING;
  IF FOUND THEN
    UPDATE "admin_user_stats" SET "active_days" = "active_days" + 1,
      "last_activity_at" = GREATEST("last_activity_at", at) WHERE "user_id" = uid;
  ELSE
    UPDATE "admin_user_stats" SET "last_activity_at" = at
      WHERE "user_id" = uid AND "last_activity_at" < at;
  END IF;
END $$;

CREATE FUNCTION admin_refresh_plan(uid text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  k text; st text; cents integer; iv text; ends timestamptz; live boolean;
BEGIN
  SELECT "plan_key", "status", "price_cents", "interval", "current_period_end",
         "status" IN ('active', 'trialing')
    INTO k, st, cents, iv, ends, live
    FROM "subscription" WHERE "user_id" = uid
    ORDER BY "status" IN ('active', 'trialing') DESC,
      CASE WHEN "status" NOT IN ('active', 'trialing') THEN 0 WHEN "status" = 'trialing' THEN 1
           WHEN "plan_key" LIKE 'family%' THEN 4 WHEN "plan_key" LIKE 'premium%' THEN 3 ELSE 2 END DESC,
      "created_at" DESC
    LIMIT 1;
  UPDATE "admin_user_stats" SET
    "plan_key" = k, "plan_status" = st, "plan_price_cents" = cents, "plan_interval" = iv,
    "plan_expires_at" = ends,
    "plan_type" = CASE WHEN live IS NOT TRUE THEN 'free' WHEN k LIKE 'family%' THEN 'family'
                       WHEN k LIKE 'premium%' THEN 'premium' ELSE 'starter' END,
    "plan_rank" = CASE WHEN live IS NOT TRUE THEN 0 WHEN st = 'trialing' THEN 1
                       WHEN k LIKE 'family%' THEN 4 WHEN k LIKE 'premium%' THEN 3 ELSE 2 END
    WHERE "user_id" = uid;
END $$;

CREATE FUNCTION admin_on_user_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "admin_user_stats" ("user_id", "joined_at", "join_day", "last_activity_at")
    VALUES (NEW."id", NEW."created_at", (NEW."created_at" AT TIME ZONE 'UTC')::date - DATE '1970-01-01',
            NEW."created_at")
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
CREATE TRIGGER "admin_user_insert" AFTER INSERT ON "user"
  FOR EACH ROW EXECUTE FUNCTION admin_on_user_insert();

-- last_active_at moves at most once per quarter hour per user (identity's touch()).
CREATE FUNCTION admin_on_user_active() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM admin_note_activity(NEW."id", NEW."last_active_at");
  RETURN NULL;
END $$;
CREATE TRIGGER "admin_user_active" AFTER UPDATE OF "last_active_at" ON "user"
  FOR EACH ROW WHEN (NEW."last_active_at" IS NOT NULL AND NEW."last_active_at" IS DISTINCT FROM OLD."last_active_at")
  EXECUTE FUNCTION admin_on_user_active();

CREATE FUNCTION admin_on_activity_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM admin_note_activity(NEW."user_id", NEW."created_at");
  RETURN NULL;
END $$;
CREATE TRIGGER "admin_session_insert" AFTER INSERT ON "session"
  FOR EACH ROW EXECUTE FUNCTION admin_on_activity_row();
CREATE TRIGGER "admin_audio_insert" AFTER INSERT ON "story_audio_job"
  FOR EACH ROW EXECUTE FUNCTION admin_on_activity_row();

-- Stories generated counts generations: deleting a story later does not take it back.
CREATE FUNCTION admin_on_story_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "admin_user_stats" SET "stories_generated" = "stories_generated" + 1 WHERE "user_id" = NEW."user_id";
  PERFORM admin_note_activity(NEW."user_id", NEW."created_at");
  RETURN NULL;
END $$;
CREATE TRIGGER "admin_story_insert" AFTER INSERT ON "story"
  FOR EACH ROW EXECUTE FUNCTION admin_on_story_insert();

CREATE FUNCTION admin_on_child_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "admin_user_stats" SET "children_count" = "children_count" + 1 WHERE "user_id" = NEW."user_id";
  ELSE
    UPDATE "admin_user_stats" SET "children_count" = "children_count" - 1 WHERE "user_id" = OLD."user_id";
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER "admin_child_change" AFTER INSERT OR DELETE ON "child"
  FOR EACH ROW EXECUTE FUNCTION admin_on_child_change();

CREATE FUNCTION admin_on_subscription_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "admin_user_stats" SET "subscription_count" = "subscription_count" + 1 WHERE "user_id" = NEW."user_id";
  END IF;
  PERFORM admin_refresh_plan(NEW."user_id");
  RETURN NULL;
END $$;
CREATE TRIGGER "admin_subscription_change" AFTER INSERT OR UPDATE ON "subscription"
  FOR EACH ROW EXECUTE FUNCTION admin_on_subscription_change();

CREATE FUNCTION admin_on_payment_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."user_id" IS NOT NULL THEN
    UPDATE "admin_user_stats" SET "total_spending_cents" = "total_spending_cents" + NEW."amount_cents"
      WHERE "user_id" = NEW."user_id";
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER "admin_payment_insert" AFTER INSERT ON "payment"
  FOR EACH ROW EXECUTE FUNCTION admin_on_payment_insert();

-- Backfill for accounts that exist already.
INSERT INTO "admin_user_stats" ("user_id", "joined_at", "join_day", "last_activity_at",
  "stories_generated", "children_count", "subscription_count", "total_spending_cents")
SELECT u."id", u."created_at", (u."created_at" AT TIME ZONE 'UTC')::date - DATE '1970-01-01', u."created_at",
  (SELECT count(*) FROM "story" s WHERE s."user_id" = u."id"),
  (SELECT count(*) FROM "child" c WHERE c."user_id" = u."id"),
  (SELECT count(*) FROM "subscription" b WHERE b."user_id" = u."id"),
  (SELECT coalesce(sum(p."amount_cents"), 0) FROM "payment" p WHERE p."user_id" = u."id")
FROM "user" u;

INSERT INTO "user_activity_day" ("user_id", "day")
SELECT "user_id", ("at" AT TIME ZONE 'UTC')::date FROM (
  SELECT "user_id", "created_at" AS "at" FROM "story"
  UNION ALL SELECT "user_id", "created_at" FROM "session"
  UNION ALL SELECT "user_id", "created_at" FROM "story_audio_job"
  UNION ALL SELECT "id", "last_active_at" FROM "user" WHERE "last_active_at" IS NOT NULL
) a ON CONFLICT DO NOTHING;

UPDATE "admin_user_stats" st SET
  "active_days" = (SELECT count(*) FROM "user_activity_day" d WHERE d."user_id" = st."user_id"),
  "last_activity_at" = GREATEST(st."last_activity_at", coalesce((SELECT max(a."at") FROM (
    SELECT "created_at" AS "at" FROM "story" WHERE "user_id" = st."user_id"
    UNION ALL SELECT "created_at" FROM "session" WHERE "user_id" = st."user_id"
    UNION ALL SELECT "last_active_at" FROM "user" WHERE "id" = st."user_id") a), st."last_activity_at"));

SELECT admin_refresh_plan("id") FROM "user" WHERE "id" IN (SELECT DISTINCT "user_id" FROM "subscription");
