import { receiptMail, trialEndingMail } from '../../src/server/features/billing/mail';
import { passwordResetMail, verificationMail, welcomeMail } from '../../src/server/platform/mail/templates';
import { MAIL_LAYOUT_MESSAGES } from '../../src/shared/design-messages';
import { expect, test } from './support/fixtures';

/** A link as long as a real verification link can get: it must wrap, never widen the mail. */
const LONG_URL = `https://moonlit.example.com/api/identity/verify-email?token=${'x'.repeat(320)}&callbackURL=%2F%3FemailVerified%3Dtrue`;
const LONG_NAME = 'Bartholomew-Maximilian Featherstonehaugh-Wolfeschlegelsteinhausenbergerdorff';

const MAILS = [
  ['verification', verificationMail(LONG_NAME, LONG_URL)],
  ['password reset', passwordResetMail(LONG_NAME, LONG_URL)],
  ['welcome', welcomeMail(LONG_NAME, 'https://moonlit.example.com')],
  [
    'receipt',
    receiptMail({
      name: LONG_NAME,
      planName: 'Family Annual',
      amountCents: 17999,
      currency: 'usd',
      paidAt: new Date('2026-11-23T10:00:00Z'),
      invoiceId: `in_${'0123456789abcdef'.repeat(4)}`,
      appUrl: 'https://moonlit.example.com',
    }),
  ],
  [
    'trial ending',
    trialEndingMail({
      name: LONG_NAME,
      planName: 'Starter',
      trialEnd: new Date('2026-11-30T10:00:00Z'),
      priceCents: 499,
      appUrl: 'https://moonlit.example.com',
    }),
  ],
] as const;

test.describe('mails on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const [name, mail] of MAILS) {
    test(`the ${name} mail fits the width, with a large button and a wrapped fallback link`, async ({
      page,
    }) => {
      await page.setContent(mail.html);
      const overflow = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        client: document.documentElement.clientWidth,
      }));
      expect(
        overflow.scroll,
        `${name}: page ${overflow.scroll}px wide in ${overflow.client}px`,
      ).toBeLessThanOrEqual(overflow.client);

      // Every element stays inside the viewport (a long word or link that escaped would show here).
      const widest = await page.evaluate(() =>
        Math.max(
          ...Array.from(document.body.querySelectorAll('*'), (el) => el.getBoundingClientRect().right),
        ),
      );
      expect(widest).toBeLessThanOrEqual(390);

      const links = page.getByRole('link');
      const button = links.first();
      await expect(button).toBeVisible();
      const box = await button.boundingBox();
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
      await expect(page.getByText(MAIL_LAYOUT_MESSAGES.fallbackIntro)).toBeVisible();
      // The fallback link is the same address as the button, written out in full.
      const href = await button.getAttribute('href');
      await expect(links.nth(1)).toHaveText(href ?? '');
    });
  }
});
