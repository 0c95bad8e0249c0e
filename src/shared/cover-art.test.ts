import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COVER_WORLDS, describeCover, renderCoverSvg, storyCover, type TCoverWorld } from './cover-art.js';

const storyArb = fc.record({
  id: fc.uuid(),
  title: fc.string({ minLength: 1, maxLength: 80 }),
  theme: fc.constantFrom(
    'space',
    'ocean',
    'forest',
    'weather',
    'bedtime',
    'unicorns',
    'adventure',
    'pirates',
    'toys',
  ),
  content: fc.lorem({ maxCount: 60 }),
});

/** The fill colours and element names a cover uses: its palette and its shapes. */
function signature(svg: string) {
  const colours = new Set(svg.match(/#[0-9a-f]{6}/gi) ?? []);
  const shapes = (svg.match(/<(path|circle|ellipse|rect)\b/g) ?? []).length;
  return { colours, shapes };
}

describe('cover art', () => {
  const stories = fc.sample(storyArb, { numRuns: 200, seed: 4242 });

  it('200 random stories: every cover is small, well-formed and described in words', () => {
    for (const story of stories) {
      const cover = storyCover(story);
      expect(Buffer.byteLength(cover.svg)).toBeLessThan(8 * 1024);
      expect(cover.svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      expect(cover.svg.endsWith('</svg>')).toBe(true);
      expect(cover.svg).toContain('role="img"');
      expect(cover.svg).toMatch(/<title>[^<]+<\/title>/);
      expect(cover.alt.length).toBeGreaterThan(10);
      // A title with markup in it never breaks the SVG.
      expect(cover.svg.match(/<title>/g)).toHaveLength(1);
      expect(cover.url.startsWith('data:image/svg+xml')).toBe(true);
    }
  });

  it('is deterministic per story and differs between stories', () => {
    const [a, b] = stories;
    expect(storyCover(a!).svg).toBe(storyCover({ ...a! }).svg);
    expect(storyCover(a!).svg).not.toBe(storyCover({ ...a!, id: b!.id }).svg);
  });

  it('reads the world from the theme and title, and the companion from the story', () => {
    expect(describeCover({ id: '1', theme: 'space', title: 'A rocket ride' }).world).toBe('space');
    expect(describeCover({ id: '1', theme: 'ocean' }).world).toBe('sea');
    expect(describeCover({ id: '1', theme: 'forest' }).world).toBe('forest');
    expect(describeCover({ id: '1', theme: 'weather', title: 'Clouds' }).world).toBe('sky');
    expect(describeCover({ id: '1', theme: 'bedtime' }).world).toBe('home');
    expect(describeCover({ id: '1', theme: 'unicorns' }).world).toBe('dream');
    expect(describeCover({ id: '1', theme: 'adventure', content: 'Mia met a little owl.' }).companion).toBe(
      'owl',
    );
    const scene = describeCover({ id: '1', theme: 'ocean', title: 'The sleepy turtle' });
    expect(storyCover({ id: '1', theme: 'ocean', title: 'The sleepy turtle' }).alt).toMatch(
      /turtle under the sea/,
    );
    expect(scene.companion).toBe('turtle');
    // The chosen theme decides before the title's words: a sea star is not in space.
    const seaStar = { id: '1', theme: 'ocean', title: 'Ada and the Little Lost Sea Star' };
    expect(describeCover(seaStar).world).toBe('sea');
    expect(describeCover({ id: '1', theme: 'adventure', title: 'The starfish parade' }).world).toBe('sea');
  });

  it('different worlds give visibly different scenes: other palettes and other shapes', () => {
    const byWorld = new Map<TCoverWorld, ReturnType<typeof signature>>();
    for (const world of COVER_WORLDS) {
      byWorld.set(world, signature(renderCoverSvg({ world, companion: 'star', time: 'dusk', seed: 7 })));
    }
    for (const a of COVER_WORLDS)
      for (const b of COVER_WORLDS) {
        if (a >= b) continue;
        const sa = byWorld.get(a)!;
        const sb = byWorld.get(b)!;
        const sharedColours = [...sa.colours].filter((c) => sb.colours.has(c)).length;
        const union = new Set([...sa.colours, ...sb.colours]).size;
        // Fewer than half the colours in common, or a clearly different amount of drawing.
        const differ = sharedColours / union < 0.5 || Math.abs(sa.shapes - sb.shapes) >= 5;
        expect(differ, `${a} vs ${b}`).toBe(true);
        expect(
          renderCoverSvg({ world: a, companion: 'star', time: 'dusk', seed: 7 }).match(
            /stop-color="[^"]+"/,
          )![0],
        ).not.toBe(
          renderCoverSvg({ world: b, companion: 'star', time: 'dusk', seed: 7 }).match(
            /stop-color="[^"]+"/,
          )![0],
        );
      }
  });
});
