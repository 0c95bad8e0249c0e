-- A webhook event counts as handled only once its sync finished: claimed_at is the latest
-- delivery that started a sync, processed_at the end of a sync that succeeded. An event claimed
-- but never processed (the process died mid-sync) is synced again when the provider retries it.
ALTER TABLE "webhook_event" ADD COLUMN "claimed_at" timestamptz NOT NULL DEFAULT now();
ALTER TABLE "webhook_event" ADD COLUMN "processed_at" timestamptz;
-- Events recorded before this change were only kept once their sync had succeeded.
UPDATE "webhook_event" SET "claimed_at" = "received_at", "processed_at" = "received_at";
