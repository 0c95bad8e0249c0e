CREATE TABLE "billing_customer" (
  "user_id" text PRIMARY KEY REFERENCES "user"("id") ON DELETE CASCADE,
  "provider" text NOT NULL,
  "customer_id" text NOT NULL UNIQUE,
  "created_at" timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE "subscription" (
  "id" text PRIMARY KEY,
  "user_id" text NOT NULL REFERENCES "user"("id") ON DELETE CASCADE,
  "customer_id" text NOT NULL,
  "status" text NOT NULL,
  "plan_key" text NOT NULL,
  "price_id" text NOT NULL,
  "price_cents" integer NOT NULL,
  "interval" text NOT NULL,
  "cancel_at_period_end" boolean NOT NULL DEFAULT false,
  "current_period_start" timestamptz,
  "current_period_end" timestamptz,
  "trial_start" timestamptz,
  "trial_end" timestamptz,
  "canceled_at" timestamptz,
  "created_at" timestamptz NOT NULL DEFAULT now(),
  "updated_at" timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX "subscription_user_idx" ON "subscription" ("user_id");
CREATE INDEX "subscription_customer_idx" ON "subscription" ("customer_id");

CREATE TABLE "payment" (
  "invoice_id" text PRIMARY KEY,
  "user_id" text REFERENCES "user"("id") ON DELETE SET NULL,
  "customer_id" text NOT NULL,
  "subscription_id" text,
  "plan_key" text,
  "amount_cents" integer NOT NULL,
  "currency" text NOT NULL DEFAULT 'usd',
  "paid_at" timestamptz NOT NULL
);
CREATE INDEX "payment_paid_at_idx" ON "payment" ("paid_at");
CREATE INDEX "payment_user_idx" ON "payment" ("user_id");

CREATE TABLE "webhook_event" (
  "id" text PRIMARY KEY,
  "type" text NOT NULL,
  "received_at" timestamptz NOT NULL DEFAULT now()
);
