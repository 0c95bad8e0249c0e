import { EXISTING_ACCOUNT_MAIL } from '../../../shared/messages.js';
import type { TMailMessage } from '../../platform/db/schema/mail.js';
import { layout } from '../../platform/mail/templates.js';

/**
 * Sign-up with an address that already has an account answers exactly like a new sign-up (no
 * enumeration); the owner learns of it here instead, with the way back in.
 */
export function existingAccountMail(signInUrl: string): TMailMessage {
  const m = EXISTING_ACCOUNT_MAIL;
  return {
    ...layout({
      heading: m.heading,
      lines: [m.tried, m.signInInstead, m.forgot],
      action: { label: m.action, url: signInUrl },
      footer: m.footer,
    }),
    subject: m.subject,
  };
}
