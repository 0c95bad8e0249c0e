-- Issue 25: the safety net's refusals by day and category, so the admin health figures survive a
-- restart and add up across servers. Two reserved categories carry the totals: "_drafts" (drafts
-- refused) and "_fallbacks" (stories the local engine wrote after an LLM's drafts were refused).
-- schema/stories.ts mirrors it.
CREATE TABLE IF NOT EXISTS "story_safety_refusal" (
  "day" date NOT NULL,
  "category" text NOT NULL,
  "count" integer NOT NULL DEFAULT 0,
  PRIMARY KEY ("day", "category")
);
