import { esc, longDate, page, perInterval } from './html.js';

export interface PortalPlanOption {
  priceId: string;
  name: string;
  priceCents: number;
  interval: 'month' | 'year';
}

export interface PortalView {
  sessionId: string;
  returnUrl: string;
  notice?: string;
  subscription: {
    planName: string;
    priceCents: number;
    interval: 'month' | 'year';
    status: string;
    cancelAtPeriodEnd: boolean;
    currentPeriodEnd: Date;
    trialEnd: Date | null;
  } | null;
  otherPlans: PortalPlanOption[];
}

const STATUS_WORDS: Record<string, string> = {
  active: 'Active',
  trialing: 'Free trial',
  canceled: 'Canceled',
};

function button(sessionId: string, action: string, label: string, hidden = '', secondary = false) {
  return `<form method="post" action="/sandbox/portal/${esc(sessionId)}/${action}">${hidden}<button type="submit"${secondary ? ' class="secondary"' : ''}>${esc(label)}</button></form>`;
}

/** The sandbox's Billing-Portal-like page: current plan, cancel or resume, switch plan, and the way back. */
export function portalPage(v: PortalView): string {
  const notice = v.notice ? `<p role="status" class="notice">${esc(v.notice)}</p>` : '';
  const back = `<p><a href="${esc(v.returnUrl)}">Return to Moonlit Tales</a></p>`;
  const s = v.subscription;
  if (!s || s.status === 'canceled') {
    return page(
      'Billing portal',
      `<h2>Manage your subscription</h2>${notice}<p class="card">You have no active subscription.</p>${back}`,
    );
  }
  const nextLine = s.cancelAtPeriodEnd
    ? `<dt>Cancels on</dt><dd>${esc(longDate(s.currentPeriodEnd))}</dd>`
    : s.status === 'trialing' && s.trialEnd
      ? `<dt>Trial ends</dt><dd>${esc(longDate(s.trialEnd))}, then ${esc(perInterval(s.priceCents, s.interval))}</dd>`
      : `<dt>Next renewal</dt><dd>${esc(longDate(s.currentPeriodEnd))}</dd>`;
  const cancelOrResume = s.cancelAtPeriodEnd
    ? button(v.sessionId, 'resume', 'Resume subscription')
    : button(v.sessionId, 'cancel', 'Cancel at period end', '', true);
  const endNow = button(v.sessionId, 'cancel-now', 'Cancel immediately', '', true);
  const switches = v.otherPlans
    .map((p) =>
      button(
        v.sessionId,
        'switch',
        `Switch to ${p.name} — ${perInterval(p.priceCents, p.interval)}`,
        `<input type="hidden" name="priceId" value="${esc(p.priceId)}">`,
        true,
      ),
    )
    .join('');
  return page(
    'Billing portal',
    `<h2>Manage your subscription</h2>${notice}
<section class="card" aria-label="Current plan"><dl><dt>Plan</dt><dd>${esc(s.planName)} (${esc(perInterval(s.priceCents, s.interval))})</dd><dt>Status</dt><dd>${esc(STATUS_WORDS[s.status] ?? s.status)}</dd>${nextLine}</dl>${cancelOrResume}${endNow}</section>
<section class="card" aria-label="Switch plan"><h2>Switch plan</h2><p class="hint">The switch happens now; the prorated difference is billed today.</p>${switches}</section>
${back}`,
  );
}
