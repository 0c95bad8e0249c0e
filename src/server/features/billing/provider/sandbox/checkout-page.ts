import { esc, page, perInterval } from './html.js';

export interface CheckoutForm {
  promotionCode: string;
  name: string;
  line1: string;
  city: string;
  postalCode: string;
  country: string;
  cardNumber: string;
}

export const EMPTY_CHECKOUT_FORM: CheckoutForm = {
  promotionCode: '',
  name: '',
  line1: '',
  city: '',
  postalCode: '',
  country: '',
  cardNumber: '',
};

export interface CheckoutView {
  sessionId: string;
  planName: string;
  priceCents: number;
  interval: 'month' | 'year';
  trialDays: number;
  cancelUrl: string;
  form: CheckoutForm;
  error?: string;
  /** A valid promotion code already entered (shown while another field needs fixing). */
  appliedPercentOff?: number;
}

function field(name: keyof CheckoutForm, label: string, value: string, extra = '') {
  return `<label for="${name}">${esc(label)}</label><input id="${name}" name="${name}" value="${esc(value)}" ${extra}>`;
}

/** The sandbox's Stripe-Checkout-like page: order summary, promotion code, billing address, card. */
export function checkoutPage(v: CheckoutView): string {
  const price = perInterval(v.priceCents, v.interval);
  const priceLine = v.trialDays > 0 ? `${v.trialDays}-day free trial, then ${price}` : price;
  const applied = v.appliedPercentOff
    ? `<p class="notice">Promotion ${esc(v.form.promotionCode.toUpperCase())}: ${v.appliedPercentOff}% off your first invoice.</p>`
    : '';
  const error = v.error ? `<p role="alert" class="error">${esc(v.error)}</p>` : '';
  const f = v.form;
  return page(
    `Checkout — ${v.planName}`,
    `<section class="card" aria-label="Order summary"><h2>Moonlit Tales ${esc(v.planName)}</h2><p>${esc(priceLine)}</p>${applied}</section>
${error}
<form method="post" action="/sandbox/checkout/${esc(v.sessionId)}" class="card">
<fieldset><legend>Promotion code</legend>${field('promotionCode', 'Promotion code (optional)', f.promotionCode, 'autocomplete="off"')}</fieldset>
<fieldset><legend>Billing address</legend>
${field('name', 'Full name', f.name, 'autocomplete="name" required')}
${field('line1', 'Street address', f.line1, 'autocomplete="address-line1" required')}
${field('city', 'City', f.city, 'autocomplete="address-level2" required')}
${field('postalCode', 'Postal code', f.postalCode, 'autocomplete="postal-code" required')}
${field('country', 'Country', f.country, 'autocomplete="country-name" required')}
</fieldset>
<fieldset><legend>Card</legend>
${field('cardNumber', 'Card number', f.cardNumber, 'inputmode="numeric" autocomplete="cc-number" required')}
<p class="hint">Test cards: 4242 4242 4242 4242 pays; 4000 0000 0000 0002 is declined.</p>
</fieldset>
<button type="submit">${v.trialDays > 0 ? 'Start free trial' : `Pay ${esc(price)}`}</button>
</form>
<p><a href="${esc(v.cancelUrl)}">Cancel and go back to Moonlit Tales</a></p>`,
  );
}
