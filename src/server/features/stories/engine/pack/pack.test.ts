import { mkdtempSync, rmSync, writeFileSync, mkdirSync, cpSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { loadPack } from './index.js';
import { lintPack, quoteProblems } from './lint.js';
import { packDir, PackError, readPackFiles } from './load.js';
import { PROBLEM_KINDS } from './tags.js';

// Each case lints a whole copy of the pack (~7 s alone; the whole lint ~45 s); with the rest of the
// suite on two cores it can take several times that.
vi.setConfig({ testTimeout: 300_000 });

const root = packDir('en');
const temp: string[] = [];
afterAll(() => {
  for (const dir of temp) rmSync(dir, { recursive: true, force: true });
});

/** A copy of the English pack with one file replaced. */
function packWith(file: string, text: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'pack-'));
  temp.push(dir);
  cpSync(root, dir, { recursive: true });
  mkdirSync(join(dir, file, '..'), { recursive: true });
  writeFileSync(join(dir, file), text);
  return dir;
}

function problemsOf(dir: string) {
  try {
    readPackFiles(dir);
  } catch (err) {
    if (err instanceof PackError) return err.problems;
    throw err;
  }
  return [];
}

describe('the English story pack', () => {
  it('loads, and every file passes the whole lint (schema, references, variables, grammar, safety)', () => {
    const { problems, interests, plans } = lintPack(root, { renderings: 3 });
    expect(problems.map((p) => `${p.file}:${p.line}: ${p.message}`)).toEqual([]);
    expect(interests).toBeGreaterThanOrEqual(150);
    expect(plans).toBeGreaterThanOrEqual(60);
  });

  it('holds at least fifteen space plots, and plots of every problem kind', () => {
    const pack = loadPack();
    expect(pack.plans.filter((p) => p.worlds.includes('space')).length).toBeGreaterThanOrEqual(15);
    for (const kind of PROBLEM_KINDS)
      expect(
        pack.plans.some((p) => p.kind === kind),
        kind,
      ).toBe(true);
  });

  it('gives every interest a way to help with every kind of problem', () => {
    for (const i of loadPack().interests)
      for (const kind of PROBLEM_KINDS) expect(i.help[kind], `${i.id} ${kind}`).toBeDefined();
  });
});

describe('a broken pack names the file and line of each problem', () => {
  it('a quotation mark without its pair (a doubled YAML escape printed one at bedtime)', () => {
    const places = new Map([
      ['"Everything," came the sleepy answer.', { file: 'family.yaml', line: 3 }],
      ['Mama turned out the lamp."', { file: 'family.yaml', line: 4 }],
      ['[Hush|"Shh," said the owl|Quiet] went the night.', { file: 'frame.yaml', line: 9 }],
    ]);
    expect(quoteProblems(places).map((p) => `${p.file}:${p.line}`)).toEqual(['family.yaml:4']);
  });

  it('a YAML syntax error', () => {
    const dir = packWith('plans/space/broken.yaml', 'id: broken\nworlds: [space\n');
    const problems = problemsOf(dir);
    expect(problems[0]).toMatchObject({ file: 'plans/space/broken.yaml' });
    expect(problems[0]?.line).toBeGreaterThanOrEqual(2);
  });

  it('a field of the wrong type, an unknown field and a missing one', () => {
    const dir = packWith(
      'plans/space/bad.yaml',
      [
        'id: bad-plot',
        'worlds: [space]',
        'themes: [space]',
        'kind: soggy',
        'flavour: mint',
        'cast: {}',
        'titles: ["A"]',
        'call: ["x"]',
      ].join('\n'),
    );
    const messages = problemsOf(dir)
      .filter((p) => p.file === 'plans/space/bad.yaml')
      .map((p) => `${p.line}: ${p.message}`);
    expect(messages.some((m) => m.startsWith('4:') && /kind/.test(m))).toBe(true);
    expect(messages.some((m) => /flavour/.test(m))).toBe(true);
    expect(messages.some((m) => /problem/.test(m))).toBe(true);
  });

  it('a line with a variable its context does not give, and a reference to a missing cast member', () => {
    const plot = [
      'id: lint-probe',
      'worlds: [space]',
      'themes: [space]',
      'kind: dim',
      'cast: { object: [no-such-thing] }',
      'titles: ["{Name} and the Probe"]',
      'call: ["{companion.a} came by, holding {pet.a}."]',
      'problem: ["{object.a} was dim."]',
      'attempt: ["They tried."]',
      'resolution: ["It shone."]',
    ].join('\n');
    const dir = packWith('plans/space/lint-probe.yaml', plot);
    // The probe's own lines are rendered; the rest of the pack is linted in the first test.
    const { problems } = lintPack(dir, {
      renderings: 1,
      lines: (file) => file === 'plans/space/lint-probe.yaml',
    });
    const mine = problems.filter(
      (p) => p.file === 'plans/space/lint-probe.yaml' || /lint-probe/.test(p.message),
    );
    expect(mine.some((p) => /unknown variable \{pet\.a\}/.test(p.message) && p.line === 7)).toBe(true);
    expect(mine.some((p) => /unknown object "no-such-thing"/.test(p.message))).toBe(true);
  });
});
