-- Issue 27: a story for siblings is shelved with the first child (child_id) and lists the other
-- children here, so each child's filter in the library finds it. A child deleted later leaves the
-- lists (the trigger), as child_id becomes NULL for the first child. schema/stories.ts mirrors it.
ALTER TABLE "story" ADD COLUMN IF NOT EXISTS "sibling_ids" uuid[] NOT NULL DEFAULT '{}';
CREATE INDEX IF NOT EXISTS "story_sibling_ids_idx" ON "story" USING gin ("sibling_ids");

CREATE OR REPLACE FUNCTION "story_forget_sibling"() RETURNS trigger AS $$
BEGIN
  -- Not while the whole account goes (its stories are being deleted by the same command).
  UPDATE "story" SET "sibling_ids" = array_remove("sibling_ids", OLD."id")
  WHERE "user_id" = OLD."user_id" AND "sibling_ids" @> ARRAY[OLD."id"]
    AND EXISTS (SELECT 1 FROM "user" WHERE "id" = OLD."user_id");
  RETURN OLD;
END;
$$ LANGUAGE plpgsql;

DROP TRIGGER IF EXISTS "child_forget_sibling" ON "child";
CREATE TRIGGER "child_forget_sibling" AFTER DELETE ON "child"
  FOR EACH ROW EXECUTE FUNCTION "story_forget_sibling"();
