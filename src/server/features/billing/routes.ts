import { Hono, type Context } from 'hono';
import { z } from 'zod';
import {
  ZChangePlanRequest,
  ZCheckoutRequest,
  ZPortalLinkRequest,
  ZUpgradeRequest,
} from '../../../shared/billing.js';
import { SUBSCRIPTION_MESSAGES } from '../../../shared/messages.js';
import { auditActor } from '../../platform/audit.js';
import type { AppContext } from '../../context.js';
import { AppError } from '../../platform/errors.js';
import type { AppEnv } from '../../platform/http/env.js';
import { readJson } from '../../platform/http/middleware.js';
import { sandboxRoutes } from './provider/sandbox/routes.js';
import { stripeWebhookRoutes } from './provider/stripe/webhook.js';

export const ZStatusQuery = z.object({ session_id: z.string().max(300).optional() });

/** Spec §7 subscription calls, the plan catalogue, the provider's own pages or webhook, and admin resync. */
/** Only what the billing routes use (issue 27 part 6: no router gets the whole context). */
export type BillingRoutesDeps = Pick<
  AppContext,
  'config' | 'guards' | 'billing' | 'logger' | 'audit' | 'db' | 'attempts'
>;

export function billingRoutes(ctx: BillingRoutesDeps) {
  const app = new Hono<AppEnv>();
  const { guards, billing, config } = ctx;
  const { service } = billing;

  // Serialized once per price snapshot: the most requested public answer costs no JSON.stringify.
  const plans = async (c: Context<AppEnv>) => {
    let json: string;
    try {
      json = await billing.catalogue.plansJson();
    } catch (err) {
      ctx.logger.error({ err }, 'plan catalogue unavailable');
      throw new AppError('UNAVAILABLE', 503, SUBSCRIPTION_MESSAGES.failedToLoadPlans);
    }
    return c.body(json, 200, { 'Content-Type': 'application/json; charset=UTF-8' });
  };
  // The spec calls GET /subscriptions/plans "no auth" too: both paths are public.
  app.get('/api/subscriptions/plans', plans);
  app.get('/api/public/subscriptions/plans', plans);

  app.get('/api/subscriptions/status', guards.requireUser, async (c) => {
    const { session_id } = ZStatusQuery.parse(c.req.query());
    return c.json(await service.status(c.get('user').id, session_id));
  });

  app.get('/api/subscriptions/current', guards.requireUser, async (c) =>
    c.json(await service.current(c.get('user').id)),
  );

  // Unverified users may check out: the spec sends them to checkout before they verify.
  app.post('/api/subscriptions/checkout', guards.requireUser, async (c) => {
    const { priceId } = ZCheckoutRequest.parse(await readJson(c));
    return c.json(await service.checkout(c.get('user'), priceId));
  });

  app.post('/api/subscriptions/upgrade', guards.requireUser, async (c) => {
    const { priceId } = ZUpgradeRequest.parse(await readJson(c));
    return c.json(await service.upgrade(c.get('user'), priceId));
  });

  app.post('/api/subscriptions/change-plan', guards.requireUser, async (c) => {
    const { newPriceId } = ZChangePlanRequest.parse(await readJson(c));
    return c.json(await service.changePlan(c.get('user'), newPriceId));
  });

  app.post('/api/subscriptions/cancel', guards.requireUser, async (c) =>
    c.json(await service.cancel(c.get('user').id)),
  );

  app.post('/api/subscriptions/create-portal-link', guards.requireUser, async (c) => {
    const raw = c.req.header('content-type')?.includes('application/json') ? await readJson(c) : {};
    const { returnUrl } = ZPortalLinkRequest.parse(raw);
    return c.json(await service.portalLink(c.get('user').id, returnUrl));
  });

  app.post('/api/admin/billing/resync/:userId', guards.requireUser, guards.requireAdmin, async (c) => {
    const result = await service.resyncUser(c.req.param('userId'));
    await ctx.audit.record(auditActor(c.get('user')), {
      action: 'billing.resync',
      targetId: c.req.param('userId'),
    });
    return c.json(result);
  });

  if (billing.stripe && config.STRIPE_WEBHOOK_SECRET) {
    app.route(
      '/',
      stripeWebhookRoutes({
        db: ctx.db,
        stripe: billing.stripe,
        webhookSecret: config.STRIPE_WEBHOOK_SECRET,
        sync: billing.sync,
      }),
    );
  }
  if (billing.sandbox)
    app.route(
      '/',
      sandboxRoutes({
        sandbox: billing.sandbox,
        sync: billing.sync,
        clock: billing.clock,
        attempts: ctx.attempts,
        trustProxyHops: config.TRUST_PROXY,
      }),
    );
  return app;
}
