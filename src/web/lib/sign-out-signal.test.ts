import { describe, expect, it, vi } from 'vitest';
import { announceSignOut, onSignOut } from './sign-out-signal';

describe('the sign-out signal', () => {
  it('tells every listener, and no longer one that has unsubscribed', () => {
    const player = vi.fn();
    const other = vi.fn();
    const stop = onSignOut(player);
    onSignOut(other)();
    announceSignOut();
    expect(player).toHaveBeenCalledTimes(1);
    expect(other).not.toHaveBeenCalled();
    stop();
    announceSignOut();
    expect(player).toHaveBeenCalledTimes(1);
  });
});
