-- Issue 14: the library list is read a page at a time, newest first on (created_at, id), with
-- optional filters by child, theme and audio. Each index below serves one of those shapes as an
-- index range read backwards from the cursor; the distinct themes come from the theme index.
-- schema/stories.ts mirrors these.

-- (user_id, created_at) was a prefix of the keyset; the id makes the order total.
DROP INDEX IF EXISTS "story_user_created_idx";
CREATE INDEX "story_user_created_id_idx" ON "story" ("user_id", "created_at", "id");
CREATE INDEX "story_user_child_created_idx" ON "story" ("user_id", "child_id", "created_at", "id");
CREATE INDEX "story_user_theme_created_idx" ON "story" ("user_id", "theme", "created_at", "id");
CREATE INDEX "story_user_audio_created_idx" ON "story" ("user_id", "created_at", "id") WHERE "audio" IS NOT NULL;
CREATE INDEX "story_user_text_only_created_idx" ON "story" ("user_id", "created_at", "id") WHERE "audio" IS NULL;
