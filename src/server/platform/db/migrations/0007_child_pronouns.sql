-- Optional pronouns for a child: the stories use them, and the name naturally otherwise.
ALTER TABLE "child" ADD COLUMN "pronouns" text;
ALTER TABLE "child" ADD CONSTRAINT "child_pronouns_check"
  CHECK ("pronouns" IS NULL OR "pronouns" IN ('she/her', 'he/him', 'they/them'));
