-- Issue 29, family voices: a parent records a story sentence by sentence in the browser. Each
-- sentence's take (16-bit mono PCM) waits in recorded_take until the recording is saved; then the
-- takes are joined into one MP3 in the audio store (file_key) and the takes are deleted.
-- Everything goes with the story, the account, and the child the story was for (ON DELETE
-- CASCADE); the MP3 files are deleted by the code that deletes those (narration/recordings.ts).
CREATE TABLE "recorded_narration" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  "story_id" uuid NOT NULL REFERENCES "story"("id") ON DELETE CASCADE,
  "user_id" text NOT NULL REFERENCES "user"("id") ON DELETE CASCADE,
  "child_id" uuid REFERENCES "child"("id") ON DELETE CASCADE,
  "recorder_name" text NOT NULL,
  "status" text NOT NULL DEFAULT 'recording' CHECK ("status" IN ('recording', 'ready')),
  "sentences" integer NOT NULL,
  "file_key" text,
  "duration" double precision,
  "size" integer,
  "timings" jsonb,
  "created_at" timestamptz NOT NULL DEFAULT now(),
  "updated_at" timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX "recorded_narration_story_idx" ON "recorded_narration" ("story_id", "created_at");
CREATE INDEX "recorded_narration_user_idx" ON "recorded_narration" ("user_id");
CREATE INDEX "recorded_narration_child_idx" ON "recorded_narration" ("child_id");

CREATE TABLE "recorded_take" (
  "narration_id" uuid NOT NULL REFERENCES "recorded_narration"("id") ON DELETE CASCADE,
  "sentence" integer NOT NULL,
  "sample_rate" integer NOT NULL,
  "samples" integer NOT NULL,
  "pcm" bytea NOT NULL,
  "created_at" timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY ("narration_id", "sentence")
);

-- The story carries its finished voices (id, name, duration, size, timings), so the reader and the
-- library read them in the statement they already make. A trigger keeps the copy exact whatever
-- removes a recording (its owner, a cascade from the child or the account).
ALTER TABLE "story" ADD COLUMN "voices" jsonb NOT NULL DEFAULT '[]'::jsonb;

CREATE OR REPLACE FUNCTION moonlit_story_voices() RETURNS trigger AS $$
DECLARE
  target uuid := CASE WHEN TG_OP = 'DELETE' THEN OLD.story_id ELSE NEW.story_id END;
BEGIN
  UPDATE "story" SET "voices" = (
    SELECT coalesce(jsonb_agg(jsonb_build_object(
        'id', r.id, 'name', r.recorder_name, 'duration', r.duration, 'size', r.size, 'timings', r.timings
      ) ORDER BY r.created_at, r.id), '[]'::jsonb)
      FROM "recorded_narration" r
     WHERE r.story_id = target AND r.status = 'ready'
  ) WHERE "id" = target;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER "recorded_narration_story_voices"
  AFTER INSERT OR UPDATE OR DELETE ON "recorded_narration"
  FOR EACH ROW EXECUTE FUNCTION moonlit_story_voices();
