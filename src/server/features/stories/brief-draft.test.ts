import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLogger } from '../../platform/logger.js';
import { createDraftSaver } from './brief-draft.js';

/** Issue 27: the text of a story being written, saved to its brief for a reload on any server. */
const log = createLogger({ LOG_LEVEL: 'silent', isProduction: false, NODE_ENV: 'test' });

describe('the draft saver', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('never writes for a story done within the interval (the local engine pays nothing)', async () => {
    const saves: string[] = [];
    const saver = createDraftSaver(async (text) => void saves.push(text), log, 1_000);
    saver.append('Once upon a time. ');
    saver.append('The end.');
    await vi.advanceTimersByTimeAsync(999);
    await saver.stop();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(saves).toEqual([]);
  });

  it('saves the text so far at most once an interval, and a reset as empty text', async () => {
    const saves: string[] = [];
    const saver = createDraftSaver(async (text) => void saves.push(text), log, 1_000);
    saver.append('One. ');
    await vi.advanceTimersByTimeAsync(400);
    saver.append('Two. ');
    await vi.advanceTimersByTimeAsync(600);
    expect(saves).toEqual(['One. Two. ']);
    saver.append('Three. ');
    await vi.advanceTimersByTimeAsync(500);
    expect(saves).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(500);
    expect(saves).toEqual(['One. Two. ', 'One. Two. Three. ']);
    saver.reset();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(saves.at(-1)).toBe('');
    // Nothing new: nothing written.
    await vi.advanceTimersByTimeAsync(3_000);
    expect(saves).toHaveLength(3);
    await saver.stop();
  });

  it('a failed save is skipped and the next change is saved; text that came while saving waits its turn', async () => {
    const saves: string[] = [];
    let fail = true;
    let release: () => void = () => undefined;
    const saver = createDraftSaver(
      async (text) => {
        if (fail) {
          fail = false;
          throw new Error('database away');
        }
        await new Promise<void>((r) => (release = r));
        saves.push(text);
      },
      log,
      1_000,
    );
    saver.append('A. ');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(saves).toEqual([]);
    // Retried on its own after the failure: the text is still unsaved.
    await vi.advanceTimersByTimeAsync(1_000);
    saver.append('B. ');
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(saves).toEqual(['A. ']);
    await vi.advanceTimersByTimeAsync(1_000);
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(saves).toEqual(['A. ', 'A. B. ']);
    await saver.stop();
  });
});
