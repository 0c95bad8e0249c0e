-- Issue 29 part 4: a parent invites a relative to record a story through a private link. Only the
-- SHA-256 of the link's token is kept. An invitation goes with its story, the child the story was
-- for, and the account (ON DELETE CASCADE); it works for 14 days unless revoked.
CREATE TABLE "recording_invitation" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  "token_hash" text NOT NULL UNIQUE,
  "story_id" uuid NOT NULL REFERENCES "story"("id") ON DELETE CASCADE,
  "user_id" text NOT NULL REFERENCES "user"("id") ON DELETE CASCADE,
  "child_id" uuid REFERENCES "child"("id") ON DELETE CASCADE,
  "name" text NOT NULL,
  "email" text,
  "created_at" timestamptz NOT NULL DEFAULT now(),
  "expires_at" timestamptz NOT NULL,
  "revoked_at" timestamptz,
  "recording_id" uuid REFERENCES "recorded_narration"("id") ON DELETE SET NULL
);
CREATE INDEX "recording_invitation_story_idx" ON "recording_invitation" ("story_id", "created_at");
CREATE INDEX "recording_invitation_user_idx" ON "recording_invitation" ("user_id", "created_at");
CREATE INDEX "recording_invitation_child_idx" ON "recording_invitation" ("child_id");

-- A voice a relative recorded waits for the parent's approval (approved_at NULL) before the child
-- is offered it. What exists already, and the parent's own recordings, are approved as made.
ALTER TABLE "recorded_narration" ADD COLUMN "approved_at" timestamptz;
UPDATE "recorded_narration" SET "approved_at" = "created_at";
ALTER TABLE "recorded_narration"
  ADD COLUMN "invitation_id" uuid REFERENCES "recording_invitation"("id") ON DELETE SET NULL;
-- One recording per invitation: two starts at once make one.
CREATE UNIQUE INDEX "recorded_narration_invitation_idx" ON "recorded_narration" ("invitation_id")
  WHERE "invitation_id" IS NOT NULL;

-- The story's voices (what the reader, the library, the playlist and the offline copy offer the
-- child) hold approved voices only.
CREATE OR REPLACE FUNCTION moonlit_story_voices() RETURNS trigger AS $$
DECLARE
  target uuid := CASE WHEN TG_OP = 'DELETE' THEN OLD.story_id ELSE NEW.story_id END;
BEGIN
  UPDATE "story" SET "voices" = (
    SELECT coalesce(jsonb_agg(jsonb_build_object(
        'id', r.id, 'name', r.recorder_name, 'duration', r.duration, 'size', r.size, 'timings', r.timings
      ) ORDER BY r.created_at, r.id), '[]'::jsonb)
      FROM "recorded_narration" r
     WHERE r.story_id = target AND r.status = 'ready' AND r.approved_at IS NOT NULL
  ) WHERE "id" = target;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
