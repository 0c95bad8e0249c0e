-- Issue 27, bedtime that learns: the morning after, how a story went for a child. One answer per
-- story and child (a new tap replaces it); deleted with the child, the story or the account.
CREATE TABLE "bedtime_feedback" (
  "story_id" uuid NOT NULL REFERENCES "story"("id") ON DELETE CASCADE,
  "child_id" uuid NOT NULL REFERENCES "child"("id") ON DELETE CASCADE,
  "user_id" text NOT NULL REFERENCES "user"("id") ON DELETE CASCADE,
  "outcome" text NOT NULL CHECK ("outcome" IN ('asleep_before_end', 'asleep_at_end', 'still_awake', 'too_exciting')),
  "created_at" timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY ("story_id", "child_id")
);
CREATE INDEX "bedtime_feedback_child_idx" ON "bedtime_feedback" ("child_id", "created_at" DESC);
-- The parent can turn the adjustments off for a child.
ALTER TABLE "child" ADD COLUMN "bedtime_learning" boolean NOT NULL DEFAULT true;
