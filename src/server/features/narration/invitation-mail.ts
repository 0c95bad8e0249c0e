import { firstName } from '../../../shared/children.js';
import { RECORDED_MAIL_MESSAGES as R } from '../../../shared/invitations.js';
import type { TMailMessage } from '../../platform/db/schema/mail.js';
import { layout, oneLine, quotedName } from '../../platform/mail/templates.js';

const day = (d: Date) =>
  d.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/**
 * The invitation mail for a relative. It goes to an address nobody verified, so the words the
 * parent typed (their name, the child's) are first names only, plainly quoted.
 */
export function invitationMail(input: {
  parentName: string;
  childName: string;
  url: string;
  expiresAt: Date;
}): TMailMessage {
  const parent = quotedName(firstName(input.parentName)) || 'A parent';
  const child = quotedName(firstName(input.childName)) || 'their child';
  const heading = `${parent} has asked you to record a bedtime story for ${child}`;
  return {
    ...layout({
      heading,
      lines: [
        'Open the link on your phone or computer and read the story aloud, one sentence at a time. You do not need an account.',
        'The parent listens to your recording first, then shares it at bedtime.',
        `The link works until ${day(input.expiresAt)}.`,
      ],
      action: { label: 'Record the story', url: input.url },
      footer: 'If you did not expect this, you can ignore this e-mail.',
    }),
    // The subject is written to the log in development (no SMTP): no child's name in it.
    subject: 'An invitation to record a bedtime story',
  };
}

/**
 * To the parent, once, when a relative has saved their recording: who recorded which story, a
 * link to the story in the reader (where the parent listens and approves), and the day the voice
 * is deleted if nobody decides. The relative's name is the one the parent typed.
 */
export function recordedMail(input: {
  name: string;
  title: string;
  childName: string;
  url: string;
  removesAt: Date;
}): TMailMessage {
  const name = oneLine(input.name) || R.someone;
  const title = quotedName(input.title) || R.story;
  const child = oneLine(firstName(input.childName)) || R.yourChild;
  return {
    ...layout({
      heading: R.heading(name, title),
      lines: [R.listen(child), R.keptUntil(day(input.removesAt))],
      action: { label: R.action, url: input.url },
    }),
    subject: R.subject,
  };
}
