import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { parseSafetyArgs } from './safety-check-args.js';

describe('npm run safety-check', () => {
  it('reads the age, the fears and --json; refuses a bad age', () => {
    expect(parseSafetyArgs(['--age', '5', '--fears', 'spiders, the dark', '--json'])).toEqual({
      age: 5,
      fears: ['spiders', 'the dark'],
      json: true,
    });
    expect(parseSafetyArgs(['--age', '40'])).toHaveProperty('error');
    expect(parseSafetyArgs(['--age', 'five'])).toHaveProperty('error');
    expect(parseSafetyArgs(['--colour', 'red'])).toHaveProperty('error');
  });

  it('prints the verdict for a story on standard input and exits 0 whatever it is', () => {
    const run = (story: string, ...args: string[]) =>
      spawnSync('npx', ['tsx', 'src/server/cli/safety-check.ts', ...args], {
        input: story,
        encoding: 'utf8',
      });
    const calm = run(
      'Mia yawned and hugged her teddy. The moon smiled. Good night, Mia.',
      '--age',
      '4',
      '--json',
    );
    expect(calm.status).toBe(0);
    expect(JSON.parse(calm.stdout)).toEqual({ verdict: 'pass', reasons: [] });
    const scary = run('The wolf growled and bit Mia on the arm until it bled.', '--age', '4', '--json');
    expect(scary.status).toBe(0);
    const verdict = JSON.parse(scary.stdout) as { verdict: string; reasons: string[] };
    expect(verdict.verdict).toBe('refuse');
    expect(verdict.reasons.length).toBeGreaterThan(0);
    const fear = run('Mia saw a spider in the garden.', '--age', '6', '--fears', 'spiders', '--json');
    expect(JSON.parse(fear.stdout)).toMatchObject({ verdict: 'refuse' });
    expect(run('x', '--age', '99').status).toBe(2);
  }, 120_000);
});
