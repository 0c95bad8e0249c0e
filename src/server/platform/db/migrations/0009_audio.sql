-- Narration jobs (issue 9): one row per story that asked for audio. The row is the claim that
-- makes concurrent Add Audio spend one credit, the record of the credit to give back once, the
-- progress a client follows, and the link from a story to its (content-addressed) audio file.
CREATE TABLE "story_audio_job" (
  "story_id" uuid PRIMARY KEY REFERENCES "story"("id") ON DELETE CASCADE,
  "user_id" text NOT NULL REFERENCES "user"("id") ON DELETE CASCADE,
  "status" text NOT NULL CHECK ("status" IN ('queued', 'running', 'ready', 'failed')),
  "done" integer NOT NULL DEFAULT 0,
  "total" integer NOT NULL DEFAULT 0,
  "attempts" integer NOT NULL DEFAULT 0,
  "credit" jsonb,
  "refunded_at" timestamptz,
  "content_key" text,
  "timings" jsonb,
  "error" text,
  "created_at" timestamptz NOT NULL DEFAULT now(),
  "updated_at" timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX "story_audio_job_content_key_idx" ON "story_audio_job" ("content_key");
