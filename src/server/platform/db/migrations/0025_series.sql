-- Issue 27 part 4, a series: three to seven chapters, one a night, for one child or siblings.
-- The series keeps what every chapter is written with (children, options) and what chapter 1
-- chose (companion, world, arc: "keep"), and the last chapter's event for the next one's recap.
-- It goes with its owner (user). A chapter is a story (story.series_id, story.chapter): deleting
-- that story leaves the series as it was (the chapter was written and paid for; it is simply no
-- longer on the shelf). A child deleted ends the series (the trigger below): status 'ended'.
CREATE TABLE "story_series" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  "user_id" text NOT NULL REFERENCES "user"("id") ON DELETE CASCADE,
  "child_ids" uuid[] NOT NULL,
  -- The children's names as the chapters are shelved ("Mia and Leo"), kept if a child goes.
  "child_name" text NOT NULL,
  "chapters" integer NOT NULL CHECK ("chapters" BETWEEN 3 AND 7),
  "written" integer NOT NULL DEFAULT 0 CHECK ("written" >= 0 AND "written" <= "chapters"),
  "options" jsonb NOT NULL,
  "title" text,
  "keep" jsonb,
  "last_event" text,
  "status" text NOT NULL DEFAULT 'open' CHECK ("status" IN ('open', 'finished', 'ended')),
  "created_at" timestamptz NOT NULL DEFAULT now(),
  "updated_at" timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX "story_series_user_idx" ON "story_series" ("user_id", "created_at");
CREATE INDEX "story_series_child_ids_idx" ON "story_series" USING gin ("child_ids");

ALTER TABLE "story" ADD COLUMN IF NOT EXISTS "series_id" uuid REFERENCES "story_series"("id") ON DELETE SET NULL;
ALTER TABLE "story" ADD COLUMN IF NOT EXISTS "chapter" integer;
CREATE UNIQUE INDEX IF NOT EXISTS "story_series_chapter_idx" ON "story" ("series_id", "chapter")
  WHERE "series_id" IS NOT NULL;

CREATE OR REPLACE FUNCTION "series_end_for_child"() RETURNS trigger AS $$
BEGIN
  -- Not while the whole account goes (its series are being deleted by the same command).
  UPDATE "story_series" SET "status" = 'ended', "updated_at" = now()
  WHERE "user_id" = OLD."user_id" AND "child_ids" @> ARRAY[OLD."id"] AND "status" = 'open'
    AND EXISTS (SELECT 1 FROM "user" WHERE "id" = OLD."user_id");
  RETURN OLD;
END;
$$ LANGUAGE plpgsql;

DROP TRIGGER IF EXISTS "child_end_series" ON "child";
CREATE TRIGGER "child_end_series" AFTER DELETE ON "child"
  FOR EACH ROW EXECUTE FUNCTION "series_end_for_child"();
