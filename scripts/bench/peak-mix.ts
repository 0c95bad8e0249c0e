import { PASSWORD } from './engine-run.js';
import type { LoadRequest } from './loadgen.js';
import { peakEmail, peakToken, type PeakFamily } from './peak-seed.js';

/**
 * One family's evening, as requests per family that arrives (an open model: families arrive at
 * a rate, whatever the server's latency). The weights are this bench's assumption, written once
 * here and printed with every report:
 *  - 30% sign in with a password (the others still have a session from an earlier evening);
 *  - the app opens the library (and its second page now and then), reads one story;
 *  - 70% write tonight's story, streamed (Accept: text/event-stream);
 *  - 10% ask for narration; 20% play a narrated story, as the player does: two Range reads;
 *  - 30% open the daily story; one family in 200 changes plan (sandbox billing).
 * Admin reads come at a fixed rate (one operator with the Admin Panel open), not per family.
 */
export const KINDS = [
  'sign-in',
  'library',
  'read story',
  'daily story',
  'play (Range)',
  'write story (stream)',
  'ask narration',
  'plan change',
  'admin users',
  'admin health',
] as const;
export type Kind = (typeof KINDS)[number];

export const PER_FAMILY: Partial<Record<Kind, number>> = {
  'sign-in': 0.3,
  library: 1.2,
  'read story': 1,
  'daily story': 0.3,
  'play (Range)': 0.4,
  'write story (stream)': 0.7,
  'ask narration': 0.1,
  'plan change': 0.005,
};
/** Requests per second whatever the family rate. */
export const FIXED_RATE: Partial<Record<Kind, number>> = { 'admin users': 0.5, 'admin health': 0.2 };

/** The kinds held to "p99 ≤ 100 ms for reads". */
export const READS: ReadonlySet<Kind> = new Set<Kind>([
  'library',
  'read story',
  'daily story',
  'play (Range)',
  'admin users',
  'admin health',
]);
/** Kinds a family may do once a night (a credit or a plan): each takes the next unused family. */
const ONCE: ReadonlySet<Kind> = new Set<Kind>(['write story (stream)', 'ask narration', 'plan change']);

/** A client address per family (TRUST_PROXY=1): families do not share one NAT. */
const addressOf = (g: number) => `10.${(g >> 16) & 255}.${(g >> 8) & 255}.${g & 255}`;

export interface Mix {
  /** The next request of a kind. */
  next(kind: Kind): LoadRequest;
  /** How many once-a-night families a kind has used (more than N wraps, and is refused). */
  used(kind: Kind): number;
}

export function peakMix(base: string, families: PeakFamily[], adminHeaders: Record<string, string>): Mix {
  const cursors = new Map<Kind, number>();
  let spin = 0x9e3779b9;
  // A cheap deterministic spread over the families for the reads (xorshift).
  const anyFamily = () => {
    spin ^= spin << 13;
    spin ^= spin >>> 17;
    spin ^= spin << 5;
    return families[(spin >>> 0) % families.length] as PeakFamily;
  };
  const take = (kind: Kind) => {
    const at = cursors.get(kind) ?? 0;
    cursors.set(kind, at + 1);
    // Plan changes walk from the other end, so they rarely meet a family writing tonight.
    const i = kind === 'plan change' ? families.length - 1 - (at % families.length) : at % families.length;
    return families[i] as PeakFamily;
  };
  const headers = (f: PeakFamily, extra: Record<string, string> = {}) => ({
    authorization: `Bearer ${peakToken(f.g)}`,
    'x-forwarded-for': addressOf(f.g),
    'accept-encoding': 'gzip, deflate, br',
    ...extra,
  });
  const json = { origin: base, 'content-type': 'application/json' };
  const build: Record<Kind, (f: PeakFamily) => LoadRequest> = {
    'sign-in': (f) => ({
      method: 'POST',
      path: '/api/identity/sign-in/email',
      headers: { ...json, 'x-forwarded-for': addressOf(f.g) },
      body: JSON.stringify({ email: peakEmail(f.g), password: PASSWORD }),
    }),
    library: (f) => ({ path: '/api/stories?limit=50', headers: headers(f) }),
    'read story': (f) => ({ path: `/api/stories/${f.playStoryId}`, headers: headers(f) }),
    'daily story': (f) => ({ path: '/api/stories/daily/public', headers: headers(f) }),
    'play (Range)': (f) => ({
      path: `/api/stories/${f.playStoryId}/audio`,
      // The player's first read; its later ones are the same size further on.
      headers: headers(f, { range: `bytes=${(f.g % 4) * 32768}-${(f.g % 4) * 32768 + 65535}` }),
    }),
    'write story (stream)': (f) => ({
      method: 'POST',
      path: '/api/stories/generate',
      headers: headers(f, { ...json, accept: 'text/event-stream' }),
      body: JSON.stringify({ childId: f.childId, storyLength: 'medium' }),
    }),
    'ask narration': (f) => ({
      method: 'POST',
      path: `/api/stories/generate-audio/${f.narrateStoryId}`,
      headers: headers(f, json),
    }),
    'plan change': (f) => ({
      method: 'POST',
      path: '/api/subscriptions/change-plan',
      headers: headers(f, json),
      body: JSON.stringify({ newPriceId: 'price_sandbox_family_annual' }),
    }),
    'admin users': () => ({ path: '/api/admin/users?limit=25', headers: adminHeaders }),
    'admin health': () => ({ path: '/api/admin/health', headers: adminHeaders }),
  };
  return {
    next: (kind) => build[kind](ONCE.has(kind) ? take(kind) : anyFamily()),
    used: (kind) => cursors.get(kind) ?? 0,
  };
}
