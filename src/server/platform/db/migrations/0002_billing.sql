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

CREATE TABLE "trial_notice" (
  "subscription_id" text PRIMARY KEY REFERENCES "subscription"("id") ON DELETE CASCADE,
  "sent_at" timestamptz NOT NULL
);

-- The sandbox payment provider's own tables (see schema/sandbox.ts).
CREATE TABLE "sandbox_customer" (
  "id" text PRIMARY KEY,
  "user_ref" text NOT NULL,
  "email" text NOT NULL,
  "name" text NOT NULL,
  "created_at" timestamptz NOT NULL
);

CREATE TABLE "sandbox_promotion_code" (
  "code" text PRIMARY KEY,
  "percent_off" integer NOT NULL,
  "active" boolean NOT NULL DEFAULT true
);
INSERT INTO "sandbox_promotion_code" ("code", "percent_off") VALUES ('BEDTIME20', 20);

CREATE TABLE "sandbox_checkout_session" (
  "id" text PRIMARY KEY,
  "customer_id" text NOT NULL REFERENCES "sandbox_customer"("id") ON DELETE CASCADE,
  "price_id" text NOT NULL,
  "trial_days" integer NOT NULL DEFAULT 0,
  "success_url" text NOT NULL,
  "cancel_url" text NOT NULL,
  "status" text NOT NULL DEFAULT 'open',
  "subscription_id" text,
  "created_at" timestamptz NOT NULL,
  "expires_at" timestamptz NOT NULL,
  "completed_at" timestamptz
);

CREATE TABLE "sandbox_subscription" (
  "id" text PRIMARY KEY,
  "customer_id" text NOT NULL REFERENCES "sandbox_customer"("id") ON DELETE CASCADE,
  "price_id" text NOT NULL,
  "status" text NOT NULL,
  "cancel_at_period_end" boolean NOT NULL DEFAULT false,
  "current_period_start" timestamptz NOT NULL,
  "current_period_end" timestamptz NOT NULL,
  "trial_start" timestamptz,
  "trial_end" timestamptz,
  "canceled_at" timestamptz,
  "ended_at" timestamptz,
  "pending_percent_off" integer NOT NULL DEFAULT 0,
  "created_at" timestamptz NOT NULL,
  "updated_at" timestamptz NOT NULL
);
CREATE INDEX "sandbox_subscription_customer_idx" ON "sandbox_subscription" ("customer_id");
CREATE INDEX "sandbox_subscription_due_idx" ON "sandbox_subscription" ("status", "current_period_end");

CREATE TABLE "sandbox_invoice" (
  "id" text PRIMARY KEY,
  "customer_id" text NOT NULL REFERENCES "sandbox_customer"("id") ON DELETE CASCADE,
  "subscription_id" text NOT NULL,
  "price_id" text NOT NULL,
  "amount_cents" integer NOT NULL,
  "currency" text NOT NULL DEFAULT 'usd',
  "reason" text NOT NULL,
  "idempotency_key" text NOT NULL UNIQUE,
  "period_start" timestamptz NOT NULL,
  "period_end" timestamptz NOT NULL,
  "paid_at" timestamptz NOT NULL
);
CREATE INDEX "sandbox_invoice_customer_idx" ON "sandbox_invoice" ("customer_id");

CREATE TABLE "sandbox_portal_session" (
  "id" text PRIMARY KEY,
  "customer_id" text NOT NULL REFERENCES "sandbox_customer"("id") ON DELETE CASCADE,
  "return_url" text NOT NULL,
  "created_at" timestamptz NOT NULL,
  "expires_at" timestamptz NOT NULL
);
