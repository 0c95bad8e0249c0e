-- Issue 27: the checked text of a story being written, saved about once a second while it is
-- written, so a parent who reloads (served by any server, not only the one writing) sees the
-- text so far at once and the rest as it comes. Cleared when the brief ends: the story itself
-- is then in "story".
ALTER TABLE "story_brief" ADD COLUMN "draft" text;
