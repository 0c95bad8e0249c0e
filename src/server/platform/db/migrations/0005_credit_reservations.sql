-- Credits: a credit day is a window of UTC instants pinned at its first spend (so editing the
-- profile's time zone cannot move it), every spend is a reservation row (reserved → settled or
-- released; a sweeper gives back the ones a crash left), and an Idempotency-Key remembers the
-- request it was used for. schema/stories.ts and schema/credits.ts mirror this.

-- The credit day in force per user: the zone it was computed in and its window [start, end).
CREATE TABLE "credit_clock" (
  "user_id" text PRIMARY KEY REFERENCES "user"("id") ON DELETE CASCADE,
  "time_zone" text NOT NULL,
  "window_start" timestamptz NOT NULL,
  "window_end" timestamptz NOT NULL,
  CHECK ("window_end" > "window_start")
);

-- Counters are keyed by the window, not by a local date (a date moves with the zone).
ALTER TABLE "credit_usage" ADD COLUMN "window_start" timestamptz, ADD COLUMN "window_end" timestamptz;
-- Past rows get their local day in the profile's zone (UTC where PostgreSQL does not know it),
-- the same window the new code computes, so today's spends still count after the upgrade.
UPDATE "credit_usage" cu
SET "window_start" = (cu."day"::timestamp AT TIME ZONE z."zone"),
    "window_end" = ((cu."day" + 1)::timestamp AT TIME ZONE z."zone")
FROM (
  SELECT u."id", COALESCE(tz."name", 'UTC') AS "zone"
  FROM "user" u
  LEFT JOIN (SELECT DISTINCT "name" FROM pg_timezone_names) tz ON tz."name" = u."time_zone"
  WHERE u."id" IN (SELECT DISTINCT "user_id" FROM "credit_usage")
) z
WHERE z."id" = cu."user_id";
ALTER TABLE "credit_usage" ALTER COLUMN "window_start" SET NOT NULL, ALTER COLUMN "window_end" SET NOT NULL;
ALTER TABLE "credit_usage" DROP CONSTRAINT "credit_usage_pkey";
ALTER TABLE "credit_usage" ADD PRIMARY KEY ("user_id", "child_key", "kind", "window_start");

-- One row per spend, written in the transaction that takes the counters; child_keys are the
-- counters it holds ('' alone, or the child id and Family's '*').
CREATE TABLE "credit_reservation" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  "user_id" text NOT NULL REFERENCES "user"("id") ON DELETE CASCADE,
  "kind" text NOT NULL CHECK ("kind" IN ('text', 'audio')),
  "child_keys" text[] NOT NULL,
  "window_start" timestamptz NOT NULL,
  "window_end" timestamptz NOT NULL,
  "time_zone" text NOT NULL,
  "state" text NOT NULL DEFAULT 'reserved' CHECK ("state" IN ('reserved', 'settled', 'released')),
  "story_id" uuid REFERENCES "story"("id") ON DELETE SET NULL,
  "created_at" timestamptz NOT NULL,
  "finished_at" timestamptz
);
CREATE INDEX "credit_reservation_reserved_idx" ON "credit_reservation" ("created_at") WHERE "state" = 'reserved';
CREATE INDEX "credit_reservation_user_idx" ON "credit_reservation" ("user_id");

-- A hash of the normalised request body: the same key with another body is refused (422).
ALTER TABLE "story_idempotency" ADD COLUMN "request_hash" text;
