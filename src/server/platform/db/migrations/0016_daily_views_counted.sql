-- Issue 14: the daily story's views and plays are counted from daily_story_view when the admin
-- asks, not kept on the story's row. Every reader's load added one to that single row, so every
-- load waited on the row's lock (about 300 loads a second at most, p50 100 ms at 32 connections).
-- The rows of daily_story_view were always the source: one per load, played_at set by the first
-- play. (story_id, played_at) answers both counts from the index alone. schema/daily.ts mirrors it.
CREATE INDEX "daily_story_view_story_played_idx" ON "daily_story_view" ("story_id", "played_at");
DROP INDEX IF EXISTS "daily_story_view_story_id_idx";
ALTER TABLE "daily_story" DROP COLUMN "views", DROP COLUMN "plays";
