import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { BILLING_MESSAGES } from '../../../../../shared/billing.js';
import { SUBSCRIPTION_MESSAGES } from '../../../../../shared/messages.js';
import type { AttemptCounter } from '../../../../platform/http/attempts.js';
import type { AppEnv } from '../../../../platform/http/env.js';
import type { Sync } from '../../sync.js';
import type { Clock } from '../port.js';
import { checkoutPage, EMPTY_CHECKOUT_FORM, type CheckoutForm } from './checkout-page.js';
import { messagePage, themeFromCookie, withTheme } from './html.js';
import type { SandboxProvider } from './index.js';
import { portalPage } from './portal-page.js';
import { SANDBOX_PRICES, sandboxPlan } from './prices.js';
import { clientAddress } from '../../../../platform/http/client-address.js';
import { promotionLimit } from './promotion-limit.js';

const PAYING_CARD = '4242424242424242';
const DECLINED_CARD = '4000000000000002';

const text = z.string().trim().max(200).catch('');
const ZCheckoutForm = z.object({
  promotionCode: text,
  name: text,
  line1: text,
  city: text,
  postalCode: text,
  country: text,
  cardNumber: text,
});
const ZSwitchForm = z.object({ priceId: z.string().max(200) });

const NOTICES: Record<string, string> = {
  canceled: 'Your subscription will end at the close of the current period.',
  resumed: 'Your subscription will continue to renew.',
  ended: 'Your subscription has ended.',
  switched: 'Your plan has been switched.',
};

/** Every sandbox page follows the appearance the parent chose in the app (or the device's). */
const html = (c: Context<AppEnv>, body: string, status: 200 | 400 | 402 | 404 | 409 | 410 | 429 = 200) =>
  c.html(withTheme(body, themeFromCookie(c.req.header('cookie'))), status);

