-- Per-child story memory (issue 8): the local engine's plot plan and the keys of the story's
-- sentences, so the next stories for the same child avoid recent plots, titles and sentences.
ALTER TABLE "story" ADD COLUMN "plan_id" text;
ALTER TABLE "story" ADD COLUMN "sentence_keys" jsonb NOT NULL DEFAULT '[]'::jsonb;
CREATE INDEX "story_child_created_idx" ON "story" ("child_id", "created_at");
