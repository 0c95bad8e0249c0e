/**
 * Runs `fn` once the browser is idle (at the latest after `timeoutMs`; soon after where the browser
 * cannot tell), and returns what cancels it. For work a screen does not need to draw itself: on a
 * phone it then runs after the first paint, as its own short task.
 */
export function whenIdle(fn: () => void, timeoutMs = 5000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(fn, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(fn, 0);
  return () => window.clearTimeout(id);
}