/** The sandbox's checkout and billing-portal pages (same-origin HTML forms, no script). */
export function sandboxRoutes(deps: {
  sandbox: SandboxProvider;
  sync: Sync;
  clock: Clock;
  attempts: AttemptCounter;
  /** TRUST_PROXY: how many of our proxies append to X-Forwarded-For. */
  trustProxyHops: number;
}) {
  const { sandbox, sync, clock, attempts, trustProxyHops } = deps;
  const app = new Hono<AppEnv>();

  async function openSession(c: Context<AppEnv>) {
    const session = await sandbox.checkoutSession(c.req.param('sessionId') ?? '');
    const plan = session ? sandboxPlan(session.priceId) : null;
    if (!session || !plan)
      return html(c, messagePage('Checkout not found', SUBSCRIPTION_MESSAGES.checkoutFailed), 404);
    if (session.status === 'complete') return c.redirect(session.successUrl, 303);
    if (session.expiresAt <= clock())
      return html(
        c,
        messagePage('Checkout expired', BILLING_MESSAGES.checkoutExpired, {
          href: session.cancelUrl,
          label: 'Back to Moonlit Tales',
        }),
        410,
      );
    return { session, plan };
  }

  app.get('/sandbox/checkout/:sessionId', async (c) => {
    const opened = await openSession(c);
    if (opened instanceof Response) return opened;
    const { session, plan } = opened;
    return html(
      c,
      checkoutPage({
        sessionId: session.id,
        planName: plan.name,
        priceCents: plan.priceCents,
        interval: plan.interval,
        trialDays: session.trialDays,
        cancelUrl: session.cancelUrl,
        form: EMPTY_CHECKOUT_FORM,
      }),
    );
  });

  app.post('/sandbox/checkout/:sessionId', async (c) => {
    const opened = await openSession(c);
    if (opened instanceof Response) return opened;
    const { session, plan } = opened;
    const form: CheckoutForm = ZCheckoutForm.parse(await c.req.parseBody());
    const again = (message: string, status: 400 | 402 | 409 | 429, appliedPercentOff?: number) =>
      html(
        c,
        checkoutPage({
          sessionId: session.id,
          planName: plan.name,
          priceCents: plan.priceCents,
          interval: plan.interval,
          trialDays: session.trialDays,
          cancelUrl: session.cancelUrl,
          form,
          error: message,
          appliedPercentOff,
        }),
        status,
      );

    let percentOff = 0;
    if (form.promotionCode) {
      const limit = promotionLimit(attempts, clientAddress(c, trustProxyHops), session.customerId);
      if (await limit.blocked()) return again(BILLING_MESSAGES.tooManyPromotionCodes, 429);
      const found = await sandbox.lifecycle.promotionPercent(form.promotionCode);
      if (found === null) {
        await limit.failed();
        return again(BILLING_MESSAGES.unknownPromotionCode, 400);
      }
      percentOff = found;
    }
    if (!form.name || !form.line1 || !form.city || !form.postalCode || !form.country)
      return again(BILLING_MESSAGES.addressRequired, 400, percentOff);
    const card = form.cardNumber.replace(/[\s-]/g, '');
    if (card === DECLINED_CARD) return again(SUBSCRIPTION_MESSAGES.cardDeclined, 402, percentOff);
    if (card !== PAYING_CARD) return again(BILLING_MESSAGES.cardIncorrect, 400, percentOff);

    const paid = await sandbox.lifecycle.completeCheckout(session.id, percentOff);
    if (paid === 'subscribed') return again(BILLING_MESSAGES.alreadySubscribedOtherPlan, 409, percentOff);
    if (paid === 'trialUsed')
      return html(
        c,
        messagePage('Checkout expired', BILLING_MESSAGES.trialAlreadyUsed, {
          href: session.cancelUrl,
          label: 'Back to Moonlit Tales',
        }),
        409,
      );
    if (paid === 'closed') return c.redirect(session.successUrl, 303); // a double submit: the first one paid
    await sync.syncCustomer(paid.customerId);
    return c.redirect(paid.successUrl, 303);
  });

  async function openPortal(c: Context<AppEnv>) {
    const portal = await sandbox.portalSession(c.req.param('portalSessionId') ?? '');
    if (!portal) return html(c, messagePage('Billing portal', SUBSCRIPTION_MESSAGES.manageFailed), 404);
    if (portal.expiresAt <= clock())
      return html(
        c,
        messagePage('Billing portal', BILLING_MESSAGES.portalExpired, {
          href: portal.returnUrl,
          label: 'Return to Moonlit Tales',
        }),
        410,
      );
    return { portal, subscription: await sandbox.currentSubscription(portal.customerId) };
  }

  app.get('/sandbox/portal/:portalSessionId', async (c) => {
    const opened = await openPortal(c);
    if (opened instanceof Response) return opened;
    const { portal, subscription: sub } = opened;
    const plan = sub ? sandboxPlan(sub.priceId) : null;
    const view =
      sub && plan
        ? {
            planName: plan.name,
            priceCents: plan.priceCents,
            interval: plan.interval,
            status: sub.status,
            cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
            currentPeriodEnd: sub.currentPeriodEnd,
            trialEnd: sub.trialEnd,
          }
        : null;
    const otherPlans = SANDBOX_PRICES.filter((p) => p.id !== sub?.priceId)
      .map((p) => sandboxPlan(p.id))
      .filter((p) => p !== null);
    return html(
      c,
      portalPage({
        sessionId: portal.id,
        returnUrl: portal.returnUrl,
        notice: NOTICES[c.req.query('done') ?? ''],
        subscription: view,
        otherPlans,
      }),
    );
  });

  app.post('/sandbox/portal/:portalSessionId/:action{cancel-now|cancel|resume|switch}', async (c) => {
    const opened = await openPortal(c);
    if (opened instanceof Response) return opened;
    const { portal, subscription: sub } = opened;
    const back = `/sandbox/portal/${portal.id}`;
    if (!sub || !['active', 'trialing'].includes(sub.status)) return c.redirect(back, 303);
    const action = c.req.param('action');
    if (action === 'switch') {
      const { priceId } = ZSwitchForm.parse(await c.req.parseBody());
      if (!sandboxPlan(priceId))
        return html(
          c,
          messagePage('Billing portal', SUBSCRIPTION_MESSAGES.startSubscriptionFailed, {
            href: back,
            label: 'Back',
          }),
          400,
        );
      await sandbox.lifecycle.changePlan(sub.id, priceId);
    } else if (action === 'cancel-now') {
      await sandbox.lifecycle.cancelNow(sub.id);
    } else {
      await sandbox.lifecycle.setCancelAtPeriodEnd(sub.id, action === 'cancel');
    }
    await sync.syncCustomer(portal.customerId);
    const done =
      { switch: 'switched', cancel: 'canceled', 'cancel-now': 'ended', resume: 'resumed' }[action] ??
      'resumed';
    return c.redirect(`${back}?done=${done}`, 303);
  });

  return app;
}
