import type { Pack } from '../pack/compile.js';
import type { Brief } from '../read/types.js';
import { put, type Placed } from './personal.js';
import { aOrAn } from './vars.js';

/**
 * What the notes say the child wants to be, where the family has just been and where it lives
 * (read/notes-said.ts):
 * said at home and again at bedtime; the dream is named at the help point too when the interest it
 * means is the one that helps ("That's exactly what a beekeeper would do").
 */
export function notesLines(brief: Brief, pack: Pack): Placed[] {
  const frame = pack.frame;
  const out: Placed[] = [];
  if (brief.dream !== undefined) {
    const vars = { dream: brief.dream, 'dream.a': aOrAn(brief.dream) };
    out.push(...put('opening', frame.dream_job, 'dream', 0, { vars }));
    if (brief.interests[0]?.said === brief.dream)
      out.push(...put('help', frame.dream_job_help, 'dream.help', 1, { vars }));
    out.push(...put('bedtime', frame.dream_job_bedtime, 'dream.bedtime', 1, { vars }));
  }
  if (brief.outing !== undefined) {
    const vars = { outing: brief.outing };
    out.push(...put('opening', frame.outing, 'outing', 0, { vars }));
    out.push(...put('bedtime', frame.outing_bedtime, 'outing.bedtime', 1, { vars }));
  }
  if (brief.home !== undefined) {
    const vars = { 'home.in': brief.home.in, 'home.back': brief.home.back };
    out.push(...put('opening', frame.home_place, 'home.place', 0, { vars }));
    out.push(...put('bedtime', frame.home_place_bedtime, 'home.bedtime', 1, { vars }));
  }
  return out;
}
