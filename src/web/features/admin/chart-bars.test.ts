import { describe, expect, it } from 'vitest';
import { barHeights } from './chart-bars';

describe('barHeights', () => {
  it('relative to the maximum, with a 5 percent floor', () => {
    expect(barHeights([0, 50, 100, 1])).toEqual([5, 50, 100, 5]);
    expect(barHeights([200, 30])).toEqual([100, 15]);
  });
  it('all zero (or empty) days stay visible at 5 percent', () => {
    expect(barHeights([0, 0])).toEqual([5, 5]);
    expect(barHeights([])).toEqual([]);
  });
});
