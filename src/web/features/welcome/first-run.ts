/**
 * The first-run rule: a verified parent who lands on the app's home with no child profile yet
 * (and who has not finished or skipped the welcome on this device) goes to the welcome, which
 * walks them through the first child and tonight's first story. Everyone else gets the app.
 */
import { PATHS } from '../../lib/paths';

export type TFirstRunDecision = 'wait' | 'welcome' | 'app';

export interface TFirstRunInput {
  pathname: string;
  /** Finished or skipped before, on this device. */
  done: boolean;
  /** The family's child profiles: still loading, unreadable (e.g. no subscription yet), or a count. */
  children: { status: 'pending' } | { status: 'error' } | { status: 'success'; count: number };
}

export function firstRunDecision({ pathname, done, children }: TFirstRunInput): TFirstRunDecision {
  // Only the home (where the verification link and Go to Dashboard land), never a deep link.
  if (pathname !== PATHS.home || done) return 'app';
  if (children.status === 'pending') return 'wait';
  // No subscription yet (children need one): the app's own Subscription Required views lead on.
  if (children.status === 'error') return 'app';
  return children.count === 0 ? 'welcome' : 'app';
}

const keyFor = (uid: string) => `moonlit.firstRunDone.${uid}`;

export function isFirstRunDone(uid: string): boolean {
  try {
    return localStorage.getItem(keyFor(uid)) === '1';
  } catch {
    return false; // storage unavailable (private mode): the children count still decides
  }
}

export function markFirstRunDone(uid: string): void {
  try {
    localStorage.setItem(keyFor(uid), '1');
  } catch {
    // Nothing kept: a parent with a child never sees the welcome anyway.
  }
}
