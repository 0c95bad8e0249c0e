import { describe, expect, it } from 'vitest';
import { indexAfterEnded, nextIndex, previousIndex } from './playlist';

describe('playlist moves', () => {
  it('previous wraps from the first to the last', () => {
    expect(previousIndex(0, 3)).toBe(2);
    expect(previousIndex(2, 3)).toBe(1);
  });

  it('next goes round from the last to the first', () => {
    expect(nextIndex(0, 3)).toBe(1);
    expect(nextIndex(2, 3)).toBe(0);
  });

  it('an ended story hands over to the next with continuous play, and stops after the last', () => {
    expect(indexAfterEnded(0, 3, true)).toBe(1);
    expect(indexAfterEnded(2, 3, true)).toBeNull();
    expect(indexAfterEnded(0, 3, false)).toBeNull();
  });

  it('an empty playlist never points past itself', () => {
    expect(nextIndex(0, 0)).toBe(0);
    expect(previousIndex(0, 0)).toBe(0);
    expect(indexAfterEnded(0, 0, true)).toBeNull();
  });
});
