import type { TMailMessage } from '../../platform/db/schema/mail.js';
import { layout } from '../../platform/mail/templates.js';

const dollars = (cents: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);
const day = (d: Date) =>
  d.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

export function receiptMail(input: {
  name: string;
  planName: string;
  amountCents: number;
  currency: string;
  paidAt: Date;
  invoiceId: string;
  appUrl: string;
}): TMailMessage {
  return {
    ...layout({
      heading: 'Thank you for your payment',
      lines: [
        `Hello ${input.name}, we received ${dollars(input.amountCents, input.currency)} for your ${input.planName} plan on ${day(input.paidAt)}.`,
        `Receipt number: ${input.invoiceId}`,
      ],
      action: { label: 'Manage my subscription', url: `${input.appUrl}/subscription` },
      footer: 'Keep this e-mail as your receipt. Sleep well.',
    }),
    subject: `Your Moonlit Tales receipt (${dollars(input.amountCents, input.currency)})`,
  };
}

export function trialEndingMail(input: {
  name: string;
  planName: string;
  trialEnd: Date;
  priceCents: number;
  appUrl: string;
}): TMailMessage {
  return {
    ...layout({
      heading: 'Your free trial ends in three days',
      lines: [
        `Hello ${input.name}, your ${input.planName} trial ends on ${day(input.trialEnd)}.`,
        `After that your subscription continues at ${dollars(input.priceCents, 'usd')} unless you cancel before then.`,
      ],
      action: { label: 'Manage my subscription', url: `${input.appUrl}/subscription` },
    }),
    subject: 'Your Moonlit Tales trial ends in three days',
  };
}
