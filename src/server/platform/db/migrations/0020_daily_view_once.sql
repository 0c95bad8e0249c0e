-- Issue 28: one counted view per reader, story and day. A reader who reloads the daily story a
-- hundred times is one view, and the play report names that one view (a play counts once per
-- view). view_day is the day of the daily calendar (APP_TIMEZONE) the app writes; rows from before
-- this migration take their UTC date. Written to run again safely (IF NOT EXISTS, WHERE clauses):
-- on PGlite and PostgreSQL alike a second run changes nothing. schema/daily.ts mirrors it.
ALTER TABLE "daily_story_view" ADD COLUMN IF NOT EXISTS "view_day" date;
UPDATE "daily_story_view" SET "view_day" = ("viewed_at" AT TIME ZONE 'UTC')::date WHERE "view_day" IS NULL;
-- The earlier reloads of one reader on one day were the same view: keep one (a played one first).
DELETE FROM "daily_story_view" v
USING (
  SELECT "id", row_number() OVER (
    PARTITION BY "story_id", "user_id", "view_day"
    ORDER BY "played_at" NULLS LAST, "viewed_at", "id"
  ) AS n
  FROM "daily_story_view"
  WHERE "user_id" IS NOT NULL
) d
WHERE v."id" = d."id" AND d.n > 1;
ALTER TABLE "daily_story_view" ALTER COLUMN "view_day" SET DEFAULT CURRENT_DATE;
ALTER TABLE "daily_story_view" ALTER COLUMN "view_day" SET NOT NULL;
CREATE UNIQUE INDEX IF NOT EXISTS "daily_story_view_once_idx" ON "daily_story_view" ("story_id", "user_id", "view_day");
