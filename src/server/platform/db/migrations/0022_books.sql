-- Issue 30, a printed book: a picture-book PDF of stories the parent picked, made by a job.
-- The book goes with its owner (user) and with any of its stories (book_story's trigger below):
-- a book must never print a story the parent deleted.
CREATE TABLE "book" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  "user_id" text NOT NULL REFERENCES "user"("id") ON DELETE CASCADE,
  "page_size" text NOT NULL CHECK ("page_size" IN ('A5', 'half-letter')),
  "status" text NOT NULL DEFAULT 'queued' CHECK ("status" IN ('queued', 'running', 'done', 'failed')),
  "story_count" integer NOT NULL,
  "done" integer NOT NULL DEFAULT 0,
  "page_count" integer,
  "attempts" integer NOT NULL DEFAULT 0,
  -- The PDF in the file store (DATA_DIR or the bucket), set once it is written.
  "file_key" text,
  "size" integer,
  "error" text,
  "created_at" timestamptz NOT NULL DEFAULT now(),
  "updated_at" timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX "book_user_idx" ON "book" ("user_id", "created_at");

-- The stories of a book, in the book's order.
CREATE TABLE "book_story" (
  "book_id" uuid NOT NULL REFERENCES "book"("id") ON DELETE CASCADE,
  "story_id" uuid NOT NULL REFERENCES "story"("id") ON DELETE CASCADE,
  "position" integer NOT NULL,
  PRIMARY KEY ("book_id", "position"),
  UNIQUE ("book_id", "story_id")
);
CREATE INDEX "book_story_story_idx" ON "book_story" ("story_id");

-- A story deleted by any path (the parent, a child's deletion, raw SQL) takes its books with it;
-- the books feature deletes their files (it removes the rows itself first when it is the path).
CREATE OR REPLACE FUNCTION moonlit_book_story_gone() RETURNS trigger AS $$
BEGIN
  DELETE FROM "book" WHERE "id" = OLD."book_id";
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
CREATE TRIGGER "book_story_gone" AFTER DELETE ON "book_story"
  FOR EACH ROW EXECUTE FUNCTION moonlit_book_story_gone();
