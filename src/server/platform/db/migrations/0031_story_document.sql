-- Issue 27: a story as one structured document, paragraphs of sentences with stable ids
-- ({"paragraphs":[{"id":"p1","sentences":[{"id":"p1s1","text":"..."}]}]}), written with the story.
-- The reader, the narration's sentence timings and the printed book read it. Stories saved before
-- this have none: they are read through the same splitter (src/shared/story-document.ts), which
-- gives the same ids.
ALTER TABLE "story" ADD COLUMN "document" jsonb;
