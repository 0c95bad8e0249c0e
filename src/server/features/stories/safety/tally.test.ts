import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../../../../tests/support/test-app.js';
import { createSafetyTally } from './tally.js';

let t: TestDatabase;
beforeAll(async () => {
  t = await openTestDatabase();
});
afterAll(async () => {
  await t.database.close();
  await t.drop();
});

const log = pino({ level: 'silent' });

describe('the safety tally', () => {
  it('is kept in the database: a restarted server (a new tally) and a second server see every count', async () => {
    const first = createSafetyTally(t.database.db, log, () => new Date('2026-11-28T21:00:00Z'));
    first.refused(['fears', 'harm', 'fears']);
    first.refused(['judge']);
    first.fellBack();
    // figures() waits for this tally's own writes; the first server's must be in before the second counts
    await first.figures();
    const second = createSafetyTally(t.database.db, log, () => new Date('2026-11-29T20:00:00Z'));
    second.refused(['harm']);
    expect(await second.figures()).toEqual({
      since: '2026-11-28',
      refusedDrafts: 3,
      byCategory: { fears: 1, harm: 2, judge: 1 },
      localFallbacks: 1,
    });
    const restarted = createSafetyTally(t.database.db, log);
    expect(await restarted.figures()).toEqual(await second.figures());
  });

  it('a count the database cannot take is logged and lost; the story is not held up', async () => {
    const broken = await openTestDatabase();
    await broken.database.close();
    const warnings: unknown[] = [];
    const spy = pino({ level: 'warn' }, { write: (line: string) => void warnings.push(JSON.parse(line)) });
    const tally = createSafetyTally(broken.database.db, spy);
    expect(() => tally.refused(['harm'])).not.toThrow();
    await expect(tally.figures()).rejects.toThrow();
    expect(warnings).toEqual([expect.objectContaining({ msg: 'a safety refusal could not be counted' })]);
    await broken.drop();
  });
});
