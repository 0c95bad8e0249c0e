import { PLAN_CATALOGUE, PLAN_KEYS, type TPlanKey } from '../../../shared/plans.js';
import type { TMailMessage } from '../../platform/db/schema/mail.js';
import type { RemovedAccount } from '../../platform/account-removal.js';
import { layout, quotedName } from '../../platform/mail/templates.js';

const day = (d: Date) =>
  d.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

const isPlanKey = (key: string): key is TPlanKey => (PLAN_KEYS as readonly string[]).includes(key);

const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function planNames(keys: readonly string[]): string {
  const names = [...new Set(keys.map((k) => (isPlanKey(k) ? PLAN_CATALOGUE[k].name : k)))];
  return names.join(' and ');
}

/**
 * The receipt of a self-service deletion, written in the removing transaction (after the mail
 * addressed to the account was deleted, so it is the one row left that names them until sent).
 */
export function deletionReceiptMail(input: {
  name: string;
  deletedAt: Date;
  removed: RemovedAccount;
}): TMailMessage {
  const { removed } = input;
  const name = quotedName(input.name);
  const what = [
    counted(removed.children, 'child profile', 'child profiles'),
    counted(removed.stories, 'story', 'stories'),
    counted(removed.narrations, 'narration', 'narrations'),
  ].join(', ');
  return {
    ...layout({
      heading: 'Your account has been deleted',
      lines: [
        `Hello${name ? ` ${name}` : ''}, as you asked on ${day(input.deletedAt)}, we deleted the Moonlit Tales account of this address.`,
        `Removed with it: ${what}, your bedtime notes, and every device that was signed in.`,
        removed.cancelledPlans.length > 0
          ? `Your ${planNames(removed.cancelledPlans)} subscription was cancelled at once. You will not be charged again.`
          : 'You had no running subscription, so nothing more will be charged.',
        'We keep only the amounts of past payments for our accounts, with no name or address attached.',
        'If you did not ask for this, please reply to this e-mail straight away.',
      ],
      footer: 'Thank you for the bedtimes we shared. Sleep well.',
    }),
    subject: 'Your Moonlit Tales account has been deleted',
  };
}
