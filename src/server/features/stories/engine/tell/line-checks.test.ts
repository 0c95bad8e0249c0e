import { describe, expect, it } from 'vitest';
import { clashesHere, noteNight, type LineCheckContext } from './line-checks.js';
import type { LineReq } from './scene-lines.js';

/** A story's line checks, one idea at a time. */
const ctx = (): LineCheckContext => ({ vars: {}, told: new Set<string>() });
const req: LineReq = { text: [], role: 'shape.drowsy', priority: 0 };

describe('once the child is back in bed', () => {
  // Read aloud: "Back in bed, Pia tucked the shell ticket under the pillow", then "All the way
  // back, Pia went over each bit of the adventure".
  it('a line on the way home is another telling', () => {
    const here = ctx();
    const WAY_BACK = 'All the way back, Pia went over each bit of the adventure.';
    expect(clashesHere(WAY_BACK, req, [], here, true)).toBe(false);
    noteNight('Back in bed, Pia tucked the shell ticket under the pillow.', here);
    expect(clashesHere(WAY_BACK, req, [], here, true)).toBe(true);
    expect(clashesHere('Somewhere along the way home, Pia went quiet.', req, [], here, true)).toBe(true);
    // Not where nothing else can be told, and not the plot's own "way home".
    expect(clashesHere(WAY_BACK, req, [], here, false)).toBe(false);
    expect(clashesHere('Such was the night Pia showed the lamb the way home.', req, [], here, true)).toBe(
      false,
    );
    expect(clashesHere('Pia gave a yawn so big that her nose wiggled.', req, [], here, true)).toBe(false);
  });
});

describe('once the child is in bed waiting for a dream', () => {
  // Panel 68: "Priya closed her eyes and waited for a dream, but none came", then "In the bath,
  // Priya made up a song about kathak dancing, until it was time for pajamas".
  it('a line back in the bath, or until it was time for pajamas, is another telling', () => {
    const here = ctx();
    const BATH = 'In the bath, Priya made up a song about kathak dancing, until it was time for pajamas.';
    const opening: LineReq = { text: [], role: 'interest.setup', priority: 1 };
    expect(clashesHere(BATH, opening, [], here, true)).toBe(false);
    noteNight('Priya closed her eyes and waited for a dream, but none came.', here);
    expect(clashesHere(BATH, opening, [], here, true)).toBe(true);
    expect(clashesHere('Priya hummed until it was time for bed.', opening, [], here, true)).toBe(true);
    expect(clashesHere('Priya had drawn a careful picture of kathak dancing.', opening, [], here, true)).toBe(
      false,
    );
  });
});
