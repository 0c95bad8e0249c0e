import { describe, expect, it } from 'vitest';
import { userInitial } from './user-initial';

describe('userInitial', () => {
  it.each([
    [{ displayName: 'ada lovelace', email: 'x@example.com' }, 'A'],
    [{ displayName: '', email: 'zoe@example.com' }, 'Z'],
    [{ displayName: '   ', email: 'bob@example.com' }, 'B'],
    [{ displayName: null, email: 'carl@example.com' }, 'C'],
    [{ displayName: null, email: null }, 'U'],
    [{ displayName: undefined, email: '' }, 'U'],
    [null, 'U'],
    [undefined, 'U'],
    [{ displayName: 'élodie', email: null }, 'É'],
  ])('%j -> %s', (user, expected) => {
    expect(userInitial(user)).toBe(expected);
  });
});
