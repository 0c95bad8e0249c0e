-- Children, their stories, daily credits and story idempotency keys (schema/stories.ts mirrors this).

CREATE TABLE "child" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  "user_id" text NOT NULL REFERENCES "user"("id") ON DELETE CASCADE,
  "name" text NOT NULL,
  "age" integer NOT NULL CHECK ("age" BETWEEN 0 AND 12),
  "reading_level" text NOT NULL,
  "story_tone" text NOT NULL,
  "interests" jsonb NOT NULL DEFAULT '[]'::jsonb,
  "favorite_character" text,
  "fears" jsonb NOT NULL DEFAULT '[]'::jsonb,
  "created_at" timestamptz NOT NULL DEFAULT now(),
  "updated_at" timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX "child_user_idx" ON "child" ("user_id", "created_at");

-- child_key: '' without per-child credits, the child id on Family, '*' for Family's account total.
CREATE TABLE "credit_usage" (
  "user_id" text NOT NULL REFERENCES "user"("id") ON DELETE CASCADE,
  "child_key" text NOT NULL,
  "kind" text NOT NULL CHECK ("kind" IN ('text', 'audio')),
  "day" date NOT NULL,
  "used" integer NOT NULL DEFAULT 0 CHECK ("used" >= 0),
  PRIMARY KEY ("user_id", "child_key", "kind", "day")
);

CREATE TABLE "story" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  "user_id" text NOT NULL REFERENCES "user"("id") ON DELETE CASCADE,
  -- Deleting a child keeps its stories: child_id becomes NULL, child_name stays.
  "child_id" uuid REFERENCES "child"("id") ON DELETE SET NULL,
  "child_name" text NOT NULL,
  "title" text NOT NULL,
  "content" text NOT NULL,
  "theme" text NOT NULL,
  "setting" text,
  "story_type" text NOT NULL,
  "story_length" text NOT NULL,
  "word_count" integer NOT NULL,
  "reading_time" integer NOT NULL,
  "audio" jsonb,
  "idempotency_key" text,
  "seed" bigint NOT NULL,
  "writer" text NOT NULL,
  "created_at" timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT "story_user_idempotency_key" UNIQUE ("user_id", "idempotency_key")
);
CREATE INDEX "story_user_created_idx" ON "story" ("user_id", "created_at");
CREATE INDEX "story_child_idx" ON "story" ("child_id");

CREATE TABLE "story_idempotency" (
  "user_id" text NOT NULL REFERENCES "user"("id") ON DELETE CASCADE,
  "key" text NOT NULL,
  "story_id" uuid REFERENCES "story"("id") ON DELETE CASCADE,
  "claimed_at" timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY ("user_id", "key")
);
