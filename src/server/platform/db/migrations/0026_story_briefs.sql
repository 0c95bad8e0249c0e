-- Issue 27 part 1, one generation pipeline: a parent's story request becomes a brief, written in
-- the same transaction as its text credit's reservation, and a job (stories.write-brief) writes
-- the story from it. The brief survives a crash of the server that took the request: the job is
-- handed to another worker (or the restarted server) and finishes it, on the one credit.
-- One brief makes at most one story: story_id is unique, and the job's completion is fenced
-- (UPDATE ... WHERE status NOT IN ('done', 'failed')) in the transaction that saves the story.
CREATE TABLE "story_brief" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  "user_id" text NOT NULL REFERENCES "user"("id") ON DELETE CASCADE,
  -- The cast: the first child's credit pays; the others are siblings in the same story.
  "child_ids" uuid[] NOT NULL CHECK (cardinality("child_ids") BETWEEN 1 AND 3),
  -- The request as parsed and adjusted (length for three children), without the children.
  "options" jsonb NOT NULL,
  "series_id" uuid REFERENCES "story_series"("id") ON DELETE SET NULL,
  "locale" text NOT NULL DEFAULT 'en',
  -- The parent's profile zone when asked (credit days); kept for the job.
  "time_zone" text NOT NULL,
  "status" text NOT NULL DEFAULT 'queued' CHECK ("status" IN ('queued', 'writing', 'done', 'failed')),
  "story_id" uuid UNIQUE REFERENCES "story"("id") ON DELETE SET NULL,
  "credit_id" uuid NOT NULL,
  "audio_credit_id" uuid,
  "idempotency_key" text,
  -- What the parent is told with the story (STORY_NOTICES), set when done.
  "notices" jsonb,
  -- { error, code, status, ...flags } when failed: the same answer the request gives.
  "error" jsonb,
  "attempts" integer NOT NULL DEFAULT 0,
  "created_at" timestamptz NOT NULL DEFAULT now(),
  "updated_at" timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX "story_brief_user_idx" ON "story_brief" ("user_id", "created_at");
-- The resume sweep looks only at briefs still in progress.
CREATE INDEX "story_brief_open_idx" ON "story_brief" ("updated_at") WHERE "status" IN ('queued', 'writing');
