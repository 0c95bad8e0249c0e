-- Issue 30, share this story: a private, revocable link that shows one story without an account.
-- Only the SHA-256 of the link's token is kept (a database read hands out no working link). Links
-- go with their story and with the account (ON DELETE CASCADE).
CREATE TABLE "story_share" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  "token_hash" text NOT NULL UNIQUE,
  "story_id" uuid NOT NULL REFERENCES "story"("id") ON DELETE CASCADE,
  "user_id" text NOT NULL REFERENCES "user"("id") ON DELETE CASCADE,
  "created_at" timestamptz NOT NULL DEFAULT now(),
  "expires_at" timestamptz NOT NULL,
  "revoked_at" timestamptz
);
-- The parent's list (newest first) and the story's links (deleted with it).
CREATE INDEX "story_share_user_created_idx" ON "story_share" ("user_id", "created_at");
CREATE INDEX "story_share_story_idx" ON "story_share" ("story_id");
