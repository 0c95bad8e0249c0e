-- Issue 14: a daily story's views and plays are counted from its view rows when the admin asks,
-- no longer kept as counters on the story's row. Every load of the day's story added one to that
-- one row, so every load waited for the same row lock (about 300 loads a second at most, p50
-- 100 ms at 32 connections). Each counter was written in the same transaction as its view row
-- (and a play as its view's played_at), so the rows hold the same figures: nothing is lost.
ALTER TABLE "daily_story" DROP COLUMN "views", DROP COLUMN "plays";
