-- Issue 26: a home that is never empty. When the admin has scheduled nothing for a day, the app
-- writes and publishes that day's story itself (features/daily/auto-publish.ts).
-- schema/daily.ts mirrors it.

-- Written by the app, not chosen by the admin: the admin list labels it, and scheduling another
-- story for its date replaces it (an admin-scheduled story is never replaced).
ALTER TABLE "daily_story" ADD COLUMN "automatic" boolean NOT NULL DEFAULT false;

-- One row per day the app published a story for: the primary key is what makes several servers
-- (or a job that runs twice) publish once. It is written in the same transaction as the story;
-- it outlives the story, so a day whose automatic story the admin deleted stays as the admin left it.
CREATE TABLE "daily_auto_day" (
  "date" date PRIMARY KEY,
  "story_id" uuid REFERENCES "daily_story"("id") ON DELETE SET NULL,
  "created_at" timestamptz NOT NULL DEFAULT now()
);

-- The daily story's settings: one row (the check on "id" keeps it one). auto_publish is the
-- admin's switch for the automatic story (on unless switched off).
CREATE TABLE "daily_setting" (
  "id" boolean PRIMARY KEY DEFAULT true CHECK ("id"),
  "auto_publish" boolean NOT NULL DEFAULT true,
  "updated_by" text REFERENCES "user"("id") ON DELETE SET NULL,
  "updated_at" timestamptz NOT NULL DEFAULT now()
);
INSERT INTO "daily_setting" ("id") VALUES (true);
