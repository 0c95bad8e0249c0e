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
