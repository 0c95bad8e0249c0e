/**
 * Sign-out, told to whoever holds something of the session in memory (the app's audio player):
 * the first thing useSignOut does, so nothing goes on playing while the session is ended.
 */
const listeners = new Set<() => void>();

/** Returns the unsubscribe. */
export function onSignOut(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function announceSignOut(): void {
  listeners.forEach((listener) => listener());
}
