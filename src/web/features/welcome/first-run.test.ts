import { describe, expect, it } from 'vitest';
import { firstRunDecision, type TFirstRunInput } from './first-run';

const none = { status: 'success', count: 0 } as const;
const at = (pathname: string, rest: Partial<TFirstRunInput> = {}): TFirstRunInput => ({
  pathname,
  done: false,
  children: none,
  ...rest,
});

describe('first-run decision', () => {
  it('a parent with no child on the home goes to the welcome', () => {
    expect(firstRunDecision(at('/'))).toBe('welcome');
  });

  it('waits for the children on the home, and only there', () => {
    expect(firstRunDecision(at('/', { children: { status: 'pending' } }))).toBe('wait');
    expect(firstRunDecision(at('/library', { children: { status: 'pending' } }))).toBe('app');
  });

  it('deep links, a finished or skipped welcome, a child, or no subscription open the app', () => {
    expect(firstRunDecision(at('/kids'))).toBe('app');
    expect(firstRunDecision(at('/read/abc'))).toBe('app');
    expect(firstRunDecision(at('/', { done: true }))).toBe('app');
    expect(firstRunDecision(at('/', { children: { status: 'success', count: 1 } }))).toBe('app');
    expect(firstRunDecision(at('/', { children: { status: 'error' } }))).toBe('app');
  });
});
