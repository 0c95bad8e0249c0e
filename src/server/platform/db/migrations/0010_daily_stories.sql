-- The admin credential and the daily story (issue 11).

-- A short-lived admin bearer token, issued to a signed-in, verified admin for the /api/admin
-- routes. Only its SHA-256 is kept. It belongs to the browser session that asked for it: signing
-- out deletes that session row, and with it every admin token issued under it.
CREATE TABLE "admin_session" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  "token_hash" text NOT NULL UNIQUE,
  "user_id" text NOT NULL REFERENCES "user"("id") ON DELETE CASCADE,
  "session_id" text NOT NULL REFERENCES "session"("id") ON DELETE CASCADE,
  "created_at" timestamptz NOT NULL DEFAULT now(),
  "expires_at" timestamptz NOT NULL,
  "revoked_at" timestamptz
);
CREATE INDEX "admin_session_user_id_idx" ON "admin_session" ("user_id");
CREATE INDEX "admin_session_session_id_idx" ON "admin_session" ("session_id");

-- Daily stories: a draft at creation; scheduling for a date publishes it. One story per date
-- (the unique constraint is what makes two concurrent schedules for one date end with one).
CREATE TABLE "daily_story" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  "title" text NOT NULL,
  "content" text NOT NULL,
  "theme" text NOT NULL,
  "status" text NOT NULL DEFAULT 'draft' CHECK ("status" IN ('draft', 'published')),
  "publish_date" date UNIQUE,
  "word_count" integer NOT NULL,
  "reading_time" integer NOT NULL,
  "request" jsonb NOT NULL,
  "writer" text NOT NULL,
  "audio" jsonb,
  "audio_key" text,
  "views" integer NOT NULL DEFAULT 0,
  "plays" integer NOT NULL DEFAULT 0,
  "created_by" text REFERENCES "user"("id") ON DELETE SET NULL,
  "generated_at" timestamptz NOT NULL DEFAULT now(),
  "updated_at" timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT "daily_story_published_has_date" CHECK (("status" = 'published') = ("publish_date" IS NOT NULL))
);
CREATE INDEX "daily_story_generated_at_idx" ON "daily_story" ("generated_at");

-- One row per load of the public daily story; a play is counted once per view (played_at).
CREATE TABLE "daily_story_view" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  "story_id" uuid NOT NULL REFERENCES "daily_story"("id") ON DELETE CASCADE,
  "user_id" text REFERENCES "user"("id") ON DELETE SET NULL,
  "viewed_at" timestamptz NOT NULL DEFAULT now(),
  "played_at" timestamptz
);
CREATE INDEX "daily_story_view_story_id_idx" ON "daily_story_view" ("story_id");

-- Generation and Add Audio run as jobs; the row is the progress the admin screen follows.
CREATE TABLE "daily_story_job" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  "kind" text NOT NULL CHECK ("kind" IN ('generate', 'audio')),
  "story_id" uuid REFERENCES "daily_story"("id") ON DELETE CASCADE,
  "request" jsonb,
  "include_audio" boolean NOT NULL DEFAULT false,
  "status" text NOT NULL CHECK ("status" IN ('queued', 'writing', 'narrating', 'ready', 'failed')),
  "done" integer NOT NULL DEFAULT 0,
  "total" integer NOT NULL DEFAULT 0,
  "attempts" integer NOT NULL DEFAULT 0,
  "error" text,
  "requested_by" text REFERENCES "user"("id") ON DELETE SET NULL,
  "created_at" timestamptz NOT NULL DEFAULT now(),
  "updated_at" timestamptz NOT NULL DEFAULT now()
);
-- One live Add Audio job per story: a second click joins the first.
CREATE UNIQUE INDEX "daily_story_job_live_audio_idx" ON "daily_story_job" ("story_id")
  WHERE "kind" = 'audio' AND "status" IN ('queued', 'narrating');
